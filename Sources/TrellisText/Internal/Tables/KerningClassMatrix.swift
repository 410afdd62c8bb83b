/// Kerning as a class matrix, as stored in the embedded data: each glyph has a left and a right class, and the
/// adjustment of a pair is one matrix entry.
///
/// Lookup is O(1): two array reads for the classes and one for the value. Class 0 is all zeros.
struct KerningClassMatrix: Sendable {
  private let leftClasses: [UInt16]
  private let rightClasses: [UInt16]
  private let rightClassCount: Int
  private let values: [Int16]

  /// Reads a matrix from the embedded blob at `offset`.
  ///
  /// - Throws: `FontError` when the data is truncated or a class is out of range.
  init(_ reader: BinaryReader, at offset: Int, glyphCount: Int) throws(FontError) {
    let leftCount = Int(try reader.uint16(at: offset))
    let rightCount = Int(try reader.uint16(at: offset + 2))
    var cursor = offset + 4
    var left: [UInt16] = []
    var right: [UInt16] = []
    try reader.check(cursor, glyphCount * 4)
    for index in 0..<glyphCount {
      left.append(try reader.uint16(at: cursor + index * 2))
      right.append(try reader.uint16(at: cursor + (glyphCount + index) * 2))
    }
    cursor += glyphCount * 4
    guard left.allSatisfy({ Int($0) < leftCount }), right.allSatisfy({ Int($0) < rightCount }) else {
      throw .malformed(table: "embedded", reason: "kerning class out of range")
    }
    try reader.check(cursor, leftCount * rightCount * 2)
    var values: [Int16] = []
    values.reserveCapacity(leftCount * rightCount)
    for index in 0..<(leftCount * rightCount) {
      values.append(try reader.int16(at: cursor + index * 2))
    }
    leftClasses = left
    rightClasses = right
    rightClassCount = rightCount
    self.values = values
  }

  /// The adjustment, in font units, between `left` and `right` (0 for glyphs out of range).
  @inline(__always)
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    guard Int(left) < leftClasses.count, Int(right) < rightClasses.count else { return 0 }
    return Int(values[Int(leftClasses[Int(left)]) * rightClassCount + Int(rightClasses[Int(right)])])
  }
}
