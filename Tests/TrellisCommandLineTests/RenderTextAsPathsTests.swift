import Foundation
import Testing

@testable import TrellisCommandLine

@Suite struct RenderTextAsPathsTests {
  @Test func missingFontsExitWithOneAndSayWhereTheyWereLookedFor() {
    var errors = ""
    let status = RenderCommand(interDirectory: "/nonexistent-fonts").run(
      ["--format", "svg", "--text-as-paths"], console: Console(output: { _ in }, error: { errors += $0 }))
    #expect(status == 1)
    #expect(errors.hasPrefix("trellis render: --text-as-paths needs Inter's font files; cannot load "))
    #expect(errors.contains("/nonexistent-fonts/Inter-Regular.otf"))
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: InterOutlines.defaultDirectory + "/Inter-SemiBold.otf"),
      "Inter's .otf files (fonts-inter) are not installed"))
  func textBecomesPathsLabelledWithTheirText() {
    var svg = ""
    let status = RenderCommand(interDirectory: InterOutlines.defaultDirectory).run(
      ["trainer-form", "--format", "svg", "--text-as-paths"], console: Console(output: { svg += $0 }, error: { _ in }))
    #expect(status == 0)
    #expect(!svg.contains("<text"))
    for line in ["Trainer Form", "Trainer Name", "Favorite Pokémon", "Save Trainer Data", "Trainer Log"] {
      #expect(svg.contains("aria-label=\"\(line)\""), "\(line)")
    }
  }
}
