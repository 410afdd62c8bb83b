import Foundation
import Testing
import TrellisCommandLine

/// `trellis solve` on temporary files, with the options the differential test uses.
@Suite struct SolveOptionsTests {
  /// Runs `trellis solve` on `text` (written to a temporary file) and returns the status, output and errors.
  func solve(_ text: String, _ options: [String]) throws -> (Int32, String, String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("solve-\(UUID().uuidString).txt").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var output = ""
    var errors = ""
    let status = CommandLine.run(
      ["solve", path] + options, console: Console(output: { output += $0 }, error: { errors += $0 }))
    return (status, output, errors.replacingOccurrences(of: path, with: "FILE"))
  }

  @Test func stopsAtTheFirstRefusedStatementAndPrintsNothing() throws {
    let (status, output, errors) = try solve("x >= 10\nx <= 5\nx == 7 | weak\n", [])
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(errors.hasPrefix("FILE: constraint 2: unsatisfiable constraint: x <= 5"))
  }

  @Test func keepsGoingPastRefusedStatements() throws {
    // Constraint 2 (x <= 5) is refused; x >= 10 and the weak x == 7 leave x = 10. Block 1 removes constraint 1:
    // x = 7; it then removes constraint 2, which the solver never held (refused: unknown constraint).
    let text = "x >= 10\nx <= 5\nx == 7 | weak\n---\nremove 1\nremove 2\n"
    let (status, output, errors) = try solve(text, ["--keep-going"])
    #expect(status == 1)
    #expect(output == "x 10\n---\nx 7\n")
    let lines = errors.split(separator: "\n").filter { $0.hasPrefix("FILE") }
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("FILE: constraint 2: unsatisfiable constraint: x <= 5"))
    #expect(lines[1] == "FILE: constraint 2: unknown constraint: x <= 5")
  }

  @Test func printsExactValues() throws {
    // x == 1/3 and y == 1e-9: six decimals give 0.333333 and 0; --exact gives the doubles in full.
    let text = "3 * x == 1\ny == 0.000000001\n"
    #expect(try solve(text, []).1 == "x 0.333333\ny 0\n")
    #expect(try solve(text, ["--exact"]).1 == "x 0.3333333333333333\ny 1e-09\n")
  }

  @Test func refusesARequiredEditVariableAndItsSuggestions() throws {
    let (status, output, errors) = try solve("edit w required\nx == w\n---\nsuggest w 3\n", ["--keep-going"])
    #expect(status == 1)
    #expect(output == "w 0\nx 0\n---\nw 0\nx 0\n")
    #expect(errors.contains("FILE: edit w: an edit variable cannot be required: w"))
    #expect(errors.contains("FILE: suggest w: unknown edit variable: w"))
  }

  /// `--engine factored`: the same values as the tableau on a file with blocks (an edit variable's suggestions and a
  /// removal), its iterations on standard error, an infeasible phase reported with exit status 1, and the options
  /// it cannot take refused as usage errors.
  @Test func runsTheFactoredEngine() throws {
    let text = """
      edit w strong
      l == 0
      r == l + w
      w >= 20
      w == 100 | weak
      ---
      suggest w 250

      suggest w 5
      remove 3

      """
    let (status, output, errors) = try solve(text, ["--engine", "factored"])
    #expect(status == 0)
    #expect(output == (try solve(text, [])).1)
    #expect(output == "w 20\nl 0\nr 20\n---\nw 250\nl 0\nr 250\n---\nw 5\nl 0\nr 5\n")
    #expect(errors.hasPrefix("FILE: factored simplex iterations per phase"))
    let infeasible = try solve("x >= 10\nx <= 5\n", ["--engine", "factored"])
    #expect(infeasible.0 == 1)
    #expect(infeasible.1.isEmpty)
    #expect(infeasible.2 == "FILE: build phase: the required constraints cannot all hold\n")
    #expect(try solve(text, ["--engine", "factored", "--strict"]).0 == 2)
    #expect(try solve(text, ["--engine", "factored", "--keep-going"]).0 == 2)
    #expect(try solve(text, ["--engine", "simplex"]).0 == 2)
  }
}
