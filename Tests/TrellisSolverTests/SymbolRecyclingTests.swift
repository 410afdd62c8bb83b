import Testing

@testable import TrellisSolver

/// The numbers of removed constraints' symbols are reused (`Solver+Recycling.swift`): the tableau stays as large
/// as the most symbols alive at once, a refused addition gives back the numbers it took, and reuse changes no value.
@Suite("Symbol recycling")
struct SymbolRecyclingTests {
  let x = Variable("x")
  let y = Variable("y")

  /// A weak equality has two error symbols; removing it frees both, and the next weak equality takes them back.
  @Test func aRemovedConstraintsSymbolsAreReusedByTheNext() throws {
    var solver = Solver()
    try solver.add(x >= 0)
    let first = (x == 10).withStrength(.weak)
    try solver.add(first)
    // A non-required constraint gets its row (and its symbols) at the next update.
    solver.updateVariables()
    let size = solver.kinds.count
    try solver.remove(first)
    #expect(solver.freeSymbols.count == 2)
    #expect(solver.brokenInvariant() == nil)
    try solver.add((x == 20).withStrength(.weak))
    solver.updateVariables()
    #expect(solver.kinds.count == size)
    #expect(solver.freeSymbols.isEmpty)
    #expect(solver.value(of: x) == 20)
    #expect(solver.brokenInvariant() == nil)
  }

  /// Each kind of constraint frees all of its symbols when removed, whether its marker is basic or not: a required
  /// inequality (one slack), a required equality (one dummy), a strong inequality (slack and error), an edit
  /// variable (two errors). The required equality repeats one the solver holds, so its row is its dummy alone.
  @Test func everyKindOfConstraintFreesItsSymbols() throws {
    var solver = Solver()
    try solver.add(x >= 0)
    try solver.add(y == x + 5)
    let base = solver.kinds.count
    // x >= 30 (strong) beats y = x + 5 <= 40 (medium, x <= 35) and the weak edit's 7: x = 30.
    let added: [Constraint] = [
      x <= 100, 2 * y == 2 * x + 10, (x >= 30).withStrength(.strong), (y <= 40).withStrength(.medium),
    ]
    try solver.add(added)
    try solver.addEditVariable(x, strength: .weak)
    try solver.suggestValue(7, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 30)
    for constraint in added { try solver.remove(constraint) }
    try solver.removeEditVariable(x)
    solver.updateVariables()
    // 1 slack + 1 dummy + 2 + 2 for the strong and medium inequalities + 2 for the edit variable.
    #expect(solver.freeSymbols.count == 8)
    #expect(solver.kinds.count == base + 8)
    #expect(solver.brokenInvariant() == nil)
    #expect(solver.value(of: y) == solver.value(of: x) + 5)
  }

  /// A required constraint that cannot hold takes free numbers for its symbols, then gives them back in the order
  /// they were on the free list: the solver is exactly as it was.
  @Test func aRefusedAdditionGivesTheNumbersBack() throws {
    var solver = Solver()
    try solver.add(x == 10)
    let temporary: [Constraint] = [(y == 1).withStrength(.weak), y >= 0, (y <= 3).withStrength(.strong)]
    try solver.add(temporary)
    solver.updateVariables()
    for constraint in temporary { try solver.remove(constraint) }
    let free = solver.freeSymbols
    let kinds = solver.kinds
    #expect(free.count == 5)
    #expect(throws: SolverError.self) { try solver.add(x == 20) }
    #expect(throws: SolverError.self) { try solver.add(x <= 5) }
    #expect(solver.freeSymbols == free)
    #expect(solver.kinds == kinds)
    #expect(solver.brokenInvariant() == nil)
  }

  /// Phase one's artificial variable leaves the tableau once the row is in, and its number is free again.
  @Test func phaseOnesArtificialVariableIsFreed() throws {
    var solver = Solver()
    // Both variables get definitions first, so the last row has no fresh variable to define; it is the equality
    // x + y == 5 among basic symbols, whose only marker is a dummy. Neither slack of x ≥ 0 and y ≥ 0 can be its
    // subject directly (Solver+DirectSubject.swift): x = 5 or y = 5 would break x ≤ 3 or y ≤ 3, so it needs phase one.
    try solver.add(x >= 0)
    try solver.add(y >= 0)
    try solver.add(x <= 3)
    try solver.add(y <= 3)
    try solver.add(x + y == 5)
    // The artificial variable is the last symbol made (four slacks, the dummy, then it).
    #expect(solver.freeSymbols == [Symbol(solver.kinds.count - 1)])
    #expect(solver.brokenInvariant() == nil)
    solver.updateVariables()
    #expect(solver.value(of: x) + solver.value(of: y) == 5)
  }
}
