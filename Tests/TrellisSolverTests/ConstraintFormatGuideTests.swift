import Foundation
import Testing
import TrellisSolver

/// Docs/ConstraintFormat.md's example file, read from the guide itself: it parses, runs, and does what its comments
/// say, so the guide cannot show a file the parser refuses.
@Suite("Documentation examples: the constraint format")
struct ConstraintFormatGuideTests {
  /// The first plain ``` block of the guide.
  static func exampleFile() throws -> String {
    let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Docs/ConstraintFormat.md")
    let text = try String(contentsOf: guide, encoding: .utf8)
    return try #require(text.components(separatedBy: "\n```\n").dropFirst().first)
  }

  @Test func theGuidesExampleRunsAsItsCommentsSay() throws {
    let file = try ConstraintFile.parse(Self.exampleFile())
    // Variables in order of first appearance; two blocks (the blank line ends the first, the comment line does not).
    #expect(file.variables.map(\.name) == ["width", "height", "left", "ctheight", "cttop", "lb3top", "w3", "x"])
    #expect(file.blocks.count == 2)
    // Three constraints in the build phase and `x >= 20 | weak` in the second block: the file's 4th.
    #expect(file.constraints.count == 3)
    #expect(file.numberedConstraints.count == 4)
    #expect(file.blocks[1].count == 3)  // suggest, add, remove

    let phases = try file.run()
    // Build: edit variables hold 0 until suggested; every constraint holds at 0 except w3 <= 44, where the solver
    // (as kiwi) leaves w3 basic at 44 with the inequality's slack at 0.
    #expect(phases[0] == [0, 0, 0, 0, 0, 0, 44, 0])
    // Block 1: the two suggestions.
    #expect(phases[1] == [400, 600, 0, 0, 0, 0, 44, 0])
    // Block 2: width suggested -12.5 (nothing bounds it), x >= 20 | weak pulls x from 0 to 20, and removing the
    // 2nd constraint (0.5 * ctheight + cttop == lb3top) changes nothing, as every term was already 0.
    #expect(phases[2] == [-12.5, 600, 0, 0, 0, 0, 44, 20])
  }
}
