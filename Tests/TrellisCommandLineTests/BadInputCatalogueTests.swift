import Foundation
import Testing
import TrellisCommandLine
import TrellisSolver

/// The rows of Docs/Reliability.md's catalogue of bad input that reach `trellis solve` and the solver's API: each
/// gives its exact message and exit status, and none crashes.
@Suite struct BadInputCatalogueTests {
  /// Runs `trellis solve` on `text` written to a temporary file; errors name it FILE.
  func solve(_ text: String, _ options: [String] = []) throws -> (status: Int32, error: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).txt").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var errors = ""
    let status = CommandLine.run(
      ["solve", path] + options, console: Console(output: { _ in }, error: { errors += $0 }))
    return (status, errors.replacingOccurrences(of: path, with: "FILE"))
  }

  @Test(arguments: [
    ("x = 1\n", "FILE:1:3: unexpected character '='\n"),
    ("x >= 1\n---\nsuggest x 3\n", "FILE:3:9: 'x' is not an edit variable\n"),
    ("x >= 1e999\n", "FILE:1:6: number '1e999' is too large\n"),
    ("x >= 1\n---\nremove 1\n\nremove 1\n", "FILE:5:8: constraint 1 is removed already\n"),
    ("x >= 1\n---\nremove 2\n", "FILE:3:8: there is no constraint 2 before this line (1 so far)\n"),
    ("edit w weak\nedit w strong\n", "FILE:2:6: duplicate edit variable 'w'\n"),
    ("x >= 10\nx <= 5\n", "FILE: constraint 2: unsatisfiable constraint: x <= 5\nconflicts with:\n  x >= 10\n"),
    ("edit w required\n", "FILE: edit w: an edit variable cannot be required: w\n"),
  ])
  func aBadConstraintFileExitsWithOneAndSaysWhere(text: String, message: String) throws {
    let (status, error) = try solve(text)
    #expect(status == 1)
    #expect(error == message)
  }

  @Test func aMissingFileOrAnUnknownOptionIsReported() throws {
    var errors = ""
    let console = Console(output: { _ in }, error: { errors += $0 })
    #expect(CommandLine.run(["solve", "/nonexistent/trellis.txt"], console: console) == 1)
    #expect(errors.hasPrefix("trellis solve: cannot read '/nonexistent/trellis.txt': "))
    errors = ""
    #expect(CommandLine.run(["solve", "--fast"], console: console) == 2)
    #expect(errors.hasPrefix("trellis solve: unknown option '--fast'"))
  }

  /// NaN and infinite numbers given through the API are refused with a typed error, and the solver is unchanged.
  @Test func nonFiniteNumbersAreRefused() throws {
    var solver = Solver()
    let x = Variable("x")
    try solver.add(x == 3)
    try solver.addEditVariable(x, strength: .weak)
    let nan = Constraint(Expression([Term(x, coefficient: .nan)]), .equal)
    #expect(throws: SolverError.nonFiniteConstraint(nan)) { try solver.add(nan) }
    let infinite = Constraint(Expression(constant: .infinity), .lessThanOrEqual)
    #expect(throws: SolverError.nonFiniteConstraint(infinite)) { try solver.add(infinite) }
    #expect(throws: SolverError.nonFiniteValue(.infinity)) { try solver.suggestValue(.infinity, for: x) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 3)
    #expect(solver.constraints.count == 1)
  }
}
