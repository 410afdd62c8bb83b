import Testing

@testable import TrellisSolver

@Suite("Strict priorities")
struct StrictPriorityTests {
  /// Weak constraints worth 10,000 violated units pull x to 1 (100 constraints `100x == 100`, each 100 units away
  /// at x = 0); one medium constraint pulls it to 0. Under kiwi's weights 10,000 × 1 outweighs 1 × 1000, so x goes
  /// to 1; under strict priorities the medium constraint wins, whatever the count.
  @Test(arguments: [(Solver.Prioritization.strict, 0.0), (.weighted, 1.0)])
  func manyWeakUnitsNeverBuyOneMediumUnit(prioritization: Solver.Prioritization, expected: Double) throws {
    var solver = Solver(prioritization: prioritization)
    let x = Variable("x")
    try solver.add((x == 0).withStrength(.medium))
    for _ in 0..<100 { try solver.add((100 * x == 100).withStrength(.weak)) }
    solver.updateVariables()
    #expect(solver.value(of: x) == expected)
  }

  /// Three levels: the strong preference must hold fully, the medium one as far as the strong one allows, and
  /// the weak ones only with what is left, even though they are many and far apart.
  @Test func levelsAreLexicographic() throws {
    var solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.add(a + b == 100)
    try solver.add((a >= 70).withStrength(.strong))
    try solver.add((b >= 50).withStrength(.medium))
    for _ in 0..<50 { try solver.add((b == 100).withStrength(.weak)) }
    solver.updateVariables()
    #expect(solver.value(of: a) == 70)
    #expect(solver.value(of: b) == 30)
    let totals = solver.violationTotals()
    #expect(totals[.strong] == 0)
    #expect(totals[.medium] == 20)
    #expect(abs(totals[.weak]! - 50 * 70) < 1e-6)
  }

  /// Layout-style priorities: many priority-250 constraints never beat one priority-251 constraint.
  @Test func adjacentPrioritiesAreStrict() throws {
    var solver = Solver()
    let width = Variable("width")
    try solver.add((width == 10).withStrength(Strength(251)))
    for _ in 0..<300 { try solver.add((width == 20).withStrength(Strength(250))) }
    solver.updateVariables()
    #expect(solver.value(of: width) == 10)
  }

  /// Levels appear and disappear as constraints come and go, and the optimum follows.
  @Test func levelsFollowAddAndRemove() throws {
    var solver = Solver()
    let x = Variable("x")
    let low = (x == 5).withStrength(Strength(10))
    let high = (x == 9).withStrength(Strength(500))
    try solver.add(low)
    try solver.add(high)
    solver.updateVariables()
    #expect(solver.value(of: x) == 9)
    try solver.remove(high)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)
    try solver.add(high)
    solver.updateVariables()
    #expect(solver.value(of: x) == 9)
    #expect(solver.brokenInvariant() == nil)
  }

  /// Edit variables take part in the levels like any constraint.
  @Test func editStrengthIsALevel() throws {
    var solver = Solver()
    let width = Variable("width")
    try solver.add((width <= 300).withStrength(Strength(999)))
    try solver.addEditVariable(width, strength: Strength(500))
    try solver.suggestValue(320, for: width)
    solver.updateVariables()
    #expect(solver.value(of: width) == 300)
    try solver.suggestValue(280, for: width)
    solver.updateVariables()
    #expect(solver.value(of: width) == 280)
  }
}
