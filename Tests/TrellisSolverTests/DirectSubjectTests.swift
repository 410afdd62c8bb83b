import Testing

@testable import TrellisSolver

/// A new row with no external variable and no marker to solve for takes one of the tableau's slack or error symbols
/// as its subject when that keeps every restricted row feasible (`Solver+DirectSubject.swift`), and goes through
/// phase one otherwise.
@Suite("Direct subject")
struct DirectSubjectTests {
  let x = Variable("x")
  let y = Variable("y")

  /// `x + y == 10` after `x ≥ 0` and `y ≥ 0`: x's slack takes the value 10, which no restricted row limits, so
  /// phase one makes no artificial symbol.
  @Test func aSlackNoRowLimitsIsTheSubject() throws {
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    try Self.addWithoutPhaseOne(x + y == 10, to: &solver)
    solver.updateVariables()
    #expect(solver.value(of: x) + solver.value(of: y) == 10)
  }

  /// The first slack whose value no row limits is taken: x's slack would break `x ≤ 3`, y's does not.
  @Test func aSlackThatWouldBreakARowIsPassedOver() throws {
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    try solver.add(x <= 3)
    try Self.addWithoutPhaseOne(x + y == 10, to: &solver)
    solver.updateVariables()
    #expect(solver.value(of: x) <= 3)
    #expect(solver.value(of: x) + solver.value(of: y) == 10)
  }

  /// The same systems give the same values with the direct subject as the weighted optimum demands: a weak
  /// preference decides between the two variables.
  @Test func theOptimumIsUnchanged() throws {
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    try solver.add(x <= 3)
    try solver.add((x == 1).withStrength(.weak))
    try solver.add(x + y == 10)
    solver.updateVariables()
    #expect(solver.value(of: x) == 1)
    #expect(solver.value(of: y) == 9)
  }

  /// Adds the equality `constraint` to `solver`, expecting that only its dummy was made and nothing was set free (no
  /// artificial symbol came and went), and that the tableau's invariants hold.
  static func addWithoutPhaseOne(_ constraint: Constraint, to solver: inout Solver) throws {
    let symbols = solver.kinds.count
    try solver.add(constraint)
    #expect(solver.kinds.count == symbols + 1)
    #expect(solver.freeSymbols.isEmpty)
    #expect(solver.brokenInvariant() == nil)
  }
}
