import Foundation
import Testing

@testable import TrellisText

@Suite("TextMeasurer")
struct TextMeasurerTests {
  let measurer = TextMeasurer()
  let body = Font.systemFont(ofSize: 17)

  static let embeddedWidthsCases = FontFixtures.widths.filter { if case .embedded = $0.source { true } else { false } }
  static let fileWidthsCases = FontFixtures.widths.filter {
    if case .file = $0.source { $0.source.isAvailable } else { false }
  }
  static let sizesCases: [CGFloat] = [11, 17, 34]

  private func font(for source: FontSource, size: CGFloat) throws -> Font {
    switch source {
    case .embedded(let weight): return .systemFont(ofSize: size, weight: weight)
    case .file: return Font(face: try #require(try source.face()), size: size)
    }
  }

  private func checkWidth(_ fixture: WidthFixture, size: CGFloat) throws {
    let font = try font(for: fixture.source, size: size)
    let expected = Double(fixture.units) * Double(size) / Double(font.face.unitsPerEm)
    #expect(abs(Double(font.width(of: fixture.text)) - expected) < 1e-6)
    let layout = measurer.layout(of: fixture.text, font: font, scale: 3)
    let line = try #require(layout.lines.first)
    #expect(abs(Double(line.width) - expected) < 1e-6)
    #expect(layout.size.width == PixelGrid.ceil(CGFloat(expected), scale: 3))
  }

  @Test("embedded widths with kerning match fontTools", arguments: embeddedWidthsCases, sizesCases)
  func embeddedWidths(_ fixture: WidthFixture, size: CGFloat) throws {
    try checkWidth(fixture, size: size)
  }

  @Test(
    "file widths with kerning match fontTools", .enabled(if: !FontFiles.all.isEmpty), arguments: fileWidthsCases,
    sizesCases)
  func fileWidths(_ fixture: WidthFixture, size: CGFloat) throws {
    try checkWidth(fixture, size: size)
  }

  @Test(
    "the fast paths agree with the general grapheme path",
    arguments: FontFixtures.strings + [
      "a\r\nb\tc-d", "AV\nAV", "Ünï\r\ncödé\u{2028}–x", "Ωμέγα Привет", "Pokémon trainer Zoé!", "Ávé “quoted” — x",
    ])
  func fastPathsAgree(_ text: String) throws {
    var storages = [FontFace.system().storage, FontFace.system(weight: .bold).storage]
    if FontFiles.hasDejaVu { storages.append(try FaceCache.shared.face(at: FontFiles.dejaVuSans).storage) }
    for storage in storages {
      let general = ClusterRun(text, storage: storage, usesFastPaths: false)
      let ascii = ClusterRun(text, storage: storage)
      #expect(ascii.count == general.count)
      #expect(abs(ascii.width(0, ascii.count) - general.width(0, general.count)) < 1e-9)
      for index in 0..<general.count {
        #expect(ascii.kind(at: index) == general.kind(at: index))
        #expect(ascii.substring(index, index + 1) == general.substring(index, index + 1))
      }
      if text.allSatisfy({ $0.isASCII }) && !text.contains(where: { $0.asciiValue.map { $0 < 0x20 } ?? false }) {
        #expect(storage.asciiWidth(text).map { abs($0 - general.width(0, general.count)) < 1e-3 } ?? text.isEmpty)
      }
      // The single-line scalar fast path: exact (integer units) wherever it applies.
      if let simple = storage.simpleWidth(text) {
        #expect(simple == general.width(0, general.count))
        #expect(!text.contains { $0.isNewline })
      }
    }
  }

  @Test("a single line is rounded up to the pixel grid")
  func pixelRounding() {
    // The rule with SF's metrics (ascender 1950, descender -494 per 2048): 17 pt -> 20.333 on @3x (REFERENCE §3).
    #expect(PixelGrid.ceil(17 * (1950 + 494) / 2048, scale: 3) == 61.0 / 3)
    // Inter: (2728 + 680 + 0) / 2816 * 17 = 20.574 pt -> 61.72 px -> 62 px on @3x, 42 px on @2x, 21 pt on @1x.
    #expect(measurer.layout(of: "Hello", font: body, scale: 3).size.height == 62.0 / 3)
    #expect(measurer.layout(of: "Hello", font: body, scale: 2).size.height == 21)
    #expect(measurer.layout(of: "Hello", font: body, scale: 1).size.height == 21)
    #expect(PixelGrid.ceil(20, scale: 3) == 20)
    #expect(PixelGrid.ceil(1, scale: 0) == 1)
  }

  @Test("baselines are the ascender and one line height per line")
  func baselines() {
    let layout = measurer.layout(of: "One\nTwo\nThree", font: body, numberOfLines: 0, scale: 3)
    #expect(layout.lines.map(\.text) == ["One", "Two", "Three"])
    #expect(layout.firstBaseline == body.ascender)
    #expect(abs(layout.lastBaseline - (body.ascender + 2 * body.lineHeight)) < 1e-9)
    #expect(layout.size.height == PixelGrid.ceil(3 * body.lineHeight, scale: 3))
    #expect(layout.lastBaselineFromBottom > 0)
  }

  @Test("empty text has no size and no lines")
  func emptyText() {
    let layout = measurer.layout(of: "", font: body, maxWidth: 100, numberOfLines: 0, scale: 3)
    #expect(layout.size == .zero)
    #expect(layout.lines.isEmpty)
  }

  @Test("words wrap at spaces; spaces hang at the wrap")
  func wordWrapping() {
    let text = "Hello World"
    let limit = body.width(of: "Hello W")
    let layout = measurer.layout(
      of: text, font: body, maxWidth: limit, numberOfLines: 0, lineBreakMode: .byWordWrapping, scale: 3)
    #expect(layout.lines.map(\.text) == ["Hello", "World"])
    #expect(abs(layout.lines[0].width - body.width(of: "Hello")) < 1e-9)
    #expect(layout.size.width == PixelGrid.ceil(max(body.width(of: "Hello"), body.width(of: "World")), scale: 3))
    let wide = measurer.layout(of: text, font: body, maxWidth: body.width(of: text), numberOfLines: 0, scale: 3)
    #expect(wide.lines.count == 1)
    let spaces = measurer.layout(of: "a     b", font: body, maxWidth: body.width(of: "a  "), numberOfLines: 0)
    #expect(spaces.lines.map(\.text) == ["a", "b"])
  }

  @Test("a word wider than the line breaks between characters")
  func longWord() {
    let word = "Supercalifragilisticexpialidocious"
    let limit = body.width(of: "Supercal")
    let layout = measurer.layout(of: "A \(word)", font: body, maxWidth: limit, numberOfLines: 0, scale: 2)
    #expect(layout.lines.first?.text == "A")
    #expect(layout.lines.dropFirst().map(\.text).joined() == word)
    #expect(layout.lines.allSatisfy { $0.width <= limit + 1e-9 })
  }

  @Test("hyphens are break opportunities")
  func hyphens() {
    let layout = measurer.layout(
      of: "well-known", font: body, maxWidth: body.width(of: "well-kn"), numberOfLines: 0, scale: 2)
    #expect(layout.lines.map(\.text) == ["well-", "known"])
  }

  @Test("character wrapping fills each line")
  func characterWrapping() {
    let limit = body.width(of: "Hello W")
    let layout = measurer.layout(
      of: "Hello World", font: body, maxWidth: limit, numberOfLines: 0, lineBreakMode: .byCharWrapping)
    #expect(layout.lines.map(\.text) == ["Hello W", "orld"])
  }

  @Test("explicit newlines, CRLF and a trailing newline")
  func newlines() {
    let layout = measurer.layout(of: "a\r\nb\n\nc\n", font: body, numberOfLines: 0)
    #expect(layout.lines.map(\.text) == ["a", "b", "", "c", ""])
    let oneLine = measurer.layout(of: "First\nSecond", font: body, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(oneLine.lines.map(\.text) == ["First\u{2026}"])
    let clipped = measurer.layout(of: "First\nSecond", font: body, numberOfLines: 1, lineBreakMode: .byWordWrapping)
    #expect(clipped.lines.map(\.text) == ["First"])
  }

  @Test("numberOfLines limits wrapped lines", arguments: [1, 2, 3])
  func lineLimit(_ limit: Int) {
    let text = "one two three four five six seven eight nine ten"
    let layout = measurer.layout(
      of: text, font: body, maxWidth: body.width(of: "one two"), numberOfLines: limit, lineBreakMode: .byWordWrapping)
    #expect(layout.lines.count == limit)
    #expect(layout.lines.first?.text == "one two")
  }

  @Test("tail truncation keeps the start and fits the width", arguments: [1, 2])
  func tailTruncation(_ lines: Int) {
    let text = "The quick brown fox jumps over the lazy dog"
    let limit: CGFloat = 100
    let layout = measurer.layout(
      of: text, font: body, maxWidth: limit, numberOfLines: lines, lineBreakMode: .byTruncatingTail, scale: 3)
    #expect(layout.lines.count == lines)
    let last = layout.lines[lines - 1]
    #expect(last.isTruncated)
    #expect(last.text.hasSuffix("\u{2026}"))
    #expect(last.width <= limit)
    #expect(layout.lines[0].text.hasPrefix("The"))
    #expect(layout.size.width <= limit)
    // One more character would not have fitted.
    let kept = String(last.text.dropLast())
    let rest = text.dropFirst(layout.lines.dropLast().map { $0.text.count + 1 }.reduce(0, +))
    var longer = rest.prefix(kept.count + 1)
    if longer.last == " " { longer = rest.prefix(kept.count + 2) }  // a trailing space is trimmed before the ellipsis
    #expect(body.width(of: longer + "\u{2026}") > limit)
  }

  @Test("head truncation keeps the end")
  func headTruncation() {
    let layout = measurer.layout(
      of: "/Users/someone/Documents/Report.pdf", font: body, maxWidth: 120, lineBreakMode: .byTruncatingHead)
    let line = layout.lines[0]
    #expect(line.text.hasPrefix("\u{2026}"))
    #expect(line.text.hasSuffix("Report.pdf"))
    #expect(line.width <= 120)
  }

  @Test("middle truncation keeps both ends")
  func middleTruncation() {
    let layout = measurer.layout(
      of: "Beginning of a long sentence and its ending", font: body, maxWidth: 150,
      lineBreakMode: .byTruncatingMiddle)
    let line = layout.lines[0]
    #expect(line.isTruncated)
    #expect(line.text.hasPrefix("Beg"))
    #expect(line.text.hasSuffix("ending"))
    #expect(line.text.contains("\u{2026}"))
    #expect(line.width <= 150)
  }

  @Test("clipping keeps the text and reports at most the width")
  func clipping() {
    let layout = measurer.layout(of: "A long line of text", font: body, maxWidth: 50, lineBreakMode: .byClipping)
    #expect(layout.lines.map(\.text) == ["A long line of text"])
    #expect(layout.size.width == 50)
  }

  @Test("grapheme clusters stay whole when wrapping")
  func graphemes() {
    let text = String(repeating: "e\u{301}", count: 12) + " 👨‍👩‍👧 🇫🇷"
    let layout = measurer.layout(
      of: text, font: body, maxWidth: body.width(of: "ééé"), numberOfLines: 0, lineBreakMode: .byCharWrapping)
    let joined = layout.lines.map(\.text).joined()
    #expect(joined.count == text.filter { $0 != " " }.count)
    #expect(layout.lines.allSatisfy { $0.text.unicodeScalars.first != "\u{301}" })
    #expect(layout.lines.contains { $0.text == "👨‍👩‍👧" })
  }

  @Test("missing characters measure as .notdef, never crash")
  func notdefFallback() {
    let face = body.face
    let notdef = CGFloat(face.advance(of: 0)) * 17 / CGFloat(face.unitsPerEm)
    #expect(abs(body.width(of: "漢") - notdef) < 1e-9)
    #expect(abs(body.width(of: "👨‍👩‍👧") - notdef) < 1e-9)
    #expect(body.width(of: "\u{200B}\u{0007}") == 0)
    #expect(abs(body.advance(of: "é") - body.width(of: "é")) < 1e-9)
    _ = measurer.layout(of: "\u{FFFF}\u{10FFFF}\0", font: body, maxWidth: 1, numberOfLines: 0)
  }

  @Test("zero and negative widths still terminate, one character per line")
  func tinyWidths() {
    for width in [0, -5, CGFloat.nan] as [CGFloat] {
      let layout = measurer.layout(of: "ab c", font: body, maxWidth: width, numberOfLines: 0)
      #expect(layout.lines.map(\.text) == ["a", "b", "c"])
    }
    let truncated = measurer.layout(of: "abc", font: body, maxWidth: 0, lineBreakMode: .byTruncatingTail)
    #expect(truncated.lines.map(\.text) == ["\u{2026}"])
  }

  @Test("size(of:) is the layout's size")
  func sizeOf() {
    let size = measurer.size(of: "Sign up", font: body, scale: 3)
    #expect(size == measurer.layout(of: "Sign up", font: body, scale: 3).size)
    #expect(size.width > 0)
  }
}
