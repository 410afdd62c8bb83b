import Testing

@testable import TrellisSolver

/// Tree-shaped programs solved by dynamic programming (Internal/AcyclicProgram.swift), checked against the revised
/// simplex and the tableau solver, and the convex piecewise-linear functions it is built from.
@Suite struct AcyclicProgramTests {
  typealias Function = ConvexPiecewiseLinear

  /// The sum of `parts`, domains meeting within 1e-9.
  static func sum(of parts: [Function]) throws(Function.SumFailure) -> Function {
    var scratch = Function.SumScratch()
    return try Function.sum(of: parts, tolerance: 1e-9, scratch: &scratch)
  }

  /// Solves `constraints` by dynamic programming; nil when the program is not tree-shaped.
  static func solveAcyclic(_ constraints: [Constraint]) throws -> [Variable: Double]? {
    guard var program = AcyclicProgram(StandardForm(constraints: constraints)) else { return nil }
    try program.solve()
    return Dictionary(uniqueKeysWithValues: zip(program.form.variables, program.variableValues))
  }

  @Test func aSumIsLeastWhereItsSlopeTurns() throws {
    // 3·max(0, x − 10) + max(0, 4 − x) + 2·max(0, x − 6) on [0, 20]: slopes −1, 0 (4…6), 2, 5.
    let parts = [
      Function.penalty(above: 3, below: 0).composed(scale: 1, offset: -10),
      Function.penalty(above: 0, below: 1).composed(scale: 1, offset: -4),
      Function.penalty(above: 2, below: 0).composed(scale: 1, offset: -6),
      Function.interval(lower: 0, upper: 20),
    ]
    let sum = try Self.sum(of: parts)
    // The least interval is [4, 6]; its point nearest zero is 4.
    #expect(sum.leastPoint == 4)
    #expect(sum.left == [Function.Piece(rate: 1, length: 4)])
    #expect(
      sum.right == [
        Function.Piece(rate: 0, length: 2), Function.Piece(rate: 2, length: 4), Function.Piece(rate: 5, length: 10),
      ])
  }

  @Test func domainsThatDoNotMeetHaveNoSum() {
    #expect(throws: Function.SumFailure.emptyDomain) {
      try Self.sum(of: [.interval(lower: 0, upper: 1), .interval(lower: 2, upper: 3)])
    }
    // Rounding apart, they meet.
    let meeting = try? Self.sum(of: [.interval(lower: 0, upper: 1), .interval(lower: 1 + 1e-12, upper: 3)])
    #expect(meeting?.leastPoint == 1 + 1e-12)
  }

  @Test func slopesThatCancelSumToZero() throws {
    // From generated system 97: −1,000/6 − 1,000 + 1,000/6 is −1,000.0000000000001 summed in that order, and the
    // sum's last piece then fell for ever (an unbounded failure). Summed afresh at each breakpoint it is flat.
    let parts = [
      Function(
        leastPoint: -82, right: [Function.Piece(rate: 0, length: .infinity)],
        left: [Function.Piece(rate: 1000, length: .infinity)]),
      Function(
        leastPoint: -149.4, right: [Function.Piece(rate: 0, length: .infinity)],
        left: [Function.Piece(rate: 0, length: 6), Function.Piece(rate: 1000.0 / 6, length: .infinity)]),
    ]
    let sum = try Self.sum(of: parts)
    #expect(sum.leastPoint == 0)
    #expect(sum.right == [Function.Piece(rate: 0, length: .infinity)])
  }

  @Test func aConvolutionSpendsTheCheapestPiecesFirst() {
    // Two widths preferring 40 and 60, compressed at 750 and 250 a unit, hugging at 250 each.
    let first = Function.penalty(above: 250, below: 750).composed(scale: 1, offset: -40)
    let second = Function.penalty(above: 250, below: 250).composed(scale: 1, offset: -60)
    let both = Function.convolution(of: [first, second])
    #expect(both.leastPoint == 100)
    // 80 in all: the second, cheaper to compress, gives the 20.
    #expect(both.spread(80, from: [40, 60]) == [40, 40])
    // 130: growing costs 250 either way, the first (lower index) takes it.
    #expect(both.spread(130, from: [40, 60]) == [70, 60])
  }

  @Test func aScaledFunctionKeepsItsCosts() {
    // f(t) = max(0, t − 10) + 2·max(0, 10 − t); g(x) = f(−2x + 4) is least where −2x + 4 = 10, and going right t
    // falls twice as fast: g rises 2·2 a unit right of −3 and 1·2 left of it.
    let f = Function.penalty(above: 1, below: 2).composed(scale: 1, offset: -10)
    #expect(f.leastPoint == 10)
    let g = f.composed(scale: -2, offset: 4)
    #expect(g.leastPoint == -3)
    #expect(g.right == [Function.Piece(rate: 4, length: .infinity)])
    #expect(g.left == [Function.Piece(rate: 2, length: .infinity)])
  }

  @Test func aCycleIsNotTreeShaped() {
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    #expect(AcyclicProgram(StandardForm(constraints: [x + y == 10, y + z == 10, x + z == 10])) == nil)
    #expect(AcyclicProgram(StandardForm(constraints: [x + y == 10, y + z == 10, x >= 2])) != nil)
  }

  @Test func aPreferenceGivesWayToAStrongerOne() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let constraints = [
      x + y == 10, x >= 0, y >= 0, (x == 8).withStrength(.weak), (y == 6).withStrength(.medium),
    ]
    let values = try #require(try Self.solveAcyclic(constraints))
    #expect(values[x] == 4)
    #expect(values[y] == 6)
  }

  @Test func aNestedStackCompressesItsCheapestChild() throws {
    // A container of width 100 holding a vertical stack (labels of 50 and 40 sharing its width, 8 margins) beside a
    // label of 30. The stack's wider label and the single label each give 10: below 56 the stack would compress
    // both of its labels (1,500 a unit), and above it the narrower one hugs (250) while the single label
    // compresses (750).
    let (container, stack, label) = (Variable("container"), Variable("stack"), Variable("label"))
    let constraints: [Constraint] = [
      container == 100,
      stack + label + 24 == container,
      stack >= 0, label >= 0,
      (stack - 16 >= 50).withStrength(Strength(750)), (stack - 16 <= 50).withStrength(Strength(250)),
      (stack - 16 >= 40).withStrength(Strength(750)), (stack - 16 <= 40).withStrength(Strength(250)),
      (label >= 30).withStrength(Strength(750)), (label <= 30).withStrength(Strength(250)),
    ]
    let values = try #require(try Self.solveAcyclic(constraints))
    #expect(values[stack] == 56)
    #expect(values[label] == 20)
  }

  @Test func contradictoryRequiredConstraintsAreInfeasible() {
    let (x, y) = (Variable("x"), Variable("y"))
    #expect(throws: AcyclicProgram.Failure.infeasible) {
      try Self.solveAcyclic([x + y == 10, x >= 0, y >= 0, x >= 20])
    }
    #expect(throws: AcyclicProgram.Failure.infeasible) {
      try Self.solveAcyclic([x >= 5, x <= 4])
    }
  }

  /// Random tree-shaped systems, feasible by construction (the required constraints hold at a random point): each
  /// new row joins fresh variables to at most one known one. The objective equals the revised simplex's and the
  /// tableau's, and every required constraint holds.
  @Test("objectives equal the simplex's", arguments: 0..<4)
  func objectivesMatchTheSimplex(batch: Int) throws {
    var generator = SeededGenerator(state: UInt64(2000 + batch))
    let strengths: [Strength] = [.weak, .medium, .strong, Strength(250), Strength(750)]
    let coefficients = [1.0, -1, 2, -0.5, 1, 1]
    for _ in 0..<50 {
      var variables: [Variable] = []
      var point: [Double] = []
      var constraints: [Constraint] = []
      for _ in 0..<Int(generator.next() % 8 + 2) {
        var expression = Expression()
        var level = 0.0
        if !variables.isEmpty, generator.next() % 4 != 0 {
          let known = Int(generator.next() % UInt64(variables.count))
          let coefficient = coefficients[Int(generator.next() % UInt64(coefficients.count))]
          expression = expression + coefficient * Expression(variables[known])
          level += coefficient * point[known]
        }
        for _ in 0..<Int(generator.next() % 3 + 1) {
          variables.append(Variable("v\(variables.count)"))
          point.append(Double(Int(generator.next() % 200)))
          let coefficient = coefficients[Int(generator.next() % UInt64(coefficients.count))]
          expression = expression + coefficient * Expression(variables[variables.count - 1])
          level += coefficient * point[point.count - 1]
        }
        let kind = generator.next() % 4
        switch kind {
        case 0...2:
          constraints.append(
            RevisedSimplexTests.requiredConstraint(on: expression, holdingAt: level, kind: kind, &generator))
        default:
          expression.constant = -Double(Int(generator.next() % 300))
          constraints.append(
            Constraint(expression, .equal, strength: strengths[Int(generator.next() % UInt64(strengths.count))]))
        }
      }
      // Preferences and bounds on single variables close no cycle.
      for _ in 0..<(variables.count * 2) {
        let index = Int(generator.next() % UInt64(variables.count))
        let target = Double(Int(generator.next() % 300))
        let relation: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        if generator.next() % 5 == 0 {
          constraints.append(Constraint(Expression(variables[index]) - min(target, point[index]), .greaterThanOrEqual))
        } else {
          constraints.append(
            Constraint(
              Expression(variables[index]) - target, relation[Int(generator.next() % 3)],
              strength: strengths[Int(generator.next() % UInt64(strengths.count))]))
        }
      }
      let values = try #require(try Self.solveAcyclic(constraints), "\(constraints)")
      let found = try #require(RevisedSimplexTests.objective(of: constraints, at: { values[$0] ?? 0 }))
      let (simplexValues, _) = try RevisedSimplexTests.solveFactored(constraints)
      let expected = try #require(RevisedSimplexTests.objective(of: constraints, at: { simplexValues[$0] ?? 0 }))
      #expect(abs(found - expected) <= 1e-6 * max(1, expected), "\(constraints)")
      var solver = Solver(prioritization: .weighted)
      for constraint in constraints { try solver.add(constraint) }
      solver.updateVariables()
      let tableau = try #require(RevisedSimplexTests.objective(of: constraints, at: solver.value(of:)))
      #expect(abs(found - tableau) <= 1e-6 * max(1, tableau), "\(constraints)")
    }
  }

  /// A view hierarchy of nested stacks in the text format, shaped like the benchmark's trees: view 0 is the root,
  /// view j's children follow in breadth-first order (2 to 4 of them), even depths stack vertically, leaves have an
  /// intrinsic size with hugging 250 and compression resistance 750, 8-point margins; the root's size is edited.
  static func nestedStacks(views: Int, suggestions: [(width: Int, height: Int)]) -> String {
    var children = [[Int]](repeating: [], count: views)
    var depth = [Int](repeating: 0, count: views)
    var count = 1
    var parent = 0
    while count < views {
      for _ in 0..<min(2 + parent % 3, views - count) {
        children[parent].append(count)
        depth[count] = depth[parent] + 1
        count += 1
      }
      parent += 1
    }
    var lines = ["edit v0_w strong", "edit v0_h strong", "v0_l == 0", "v0_t == 0"]
    for view in 0..<views {
      lines += ["v\(view)_w >= 0", "v\(view)_h >= 0"]
      guard let last = children[view].last else {
        let (width, height) = (30 + (13 * view) % 50, 20 + (7 * view) % 15)
        lines += [
          "v\(view)_w <= \(width) | 250", "v\(view)_w >= \(width) | 750",
          "v\(view)_h <= \(height) | 250", "v\(view)_h >= \(height) | 750",
        ]
        continue
      }
      let (along, length, across, breadth) = depth[view] % 2 == 0 ? ("t", "h", "l", "w") : ("l", "w", "t", "h")
      for (index, child) in children[view].enumerated() {
        lines.append("v\(child)_\(across) == v\(view)_\(across) + 8")
        lines.append("v\(child)_\(across) + v\(child)_\(breadth) == v\(view)_\(across) + v\(view)_\(breadth) - 8")
        let previous =
          index == 0
          ? "v\(view)_\(along)" : "v\(children[view][index - 1])_\(along) + v\(children[view][index - 1])_\(length)"
        lines.append("v\(child)_\(along) == \(previous) + 8")
      }
      lines.append("v\(last)_\(along) + v\(last)_\(length) + 8 == v\(view)_\(along) + v\(view)_\(length)")
    }
    lines.append("---")
    for (width, height) in suggestions { lines += ["suggest v0_w \(width)", "suggest v0_h \(height)", ""] }
    return lines.joined(separator: "\n")
  }

  /// A hierarchy of nested stacks is tree-shaped in every phase once the presolve has solved out its positions and
  /// shared sizes, and the factored engine's values have the tableau's objective in each phase: the build (the root
  /// edited to zero: everything compressed) and suggestions below, at and above the natural size.
  @Test(arguments: [12, 40, 120])
  func nestedStacksAreSolvedWithoutPivots(views: Int) throws {
    let text = Self.nestedStacks(views: views, suggestions: [(100, 80), (400, 300), (3000, 2000), (90, 1000)])
    let file = try ConstraintFile.parse(text)
    let factored = try file.runFactored()
    #expect(factored.isTreeShaped == [Bool](repeating: true, count: 5))
    let tableau = try file.run()
    let width = try #require(file.variables.first { $0.name == "v0_w" })
    let height = try #require(file.variables.first { $0.name == "v0_h" })
    var edited: [Double] = [0, 0]
    for (phase, (found, expected)) in zip(factored.phases, tableau).enumerated() {
      if phase > 0, case .suggest(let first) = file.blocks[phase - 1][0],
        case .suggest(let second) = file.blocks[phase - 1][1]
      {
        edited = [first.value, second.value]
      }
      let constraints =
        file.constraints + [
          Constraint(Expression(width) - edited[0], .equal, strength: .strong),
          Constraint(Expression(height) - edited[1], .equal, strength: .strong),
        ]
      let valueOf = { (values: [Double]) in
        { (variable: Variable) in values[file.variables.firstIndex(of: variable)!] }
      }
      let objective = try #require(RevisedSimplexTests.objective(of: constraints, at: valueOf(found)))
      let reference = try #require(RevisedSimplexTests.objective(of: constraints, at: valueOf(expected)))
      #expect(abs(objective - reference) <= 1e-9 * max(1, reference), "phase \(phase)")
    }
  }

  /// After a changed constant, a solve computes again only the functions above the changed row, and gives the same
  /// values, bit for bit, as a program built afresh with that constant.
  @Test func aChangedConstantGivesAFreshSolvesValues() throws {
    let file = try ConstraintFile.parse(Self.nestedStacks(views: 60, suggestions: []))
    let width = try #require(file.variables.first { $0.name == "v0_w" })
    let height = try #require(file.variables.first { $0.name == "v0_h" })
    // The edit constraints first, then the file's, with positions and shared sizes solved out.
    let program = { (edited: (Double, Double)) throws -> (AcyclicProgram, rows: [Int]) in
      let constraints =
        [
          Constraint(Expression(width) - edited.0, .equal, strength: .strong),
          Constraint(Expression(height) - edited.1, .equal, strength: .strong),
        ] + file.constraints
      let elimination = EqualityElimination(constraints: constraints, keeping: [width, height])
      let rows = [elimination.remainingIndex[0], elimination.remainingIndex[1]]
      let form = StandardForm(constraints: elimination.remaining, separate: Set(rows))
      guard let program = AcyclicProgram(form) else { throw AcyclicProgram.Failure.numerical }
      return (program, rows)
    }
    var (solved, rows) = try program((0, 0))
    try solved.solve()
    for edited in [(300.0, 120.0), (40, 900), (2000, 2000)] {
      solved.setConstant(-edited.0, ofConstraint: rows[0])
      solved.setConstant(-edited.1, ofConstraint: rows[1])
      try solved.solve()
      var (fresh, _) = try program(edited)
      try fresh.solve()
      #expect(solved.variableValues == fresh.variableValues)
    }
  }
}
