import Testing

@testable import TrellisSolver

/// The factored engine of Docs/Solver.md, item 6, step 2: a batch revised simplex checked against the tableau solver
/// (itself checked against kiwi and HiGHS by the differential test) and against hand-solved programs.
@Suite struct RevisedSimplexTests {
  /// kiwi's objective at `value`: each preference's strength times its violation (an asymmetric preference's
  /// two sides at their own strengths), or nil when a required constraint misses by more than `tolerance`.
  static func objective(
    of constraints: [Constraint], at value: (Variable) -> Double, tolerance: Double = 1e-7
  ) -> Double? {
    var total = 0.0
    for constraint in constraints {
      let level = constraint.expression.evaluated(value)
      let above = constraint.relation == .greaterThanOrEqual ? 0 : max(0, level)
      let below = constraint.relation == .lessThanOrEqual ? 0 : max(0, -level)
      if constraint.strength.isRequired {
        guard above + below <= tolerance * (1 + abs(constraint.expression.constant)) else { return nil }
      } else {
        total += constraint.strength.value * above + constraint.strengthBelow.value * below
      }
    }
    return total
  }

  /// A required constraint on `expression` that holds where the expression is `level`: `==`, `>=` or `<=` for
  /// `kind` 0, 1 or 2, an inequality with a slack below 30 drawn from `generator`.
  static func requiredConstraint(
    on expression: Expression, holdingAt level: Double, kind: UInt64, _ generator: inout SeededGenerator
  ) -> Constraint {
    var expression = expression
    switch kind {
    case 0:
      expression.constant = -level
      return Constraint(expression, .equal)
    case 1:
      expression.constant = -level + Double(generator.next() % 30)
      return Constraint(expression, .greaterThanOrEqual)
    default:
      expression.constant = -level - Double(generator.next() % 30)
      return Constraint(expression, .lessThanOrEqual)
    }
  }

  /// Solves `constraints` on the factored engine and returns each variable's value.
  static func solveFactored(_ constraints: [Constraint]) throws -> (values: [Variable: Double], simplex: RevisedSimplex)
  {
    var simplex = try RevisedSimplex(StandardForm(constraints: constraints))
    try simplex.solve()
    let values = Dictionary(uniqueKeysWithValues: zip(simplex.form.variables, simplex.variableValues))
    return (values, simplex)
  }

  @Test func aPreferenceGivesWayToAStrongerOne() throws {
    let x = Variable("x")
    let y = Variable("y")
    let constraints = [
      x + y == 10, x >= 0, y >= 0, (x == 8).withStrength(.weak), (y == 6).withStrength(.medium),
    ]
    let (values, _) = try Self.solveFactored(constraints)
    #expect(values[x] == 4)
    #expect(values[y] == 6)
  }

  @Test func asymmetricPreferencesCountEachSide() throws {
    let width = Variable("width")
    let constraints = [
      Constraint(preferring: width - 120, above: .weak, below: .strong)!, (width <= 100),
      Constraint(preferring: width - 50, above: .medium, below: .weak)!,
    ]
    // Above 50 costs 1,000 a unit, below 120 costs 1,000,000: the width goes as high as it may.
    let (values, _) = try Self.solveFactored(constraints)
    #expect(values[width] == 100)
  }

  @Test func contradictoryRequiredConstraintsAreInfeasible() {
    let x = Variable("x")
    #expect(throws: RevisedSimplex.Failure.infeasible) {
      try Self.solveFactored([x >= 10, x <= 5, (x == 7).withStrength(.strong)])
    }
  }

  /// A required constraint on one variable is a bound of its column, not a row: scaled, flipped by a negative
  /// coefficient, or fixing the variable when it is an equality.
  @Test func requiredConstraintsOnOneVariableAreBounds() {
    let x = Variable("x")
    let y = Variable("y")
    let form = StandardForm(constraints: [2 * x <= 10, -x <= -1, y == 3, x + y == 7, (x == 2).withStrength(.weak)])
    #expect(form.rowOfConstraint == [-1, -1, -1, 0, 1])
    #expect(form.rowCount == 2)
    #expect(form.lower[0] == 1 && form.upper[0] == 5)
    #expect(form.lower[1] == 3 && form.upper[1] == 3)
    #expect(!form.hasContradictoryBounds)
  }

  /// Preferences on one expression that follow each other (a view's hugging and compression resistance) share a
  /// row whose error columns cost the sum of their strengths on each side; a constraint `separate` names keeps its
  /// own row (an edit variable's, whose constant a suggestion sets). The optimum is the same as with a row each.
  @Test func adjacentPreferencesOnOneExpressionShareARow() throws {
    let w = Variable("w")
    let constraints = [
      w >= 0, (w <= 40).withStrength(.weak), (w >= 40).withStrength(.medium), (w == 40).withStrength(.strong),
      (w == 10).withStrength(.strong), (w <= 10).withStrength(.weak),
    ]
    let form = StandardForm(constraints: constraints, separate: [3])
    #expect(form.rowOfConstraint == [-1, 0, 0, 1, 2, 2])
    #expect(form.costs[form.ownColumns[0]] == Strength.weak.value)
    #expect(form.costs[form.ownColumns[0] + 1] == Strength.medium.value)
    #expect(form.costs[form.ownColumns[2]] == Strength.strong.value + Strength.weak.value)
    #expect(form.costs[form.ownColumns[2] + 1] == Strength.strong.value)
    // The tableau, whose rows are the constraints' own, reaches the same objective.
    var simplex = try RevisedSimplex(form)
    try simplex.solve()
    let shared = try #require(Self.objective(of: constraints) { _ in simplex.variableValues[0] })
    var solver = Solver(prioritization: .weighted)
    for constraint in constraints { try solver.add(constraint) }
    solver.updateVariables()
    #expect(abs(shared - (Self.objective(of: constraints) { solver.value(of: $0) } ?? -1)) <= 1e-9 * shared)
  }

  /// A real reduced cost is not taken for rounding beside much larger costs: moving `y` (bounded, so the crash leaves
  /// it at zero) gains 0.005 a unit under a weight of 1 while the largest cost is 1e9 (a tolerance of 1e-11 of it,
  /// 0.01, left `y` at 0 and the objective at 25).
  @Test func aSmallRealCostBesideLargeOnesIsTaken() throws {
    let x = Variable("x")
    let y = Variable("y")
    let constraints = [y >= 0, (x == 1).withStrength(Strength(1e9)), (0.005 * y == 25).withStrength(.weak)]
    let (values, _) = try Self.solveFactored(constraints)
    #expect(values[x] == 1)
    #expect(abs((values[y] ?? 0) - 5000) <= 1e-9)
  }

  /// Bounds that cross by rounding alone meet; bounds that cross beyond it make the program infeasible before any
  /// pivot.
  @Test func boundsCrossingByRoundingMeet() throws {
    let x = Variable("x")
    let (values, _) = try Self.solveFactored([x >= 0.1 + 0.2, x <= 0.3, (x == 0).withStrength(.weak)])
    #expect(values[x] == 0.1 + 0.2)
    #expect(StandardForm(constraints: [x >= 0.3001, x <= 0.3]).hasContradictoryBounds)
  }

  /// A bounded variable rests at zero inside its range, and a move stops at the bound it meets: the step was once
  /// measured from the far bound, and `x` went to 100 past `x <= 76`.
  @Test(arguments: [(76.0, 100.0, 76.0), (-5.0, -20.0, -5.0)])
  func aVariableMovesNoFurtherThanItsBound(bound: Double, preferred: Double, expected: Double) throws {
    let x = Variable("x")
    let limit = preferred > bound ? x <= bound : x >= bound
    let (values, _) = try Self.solveFactored([limit, (x == preferred).withStrength(.weak)])
    #expect(values[x] == expected)
  }

  /// A chain as `chain_N` builds it: the crash basis (each constraint solved for a variable of its own) is already
  /// optimal, so the simplex takes no iteration, and the values are the tableau's.
  @Test func aChainNeedsNoIteration() throws {
    let variables = (0..<50).map { Variable("x\($0)") }
    var constraints = [variables[0] == 0]
    for index in 1..<variables.count {
      constraints.append(variables[index] >= variables[index - 1] + 10)
      constraints.append((variables[index] == Double(7 * index)).withStrength(.weak))
    }
    let (values, simplex) = try Self.solveFactored(constraints)
    #expect(simplex.statistics.phaseOneIterations + simplex.statistics.phaseTwoIterations == 0)
    var solver = Solver(prioritization: .weighted)
    for constraint in constraints { try solver.add(constraint) }
    solver.updateVariables()
    for variable in variables { #expect(values[variable] == solver.value(of: variable)) }
  }

  /// Random layout-shaped systems, feasible by construction (the required constraints hold at a random point): the
  /// factored engine's objective equals the tableau's and its values satisfy every required constraint.
  @Test("objectives equal the tableau's", arguments: 0..<4)
  func objectivesMatchTheTableau(batch: Int) throws {
    var generator = SeededGenerator(state: UInt64(1000 + batch))
    for _ in 0..<50 {
      let count = Int(generator.next() % 12) + 2
      let variables = (0..<count).map { Variable("v\($0)") }
      let point = variables.map { _ in Double(Int(generator.next() % 400)) }
      var constraints: [Constraint] = []
      for _ in 0..<(count * 3) {
        let first = Int(generator.next() % UInt64(count))
        let second = Int(generator.next() % UInt64(count))
        let coefficient = Double(Int(generator.next() % 5) - 2)
        var expression = Expression(variables[first]) + coefficient * Expression(variables[second])
        let level = point[first] + coefficient * point[second]
        let kind = generator.next() % 6
        let strength: [Strength] = [.weak, .medium, .strong, Strength(250), Strength(750)]
        switch kind {
        case 0...2:
          constraints.append(Self.requiredConstraint(on: expression, holdingAt: level, kind: kind, &generator))
        default:
          expression.constant = -Double(Int(generator.next() % 600))
          let relation: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
          constraints.append(
            Constraint(
              expression, relation[Int(generator.next() % 3)],
              strength: strength[Int(generator.next() % UInt64(strength.count))]))
        }
      }
      var solver = Solver(prioritization: .weighted)
      for constraint in constraints { try solver.add(constraint) }
      solver.updateVariables()
      let expected = try #require(Self.objective(of: constraints, at: solver.value(of:)))
      let (values, _) = try Self.solveFactored(constraints)
      let found = try #require(Self.objective(of: constraints, at: { values[$0] ?? 0 }))
      #expect(abs(found - expected) <= 1e-6 * max(1, expected), "\(constraints)")
    }
  }

  /// A changed constant (a suggestion) solved from the last optimal basis gives the objective of a fresh solve.
  @Test func aWarmStartReachesTheFreshOptimum() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let edit = (width == 0).withStrength(.strong)
    let constraints = [
      left == 0, right == left + width, width >= 20, (width == 100).withStrength(.weak),
      (right <= 300).withStrength(.medium), edit,
    ]
    var warm = try RevisedSimplex(StandardForm(constraints: constraints))
    try warm.solve()
    for suggestion in [250.0, 10, 400, 120] {
      warm.setConstant(-suggestion, ofConstraint: constraints.count - 1)
      try warm.solve()
      let changed = constraints.dropLast() + [edit.replacingConstant(with: -suggestion)]
      let (fresh, _) = try Self.solveFactored(Array(changed))
      let warmValues = Dictionary(uniqueKeysWithValues: zip(warm.form.variables, warm.variableValues))
      let warmObjective = try #require(Self.objective(of: Array(changed), at: { warmValues[$0] ?? 0 }))
      let freshObjective = try #require(Self.objective(of: Array(changed), at: { fresh[$0] ?? 0 }))
      #expect(abs(warmObjective - freshObjective) <= 1e-9 * max(1, freshObjective))
      #expect(warmValues[width] == max(20, suggestion))
    }
  }

  /// A vertical stack of three views in a container whose height is suggested: the tops are solved out of the
  /// program (no remaining constraint mentions one), and the factored run gives the tableau's values in every phase.
  @Test func positionsAreSolvedOutAndComputedBack() throws {
    let text = """
      edit h strong
      t == 0
      a_t == t + 8
      b_t == a_t + a_h + 8
      c_t == b_t + b_h + 8
      c_t + c_h + 8 == t + h
      a_h >= 0
      b_h >= 0
      c_h >= 0
      a_h == 40 | 750
      b_h == 30 | 250
      c_h >= 20 | 750
      c_h <= 20 | 250
      ---
      suggest h 200

      suggest h 60

      suggest h 10
      """
    let file = try ConstraintFile.parse(text)
    let height = try #require(file.variables.first { $0.name == "h" })
    let edit = Constraint(Expression(height), .equal, strength: .strong)
    let elimination = EqualityElimination(constraints: [edit] + file.constraints)
    #expect(Set(elimination.definedVariables.map(\.name)) == ["t", "a_t", "b_t", "c_t"])
    for constraint in elimination.remaining {
      #expect(!constraint.expression.terms.contains { $0.variable.name.hasSuffix("t") }, "\(constraint)")
    }
    let factored = try file.runFactored()
    let tableau = try file.run()
    #expect(factored.phases.count == tableau.count)
    for (found, expected) in zip(factored.phases, tableau) {
      for (a, b) in zip(found, expected) { #expect(abs(a - b) <= 1e-9, "\(found) against \(expected)") }
    }
  }

  /// The presolve's second pass: an equality between two variables with coefficients ±1 solves one of them out
  /// wherever it appears (its bound and preferences become the other's), never an edit variable, whose constraint's
  /// constant the suggestions set; other coefficients stay for the simplex. Every phase has the tableau's values.
  @Test func equalitiesBetweenTwoVariablesAreSolvedOut() throws {
    let text = """
      edit w strong
      a == w - 16
      b == w - 16
      a >= 0
      b >= 0
      a == 40 | 750
      b <= 30 | 250
      2 * c == a
      c <= 10 | weak
      ---
      suggest w 100

      suggest w 10
      """
    let file = try ConstraintFile.parse(text)
    let width = try #require(file.variables.first { $0.name == "w" })
    let edit = Constraint(Expression(width), .equal, strength: .strong)
    let elimination = EqualityElimination(constraints: [edit] + file.constraints, keeping: [width])
    #expect(elimination.definedVariables.map(\.name) == ["a", "b"])
    #expect(elimination.secondPassStart == 0)
    for constraint in elimination.remaining {
      #expect(!constraint.expression.terms.contains { ["a", "b"].contains($0.variable.name) }, "\(constraint)")
    }
    let factored = try file.runFactored()
    let tableau = try file.run()
    #expect(factored.phases.count == 3)
    for (found, expected) in zip(factored.phases, tableau) {
      for (a, b) in zip(found, expected) { #expect(abs(a - b) <= 1e-9, "\(found) against \(expected)") }
    }
  }
}
