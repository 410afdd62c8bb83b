import Foundation
import Testing

@testable import TrellisText

@Suite("FontFace")
struct FontFaceTests {
  static let embeddedMetricsCases = FontFixtures.metrics.filter {
    if case .embedded = $0.source { true } else { false }
  }
  static let fileMetricsCases = FontFixtures.metrics.filter {
    if case .file = $0.source { $0.source.isAvailable } else { false }
  }
  static let fileGlyphsCases = FontFixtures.glyphs.filter { $0.source.isAvailable }
  static let fileKerningCases = FontFixtures.kerning.filter { $0.source.isAvailable }

  private func check(_ fixture: MetricsFixture) throws {
    let face = try #require(try fixture.source.face())
    #expect(face.familyName == fixture.family)
    #expect(face.styleName == fixture.style)
    #expect(face.unitsPerEm == fixture.unitsPerEm)
    #expect(face.ascender == fixture.ascender)
    #expect(face.descender == fixture.descender)
    #expect(face.lineGap == fixture.lineGap)
    #expect(face.capHeight == fixture.capHeight)
    #expect(face.xHeight == fixture.xHeight)
    #expect(face.glyphCount == fixture.glyphCount)
  }

  @Test("embedded vertical metrics and names match fontTools", arguments: embeddedMetricsCases)
  func embeddedMetrics(_ fixture: MetricsFixture) throws {
    try check(fixture)
  }

  @Test(
    "file vertical metrics and names match fontTools", .enabled(if: FontFiles.hasInter || FontFiles.hasDejaVu),
    arguments: fileMetricsCases)
  func fileMetrics(_ fixture: MetricsFixture) throws {
    try check(fixture)
  }

  @Test("glyph ids and advances match fontTools", .enabled(if: !FontFiles.all.isEmpty), arguments: fileGlyphsCases)
  func glyphs(_ fixture: GlyphFixture) throws {
    let face = try #require(try fixture.source.face())
    let scalar = try #require(fixture.character.unicodeScalars.first)
    #expect(Int(face.glyph(for: scalar) ?? 0) == fixture.glyph)
    #expect(face.advance(of: GlyphID(fixture.glyph)) == fixture.advance)
  }

  @Test("pair kerning matches fontTools (GPOS)", .enabled(if: !FontFiles.all.isEmpty), arguments: fileKerningCases)
  func kerning(_ fixture: KerningFixture) throws {
    let face = try #require(try fixture.source.face())
    let scalars = fixture.pair.unicodeScalars.map { $0 }
    let left = try #require(face.glyph(for: scalars[0]))
    let right = try #require(face.glyph(for: scalars[1]))
    #expect(face.kerning(between: left, and: right) == fixture.units)
  }

  @Test("without GPOS, the legacy kern table gives the kerning", .enabled(if: FontFiles.hasDejaVu))
  func legacyKernTable() throws {
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans)))
    let tableCount = Int(UInt16(bytes[4]) << 8 | UInt16(bytes[5]))
    for table in 0..<tableCount where bytes[(12 + table * 16)..<(16 + table * 16)].elementsEqual("GPOS".utf8) {
      bytes[12 + table * 16] = UInt8(ascii: "X")  // hide GPOS
    }
    let face = try FontFace(data: Data(bytes))
    let font = Font(face: face, size: CGFloat(face.unitsPerEm))
    for fixture in FontFixtures.legacyKernWidths {
      #expect(abs(font.width(of: fixture.text) - CGFloat(fixture.units)) < 1e-6, "\(fixture)")
    }
    let a = try #require(face.glyph(for: "A"))
    let v = try #require(face.glyph(for: "V"))
    #expect(face.kerning(between: a, and: v) < 0)
  }

  @Test(
    "the format 4 and format 12 cmap subtables agree on the BMP",
    .enabled(if: FontFiles.hasDejaVu || FontFiles.hasInter))
  func cmapFormatsAgree() throws {
    for path in FontFiles.all {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let directory = try TableDirectory(file: BinaryReader(bytes))
      let cmap = try directory.table("cmap")
      let glyphCount = try FaceCache.shared.face(at: path).glyphCount
      var subtables: [UInt16: BinaryReader] = [:]
      for index in 0..<Int(try cmap.uint16(at: 2)) {
        let record = 4 + index * 8
        guard try cmap.uint16(at: record) == 3 else { continue }
        subtables[try cmap.uint16(at: record + 2)] = try cmap.slice(from: Int(try cmap.uint32(at: record + 4)))
      }
      var bmp: [UInt32: UInt16] = [:]
      var full: [UInt32: UInt16] = [:]
      try CharacterMapTable.readFormat4(try #require(subtables[1]), glyphCount: glyphCount, into: &bmp)
      try CharacterMapTable.readFormat12(try #require(subtables[10]), glyphCount: glyphCount, into: &full)
      #expect(bmp.count > 200)
      #expect(bmp == full.filter { $0.key <= 0xFFFF })
    }
  }

  @Test("characters beyond the BMP come from the format 12 cmap", .enabled(if: FontFiles.hasDejaVu))
  func supplementaryPlaneMapping() throws {
    let face = try FaceCache.shared.face(at: FontFiles.dejaVuSans)
    #expect(face.glyph(for: "\u{10300}") != nil)  // OLD ITALIC LETTER A
    #expect(face.glyph(for: "\u{1F44D}") == nil)
  }

  @Test("the first face of a font collection is read", .enabled(if: FontFiles.hasDejaVu))
  func fontCollection() throws {
    // Wrap DejaVu in a one-font 'ttcf' header; table offsets in a collection count from the start of the file.
    var font = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans)))
    let tableCount = Int(UInt16(font[4]) << 8 | UInt16(font[5]))
    let header = 16
    for table in 0..<tableCount {
      let position = 12 + table * 16 + 8
      let offset = font[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) } + header
      font.replaceSubrange(
        position..<(position + 4), with: (0..<4).map { UInt8(truncatingIfNeeded: offset >> (24 - 8 * $0)) })
    }
    let collection: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, UInt8(header)] + font
    let face = try FontFace(data: Data(collection))
    let original = try FaceCache.shared.face(at: FontFiles.dejaVuSans)
    #expect(face.familyName == original.familyName)
    #expect(face.glyphCount == original.glyphCount)
    let glyph = try #require(face.glyph(for: "g"))
    #expect(try face.outline(of: glyph) == original.outline(of: glyph))
  }

  @Test("faces compare equal when read from the same bytes", .enabled(if: FontFiles.hasDejaVu))
  func equality() throws {
    let url = URL(fileURLWithPath: FontFiles.dejaVuSans)
    let first = try FontFace(contentsOf: url)
    let second = try FontFace(data: Data(contentsOf: url))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != FontFace.system())
  }

  @Test("embedded faces are shared, distinct per weight and metric-only")
  func embeddedFaces() throws {
    #expect(FontFace.system(weight: .regular) == FontFace.system(weight: .light))
    #expect(FontFace.system(weight: .bold) == FontFace.system(weight: .black))
    #expect(FontFace.system(weight: .regular) != FontFace.system(weight: .medium))
    #expect(!FontFace.system().hasOutlines)
    #expect(throws: FontError.outlinesUnavailable) { try FontFace.system().outline(of: 1) }
    #expect(FontFace.system().glyph(for: "\u{2026}") != nil)
    #expect(FontFace.system().glyph(for: "\u{0141}") != nil)  // Ł, Latin Extended-A
  }
}
