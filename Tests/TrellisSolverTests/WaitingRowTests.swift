import Testing

@testable import TrellisSolver

/// Preference rows on deep definitions wait, as written, until the tableau needs them (`LazyRows.swift`): every call
/// after the build gives the values, violations and tableau of a solver that expands every row when it is added.
@Suite("Waiting preference rows")
struct WaitingRowTests {
  /// `chain_N` of the benchmarks: `x0 == 0`, `xᵢ >= xᵢ₋₁ + 10` and `xᵢ == 7i | weak` (12i for the last),
  /// `end == x_{N-1}`, `end` an edit variable at strong.
  struct Chain {
    let xs: [Variable]
    let end = Variable("end")
    let links: [Constraint]
    let preferences: [Constraint]

    init(count: Int) {
      let xs = (0..<count).map { Variable("x\($0)") }
      self.xs = xs
      links = [xs[0] == 0] + (1..<count).map { xs[$0] >= xs[$0 - 1] + 10 }
      // The last preference above the chain's minimum: its row is solved for the error below, which suggestions
      // above 12·(N − 1) drive below zero.
      preferences = (1..<count).map { (xs[$0] == Double(($0 == count - 1 ? 12 : 7) * $0)).withStrength(.weak) }
    }

    /// The constraints in the benchmark file's order: each link followed by its preference.
    var constraints: [Constraint] {
      var result = [links[0]]
      for index in 1..<xs.count { result += [links[index], preferences[index - 1]] }
      return result + [end == xs[xs.count - 1]]
    }

    /// A built solver; `waiting` false expands every row when it is made (the reference).
    func solver(waiting: Bool, depth: Int32 = defaultWaitingDepth, prioritization: Solver.Prioritization = .weighted)
      throws -> Solver
    {
      var solver = Solver(prioritization: prioritization)
      solver.keepsRowsWaiting = waiting
      solver.waitingDepth = depth
      // The tableau's waiting rows are what these tests check: a weighted chain is a tree-shaped program, which
      // would otherwise give the values with every preference waiting (`Solver+TreeShapedPrograms.swift`).
      solver.solvesTreeShapedPrograms = false
      try solver.addEditVariable(end, strength: .strong)
      try solver.add(constraints)
      solver.updateVariables()
      return solver
    }

    var variables: [Variable] { xs + [end] }
  }

  /// Expects the same values and violation totals from both solvers, and the invariants of each.
  func expectSame(
    _ solver: Solver, _ reference: Solver, over variables: [Variable], _ step: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let difference = variables.map { abs(solver.value(of: $0) - reference.value(of: $0)) }.max() ?? 0
    #expect(difference < 1e-9, "values differ by \(difference) after \(step)", sourceLocation: sourceLocation)
    let totals = solver.violationTotals()
    for (strength, total) in reference.violationTotals() {
      #expect(
        abs((totals[strength] ?? 0) - total) < 1e-6, "violation at \(strength) after \(step)",
        sourceLocation: sourceLocation)
    }
    #expect(solver.brokenInvariant() == nil, "\(solver.brokenInvariant() ?? "") after \(step)")
  }

  @Test func theBuildLeavesTheDeepRowsWaiting() throws {
    let chain = Chain(count: 200)
    let solver = try chain.solver(waiting: true)
    // `xᵢ` is i + 1 definitions deep: the rows from x128 on wait, and the optimisation needs no pivot.
    #expect(solver.lazyRows.count == 200 - max(Int(defaultWaitingDepth), 1))
    for (index, x) in chain.xs.enumerated() { #expect(solver.value(of: x) == Double(10 * index)) }
    #expect(solver.value(of: chain.end) == 1990)
    expectSame(solver, try chain.solver(waiting: false), over: chain.variables, "the build")
    #expect(try chain.solver(waiting: false).lazyRows.isEmpty)
  }

  @Test(arguments: [Solver.Prioritization.weighted, .strict], [Int32(0), 32])
  func suggestionsGiveTheExpandedSolversValues(prioritization: Solver.Prioritization, depth: Int32) throws {
    let chain = Chain(count: 120)
    var solver = try chain.solver(waiting: true, depth: depth, prioritization: prioritization)
    var reference = try chain.solver(waiting: false, prioritization: prioritization)
    for value in [2398.0, 3990, 1190, 1785, 0, 5000] {
      try solver.suggestValue(value, for: chain.end)
      try reference.suggestValue(value, for: chain.end)
      solver.updateVariables()
      reference.updateVariables()
      expectSame(solver, reference, over: chain.variables, "suggesting \(value)")
    }
    if prioritization == .weighted {
      // Only the rows the suggestions move joined the tableau.
      #expect(solver.lazyRows.count > 100 - Int(depth))
    }
  }

  @Test(arguments: [Int32(0), 32])
  func constantChangesRemovalsAndAdditionsGiveTheExpandedSolversValues(depth: Int32) throws {
    let chain = Chain(count: 90)
    var solver = try chain.solver(waiting: true, depth: depth)
    var reference = try chain.solver(waiting: false)
    var random = SeededGenerator(state: 7)
    var held = chain.constraints
    for step in 0..<60 {
      let constraint = held.randomElement(using: &random)!
      switch step % 3 {
      case 0:
        let constant = constraint.expression.constant + Double(Int.random(in: -40...40, using: &random))
        let accepted = (try? solver.setConstant(of: constraint, to: constant)) != nil
        let expected = (try? reference.setConstant(of: constraint, to: constant)) != nil
        #expect(accepted == expected, "step \(step)")

      case 1:
        try solver.remove(constraint)
        try reference.remove(constraint)
        held.removeAll { $0 == constraint }
      default:
        let index = Int.random(in: 1..<chain.xs.count, using: &random)
        let added = (chain.xs[index] == Double(Int.random(in: 0...900, using: &random))).withStrength(.medium)
        try solver.add(added)
        try reference.add(added)
        held.append(added)
      }
      solver.updateVariables()
      reference.updateVariables()
      expectSame(solver, reference, over: chain.variables, "step \(step)")
    }
  }

  /// Inequality preferences wait with their slack as the basic symbol (no cost of its own): removing them takes the
  /// waiting rows out, and the freed symbols are used again (before, the row stayed with a freed basic symbol).
  @Test func removedInequalityPreferencesTakeTheirRowsAlong() throws {
    let chain = Chain(count: 60)
    let floors = (1..<60).map { (chain.xs[$0] >= Double(7 * $0)).withStrength(.medium) }
    var solver = Solver(prioritization: .weighted)
    var reference = Solver(prioritization: .weighted)
    solver.waitingDepth = 0
    reference.keepsRowsWaiting = false
    for index in [0, 1] {
      var held = index == 0 ? solver : reference
      try held.add(chain.links + floors)
      held.updateVariables()
      if index == 0 { solver = held } else { reference = held }
    }
    #expect(solver.lazyRows.count == floors.count)
    for (step, floor) in floors.enumerated() where step % 3 == 0 {
      try solver.remove(floor)
      try reference.remove(floor)
      let added = (chain.xs[step + 1] <= Double(20 * step + 40)).withStrength(.strong)
      try solver.add(added)
      try reference.add(added)
      solver.updateVariables()
      reference.updateVariables()
      expectSame(solver, reference, over: chain.variables, "removing the floor of x\(step + 1)")
    }
  }

  @Test func aRefusedAdditionLeavesTheValuesAsTheyWere() throws {
    let chain = Chain(count: 80)
    var solver = try chain.solver(waiting: true, depth: 0)
    let before = chain.variables.map { solver.value(of: $0) }
    #expect(throws: SolverError.self) { try solver.add(chain.xs[60] <= 100) }
    solver.updateVariables()
    #expect(chain.variables.map { solver.value(of: $0) } == before)
    #expect(solver.brokenInvariant() == nil)
  }

  /// A refused constant change whose dual simplex brought waiting rows into the tableau before it failed: the
  /// rollback makes them wait again (the journal keeps the waiting rows; without it they were lost).
  @Test func aRefusedConstantChangeLeavesTheRowsWaiting() throws {
    let chain = Chain(count: 80)
    let cap = chain.xs[60] <= 700
    var solver = Solver(prioritization: .weighted)
    solver.waitingDepth = 0
    try solver.addEditVariable(chain.end, strength: .strong)
    try solver.add(chain.constraints + [cap])
    solver.updateVariables()
    let waiting = solver.lazyRows.count
    #expect(waiting > 60)
    var before = solver
    #expect(throws: SolverError.self) { try solver.setConstant(of: cap, to: -500) }
    #expect(solver.lazyRows.count == waiting)
    solver.updateVariables()
    before.updateVariables()
    #expect(solver.debugDescription == before.debugDescription)
    #expect(solver.brokenInvariant() == nil)
  }

  @Test func diagnosticsSeeTheWaitingRows() throws {
    let chain = Chain(count: 100)
    let solver = try chain.solver(waiting: true, depth: 32)
    #expect(!solver.lazyRows.isEmpty)
    let reference = try chain.solver(waiting: false)
    #expect(Set(solver.ambiguousVariables()) == Set(reference.ambiguousVariables()))
    #expect(solver.violations().count == reference.violations().count)
    // The description shows the rows as the tableau would hold them.
    #expect(solver.debugDescription == reference.debugDescription)
  }
}
