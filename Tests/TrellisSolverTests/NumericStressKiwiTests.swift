import Testing

@testable import TrellisSolver

/// Issue 7's numeric stress against kiwisolver: the stress systems (constants from 1e-9 to 1e9 in one system, a
/// chain of 2,000 equalities, redundant, cyclic and nearly parallel equalities, a ring of 200 equalities with links
/// removed, and 100 add/remove churn cycles) as constraint files, with kiwisolver 1.5.1's values after every phase
/// beside them (`Scripts/reliability/make_stress_fixtures.py`, which also checks each against HiGHS's optimum).
/// Every system has a unique optimum, so Trellis's values must equal kiwi's within 1e-6 relative, and the tableau
/// must keep its invariants after every phase.
@Suite("Numeric stress against kiwisolver")
struct NumericStressKiwiTests {
  /// The systems in `Fixtures/NumericStress`.
  static let systems = ["magnitudes", "chain", "redundant", "ring", "churn"]

  /// Runs a system phase by phase and compares every value with kiwi's, checking the invariants after each phase.
  @Test(arguments: systems)
  func valuesEqualKiwisInEveryPhase(system: String) throws {
    let file = try ConstraintFile.parse(Fixture.text("NumericStress/\(system).txt"))
    let expected = Self.values(in: Fixture.text("NumericStress/\(system).txt.kiwi"))
    #expect(expected.count == file.blocks.count + 1)
    var solver = Solver(prioritization: .weighted)
    try file.build(into: &solver)
    solver.updateVariables()
    for phase in expected.indices {
      if phase > 0 { try file.apply(file.blocks[phase - 1], to: &solver) }
      #expect(solver.brokenInvariant() == nil, "\(system) phase \(phase)")
      #expect(expected[phase].count == file.variables.count, "\(system) phase \(phase)")
      for variable in file.variables {
        let value = solver.value(of: variable)
        guard let kiwi = expected[phase][variable.name] else { continue }
        #expect(
          abs(value - kiwi) <= 1e-6 * max(1, abs(value), abs(kiwi)),
          "\(system) phase \(phase): \(variable) is \(value), kiwi \(kiwi)")
      }
    }
  }

  /// kiwi's values per phase from the `VALUE PHASE NAME VALUE` lines of a `.kiwi` file.
  ///
  /// - Parameter reference: The file's text.
  /// - Returns: One dictionary per phase (build first), from variable name to kiwi's value.
  static func values(in reference: String) -> [[String: Double]] {
    var phases: [[String: Double]] = []
    for line in reference.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 4, fields[0] == "VALUE", let phase = Int(fields[1]), let value = Double(fields[3])
      else { continue }
      while phases.count <= phase { phases.append([:]) }
      phases[phase][String(fields[2])] = value
    }
    return phases
  }
}
