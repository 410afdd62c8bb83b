import Testing

@testable import TrellisSolver

/// enaml_like against kiwisolver: values made by `Scripts/solver/make_kiwi_reference.py` (kiwisolver 1.5.1 for
/// the values and totals, an LP over the optimal face for which variables the optimum fixes).
@Suite("kiwisolver reference")
struct KiwiReferenceTests {
  struct Phase {
    var values: [String: Double] = [:]
    var fixed: Set<String> = []
    var totals: [Double: Double] = [:]
  }

  static func phases() -> [Phase] {
    var phases: [Phase] = []
    for line in EnamlFixture.reference.split(separator: "\n") {
      let fields = line.split(separator: " ")
      switch fields.first {
      case "#": phases.append(Phase())
      case "VAR":
        phases[phases.count - 1].values[String(fields[1])] = Double(fields[2])!
        if fields[3] == "1" { phases[phases.count - 1].fixed.insert(String(fields[1])) }
      case "TOTAL": phases[phases.count - 1].totals[Double(fields[1])!] = Double(fields[2])!
      default: break
      }
    }
    return phases
  }

  @Test func fixedVariablesAndTotalsMatchKiwi() throws {
    let file = try ConstraintFile.parse(EnamlFixture.text)
    let reference = Self.phases()
    #expect(reference.count == file.blocks.count + 1)
    var solver = Solver(prioritization: .weighted)
    try file.build(into: &solver)
    solver.updateVariables()
    for (index, expected) in reference.enumerated() {
      if index > 0 { try file.apply(file.blocks[index - 1], to: &solver) }
      #expect(expected.fixed.count == 16)
      for variable in file.variables where expected.fixed.contains(variable.name) {
        #expect(abs(solver.value(of: variable) - expected.values[variable.name]!) < 1e-9, "\(variable) phase \(index)")
      }
      let totals = solver.violationTotals()
      for (strength, total) in expected.totals {
        #expect(abs((totals[Strength(strength)] ?? 0) - total) < 1e-6, "strength \(strength) phase \(index)")
      }
      let ambiguous = Set(solver.ambiguousVariables().map(\.name))
      let free = Set(file.variables.map(\.name)).subtracting(expected.fixed)
      #expect(ambiguous == free, "phase \(index)")
      #expect(solver.brokenInvariant() == nil)
    }
  }
}
