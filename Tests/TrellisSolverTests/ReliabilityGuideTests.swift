import Foundation
import Testing
import TrellisSolver

/// Docs/Reliability.md's bad-input example, exactly as printed there (Scripts/docs/check_doc_examples.py compares
/// the two), with the errors it catches, what it prints and the solver it leaves checked.
@Suite("Documentation examples: the reliability guide")
struct ReliabilityGuideTests {
  @Test func badConstraintsThrowTypedErrorsAndChangeNothing() throws {
    var printed: [String] = []
    var caught: [SolverError] = []
    func print(_ items: Any...) {
      caught += items.compactMap { $0 as? SolverError }
      printed += items.map { "\($0)" }.joined(separator: " ").split(separator: "\n").map(String.init)
    }

    // doc-example: Docs/Reliability.md
    var solver = Solver()
    let x = Variable("x")
    let atLeast10 = x >= 10
    try solver.add(atLeast10)

    let notANumber = x == .nan  // e.g. a width computed as 0 / 0
    let atMost5 = x <= 5  // cannot hold together with x >= 10
    for constraint in [notANumber, atMost5] {
      do {
        try solver.add(constraint)
      } catch {
        print(error)  // SolverError.nonFiniteConstraint, then .unsatisfiableConstraint naming x >= 10
      }
    }
    print(solver.constraints == [atLeast10])  // true: neither was added
    // end doc-example

    // The NaN is refused before the solver looks at the system; x <= 5 and x >= 10 leave no x, and x >= 10 alone
    // is the minimal conflicting set.
    #expect(
      caught == [.nonFiniteConstraint(notANumber), .unsatisfiableConstraint(atMost5, conflicts: [atLeast10])])
    #expect(solver.constraints == [atLeast10])
    #expect(!solver.contains(notANumber) && !solver.contains(atMost5))
    // The solver still solves as before: x rests on its only bound, 10.
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(try printed == Self.documentedOutput())
  }

  /// The lines of the ```text block that follows the example in Docs/Reliability.md: what the guide says it prints.
  static func documentedOutput() throws -> [String] {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let guide = try String(
      contentsOf: repository.appendingPathComponent("Docs/Reliability.md"), encoding: .utf8)
    let afterExample = try #require(
      guide.components(separatedBy: "print(solver.constraints == [atLeast10])").dropFirst().first,
      "Docs/Reliability.md has no bad-input example")
    let output = try #require(
      afterExample.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "\n```").first,
      "Docs/Reliability.md shows no output under its bad-input example")
    return output.components(separatedBy: "\n")
  }
}
