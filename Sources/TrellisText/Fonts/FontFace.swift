import Foundation

/// The identifier of a glyph within a face (an index into the font's glyph table; 0 is `.notdef`).
public typealias GlyphID = UInt16

/// A typeface read from a TrueType or OpenType file, or one of the embedded default faces: metrics, character map,
/// advances, kerning and (for files) outlines, independent of any point size.
///
/// A face is an immutable value that shares its storage, so copies are cheap. Two faces are equal when they were read
/// from the same bytes.
///
/// ```swift
/// let face = try FontFace(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
/// let font = Font(face: face, size: 17)
/// ```
public struct FontFace: Hashable, Sendable {
  let storage: FaceStorage

  init(storage: FaceStorage) {
    self.storage = storage
  }

  /// Reads a face from the bytes of a font file.
  ///
  /// Every read is bounds-checked: damaged or truncated data throws instead of trapping.
  ///
  /// - Parameter data: The contents of a `.ttf`, `.otf` or `.ttc` file (the first face of a collection is read).
  /// - Throws: `FontError` when the data is not a font, lacks a required table (`head`, `hhea`, `maxp`, `hmtx`,
  ///   `cmap`) or holds a value out of range.
  /// - Complexity: O(*n*) in the file size, plus 95² kerning look-ups to fill the ASCII kerning table.
  public init(data: Data) throws(FontError) {
    try self.init(bytes: [UInt8](data))
  }

  /// Reads a face from a font file on disk.
  ///
  /// - Parameter url: The location of a `.ttf`, `.otf` or `.ttc` file.
  /// - Throws: `FontError.unreadableFile` when the file cannot be read, otherwise as ``init(data:)``.
  public init(contentsOf url: URL) throws(FontError) {
    guard let data = try? Data(contentsOf: url) else { throw .unreadableFile(path: url.path) }
    try self.init(data: data)
  }

  init(bytes: [UInt8]) throws(FontError) {
    let file = BinaryReader(bytes)
    let directory = try TableDirectory(file: file)
    let header = try FontHeader(directory: directory)
    let advances = try readAdvances(directory: directory, header: header)
    let characterMap = try CharacterMapTable.read(try directory.table("cmap"), glyphCount: header.glyphCount)
    let names = try directory.optionalTable("name").map { table throws(FontError) in try NameTable.read(table) }
    var kerning = KerningSource.none
    if let gpos = try directory.optionalTable("GPOS") {
      let table = try GlyphPositioningKerning(gpos)
      if !table.isEmpty { kerning = .glyphPositioning(table) }
    }
    if case .none = kerning, let kern = try directory.optionalTable("kern") {
      let table = try KerningPairTable(kern: kern)
      if !table.isEmpty { kerning = .pairs(table) }
    }
    var outlines = OutlineSource.none
    if let cff = try directory.optionalTable("CFF ") {
      outlines = .compact(try CompactFontFormat(cff))
    } else if directory.contains("glyf") {
      outlines = .trueType(try TrueTypeOutlines(directory: directory, header: header))
    }
    // Fonts without OS/2 version 2 get cap and x heights from the outlines of "H" and "x", or typical ratios.
    func height(of scalar: UInt32, fallback: Double) -> Int {
      let estimate = Int((Double(header.unitsPerEm) * fallback).rounded())
      guard let glyph = characterMap[scalar] else { return estimate }
      let path: GlyphPath?
      switch outlines {
      case .none: path = nil
      case .trueType(let reader): path = try? reader.outline(of: Int(glyph))
      case .compact(let reader): path = try? reader.outline(of: Int(glyph))
      }
      guard let bounds = path?.controlBounds else { return estimate }
      return Int(bounds.maxY.rounded())
    }
    let metrics = FaceMetrics(
      familyName: names?.family ?? "", styleName: names?.style ?? "", unitsPerEm: header.unitsPerEm,
      ascender: header.ascender, descender: header.descender, lineGap: header.lineGap,
      capHeight: header.capHeight ?? height(of: 0x48, fallback: 0.7),
      xHeight: header.xHeight ?? height(of: 0x78, fallback: 0.5))
    storage = FaceStorage(
      metrics: metrics, advances: advances, characterMap: characterMap, kerning: kerning, outlines: outlines,
      fingerprint: fingerprint(of: bytes))
  }

  /// Two faces are equal when they were read from the same bytes (compared by fingerprint and names).
  public static func == (lhs: FontFace, rhs: FontFace) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.fingerprint == rhs.storage.fingerprint && lhs.storage.familyName == rhs.storage.familyName
        && lhs.storage.styleName == rhs.storage.styleName)
  }

  /// Hashes the face's fingerprint.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.fingerprint)
  }

  /// The family name (`name` ID 16, else 1), for example `"Inter"`.
  public var familyName: String { storage.familyName }
  /// The style name (`name` ID 17, else 2), for example `"Semi Bold"`.
  public var styleName: String { storage.styleName }
  /// The number of font units per em.
  public var unitsPerEm: Int { storage.unitsPerEm }
  /// The typographic ascender (`hhea`), in font units, positive above the baseline.
  public var ascender: Int { storage.ascender }
  /// The typographic descender (`hhea`), in font units, negative below the baseline.
  public var descender: Int { storage.descender }
  /// The line gap (`hhea`), in font units.
  public var lineGap: Int { storage.lineGap }
  /// The height of capital letters (`OS/2`, else measured from "H"), in font units.
  public var capHeight: Int { storage.capHeight }
  /// The height of lowercase letters (`OS/2`, else measured from "x"), in font units.
  public var xHeight: Int { storage.xHeight }
  /// The number of glyphs in the face.
  public var glyphCount: Int { storage.advances.count }
  /// Whether ``outline(of:)`` can return outlines (false for the embedded metric-only faces).
  public var hasOutlines: Bool {
    if case .none = storage.outlines { return false }
    return true
  }

  /// The glyph the face maps a Unicode scalar to, or `nil` when the face lacks it.
  public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
    storage.glyph(for: scalar.value)
  }

  /// The advance width of a glyph, in font units (0 for an identifier out of range).
  public func advance(of glyph: GlyphID) -> Int {
    storage.advance(of: glyph)
  }

  /// The kerning adjustment between two glyphs, in font units; negative values bring the glyphs closer.
  ///
  /// - Complexity: O(log *n*) per pair-adjustment subtable.
  public func kerning(between left: GlyphID, and right: GlyphID) -> Int {
    storage.kerning.adjustment(left, right)
  }

  /// The outline of a glyph in font units, y up.
  ///
  /// - Parameter glyph: A glyph identifier below ``glyphCount``.
  /// - Returns: The glyph's path; empty for blank glyphs such as the space.
  /// - Throws: `FontError.outlinesUnavailable` for the embedded faces, `FontError.glyphOutOfRange`, or another
  ///   `FontError` when the glyph's data is damaged.
  public func outline(of glyph: GlyphID) throws(FontError) -> GlyphPath {
    guard Int(glyph) < glyphCount else { throw .glyphOutOfRange(glyph: Int(glyph), glyphCount: glyphCount) }
    switch storage.outlines {
    case .none: throw .outlinesUnavailable
    case .trueType(let reader): return try reader.outline(of: Int(glyph))
    case .compact(let reader): return try reader.outline(of: Int(glyph))
    }
  }
}
