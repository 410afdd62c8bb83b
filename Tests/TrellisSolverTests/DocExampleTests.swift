import Testing
import TrellisSolver

/// The examples of TrellisSolver's DocC catalog, exactly as printed there (Scripts/docs/check_doc_examples.py
/// compares the marked regions with the articles), with what they claim checked after them.
@Suite("Documentation examples: solver")
struct DocExampleTests {
  @Test func landingPageExample() throws {
    // doc-example: Sources/TrellisSolver/TrellisSolver.docc/TrellisSolver.md
    var solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    try solver.add(left >= 16)
    try solver.add(left + width <= 320)
    try solver.add((width == 400).withStrength(.medium))
    solver.updateVariables()
    print(solver.value(of: width))  // 304: as wide as the required constraints allow
    // end doc-example
    // width <= 320 - left and left >= 16: the widest is 304, with left at 16.
    #expect(solver.value(of: left) == 16)
    #expect(solver.value(of: width) == 304)
  }

  /// "Solving your first constraint system": its four listings are one program.
  @Test func firstConstraintSystemArticle() throws {
    // doc-example: Sources/TrellisSolver/TrellisSolver.docc/SolvingYourFirstConstraintSystem.md
    var solver = Solver()
    let container = Variable("container")
    let okLeft = Variable("ok.left")
    let okWidth = Variable("ok.width")
    let cancelLeft = Variable("cancel.left")
    let cancelWidth = Variable("cancel.width")

    let leading = okLeft == 16
    try solver.add(leading)
    try solver.add(cancelLeft == okLeft + okWidth + 8)
    try solver.add(cancelLeft + cancelWidth == container - 16)
    try solver.add(okWidth == cancelWidth)
    try solver.add(okWidth >= 44)
    try solver.addEditVariable(container, strength: .strong)

    try solver.suggestValue(320, for: container)
    solver.updateVariables()
    print(solver.value(of: okWidth), solver.value(of: cancelLeft))  // 140.0 164.0
    // end doc-example
    // 16 + w + 8 + w = 320 - 16, so w = 140 and cancel.left = 16 + 140 + 8 = 164.
    #expect(solver.value(of: okWidth) == 140)
    #expect(solver.value(of: cancelWidth) == 140)
    #expect(solver.value(of: cancelLeft) == 164)

    // doc-example: Sources/TrellisSolver/TrellisSolver.docc/SolvingYourFirstConstraintSystem.md
    try solver.suggestValue(100, for: container)
    solver.updateVariables()
    print(solver.value(of: container))  // 128.0
    // end doc-example
    // Two 44-point buttons need 16 + 44 + 8 + 44 + 16 = 128 points: the strong suggestion of 100 gives way.
    #expect(solver.value(of: okWidth) == 44)
    #expect(solver.violations().map(\.amount) == [28])
    #expect(solver.violations().map(\.editVariable) == [container])

    // doc-example: Sources/TrellisSolver/TrellisSolver.docc/SolvingYourFirstConstraintSystem.md
    do {
      try solver.add(okLeft == 0)
    } catch {
      print(error)
    }
    // end doc-example
    var conflicts: [Constraint] = []
    do {
      try solver.add(okLeft == 0)
    } catch {
      if case .unsatisfiableConstraint(_, let found) = error { conflicts = found }
    }
    #expect(conflicts == [leading])

    // doc-example: Sources/TrellisSolver/TrellisSolver.docc/SolvingYourFirstConstraintSystem.md
    try solver.suggestValue(320, for: container)
    try solver.setConstant(of: leading, to: -20)
    solver.updateVariables()
    print(solver.value(of: okLeft), solver.value(of: okWidth))  // 20.0 138.0
    // end doc-example
    // 20 + w + 8 + w = 320 - 16, so w = 138.
    #expect(solver.value(of: cancelWidth) == 138)
    #expect(solver.value(of: cancelLeft) == 20 + 138 + 8)
    #expect(solver.ambiguousVariables().isEmpty)
  }
}
