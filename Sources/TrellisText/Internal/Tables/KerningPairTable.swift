/// Kerning as a sorted list of glyph pairs, as read from the legacy `kern` table or the embedded data.
///
/// The key of a pair is `left << 16 | right`; lookups use binary search over a flat array.
struct KerningPairTable: Sendable {
  private(set) var keys: [UInt32] = []
  private(set) var values: [Int16] = []

  /// Whether the table holds no pair.
  var isEmpty: Bool { keys.isEmpty }

  /// Creates a table from unsorted pairs; values for the same pair are summed.
  init(pairs: [(key: UInt32, value: Int)]) {
    var merged: [UInt32: Int] = [:]
    for pair in pairs { merged[pair.key, default: 0] += pair.value }
    for (key, value) in merged.sorted(by: { $0.key < $1.key }) where value != 0 {
      keys.append(key)
      values.append(Int16(clamping: value))
    }
  }

  /// Reads the horizontal format 0 subtables of a `kern` table (both the Microsoft and the Apple header layouts).
  init(kern: BinaryReader) throws(FontError) {
    var pairs: [(key: UInt32, value: Int)] = []
    let isApple = try kern.uint16(at: 0) == 1
    let tableCount = isApple ? Int(try kern.uint32(at: 4)) : Int(try kern.uint16(at: 2))
    var offset = isApple ? 8 : 4
    for _ in 0..<tableCount {
      let length: Int
      let format: UInt16
      let isHorizontal: Bool
      let headerSize: Int
      if isApple {
        length = Int(try kern.uint32(at: offset))
        let coverage = try kern.uint16(at: offset + 4)
        format = coverage & 0xFF
        isHorizontal = coverage & 0xE000 == 0  // not vertical, not cross-stream, no variation
        headerSize = 8
      } else {
        length = Int(try kern.uint16(at: offset + 2))
        let coverage = try kern.uint16(at: offset + 4)
        format = coverage >> 8
        isHorizontal = coverage & 0x0007 == 0x0001  // horizontal, not minimum, not cross-stream
        headerSize = 6
      }
      if format == 0 && isHorizontal {
        let count = Int(try kern.uint16(at: offset + headerSize))
        let first = offset + headerSize + 8
        // The 16-bit length field overflows for large subtables, so the pair count, not the length, bounds the read.
        try kern.check(first, count * 6)
        for index in 0..<count {
          let record = first + index * 6
          let key = UInt32(try kern.uint16(at: record)) << 16 | UInt32(try kern.uint16(at: record + 2))
          pairs.append((key, Int(try kern.int16(at: record + 4))))
        }
        offset = first + count * 6
      } else {
        guard length > 0 else { throw .malformed(table: "kern", reason: "subtable of length 0") }
        offset += length
      }
    }
    self.init(pairs: pairs)
  }

  /// The adjustment, in font units, between `left` and `right`.
  ///
  /// - Complexity: O(log *n*) in the number of pairs.
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    let key = UInt32(left) << 16 | UInt32(right)
    var low = 0
    var high = keys.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let value = keys[middle]
      if value == key { return Int(values[middle]) }
      if value < key { low = middle + 1 } else { high = middle - 1 }
    }
    return 0
  }
}
