/// An error raised while reading a font file.
///
/// Every read from a font file is bounds-checked; a damaged, truncated or unsupported file produces one of these
/// cases instead of a crash. Each case carries enough context (the table tag and the offending offset) to report
/// which part of the file was at fault.
public enum FontError: Error, Hashable, Sendable {
  /// The data ended before a value could be read.
  ///
  /// - Parameters:
  ///   - table: The four-character tag of the table being read, or `"file"` for the table directory.
  ///   - offset: The offset, relative to the start of the table, at which the read was attempted.
  case truncated(table: String, offset: Int)

  /// The data does not start with a known OpenType or TrueType signature.
  case unknownSignature(UInt32)

  /// A table that the reader needs is absent from the file.
  case missingTable(String)

  /// A table holds a value that cannot be right (an offset pointing outside the table, an impossible count…).
  ///
  /// - Parameters:
  ///   - table: The four-character tag of the table.
  ///   - reason: A short human-readable explanation.
  case malformed(table: String, reason: String)

  /// The file uses a feature this reader does not implement (for example a CID-keyed CFF font).
  case unsupported(String)

  /// The glyph identifier is not less than the font's glyph count.
  case glyphOutOfRange(glyph: Int, glyphCount: Int)

  /// The face carries metrics only, so it has no outlines to return (the embedded default faces).
  case outlinesUnavailable

  /// The file could not be read from disk.
  ///
  /// - Parameter path: The path that was passed.
  case unreadableFile(path: String)
}

extension FontError: CustomStringConvertible {
  /// A one-line description of the error, suitable for diagnostics.
  public var description: String {
    switch self {
    case .truncated(let table, let offset):
      return "font table '\(table)' is truncated at offset \(offset)"
    case .unknownSignature(let signature):
      return "not an OpenType/TrueType font (signature 0x\(String(signature, radix: 16)))"
    case .missingTable(let tag):
      return "font has no '\(tag)' table"
    case .malformed(let table, let reason):
      return "font table '\(table)' is malformed: \(reason)"
    case .unsupported(let feature):
      return "unsupported font feature: \(feature)"
    case .glyphOutOfRange(let glyph, let count):
      return "glyph \(glyph) is out of range (the font has \(count) glyphs)"
    case .outlinesUnavailable:
      return "this face carries metrics only and has no outlines"
    case .unreadableFile(let path):
      return "cannot read font file at \(path)"
    }
  }
}
