import Testing

@testable import TrellisSolver

/// One test per error, each checking that the failed call changed nothing.
@Suite("Solver errors")
struct SolverErrorTests {
  let x = Variable("x")
  let y = Variable("y")

  /// A solver with a little of everything: required and preferred constraints and an edit variable.
  func populated() throws -> Solver {
    var solver = Solver()
    try solver.add(x >= 10)
    try solver.add(y == x + 5)
    try solver.add((x == 40).withStrength(.weak))
    try solver.addEditVariable(y, strength: .medium)
    try solver.suggestValue(30, for: y)
    solver.updateVariables()
    return solver
  }

  func expectUnchanged(_ solver: Solver, _ before: Solver) {
    #expect(solver.debugDescription == before.debugDescription)
    #expect(solver.brokenInvariant() == nil)
  }

  @Test func unsatisfiableConstraint() throws {
    var solver = try populated()
    let before = solver
    let culprit: Constraint = y <= 12
    #expect {
      try solver.add(culprit)
    } throws: { error in
      guard case SolverError.unsatisfiableConstraint(let constraint, let conflicts) = error else { return false }
      return constraint == culprit && conflicts.count == 2
    }
    expectUnchanged(solver, before)
    solver.updateVariables()
    #expect(solver.value(of: y) == 30)
  }

  @Test func contradictoryConstants() throws {
    var solver = Solver()
    try solver.add(x == 1)
    let before = solver
    #expect(throws: SolverError.self) { try solver.add(x == 2) }
    expectUnchanged(solver, before)
    #expect(throws: SolverError.self) { try solver.add(2 * x == 3) }
    try solver.add(2 * x == 2)
  }

  @Test func duplicateConstraint() throws {
    var solver = try populated()
    let constraint = solver.constraints[0]
    let before = solver
    #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
    expectUnchanged(solver, before)
  }

  @Test func unknownConstraint() throws {
    var solver = try populated()
    let stranger: Constraint = x <= 1000
    let before = solver
    #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
    #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.setConstant(of: stranger, to: 3) }
    expectUnchanged(solver, before)
  }

  @Test func duplicateEditVariable() throws {
    var solver = try populated()
    let before = solver
    #expect(throws: SolverError.duplicateEditVariable(y)) { try solver.addEditVariable(y, strength: .strong) }
    expectUnchanged(solver, before)
  }

  @Test func unknownEditVariable() throws {
    var solver = try populated()
    let before = solver
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(3, for: x) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    expectUnchanged(solver, before)
  }

  @Test func badRequiredStrength() throws {
    var solver = try populated()
    let before = solver
    #expect(throws: SolverError.badRequiredStrength(x)) { try solver.addEditVariable(x, strength: .required) }
    expectUnchanged(solver, before)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteConstraint(value: Double) throws {
    var solver = try populated()
    let before = solver
    let badCoefficient: Constraint = value * x >= 1
    let badConstant: Constraint = x >= value
    #expect(throws: SolverError.nonFiniteConstraint(badCoefficient)) { try solver.add(badCoefficient) }
    #expect(throws: SolverError.nonFiniteConstraint(badConstant)) { try solver.add(badConstant) }
    expectUnchanged(solver, before)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteValue(value: Double) throws {
    var solver = try populated()
    let before = solver
    let constraint = solver.constraints[0]
    #expect {
      try solver.suggestValue(value, for: y)
    } throws: { error in
      if case SolverError.nonFiniteValue = error { true } else { false }
    }
    #expect {
      try solver.setConstant(of: constraint, to: value)
    } throws: { error in
      if case SolverError.nonFiniteValue = error { true } else { false }
    }
    expectUnchanged(solver, before)
  }

  @Test func unsatisfiableConstantChange() throws {
    var solver = Solver()
    let floor: Constraint = x >= 10
    let ceiling: Constraint = x <= 20
    try solver.add(floor)
    try solver.add(ceiling)
    try solver.add(y == 2 * x)
    solver.updateVariables()
    let before = solver
    #expect {
      try solver.setConstant(of: floor, to: -30)  // x >= 30
    } throws: { error in
      guard case SolverError.unsatisfiableConstraint(let constraint, let conflicts) = error else { return false }
      return constraint == floor && constraint.expression.constant == -30 && conflicts == [ceiling]
    }
    expectUnchanged(solver, before)
    #expect(solver.constraints.first?.expression.constant == -10)
  }

  @Test func errorsDescribeTheCulprit() {
    let text = SolverError.unsatisfiableConstraint(x >= 3, conflicts: [x <= 1]).description
    #expect(text == "unsatisfiable constraint: x >= 3\nconflicts with:\n  x <= 1")
    #expect(SolverError.unknownEditVariable(y).description == "unknown edit variable: y")
  }
}
