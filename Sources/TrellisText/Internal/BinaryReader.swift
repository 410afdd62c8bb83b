/// A bounds-checked, big-endian view of a slice of font data.
///
/// Every accessor validates its range against the slice and throws `FontError.truncated` instead of trapping; this is
/// what lets the font reader accept arbitrary (possibly hostile) bytes without crashing.
struct BinaryReader: Sendable {
  /// The whole file; shared, never copied.
  let bytes: [UInt8]
  /// The first byte of this slice within `bytes`.
  let base: Int
  /// The number of bytes in this slice.
  let count: Int
  /// The table tag reported in errors.
  let table: String

  /// Creates a reader over the whole of `bytes`.
  init(_ bytes: [UInt8], table: String = "file") {
    self.bytes = bytes
    self.base = 0
    self.count = bytes.count
    self.table = table
  }

  private init(bytes: [UInt8], base: Int, count: Int, table: String) {
    self.bytes = bytes
    self.base = base
    self.count = count
    self.table = table
  }

  /// A reader over `length` bytes starting at `offset` of this slice.
  func slice(at offset: Int, length: Int, table: String? = nil) throws(FontError) -> BinaryReader {
    try check(offset, length)
    return BinaryReader(bytes: bytes, base: base + offset, count: length, table: table ?? self.table)
  }

  /// A reader from `offset` to the end of this slice.
  func slice(from offset: Int) throws(FontError) -> BinaryReader {
    guard offset >= 0, offset <= count else { throw .truncated(table: table, offset: offset) }
    return BinaryReader(bytes: bytes, base: base + offset, count: count - offset, table: table)
  }

  @inline(__always)
  func check(_ offset: Int, _ length: Int) throws(FontError) {
    guard offset >= 0, length >= 0, offset <= count - length else {
      throw .truncated(table: table, offset: offset)
    }
  }

  func uint8(at offset: Int) throws(FontError) -> UInt8 {
    try check(offset, 1)
    return bytes[base + offset]
  }

  func int8(at offset: Int) throws(FontError) -> Int8 {
    Int8(bitPattern: try uint8(at: offset))
  }

  func uint16(at offset: Int) throws(FontError) -> UInt16 {
    try check(offset, 2)
    let index = base + offset
    return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
  }

  func int16(at offset: Int) throws(FontError) -> Int16 {
    Int16(bitPattern: try uint16(at: offset))
  }

  func uint24(at offset: Int) throws(FontError) -> UInt32 {
    try check(offset, 3)
    let index = base + offset
    return UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
  }

  func uint32(at offset: Int) throws(FontError) -> UInt32 {
    try check(offset, 4)
    let index = base + offset
    return UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }

  func int32(at offset: Int) throws(FontError) -> Int32 {
    Int32(bitPattern: try uint32(at: offset))
  }

  /// An unsigned offset-sized integer of `size` bytes (1…4), as used by CFF.
  func offset(at offset: Int, size: Int) throws(FontError) -> Int {
    switch size {
    case 1: return Int(try uint8(at: offset))
    case 2: return Int(try uint16(at: offset))
    case 3: return Int(try uint24(at: offset))
    case 4: return Int(try uint32(at: offset))
    default: throw .malformed(table: table, reason: "offset size \(size)")
    }
  }

  /// The four-character tag at `offset`.
  func tag(at offset: Int) throws(FontError) -> String {
    try check(offset, 4)
    let scalars = (0..<4).map { Character(Unicode.Scalar(bytes[base + offset + $0])) }
    return String(scalars)
  }

  /// Copies `length` bytes starting at `offset`.
  func bytes(at offset: Int, length: Int) throws(FontError) -> ArraySlice<UInt8> {
    try check(offset, length)
    return bytes[(base + offset)..<(base + offset + length)]
  }
}
