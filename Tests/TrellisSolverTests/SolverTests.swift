import Testing

@testable import TrellisSolver

@Suite("Solver")
struct SolverTests {
  @Test func solvesSimpleEqualities() throws {
    var solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 10)
    try solver.add(x - y == 4)
    solver.updateVariables()
    #expect(solver.value(of: x) == 7)
    #expect(solver.value(of: y) == 3)
  }

  /// Hillier & Lieberman's Wyndor Glass problem: maximise 3x + 5y subject to x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18,
  /// x, y ≥ 0. The optimum is x = 2, y = 6 (objective 36). Maximising is written as minimising the weighted
  /// shortfall from an unreachable 1000: 3(1000 - x) + 5(1000 - y).
  @Test func textbookLinearProgram() throws {
    var solver = Solver(prioritization: .weighted)
    let x = Variable("x")
    let y = Variable("y")
    try solver.add([x >= 0, y >= 0, x <= 4, 2 * y <= 12, 3 * x + 2 * y <= 18])
    try solver.add((x >= 1000).withStrength(Strength(3)))
    try solver.add((y >= 1000).withStrength(Strength(5)))
    solver.updateVariables()
    #expect(abs(solver.value(of: x) - 2) < 1e-9)
    #expect(abs(solver.value(of: y) - 6) < 1e-9)
  }

  @Test func addRemoveContains() throws {
    var solver = Solver()
    let x = Variable("x")
    let pin = (x == 100).withStrength(.weak)
    let floor: Constraint = x >= 120
    try solver.add(pin)
    try solver.add(floor)
    #expect(solver.contains(pin) && solver.contains(floor))
    #expect(solver.constraints == [pin, floor])
    solver.updateVariables()
    #expect(solver.value(of: x) == 120)
    try solver.remove(floor)
    #expect(!solver.contains(floor))
    solver.updateVariables()
    #expect(solver.value(of: x) == 100)
    #expect(solver.brokenInvariant() == nil)
  }

  @Test func editVariablesFollowSuggestions() throws {
    var solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(right == left + width)
    try solver.add(left >= 0)
    try solver.add(width >= 50)
    try solver.addEditVariable(width, strength: .strong)
    try solver.addEditVariable(left, strength: .strong)
    #expect(solver.hasEditVariable(width))
    #expect(solver.editVariables == [width, left])
    try solver.suggestValue(200, for: width)
    try solver.suggestValue(10, for: left)
    solver.updateVariables()
    #expect(solver.value(of: right) == 210)
    try solver.suggestValue(20, for: width)
    solver.updateVariables()
    #expect(solver.value(of: width) == 50)
    #expect(solver.value(of: right) == 60)
    try solver.removeEditVariable(width)
    #expect(!solver.hasEditVariable(width))
    solver.updateVariables()
    #expect(solver.value(of: width) == 50)
    #expect(solver.brokenInvariant() == nil)
  }

  @Test func editVariablesStartAtZero() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.add((x == 30).withStrength(.weak))
    try solver.addEditVariable(x, strength: .medium)
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
  }

  @Test func unknownVariablesReadZero() {
    #expect(Solver().value(of: Variable("ghost")) == 0)
  }

  @Test func resetForgetsEverything() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.add(x == 3)
    try solver.addEditVariable(Variable("y"), strength: .weak)
    solver.reset()
    #expect(solver.constraints.isEmpty)
    #expect(solver.editVariables.isEmpty)
    #expect(solver.variables.isEmpty)
    try solver.add(x == 4)
    solver.updateVariables()
    #expect(solver.value(of: x) == 4)
  }

  @Test func debugDescriptionNamesRowsAndConstraints() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.add(x >= 10)
    solver.updateVariables()
    let text = solver.debugDescription
    #expect(text.contains("x = 10 + 1 * s1"))
    #expect(text.contains("x >= 10"))
  }

  @Test func sameCallsGiveBitIdenticalValues() throws {
    func run(_ warmUp: Int) throws -> [Double] {
      // Create unrelated variables first so that identities differ between the runs.
      _ = (0..<warmUp).map { Variable("unused\($0)") }
      let file = try ConstraintFile.parse(EnamlFixture.text)
      return try file.run().flatMap { $0 }.map { $0 }
    }
    let first = try run(0)
    let second = try run(17)
    #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
  }
}

@Suite("Changed variables")
struct ChangedVariablesTests {
  @Test func listsOnlyWhatMoved() throws {
    var solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let top = Variable("top")
    try solver.add(right == left + width)
    try solver.add(left == 16)
    try solver.add(top == 20)
    try solver.addEditVariable(width, strength: .strong)
    try solver.suggestValue(100, for: width)
    solver.updateVariables()
    #expect(solver.changedVariables == [right, left, width, top])
    solver.updateVariables()
    #expect(solver.changedVariables.isEmpty)
    try solver.suggestValue(120, for: width)
    solver.updateVariables()
    #expect(solver.changedVariables == [right, width])
    #expect(solver.value(of: right) == 136)
  }
}
