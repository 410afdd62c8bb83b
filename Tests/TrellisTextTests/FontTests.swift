import Foundation
import Testing

@testable import TrellisText

@Suite("Font")
struct FontTests {
  @Test("system fonts map every weight to the nearest embedded weight", arguments: Font.Weight.allCases)
  func systemFontWeights(_ weight: Font.Weight) {
    let font = Font.systemFont(ofSize: 17, weight: weight)
    #expect(font.pointSize == 17)
    #expect(font.weight == weight)
    #expect(font.face == FontFace.system(weight: weight.embeddedWeight))
    #expect(font.familyName == "Inter")
  }

  @Test("nearest embedded weights")
  func embeddedWeights() {
    #expect(Font.Weight.ultraLight.embeddedWeight == .regular)
    #expect(Font.Weight.light.embeddedWeight == .regular)
    #expect(Font.Weight.medium.embeddedWeight == .medium)
    #expect(Font.Weight.semibold.embeddedWeight == .semibold)
    #expect(Font.Weight.heavy.embeddedWeight == .bold)
    #expect(Font.Weight.black.embeddedWeight == .bold)
    #expect(Font.Weight.light < Font.Weight.regular)
  }

  @Test("boldSystemFont is the bold system font")
  func boldSystemFont() {
    #expect(Font.boldSystemFont(ofSize: 20) == Font.systemFont(ofSize: 20, weight: .bold))
    #expect(Font.boldSystemFont(ofSize: 20).face.styleName == "Bold")
  }

  @Test("withSize keeps the face and weight")
  func withSize() {
    let font = Font.systemFont(ofSize: 17, weight: .semibold).withSize(34)
    #expect(font == Font.systemFont(ofSize: 34, weight: .semibold))
    #expect(Font.systemFont(ofSize: -3).pointSize == 0)
    #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
  }

  @Test("vertical metrics scale the embedded hhea and OS/2 values", arguments: [11.0, 17.0, 34.0])
  func verticalMetrics(_ size: Double) throws {
    let fixture = try #require(FontFixtures.metrics.first { $0.source == .embedded(.regular) })
    let font = Font.systemFont(ofSize: CGFloat(size))
    let unit = size / Double(fixture.unitsPerEm)
    #expect(abs(Double(font.ascender) - Double(fixture.ascender) * unit) < 1e-9)
    #expect(abs(Double(font.descender) - Double(fixture.descender) * unit) < 1e-9)
    #expect(abs(Double(font.leading) - Double(fixture.lineGap) * unit) < 1e-9)
    #expect(abs(Double(font.capHeight) - Double(fixture.capHeight) * unit) < 1e-9)
    #expect(abs(Double(font.xHeight) - Double(fixture.xHeight) * unit) < 1e-9)
    let lineHeight = Double(fixture.ascender - fixture.descender + fixture.lineGap) * unit
    #expect(abs(Double(font.lineHeight) - lineHeight) < 1e-9)
    #expect(font.descender < 0)
  }

  @Test("fonts load from files", .enabled(if: FontFiles.hasDejaVu))
  func loadFromFile() throws {
    let font = try Font(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans), size: 15)
    #expect(font.familyName == "DejaVu Sans")
    #expect(font.weight == nil)
    #expect(font.pointSize == 15)
  }

  @Test("a missing file throws unreadableFile")
  func missingFile() {
    #expect(throws: FontError.unreadableFile(path: "/nonexistent/font.ttf")) {
      try Font(contentsOf: URL(fileURLWithPath: "/nonexistent/font.ttf"), size: 12)
    }
  }
}
