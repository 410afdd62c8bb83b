/// The parts of a `CFF ` table needed to draw glyphs: the charstrings, the global and local subroutines.
///
/// Only name-keyed fonts with Type 2 charstrings are read (Inter and other OpenType/CFF text fonts); CID-keyed fonts
/// throw `FontError.unsupported`.
struct CompactFontFormat: Sendable {
  /// A CFF INDEX: a counted list of byte ranges.
  struct Index: Sendable {
    let data: BinaryReader
    /// The start of each item, relative to `data`, plus the end of the last one.
    let offsets: [Int]
    /// Where the byte following the INDEX starts, relative to the table.
    let end: Int

    var count: Int { offsets.count - 1 }

    init(_ table: BinaryReader, at start: Int) throws(FontError) {
      let count = Int(try table.uint16(at: start))
      guard count > 0 else {
        data = try table.slice(at: start, length: 0)
        offsets = [0]
        end = start + 2
        return
      }
      let offSize = Int(try table.uint8(at: start + 2))
      guard (1...4).contains(offSize) else { throw .malformed(table: "CFF ", reason: "INDEX offSize \(offSize)") }
      let dataStart = start + 3 + (count + 1) * offSize - 1
      var offsets: [Int] = []
      offsets.reserveCapacity(count + 1)
      for index in 0...count {
        let value = try table.offset(at: start + 3 + index * offSize, size: offSize)
        guard value >= 1, value - 1 >= (offsets.last ?? 0) else {
          throw .malformed(table: "CFF ", reason: "INDEX offsets out of order")
        }
        offsets.append(value - 1)
      }
      let length = offsets[count]
      data = try table.slice(at: dataStart + 1, length: length)
      self.offsets = offsets
      end = dataStart + 1 + length
    }

    func item(_ index: Int) throws(FontError) -> BinaryReader {
      guard index >= 0, index < count else {
        throw .malformed(table: "CFF ", reason: "INDEX item \(index) of \(count)")
      }
      return try data.slice(at: offsets[index], length: offsets[index + 1] - offsets[index])
    }
  }

  let charStrings: Index
  let globalSubroutines: Index
  let localSubroutines: Index?

  init(_ table: BinaryReader) throws(FontError) {
    let headerSize = Int(try table.uint8(at: 2))
    let names = try Index(table, at: headerSize)
    let topDicts = try Index(table, at: names.end)
    let strings = try Index(table, at: topDicts.end)
    globalSubroutines = try Index(table, at: strings.end)
    let top = try Self.parseDict(try topDicts.item(0))
    guard top[1230] == nil else { throw .unsupported("CID-keyed CFF fonts") }
    if let type = top[1206]?.first, type != 2 { throw .unsupported("CFF charstring type \(type)") }
    guard let charStringsOffset = top[17]?.first else { throw .malformed(table: "CFF ", reason: "no CharStrings") }
    charStrings = try Index(table, at: try Self.integer(charStringsOffset))
    var localSubroutines: Index?
    if let privateEntry = top[18], privateEntry.count == 2 {
      let size = try Self.integer(privateEntry[0])
      let offset = try Self.integer(privateEntry[1])
      let privateDict = try Self.parseDict(try table.slice(at: offset, length: size))
      if let subrs = privateDict[19]?.first {
        localSubroutines = try Index(table, at: offset + (try Self.integer(subrs)))
      }
    }
    self.localSubroutines = localSubroutines
  }

  /// A DICT operand used as an offset or size: it must be a whole number in 0...Int32.max (a real such as 1e300
  /// would otherwise trap on conversion).
  static func integer(_ value: Double) throws(FontError) -> Int {
    guard value.isFinite, value >= 0, value <= Double(Int32.max), value == value.rounded() else {
      throw .malformed(table: "CFF ", reason: "DICT operand \(value) is not an offset")
    }
    return Int(value)
  }

  /// Parses a DICT into operator → operands. Two-byte operators `12 x` are keyed `1200 + x`.
  static func parseDict(_ dict: BinaryReader) throws(FontError) -> [Int: [Double]] {
    var result: [Int: [Double]] = [:]
    var operands: [Double] = []
    var cursor = 0
    while cursor < dict.count {
      let b0 = Int(try dict.uint8(at: cursor))
      switch b0 {
      case 0...21:
        var key = b0
        cursor += 1
        if b0 == 12 {
          key = 1200 + Int(try dict.uint8(at: cursor))
          cursor += 1
        }
        result[key] = operands
        operands.removeAll()
      case 28:
        operands.append(Double(try dict.int16(at: cursor + 1)))
        cursor += 3
      case 29:
        operands.append(Double(try dict.int32(at: cursor + 1)))
        cursor += 5
      case 30:
        cursor += 1
        operands.append(try parseReal(dict, cursor: &cursor))
      case 32...246:
        operands.append(Double(b0 - 139))
        cursor += 1
      case 247...250:
        operands.append(Double((b0 - 247) * 256 + Int(try dict.uint8(at: cursor + 1)) + 108))
        cursor += 2
      case 251...254:
        operands.append(Double(-(b0 - 251) * 256 - Int(try dict.uint8(at: cursor + 1)) - 108))
        cursor += 2
      default:
        throw .malformed(table: "CFF ", reason: "DICT byte \(b0)")
      }
      guard operands.count <= 48 else { throw .malformed(table: "CFF ", reason: "DICT operand overflow") }
    }
    return result
  }

  /// Reads a nibble-encoded real number; only its value matters for offsets, so precision is not a concern.
  private static func parseReal(_ dict: BinaryReader, cursor: inout Int) throws(FontError) -> Double {
    var text = ""
    while true {
      let byte = try dict.uint8(at: cursor)
      cursor += 1
      for nibble in [byte >> 4, byte & 0x0F] {
        switch nibble {
        case 0...9: text += String(nibble)
        case 0xA: text += "."
        case 0xB: text += "E"
        case 0xC: text += "E-"
        case 0xE: text += "-"
        case 0xF: return Double(text) ?? 0
        default: break
        }
      }
    }
  }

  /// The outline of `glyph`.
  func outline(of glyph: Int) throws(FontError) -> GlyphPath {
    guard glyph >= 0, glyph < charStrings.count else {
      throw .glyphOutOfRange(glyph: glyph, glyphCount: charStrings.count)
    }
    var interpreter = Type2CharStringInterpreter(global: globalSubroutines, local: localSubroutines)
    try interpreter.run(try charStrings.item(glyph), depth: 0)
    interpreter.closeContour()
    return GlyphPath(elements: interpreter.elements)
  }
}
