import Testing

@testable import TrellisSolver

@Suite("Conflict explanation")
struct ConflictExplanationTests {
  func conflicts(adding culprit: Constraint, to solver: inout Solver) -> [Constraint]? {
    do {
      try solver.add(culprit)
      return nil
    } catch {
      guard case .unsatisfiableConstraint(let constraint, let conflicts) = error, constraint == culprit else {
        return nil
      }
      return conflicts
    }
  }

  /// A chain x ≥ 10, y ≥ x + 5, z ≥ y + 5 and a ceiling z ≤ 12: the explanation is the chain, and none of the
  /// unrelated or redundant constraints around it.
  @Test func namesTheMinimalChain() throws {
    var solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let w = Variable("w")
    let floor: Constraint = x >= 10
    let first: Constraint = y >= x + 5
    let second: Constraint = z >= y + 5
    try solver.add([w == 3, floor, x >= 2, first, (z == 0).withStrength(.strong), second, w <= z])
    let explanation = conflicts(adding: z <= 12, to: &solver)
    #expect(explanation == [floor, first, second])
  }

  /// Two independent reasons for the same conflict: the explanation is one of them, and minimal.
  @Test func picksOneMinimalReason() throws {
    var solver = Solver()
    let x = Variable("x")
    let a: Constraint = x >= 10
    let b: Constraint = x >= 20
    try solver.add([a, b])
    let explanation = try #require(conflicts(adding: x <= 5, to: &solver))
    #expect(explanation.count == 1)
    #expect(explanation == [a] || explanation == [b])
  }

  /// Equalities conflict too: a width fixed two ways.
  @Test func equalitiesConflict() throws {
    var solver = Solver()
    let left = Variable("left")
    let right = Variable("right")
    let width = Variable("width")
    let span: Constraint = right == left + width
    let pinLeft: Constraint = left == 0
    let pinRight: Constraint = right == 100
    try solver.add([span, pinLeft, pinRight, (width == 50).withStrength(.weak)])
    #expect(conflicts(adding: width == 60, to: &solver) == [span, pinLeft, pinRight])
  }

  /// A constraint with no variables that does not hold conflicts with nothing else.
  @Test func constantContradiction() {
    var solver = Solver()
    #expect(conflicts(adding: Constraint(Expression(constant: 1), .equal), to: &solver) == [])
  }
}
