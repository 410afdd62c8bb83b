import Testing
import TrellisSolver

/// The tour in README.md, kept honest.
@Suite("README tour")
struct ReadmeTourTests {
  @Test func tourRunsAsDocumented() throws {
    var solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let span: Constraint = right == left + width
    let floor: Constraint = left >= 16
    let positive: Constraint = width >= 0
    try solver.add(span)
    try solver.add(floor)
    try solver.add(positive)
    try solver.add((width == 200).withStrength(.medium))
    try solver.addEditVariable(right, strength: .strong)
    try solver.suggestValue(180, for: right)
    solver.updateVariables()
    #expect(solver.value(of: width) == 164)

    var explained: [Constraint] = []
    do {
      try solver.add(right <= 10)
    } catch {
      if case .unsatisfiableConstraint(_, let conflicts) = error { explained = conflicts }
    }
    #expect(explained == [span, floor, positive])

    try solver.setConstant(of: floor, to: -24)
    solver.updateVariables()
    #expect(solver.value(of: width) == 156)
    #expect(solver.violations().map(\.amount) == [44])
    #expect(solver.ambiguousVariables().isEmpty)
  }
}
