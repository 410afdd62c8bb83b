import Foundation
import Testing

@testable import TrellisText

/// The catalogue of bad input's row "damaged font files" (Docs/Reliability.md): every damaged font committed as a
/// fuzzing seed (`Fuzz/Corpus/FontFace`, written by `Scripts/reliability/make_font_seeds.py`: fonts cut in the
/// middle of each main table, with bytes of a table inverted, a bare header) is either refused with a `FontError`
/// or read into a face that measures text to finite sizes — the checks of the `FontFace` fuzz harness, without
/// needing the machine's fonts — and each error says what is wrong in the words a user sees.
@Suite("Damaged fonts")
struct DamagedFontTests {
  /// The committed damaged fonts, read from the repository beside the tests.
  static let corpus: [URL] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/FontFace")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }()

  /// The corpus was found (a moved folder must not make the next test pass on nothing).
  @Test func theCorpusIsThere() {
    #expect(Self.corpus.count >= 20)
  }

  /// Reading throws a `FontError`, or the face answers every question the fuzz harness asks and measures text.
  @Test(arguments: corpus)
  func aDamagedFontIsRefusedOrReadCompletely(file: URL) throws {
    let data = try Data(contentsOf: file)
    let face: FontFace
    switch Result(catching: { () throws(FontError) -> FontFace in try FontFace(data: data) }) {
    case .success(let read): face = read
    case .failure(let error):
      #expect(!error.description.isEmpty)
      return
    }
    _ = (face.familyName, face.styleName, face.unitsPerEm, face.ascender, face.descender, face.lineGap)
    _ = (face.capHeight, face.xHeight, face.hasOutlines)
    var glyphs = (0..<min(face.glyphCount, 64)).map { GlyphID($0) }
    glyphs.append(GlyphID(truncatingIfNeeded: face.glyphCount))
    for scalar in "Ag Wé→ 1ﬁAVTo".unicodeScalars {
      if let glyph = face.glyph(for: scalar) { glyphs.append(glyph) }
    }
    for glyph in glyphs {
      _ = face.advance(of: glyph)
      _ = face.kerning(between: glyph, and: glyphs[0])
      _ = try? face.outline(of: glyph)
    }
    let font = Font(face: face, size: 17)
    #expect(font.width(of: "Trainer AVA To ﬁ →").isFinite)
    let layout = TextMeasurer().layout(
      of: "Wé are typing a longer line, AVAVA, to wrap → twice", font: font, maxWidth: 80, numberOfLines: 0,
      lineBreakMode: .byWordWrapping, scale: 3)
    #expect(layout.size.width.isFinite && layout.size.height.isFinite)
  }

  /// Each `FontError` and its description, as a user reads it.
  static let messages: [(FontError, String)] = [
    (FontError.truncated(table: "glyf", offset: 12), "font table 'glyf' is truncated at offset 12"),
    (.unknownSignature(0x4865_6C6C), "not an OpenType/TrueType font (signature 0x48656c6c)"),
    (.missingTable("cmap"), "font has no 'cmap' table"),
    (
      .malformed(table: "GPOS", reason: "feature refers to lookup 9 of 1"),
      "font table 'GPOS' is malformed: feature refers to lookup 9 of 1"
    ),
    (.unsupported("CFF2 outlines"), "unsupported font feature: CFF2 outlines"),
    (.glyphOutOfRange(glyph: 900, glyphCount: 12), "glyph 900 is out of range (the font has 12 glyphs)"),
    (.outlinesUnavailable, "this face carries metrics only and has no outlines"),
    (.unreadableFile(path: "/nonexistent/font.ttf"), "cannot read font file at /nonexistent/font.ttf"),
  ]

  /// The description of each `FontError`, as a user reads it.
  @Test(arguments: messages)
  func everyErrorSaysWhatIsWrong(error: FontError, message: String) {
    #expect(error.description == message)
  }
}
