import Foundation
import Testing

/// The fixture files in SeedAppendix/ are the seed's appendix, changed only as their headers say.
@Suite struct SeedAppendixTextTests {
  /// Each fixture file and the appendix heading it comes from.
  static let files: [(file: String, section: String)] = [
    ("ViewController", "ViewController"),
    ("FormViewController", "FormViewController"),
    ("UIExtensions", "Extensions"),
    ("TrainerFormView", "TrainerFormView"),
    ("FormSectionView", "FormSectionView"),
    ("TrainerInfo", "TrainerInfo"),
  ]

  @Test(arguments: zip(files.map(\.file), files.map(\.section)))
  func fixtureIsTheSeedWithOnlyTheImportAndPreviewChanges(file: String, section: String) throws {
    let seed = try SeedAppendixText.seedText()
    let seedLines = try #require(SeedAppendixText.section(section, in: seed))
    let fixture = try SeedAppendixText.fixture(file)
    #expect(fixture.header.allSatisfy { $0.hasPrefix("//") })
    #expect(fixture.header.first == "// swift-format-ignore-file")
    let expected = SeedAppendixText.expectedFixtureCode(from: seedLines)
    let difference = SeedAppendixText.firstDifference(fixture.code, expected)
    #expect(difference == nil, "\(file).swift differs from the seed: \(difference ?? "")")
  }

  @Test func theAppendixHasTheFilesAndTheirPreviews() throws {
    let seed = try SeedAppendixText.seedText()
    // The two views end with a preview each; the other files have none, and every file is found.
    for (_, section) in Self.files {
      let lines = try #require(SeedAppendixText.section(section, in: seed))
      let previews = lines.filter { $0.hasPrefix("#Preview") }.count
      #expect(previews == (section.hasSuffix("View") ? 1 : 0), "\(section)")
    }
  }

  @Test func aChangedLineIsReported() throws {
    let seed = try SeedAppendixText.seedText()
    let seedLines = try #require(SeedAppendixText.section("TrainerInfo", in: seed))
    var edited = SeedAppendixText.expectedFixtureCode(from: seedLines)
    // The model's first property line, `let id: UUID`, edited as a porter might be tempted to.
    let index = try #require(edited.firstIndex { $0.contains("let id: UUID") })
    edited[index] = edited[index].replacingOccurrences(of: "UUID", with: "Int")
    let difference = SeedAppendixText.firstDifference(edited, SeedAppendixText.expectedFixtureCode(from: seedLines))
    #expect(difference == "line \(index + 1): fixture `    let id: Int`, seed `    let id: UUID`")
  }

  @Test func previewBlocksAndTheImportAreTheOnlyEdits() {
    let seed = ["import UIKit", "", "final class A: UIView {}", "", "#Preview {", "    A()", "}"]
    #expect(
      SeedAppendixText.expectedFixtureCode(from: seed) == ["import TrellisUIKit", "", "final class A: UIView {}"])
    let noImport = ["final class B: UIViewController {}"]
    #expect(SeedAppendixText.expectedFixtureCode(from: noImport) == ["import TrellisUIKit", "", noImport[0]])
  }
}
