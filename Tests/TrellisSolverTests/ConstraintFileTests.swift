import Testing

@testable import TrellisSolver

@Suite("Constraint file")
struct ConstraintFileTests {
  @Test func parsesEveryForm() throws {
    let file = try ConstraintFile.parse(
      """
      # a comment
      edit width strong
      left + -0 >= 0 | required
      0.5 * ctheight + cttop + -lb3top + -0.5 * lb3height + 0 == 0 | strong
      w3 <= 44 | 250
      l1 == l0 + w0 * 2 + 8   # trailing comment
      - - x >= .5e1 | weak
      ---
      suggest width 400
      # comments do not end a block
      suggest width -12.5

      suggest width - -3
      """)
    #expect(
      file.variables.map(\.name) == [
        "width", "left", "ctheight", "cttop", "lb3top", "lb3height", "w3", "l1", "l0", "w0", "x",
      ])
    #expect(file.constraints.count == 5)
    #expect(file.constraints[1].expression.terms.map(\.coefficient) == [0.5, 1, -1, -0.5])
    #expect(file.constraints[1].strength == .strong)
    #expect(file.constraints[2].strength == Strength(250))
    #expect(file.constraints[3].expression.constant == -8)
    #expect(file.constraints[4].expression.terms.map(\.coefficient) == [1])
    #expect(file.constraints[4].expression.constant == -5)
    let suggested: [[Double]] = file.blocks.map { block in
      block.map { change in if case .suggest(let suggestion) = change { suggestion.value } else { Double.nan } }
    }
    #expect(suggested == [[400, -12.5], [3]])
  }

  @Test(arguments: [
    ("x >= 1 +", 1, 9, "expected a number or a variable name"),
    ("x = 1", 1, 3, "unexpected character '='"),
    ("x >= 1\ny 3", 2, 3, "expected a relation (==, <=, >=)"),
    ("x >= 1 | strongest", 1, 10, "expected a strength (required, strong, medium, weak or a number)"),
    ("edit x\n", 1, 7, "expected a strength (required, strong, medium, weak or a number)"),
    ("edit x weak\nedit x weak", 2, 6, "duplicate edit variable 'x'"),
    ("x >= 1\n---\nsuggest x 3", 3, 9, "'x' is not an edit variable"),
    ("edit x weak\n---\nedit y weak", 3, 1, "'edit' must come before '---'"),
    ("x >= 1\nsuggest x 3", 2, 1, "'suggest' must come after '---'"),
    ("x >= 1\nremove 1", 2, 1, "'remove' must come after '---'"),
    ("x >= 1\n---\nremove 2", 3, 8, "there is no constraint 2 before this line (1 so far)"),
    ("x >= 1\n---\nremove 0", 3, 8, "expected a constraint number (1 for the file's first constraint)"),
    ("x >= 1\n---\nremove 1.5", 3, 8, "expected a constraint number (1 for the file's first constraint)"),
    ("x >= 1\n---\nremove x", 3, 8, "expected a constraint number (1 for the file's first constraint)"),
    ("x >= 1\n---\nremove 1 2", 3, 10, "unexpected text at the end of the statement"),
    ("x >= 1\n---\nremove 1\n\nremove 1", 5, 8, "constraint 1 is removed already"),
    ("x >= 1e999", 1, 6, "number '1e999' is too large"),
    ("edit x weak\n---\nsuggest x -1e400", 3, 12, "number '1e400' is too large"),
    ("remove >= 1", 1, 1, "'remove' must come after '---'"),
    ("x + remove >= 1", 1, 5, "expected a number or a variable name"),
    ("x >= 1e", 1, 7, "unexpected text at the end of the statement"),
    ("2 * 3 >= x", 1, 5, "expected a variable name"),
    ("edit >= 3", 1, 6, "expected a variable name"),
  ])
  func reportsLineAndColumn(text: String, line: Int, column: Int, message: String) {
    #expect(throws: ConstraintFileError(line: line, column: column, message: message)) {
      try ConstraintFile.parse(text)
    }
  }

  @Test func printingRoundTrips() throws {
    let file = try ConstraintFile.parse(EnamlFixture.text)
    let reparsed = try ConstraintFile.parse(file.description)
    #expect(reparsed.constraints.count == file.constraints.count)
    #expect(reparsed.description == file.description)
    #expect(try reparsed.run() == file.run())
  }

  @Test func addsAndRemovesConstraintsInBlocks() throws {
    // Constraint 1 is x >= 10, 2 is x == 3 | weak, 3 is x <= 5 (added in the first block).
    // Build: x >= 10 beats the weak x == 3, so x = 10. Block 1: x >= 10 goes and x <= 5 comes: x = 3 (weak).
    // Block 2: x <= 5 goes, x == 20 | strong comes (constraint 4): x = 20. Block 3: constraint 4 goes: x = 3.
    let file = try ConstraintFile.parse(
      """
      x >= 10
      x == 3 | weak
      ---
      remove 1
      x <= 5

      remove 3
      x == 20 | strong

      remove 4
      """)
    #expect(file.numberedConstraints.count == 4)
    #expect(try file.run() == [[10], [3], [20], [3]])
    let reparsed = try ConstraintFile.parse(file.description)
    #expect(reparsed.description == file.description)
    #expect(try reparsed.run() == [[10], [3], [20], [3]])
  }

  @Test func runsBuildAndBlocks() throws {
    let file = try ConstraintFile.parse("edit w strong\nx == w + 1\n---\nsuggest w 5\n\nsuggest w 7\n")
    #expect(try file.run() == [[0, 1], [5, 6], [7, 8]])
  }
}
