import Testing
import TrellisSolver

/// Docs/Solver.md's example, exactly as printed there (Scripts/docs/check_doc_examples.py compares the two), with
/// what it prints checked against the values its comments give.
@Suite("Documentation examples: the solver guide")
struct SolverGuideTests {
  @Test func strictAndWeightedPrioritiesDifferAsDocumented() throws {
    var printed: [String] = []
    func print(_ items: Any...) {
      printed.append(items.map { "\($0)" }.joined(separator: " "))
    }

    // doc-example: Docs/Solver.md
    func solve(_ prioritization: Solver.Prioritization) throws -> Double {
      var solver = Solver(prioritization: prioritization)
      let width = Variable("width")
      try solver.add((width == 100).withStrength(Strength(251)))
      for _ in 0..<3 {
        try solver.add((width == 0).withStrength(Strength(250)))
      }
      solver.updateVariables()
      return solver.value(of: width)
    }

    print(try solve(.strict))  // 100.0: priority 251 holds, however many 250s pull against it
    print(try solve(.weighted))  // 0.0: kiwi's weights, 3 × 250 per point outweigh 251
    // end doc-example
    // Weighted, width costs 251 × |width − 100| + 3 × 250 × |width|: 25,100 at 0, 75,000 at 100, linear between,
    // so 0. Strict, the level of 251 is settled first, whatever the 250s cost: 100.
    #expect(printed == ["100.0", "0.0"])
  }
}
