import Testing

@testable import TrellisSolver

/// Long optimisations leave the columns of dummies alone and list them again at their end (`DummyColumns.swift`):
/// the calls that read those columns afterwards (removals, constant changes) find them exact.
@Suite("Columns of dummies after long optimisations")
struct DummyColumnTests {
  /// Groups of boxes stacked in a container: each group as wide as the container less its margins, its boxes side
  /// by side with gaps of 8 between the group's edges, the last box's right edge pinned to the group's (required
  /// equalities: the dummies, whose columns the pivots change), every width at least zero, with hugging and
  /// compression around a natural width; the container's width is an edit variable.
  struct Boxes {
    let container = Variable("container")
    let groups: [Variable]
    let lefts: [Variable]
    let widths: [Variable]
    let gaps: [Constraint]
    let constraints: [Constraint]

    init(groups groupCount: Int, perGroup: Int) {
      groups = (0..<groupCount).map { Variable("g\($0)") }
      lefts = (0..<groupCount * perGroup).map { Variable("l\($0)") }
      widths = (0..<groupCount * perGroup).map { Variable("w\($0)") }
      var gaps: [Constraint] = []
      var constraints: [Constraint] = []
      for (group, groupWidth) in groups.enumerated() {
        constraints.append(groupWidth == container - 16)
        let first = group * perGroup
        let last = first + perGroup - 1
        gaps.append(lefts[first] == 8)
        for index in first + 1...last { gaps.append(lefts[index] == lefts[index - 1] + widths[index - 1] + 8) }
        gaps.append(lefts[last] + widths[last] + 8 == groupWidth + 8)
      }
      constraints += gaps
      for (index, width) in widths.enumerated() {
        let natural = Double(20 + (index * 7) % 30)
        constraints.append(width >= 0)
        constraints.append((width <= natural).withStrength(Strength(250)))
        constraints.append((width >= natural).withStrength(Strength(750)))
      }
      self.gaps = gaps
      self.constraints = constraints
    }

    /// A solver holding the boxes, its container suggested at `width` and updated.
    func solver(patience: Int, width: Double) throws -> Solver {
      var solver = Solver()
      solver.dummyColumnPatience = patience
      if patience < .max { solver.dummyColumnSpendingShare = 0 }
      try solver.add(constraints)
      try solver.addEditVariable(container, strength: .strong)
      try solver.suggestValue(width, for: container)
      solver.updateVariables()
      return solver
    }

    var variables: [Variable] { [container] + groups + lefts + widths }
  }

  /// The widest difference between the values of two solvers.
  func difference(_ first: Solver, _ second: Solver, over variables: [Variable]) -> Double {
    variables.map { abs(first.value(of: $0) - second.value(of: $0)) }.max() ?? 0
  }

  @Test(arguments: [1, 8, defaultDummyColumnPatience])
  func theColumnsAreExactAfterTheUpdate(patience: Int) throws {
    let boxes = Boxes(groups: 6, perGroup: 20)
    let solver = try boxes.solver(patience: patience, width: 600)
    #expect(!solver.skipsDummyColumns)
    #expect(solver.brokenInvariant() == nil)
    let reference = try boxes.solver(patience: .max, width: 600)
    #expect(difference(solver, reference, over: boxes.variables) < 1e-9)
  }

  @Test(arguments: [1, 8])
  func removalsAndConstantChangesReadThemAfterwards(patience: Int) throws {
    let boxes = Boxes(groups: 5, perGroup: 18)
    var solver = try boxes.solver(patience: patience, width: 4000)
    var reference = try boxes.solver(patience: .max, width: 4000)
    for (step, width) in [300.0, 2500, 900, 120].enumerated() {
      let gap = boxes.gaps[10 + 17 * step]
      try solver.setConstant(of: gap, to: -12 - Double(step))
      try reference.setConstant(of: gap, to: -12 - Double(step))
      try solver.remove(boxes.gaps[5 + 17 * step])
      try reference.remove(boxes.gaps[5 + 17 * step])
      #expect(solver.brokenInvariant() == nil)
      try solver.suggestValue(width, for: boxes.container)
      try reference.suggestValue(width, for: boxes.container)
      solver.updateVariables()
      reference.updateVariables()
      #expect(solver.brokenInvariant() == nil)
      let (objective, expected) = (solver.objectiveAtValues()[0], reference.objectiveAtValues()[0])
      #expect(abs(objective - expected) <= 1e-9 * max(1, expected))
      #expect(RestrictedRowFuzzTests().requiredConstraintsHold(in: solver))
    }
  }
}
