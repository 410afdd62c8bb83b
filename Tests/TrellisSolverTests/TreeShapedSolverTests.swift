import Testing

@testable import TrellisSolver

/// The weighted solver's values from tree-shaped programs (`Solver+TreeShapedPrograms.swift`): the same kiwi
/// objective as the tableau's in every state, the tableau taking over when the program has cycles or changes a
/// little, and the reports (changed variables, violations) as the tableau gives them.
@Suite struct TreeShapedSolverTests {
  /// A weighted solver; `treeShaped` false keeps every preference in the tableau (the reference).
  static func solver(treeShaped: Bool, leastSize: Int = 0) -> Solver {
    var solver = Solver(prioritization: .weighted)
    solver.solvesTreeShapedPrograms = treeShaped
    solver.leastTreeShapedSize = leastSize
    return solver
  }

  /// kiwi's objective of `solver`'s values over its constraints and edit variables' constraints; nil when a
  /// required constraint misses.
  static func objective(of solver: Solver) -> Double? {
    var constraints = solver.constraints
    for variable in solver.editVariables {
      constraints.append(solver.records[solver.edits[variable]!.constraint]!.constraint)
    }
    return RevisedSimplexTests.objective(of: constraints, at: solver.value(of:), tolerance: 1e-6)
  }

  /// Expects the same objective from both solvers, every required constraint held.
  static func expectSameObjective(
    _ solver: Solver, _ reference: Solver, _ step: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let found = objective(of: solver), let expected = objective(of: reference) else {
      Issue.record("a required constraint misses after \(step)", sourceLocation: sourceLocation)
      return
    }
    #expect(
      abs(found - expected) <= 1e-6 * max(1, expected), "objective \(found) against \(expected) after \(step)",
      sourceLocation: sourceLocation)
  }

  /// The nested stacks of `AcyclicProgramTests` built in both solvers, then suggested sizes below, at and above the
  /// natural size: the tree-shaped solver keeps its preferences waiting and has the tableau's objective each time.
  @Test(arguments: [40, 150])
  func nestedStacksHaveTheTableausObjective(views: Int) throws {
    let file = try ConstraintFile.parse(AcyclicProgramTests.nestedStacks(views: views, suggestions: []))
    var solver = Self.solver(treeShaped: true, leastSize: Solver.defaultLeastTreeShapedSize)
    var reference = Self.solver(treeShaped: false)
    let width = try #require(file.variables.first { $0.name == "v0_w" })
    let height = try #require(file.variables.first { $0.name == "v0_h" })
    for engine in [0, 1] {
      var target = engine == 0 ? solver : reference
      for statement in file.statements {
        switch statement {
        case .edit(let variable, let strength): try target.addEditVariable(variable, strength: strength)
        case .constraint(let constraint): try target.add(constraint)
        }
      }
      target.updateVariables()
      if engine == 0 { solver = target } else { reference = target }
    }
    // Below the default size (40 views: 175 constraints) the tableau builds; above, the program.
    #expect((solver.treeShaped != nil) == (solver.constraints.count >= Solver.defaultLeastTreeShapedSize))
    Self.expectSameObjective(solver, reference, "the build")
    for (w, h) in [(100.0, 80.0), (3000, 2000), (90, 1000), (400, 300)] {
      for target in [0, 1] {
        if target == 0 {
          try solver.suggestValue(w, for: width)
          try solver.suggestValue(h, for: height)
          solver.updateVariables()
        } else {
          try reference.suggestValue(w, for: width)
          try reference.suggestValue(h, for: height)
          reference.updateVariables()
        }
      }
      Self.expectSameObjective(solver, reference, "suggesting \(w) × \(h)")
      #expect(solver.violationTotals().keys == reference.violationTotals().keys)
    }
  }

  /// Random tree-shaped systems changed at random (suggestions, constants, additions, removals), each change followed
  /// by an update: the objective is the tableau's after each, and the changed variables are those whose values
  /// differ from the update before, whichever of the program and the tableau gave them.
  @Test(arguments: 0..<4)
  func randomChangesKeepTheTableausObjective(batch: Int) throws {
    var generator = SeededGenerator(state: UInt64(3000 + batch))
    for _ in 0..<10 {
      let count = 12 + Int(generator.next() % 12)
      let xs = (0..<count).map { Variable("x\($0)") }
      let edit = Variable("edit")
      // A chain of stacks: each variable sums two fresh ones below it, sizes at least 0, preferences on each.
      var constraints: [Constraint] = [xs[0] == edit]
      var next = 1
      for index in 0..<count where next + 1 < count {
        constraints.append(xs[index] == xs[next] + xs[next + 1] + 8)
        next += 2
      }
      for x in xs {
        constraints.append(x >= 0)
        let target = Double(10 + Int(generator.next() % 60))
        constraints.append((x <= target).withStrength(Strength(250)))
        constraints.append((x >= target).withStrength(Strength(750)))
      }
      var solver = Self.solver(treeShaped: true)
      var reference = Self.solver(treeShaped: false)
      for target in [0, 1] {
        if target == 0 {
          try solver.addEditVariable(edit, strength: .strong)
          try solver.add(constraints)
          solver.updateVariables()
        } else {
          try reference.addEditVariable(edit, strength: .strong)
          try reference.add(constraints)
          reference.updateVariables()
        }
      }
      #expect(solver.treeShaped != nil)
      Self.expectSameObjective(solver, reference, "the build")
      var removed: [Constraint] = []
      for step in 0..<12 {
        let before = (solver.variables + [edit]).map { solver.value(of: $0) }
        let kind = generator.next() % 4
        let value = Double(Int(generator.next() % 400))
        let pick = constraints[Int(generator.next() % UInt64(constraints.count))]
        for target in [0, 1] {
          var current = target == 0 ? solver : reference
          switch kind {
          case 0:
            try current.suggestValue(value, for: edit)
          case 1 where !pick.strength.isRequired && current.contains(pick):
            try current.setConstant(of: pick, to: -value / 4)
          case 2 where current.contains(pick) && !removed.contains(pick) && pick.strength.isRequired == false:
            try current.remove(pick)
          case 3 where !removed.isEmpty && !current.contains(removed[0]):
            try current.add(removed[0])
          default:
            try current.suggestValue(value / 2, for: edit)
          }
          current.updateVariables()
          if target == 0 { solver = current } else { reference = current }
        }
        if kind == 2, !solver.contains(pick) { removed.append(pick) }
        if kind == 3, !removed.isEmpty, solver.contains(removed[0]) { removed.removeFirst() }
        Self.expectSameObjective(solver, reference, "step \(step) (\(kind))")
        let after = (solver.variables + [edit]).map { solver.value(of: $0) }
        let changed = Set(zip(solver.variables + [edit], zip(before, after)).filter { $1.0 != $1.1 }.map(\.0))
        #expect(Set(solver.changedVariables).isSuperset(of: changed), "step \(step) (\(kind))")
        #expect(solver.brokenInvariant() == nil)
      }
    }
  }

  /// A program with a cycle (three sizes, each pair at most 100 together) is the tableau's from the first update.
  @Test func aCycleLeavesTheValuesToTheTableau() throws {
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    var solver = Self.solver(treeShaped: true)
    try solver.add([a + b <= 100, b + c <= 100, a + c <= 100])
    try solver.add((a == 60).withStrength(.medium))
    try solver.add([(b == 60).withStrength(.weak), (c == 60).withStrength(.weak)])
    solver.updateVariables()
    #expect(solver.treeShaped == nil)
    #expect(solver.hasPreferenceRows)
    #expect([a, b, c].map { solver.value(of: $0) } == [60, 40, 40])
  }

  /// A small change after a program gave the values leaves them to the tableau, which reports as changed the
  /// variables whose values differ from those the program gave.
  @Test func aSmallChangeHandsOverToTheTableau() throws {
    let xs = (0..<40).map { Variable("x\($0)") }
    var solver = Self.solver(treeShaped: true)
    var constraints: [Constraint] = [xs[0] == 0]
    for index in 1..<xs.count {
      constraints.append(xs[index] >= xs[index - 1] + 10)
      constraints.append((xs[index] == Double(7 * index)).withStrength(.weak))
    }
    try solver.add(constraints)
    solver.updateVariables()
    #expect(solver.treeShaped != nil)
    #expect(solver.value(of: xs[39]) == 390)
    try solver.add(xs[39] >= 500)
    solver.updateVariables()
    #expect(solver.treeShaped == nil)
    #expect(solver.value(of: xs[39]) == 500)
    #expect(solver.changedVariables == [xs[39]])
  }

  /// Strict priorities never solve a program so.
  @Test func strictPrioritiesKeepTheTableau() throws {
    var solver = Solver()
    solver.leastTreeShapedSize = 0
    let x = Variable("x")
    try solver.add([x >= 0, (x == 10).withStrength(.weak)])
    solver.updateVariables()
    #expect(solver.treeShaped == nil)
    #expect(solver.value(of: x) == 10)
  }
}
