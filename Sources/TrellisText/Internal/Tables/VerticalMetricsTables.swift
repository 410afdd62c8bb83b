/// The font-wide values read from `head`, `hhea`, `maxp` and `OS/2`.
struct FontHeader: Sendable {
  var unitsPerEm: Int
  var indexToLocFormat: Int
  var glyphCount: Int
  var ascender: Int
  var descender: Int
  var lineGap: Int
  var numberOfHMetrics: Int
  /// `OS/2.sCapHeight`, when the table is version 2 or later.
  var capHeight: Int?
  /// `OS/2.sxHeight`, when the table is version 2 or later.
  var xHeight: Int?

  init(directory: TableDirectory) throws(FontError) {
    let head = try directory.table("head")
    guard try head.uint32(at: 12) == 0x5F0F_3CF5 else {
      throw .malformed(table: "head", reason: "bad magic number")
    }
    unitsPerEm = Int(try head.uint16(at: 18))
    guard (16...16384).contains(unitsPerEm) else {
      throw .malformed(table: "head", reason: "unitsPerEm \(unitsPerEm)")
    }
    indexToLocFormat = Int(try head.int16(at: 50))

    let maxp = try directory.table("maxp")
    glyphCount = Int(try maxp.uint16(at: 4))
    guard glyphCount > 0 else { throw .malformed(table: "maxp", reason: "no glyphs") }

    let hhea = try directory.table("hhea")
    ascender = Int(try hhea.int16(at: 4))
    descender = Int(try hhea.int16(at: 6))
    lineGap = Int(try hhea.int16(at: 8))
    numberOfHMetrics = Int(try hhea.uint16(at: 34))
    guard numberOfHMetrics > 0, numberOfHMetrics <= glyphCount else {
      throw .malformed(table: "hhea", reason: "numberOfHMetrics \(numberOfHMetrics) for \(glyphCount) glyphs")
    }

    if let os2 = try directory.optionalTable("OS/2") {
      let version = try os2.uint16(at: 0)
      if version >= 2, os2.count >= 90 {
        xHeight = Int(try os2.int16(at: 86))
        capHeight = Int(try os2.int16(at: 88))
      }
    }
  }
}

/// Reads the advance width of every glyph from `hmtx`.
///
/// Glyphs past `numberOfHMetrics` share the last advance, as the format specifies.
func readAdvances(directory: TableDirectory, header: FontHeader) throws(FontError) -> [UInt16] {
  let hmtx = try directory.table("hmtx")
  try hmtx.check(0, header.numberOfHMetrics * 4)
  var advances = [UInt16](repeating: 0, count: header.glyphCount)
  for glyph in 0..<header.numberOfHMetrics {
    advances[glyph] = try hmtx.uint16(at: glyph * 4)
  }
  let last = advances[header.numberOfHMetrics - 1]
  for glyph in header.numberOfHMetrics..<header.glyphCount {
    advances[glyph] = last
  }
  return advances
}
