/// The table directory at the start of an OpenType or TrueType file: where each table lives.
struct TableDirectory: Sendable {
  /// The kind of outlines the file declares in its signature.
  enum Flavor: Sendable {
    case trueType
    case cff
  }

  let flavor: Flavor
  private let records: [String: (offset: Int, length: Int)]
  private let file: BinaryReader

  /// Parses the directory of a single-font file (`0x00010000`, `'true'` or `'OTTO'`).
  ///
  /// Font collections (`'ttcf'`) are accepted and the first font in the collection is read.
  init(file: BinaryReader) throws(FontError) {
    self.file = file
    var start = 0
    var signature = try file.uint32(at: 0)
    if signature == 0x7474_6366 {  // 'ttcf': use the first font of the collection
      let numFonts = try file.uint32(at: 8)
      guard numFonts > 0 else { throw .malformed(table: "ttcf", reason: "empty collection") }
      start = Int(try file.uint32(at: 12))
      signature = try file.uint32(at: start)
    }
    switch signature {
    case 0x0001_0000, 0x7472_7565: flavor = .trueType  // 1.0, 'true'
    case 0x4F54_544F: flavor = .cff  // 'OTTO'
    default: throw .unknownSignature(signature)
    }
    let numTables = Int(try file.uint16(at: start + 4))
    var records: [String: (offset: Int, length: Int)] = [:]
    for index in 0..<numTables {
      let recordOffset = start + 12 + index * 16
      let tag = try file.tag(at: recordOffset)
      let offset = Int(try file.uint32(at: recordOffset + 8))
      let length = Int(try file.uint32(at: recordOffset + 12))
      // Every table must lie inside the file, even tables this reader never uses: a truncated file is rejected
      // as a whole rather than half-read.
      guard offset <= file.count - length else { throw .truncated(table: tag, offset: offset) }
      records[tag] = (offset, length)
    }
    self.records = records
  }

  /// Whether the file holds a table with this tag.
  func contains(_ tag: String) -> Bool {
    records[tag] != nil
  }

  /// A reader over the table with this tag, or `nil` when the file has none.
  ///
  /// - Throws: `FontError.truncated` when the table's extent lies outside the file.
  func optionalTable(_ tag: String) throws(FontError) -> BinaryReader? {
    guard let record = records[tag] else { return nil }
    guard record.offset >= 0, record.length >= 0, record.offset <= file.count - record.length else {
      throw .truncated(table: tag, offset: record.offset)
    }
    return try file.slice(at: record.offset, length: record.length, table: tag)
  }

  /// A reader over the table with this tag.
  ///
  /// - Throws: `FontError.missingTable` when absent, `FontError.truncated` when it lies outside the file.
  func table(_ tag: String) throws(FontError) -> BinaryReader {
    guard let table = try optionalTable(tag) else { throw .missingTable(tag) }
    return table
  }
}
