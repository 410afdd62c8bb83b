/// Reads the `cmap` table into a dictionary from Unicode scalar value to glyph identifier.
///
/// Formats 4 (BMP segments) and 12 (segmented coverage) are read; the best Unicode subtable is chosen in the order
/// Windows full repertoire (3,10), Unicode full repertoire (0,4 / 0,6), Windows BMP (3,1), any other Unicode subtable.
enum CharacterMapTable {
  /// The largest number of mappings accepted, to bound memory on hostile files (all of Unicode fits).
  static let maximumMappings = 0x11_0000

  static func read(_ cmap: BinaryReader, glyphCount: Int) throws(FontError) -> [UInt32: UInt16] {
    let count = Int(try cmap.uint16(at: 2))
    var best: (rank: Int, offset: Int)?
    for index in 0..<count {
      let record = 4 + index * 8
      let platform = try cmap.uint16(at: record)
      let encoding = try cmap.uint16(at: record + 2)
      let offset = Int(try cmap.uint32(at: record + 4))
      let format = try cmap.uint16(at: offset)
      guard format == 4 || format == 12 else { continue }
      let rank: Int
      switch (platform, encoding) {
      case (3, 10): rank = 0
      case (0, 4), (0, 6): rank = 1
      case (3, 1): rank = 2
      case (0, _): rank = 3
      default: continue
      }
      if best == nil || rank < best!.rank {
        best = (rank, offset)
      }
    }
    guard let best else { throw .malformed(table: "cmap", reason: "no Unicode subtable of format 4 or 12") }
    let subtable = try cmap.slice(from: best.offset)
    var map: [UInt32: UInt16] = [:]
    if try subtable.uint16(at: 0) == 4 {
      try readFormat4(subtable, glyphCount: glyphCount, into: &map)
    } else {
      try readFormat12(subtable, glyphCount: glyphCount, into: &map)
    }
    return map
  }

  static func readFormat4(
    _ table: BinaryReader, glyphCount: Int, into map: inout [UInt32: UInt16]
  ) throws(FontError) {
    let segCount = Int(try table.uint16(at: 6)) / 2
    let endCodes = 14
    let startCodes = endCodes + segCount * 2 + 2
    let idDeltas = startCodes + segCount * 2
    let idRangeOffsets = idDeltas + segCount * 2
    try table.check(0, idRangeOffsets + segCount * 2)
    for segment in 0..<segCount {
      let end = Int(try table.uint16(at: endCodes + segment * 2))
      let start = Int(try table.uint16(at: startCodes + segment * 2))
      let delta = Int(try table.uint16(at: idDeltas + segment * 2))
      let rangeOffsetPosition = idRangeOffsets + segment * 2
      let rangeOffset = Int(try table.uint16(at: rangeOffsetPosition))
      guard start <= end else { continue }
      for code in start...end where code != 0xFFFF {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (code + delta) & 0xFFFF
        } else {
          let position = rangeOffsetPosition + rangeOffset + (code - start) * 2
          glyph = Int(try table.uint16(at: position))
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        if glyph != 0, glyph < glyphCount {
          map[UInt32(code)] = UInt16(glyph)
        }
      }
    }
  }

  static func readFormat12(
    _ table: BinaryReader, glyphCount: Int, into map: inout [UInt32: UInt16]
  ) throws(FontError) {
    let groups = Int(try table.uint32(at: 12))
    try table.check(16, groups * 12)
    var total = 0
    for group in 0..<groups {
      let record = 16 + group * 12
      let start = try table.uint32(at: record)
      let end = try table.uint32(at: record + 4)
      let startGlyph = Int(try table.uint32(at: record + 8))
      guard start <= end, end <= 0x10_FFFF else {
        throw .malformed(table: "cmap", reason: "group \(group) spans \(start)...\(end)")
      }
      total += Int(end - start) + 1
      guard total <= maximumMappings else { throw .malformed(table: "cmap", reason: "too many mappings") }
      for code in start...end {
        let glyph = startGlyph + Int(code - start)
        if glyph != 0, glyph < glyphCount {
          map[code] = UInt16(glyph)
        }
      }
    }
  }
}
