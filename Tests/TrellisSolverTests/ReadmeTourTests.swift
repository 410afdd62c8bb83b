import Testing
import TrellisSolver

/// The tour in README.md, kept honest.
@Suite("README tour")
struct ReadmeTourTests {
  /// The README's first example, exactly as printed there (Scripts/docs/check_doc_examples.py compares the two).
  @Test func tourCompilesAndRunsAsDocumented() throws {
    // doc-example: README.md
    var solver = Solver()  // strict priorities; Solver(prioritization: .weighted) is kiwi's
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")

    try solver.add(right == left + width)  // required by default
    let margin = left >= 16
    try solver.add(margin)
    try solver.add(width >= 0)
    try solver.add((width == 200).withStrength(.medium))
    try solver.addEditVariable(right, strength: .strong)

    try solver.suggestValue(180, for: right)  // a resize
    solver.updateVariables()
    print(solver.value(of: width))  // 164.0: the medium preference gives way to the strong edit

    do {
      try solver.add(right <= 10)  // cannot hold with left >= 16, width >= 0, right == left + width...
    } catch {
      print(error)  // ...and the error names exactly those three
    }

    try solver.setConstant(of: margin, to: -24)  // now left >= 24: incremental, like suggestValue
    solver.updateVariables()
    print(solver.value(of: width))  // 156.0
    for violation in solver.violations() {
      print(violation.constraint, violation.amount)  // width == 200 | medium 44.0: unmet by 44
    }
    print(solver.ambiguousVariables())  // []: every variable is fixed by the optimum
    // end doc-example
    // right == 180 and left >= 16 leave width <= 164, the closest to the medium 200.
    // After the margin moves to 24: width = 180 - 24 = 156, 44 short of 200.
    #expect(solver.value(of: left) == 24)
    #expect(solver.value(of: width) == 156)
    #expect(solver.violations().map(\.amount) == [44])
    #expect(solver.ambiguousVariables().isEmpty)
  }

  /// What the tour says of the conflict: the error names exactly the three constraints it cannot hold with.
  @Test func tourConflictNamesExactlyThreeConstraints() throws {
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
