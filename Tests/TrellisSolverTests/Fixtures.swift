import Foundation
import Testing

@testable import TrellisSolver

/// The fixtures beside the tests.
enum Fixture {
  static func text(_ name: String) -> String {
    guard let base = Bundle.module.resourceURL else { fatalError("the test bundle has no resources") }
    let url = base.appendingPathComponent("Fixtures").appendingPathComponent(name)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("missing fixture \(name)") }
    return text
  }
}

/// kiwi's enaml-like benchmark system (../shared/bench, `gen_workloads.py`) and kiwisolver's values for it.
enum EnamlFixture {
  static let text = Fixture.text("enaml_like.txt")
  static let reference = Fixture.text("enaml_like.txt.reference")
}

/// One phase of a constraint file replayed on a solver: after the build, or after a block of changes.
struct ReplayedPhase {
  /// The phase: 0 after the build, `n` after the `n`th block.
  var number: Int
  /// The solver, updated.
  var solver: Solver
  /// The constraints held, in the order they were added.
  var held: [Constraint]
  /// The edit variables and their strengths.
  var edits: [(Variable, Strength)]
  /// The value last suggested for each edit variable (0 when none was).
  var suggested: [Variable: Double]

  /// Expects every held required constraint to hold within 1e-6 of the magnitude of its terms, and returns the
  /// violation of every other held constraint and edit variable with its strength and the magnitude of its terms
  /// (its rounding allowance is 1e-9 of it).
  func softViolations() -> [(Strength, Double, Double)] {
    var soft: [(Strength, Double, Double)] = []
    for constraint in held {
      let (violation, magnitude) = DifferentialRegressionTests.violation(of: constraint, in: solver)
      if constraint.strength.isRequired {
        #expect(violation <= 1e-6 * max(1, magnitude), "phase \(number): \(constraint) is off by \(violation)")
      } else {
        soft.append((constraint.strength, violation, magnitude))
      }
    }
    for (variable, strength) in edits {
      let value = solver.value(of: variable)
      let target = suggested[variable] ?? 0
      soft.append((strength, abs(value - target), abs(value) + abs(target)))
    }
    return soft
  }

  /// Replays `file` on a new solver of `prioritization`: the build, then each block, calling `prepare` before and
  /// `check` after each phase's update. With `rowsAtOnce`, every constraint gets its row when it is added, as
  /// before non-required ones waited for the update (the order fixtures found then were found in).
  static func replay(
    _ file: ConstraintFile, prioritization: Solver.Prioritization, rowsAtOnce: Bool = false,
    preparing prepare: (inout Solver) -> Void = { _ in }, _ check: (ReplayedPhase) -> Void
  ) throws {
    var solver = Solver(prioritization: prioritization)
    solver.defersPreferences = !rowsAtOnce
    try file.build(into: &solver)
    var held = file.constraints
    var suggested: [Variable: Double] = [:]
    let edits = file.statements.compactMap { statement -> (Variable, Strength)? in
      if case .edit(let variable, let strength) = statement { (variable, strength) } else { nil }
    }
    for phase in 0...file.blocks.count {
      if phase > 0 {
        for change in file.blocks[phase - 1] {
          try change.apply(to: &solver)
          switch change {
          case .suggest(let suggestion): suggested[suggestion.variable] = suggestion.value
          case .add(let constraint): held.append(constraint)
          case .remove(let constraint): held.removeAll { $0 == constraint }
          }
        }
      }
      prepare(&solver)
      solver.updateVariables()
      check(ReplayedPhase(number: phase, solver: solver, held: held, edits: edits, suggested: suggested))
    }
  }
}
