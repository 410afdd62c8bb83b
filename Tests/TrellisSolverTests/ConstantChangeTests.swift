import Testing

@testable import TrellisSolver

@Suite("In-place constant changes")
struct ConstantChangeTests {
  /// A constant changed in place gives the same values as a fresh solver built with the new constant.
  @Test(arguments: [-25.0, 0, 8, 64, 300])
  func matchesAFreshSolve(gap: Double) throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    func constraints(gap: Double) -> [Constraint] {
      [
        left >= 0, right <= 320, right == left + width + gap, (width == 200).withStrength(.medium),
        (left == 40).withStrength(.weak),
      ]
    }
    var incremental = Solver()
    let original = constraints(gap: 16)
    try incremental.add(original)
    incremental.updateVariables()
    try incremental.setConstant(of: original[2], to: -gap)
    incremental.updateVariables()
    #expect(incremental.brokenInvariant() == nil)

    var fresh = Solver()
    try fresh.add(constraints(gap: gap))
    fresh.updateVariables()
    for variable in [left, width, right] {
      #expect(abs(incremental.value(of: variable) - fresh.value(of: variable)) < 1e-9)
    }
    #expect(incremental.constraints[2].expression.constant == -gap)
    #expect(incremental.constraints[2] == original[2])
  }

  @Test func changesPreferredConstraints() throws {
    var solver = Solver()
    let x = Variable("x")
    let preference = (x == 10).withStrength(.weak)
    try solver.add(x <= 50)
    try solver.add(preference)
    for target in [20.0, 80, -5, 50] {
      try solver.setConstant(of: preference, to: -target)
      solver.updateVariables()
      #expect(solver.value(of: x) == min(target, 50))
    }
  }

  @Test func redundantEqualitiesStayConsistent() throws {
    var solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let first: Constraint = x == y
    let second: Constraint = y == x
    try solver.add([first, second])
    #expect(throws: SolverError.self) { try solver.setConstant(of: second, to: 5) }
    try solver.setConstant(of: second, to: 0)
    #expect(solver.brokenInvariant() == nil)
  }
}

@Suite("Diagnostics")
struct DiagnosticsTests {
  @Test func violationsNameConstraintsAndAmounts() throws {
    var solver = Solver()
    let x = Variable("x")
    let cap: Constraint = x <= 100
    let wish = (x >= 150).withStrength(.medium)
    let pin = (x == 90).withStrength(.weak)
    try solver.add([cap, wish, pin])
    try solver.addEditVariable(x, strength: .weak)
    try solver.suggestValue(120, for: x)
    solver.updateVariables()
    let violations = solver.violations()
    #expect(violations.map(\.constraint.id) == [wish.id, pin.id, violations[2].constraint.id])
    #expect(violations.map(\.amount) == [50, 10, 20])
    #expect(violations[2].editVariable == x)
  }

  @Test func ambiguityFindsFreeVariables() throws {
    var solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(right == left + width)
    try solver.add(width == 100)
    solver.updateVariables()
    #expect(Set(solver.ambiguousVariables()) == [left, right])
    try solver.add(left >= 20)
    try solver.add((left <= 0).withStrength(.weak))
    solver.updateVariables()
    #expect(solver.ambiguousVariables().isEmpty)
  }

  /// Two views share a width at equal priority: which one is compressed is arbitrary, so both are ambiguous.
  @Test func equalPrioritiesGiveAlternativeOptima() throws {
    var solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.add(a + b == 100)
    try solver.add((a >= 60).withStrength(Strength(750)))
    try solver.add((b >= 60).withStrength(Strength(750)))
    solver.updateVariables()
    #expect(solver.ambiguousVariables() == [a, b])
    try solver.add((a >= 60).withStrength(Strength(751)))
    solver.updateVariables()
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.value(of: a) == 60)
  }
}
