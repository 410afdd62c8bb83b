/// Reads the family and style names from the `name` table.
enum NameTable {
  /// The family and subfamily (style) names, preferring the typographic names (IDs 16 and 17) over the legacy ones
  /// (IDs 1 and 2), and Windows English (United States) records over others.
  static func read(_ name: BinaryReader) throws(FontError) -> (family: String, style: String) {
    let count = Int(try name.uint16(at: 2))
    let storage = Int(try name.uint16(at: 4))
    var found: [Int: (rank: Int, value: String)] = [:]
    for index in 0..<count {
      let record = 6 + index * 12
      let platform = try name.uint16(at: record)
      let encoding = try name.uint16(at: record + 2)
      let language = try name.uint16(at: record + 4)
      let nameID = Int(try name.uint16(at: record + 6))
      guard [1, 2, 16, 17].contains(nameID) else { continue }
      let length = Int(try name.uint16(at: record + 8))
      let offset = Int(try name.uint16(at: record + 10))
      let raw = try name.bytes(at: storage + offset, length: length)
      let rank: Int
      let value: String
      switch platform {
      case 3 where encoding == 1 || encoding == 10, 0:
        rank = platform == 3 && language == 0x409 ? 0 : 1
        value = decodeUTF16BigEndian(raw)
      case 1 where encoding == 0:
        rank = 2
        value = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
      default:
        continue
      }
      if let existing = found[nameID], existing.rank <= rank { continue }
      found[nameID] = (rank, value)
    }
    let family = found[16]?.value ?? found[1]?.value ?? ""
    let style = found[17]?.value ?? found[2]?.value ?? ""
    return (family, style)
  }

  private static func decodeUTF16BigEndian(_ raw: ArraySlice<UInt8>) -> String {
    var units: [UInt16] = []
    units.reserveCapacity(raw.count / 2)
    var index = raw.startIndex
    while index + 1 < raw.endIndex {
      units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
      index += 2
    }
    return String(decoding: units, as: UTF16.self)
  }
}
