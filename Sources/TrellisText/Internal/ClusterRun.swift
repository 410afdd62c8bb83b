/// The grapheme clusters of a text with their advances (font units) and prefix sums, so that the width of any range
/// of clusters, kerning included, costs O(1).
///
/// A cluster's advance is the advance of its first scalar's glyph (`.notdef` when the face lacks it) plus the
/// advances of the following scalars the face maps (combining marks); scalars the face lacks after the first
/// (zero-width joiners, variation selectors, emoji modifiers) add nothing. Kerning applies between the first glyphs
/// of neighbouring clusters; control and default-ignorable characters have no advance and stop kerning.
struct ClusterRun {
  enum Kind: UInt8 {
    /// An ordinary character.
    case normal
    /// A space: a break opportunity whose width hangs past the line end when a line wraps there.
    case space
    /// A hyphen or dash: a break opportunity after the character, which stays on the line.
    case breakAfter
    /// A newline: ends the paragraph.
    case newline
  }

  /// One grapheme cluster, with running sums so that range widths are two subtractions.
  struct Cluster {
    /// The UTF-8 offset where the cluster starts.
    var offset: Int
    /// The sum of the advances of all earlier clusters.
    var advanceBefore: Double
    /// The sum of the kerning of every pair of neighbours up to and including (previous, this).
    var kerningThrough: Double
    /// The first glyph, 0 when the cluster has none or the face lacks it (no kerning is applied next to it).
    var glyph: UInt16
    var kind: Kind
  }

  let text: String
  /// The clusters, followed by a sentinel whose offset is the UTF-8 length and whose `advanceBefore` is the total.
  private(set) var clusters: [Cluster] = []
  private let storage: FaceStorage

  var count: Int { clusters.count - 1 }

  /// Splits and measures a text.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - storage: The face.
  ///   - usesFastPaths: Whether the fast paths (all-ASCII text read byte by byte with the flat ASCII tables, and
  ///     text made only of single-scalar clusters) may be used; tests turn it off to check them against the general
  ///     grapheme path.
  init(_ text: String, storage: FaceStorage, usesFastPaths: Bool = true) {
    self.text = text
    self.storage = storage
    clusters.reserveCapacity(text.utf8.count + 1)
    let handledASCII =
      usesFastPaths
      && text.utf8.withContiguousStorageIfAvailable { bytes in
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        appendASCII(bytes)
        return true
      } ?? false
    if !handledASCII && !(usesFastPaths && appendSimpleScalars()) {
      appendUnicode()
    }
  }

  @inline(__always)
  func kind(at index: Int) -> Kind { clusters[index].kind }

  /// Appends one cluster, with the kerning between it and the previous cluster.
  @inline(__always)
  private mutating func append(kind: Kind, glyph: UInt16, advance: Int, kerning: Double, offset: Int) {
    let previous = clusters.last
    clusters.append(
      Cluster(
        offset: offset, advanceBefore: Double(advance), kerningThrough: (previous?.kerningThrough ?? 0) + kerning,
        glyph: glyph, kind: kind))
    // advanceBefore temporarily holds the advance itself; `finish` turns the advances into running sums.
  }

  /// Turns per-cluster advances into running sums and appends the sentinel.
  private mutating func finish(length: Int) {
    var total = 0.0
    for index in clusters.indices {
      let advance = clusters[index].advanceBefore
      clusters[index].advanceBefore = total
      total += advance
    }
    clusters.append(
      Cluster(
        offset: length, advanceBefore: total, kerningThrough: clusters.last?.kerningThrough ?? 0, glyph: 0,
        kind: .normal))
  }

  /// ASCII text: one cluster per byte (CR LF is one cluster), advances and kerning from the flat ASCII tables.
  private mutating func appendASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
    let kerningTable = storage.asciiKerning
    let glyphTable = storage.directGlyphs
    let advanceTable = storage.asciiAdvances
    let hasKerning = !kerningTable.isEmpty
    var previous = -1
    var index = 0
    while index < bytes.count {
      let code = Int(bytes[index])
      if code == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A {
        append(kind: .newline, glyph: 0, advance: 0, kerning: 0, offset: index)
        index += 2
        previous = -1
        continue
      }
      if code < 0x20 || code == 0x7F {
        let kind: Kind =
          code == 0x0A || code == 0x0D || code == 0x0B || code == 0x0C ? .newline : code == 0x09 ? .space : .normal
        append(kind: kind, glyph: 0, advance: 0, kerning: 0, offset: index)
        previous = -1
      } else {
        let kind: Kind = code == 0x20 ? .space : code == 0x2D ? .breakAfter : .normal
        let kerning = hasKerning && previous >= 0 ? Double(kerningTable[previous &* 128 &+ code]) : 0
        let glyph = glyphTable[code]
        append(kind: kind, glyph: glyph, advance: Int(advanceTable[code]), kerning: kerning, offset: index)
        // Kerning is never applied next to .notdef.
        previous = glyph == 0 ? -1 : code
      }
      index += 1
    }
    finish(length: bytes.count)
  }

  /// Whether a scalar always forms a grapheme cluster on its own (apart from CR LF): it is none of Extend, ZWJ,
  /// SpacingMark, Prepend, Hangul or Regional Indicator (UAX #29). Latin, Greek, Cyrillic, punctuation, currency,
  /// letterlike symbols, arrows and mathematical operators qualify.
  @inline(__always)
  static func isSingleScalarCluster(_ value: UInt32) -> Bool {
    value < 0x300 || (0x370...0x482).contains(value) || (0x48A...0x52F).contains(value)
      || (0x1E00...0x1EFF).contains(value) || ((0x2000...0x22FF).contains(value) && value != 0x200C && value != 0x200D)
  }

  /// Text whose scalars each form their own cluster: one cluster per scalar (CR LF merged), without the cost of
  /// grapheme segmentation. Returns `false`, having appended nothing, when the text has any other scalar.
  private mutating func appendSimpleScalars() -> Bool {
    var offset = 0
    var previousGlyph: UInt16 = 0
    var previousWasCarriageReturn = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      guard Self.isSingleScalarCluster(value) else {
        clusters.removeAll(keepingCapacity: true)
        return false
      }
      let length = value < 0x80 ? 1 : value < 0x800 ? 2 : 3
      if value == 0x0A && previousWasCarriageReturn {  // CR LF is one cluster: extend the CR
        offset += 1
        previousWasCarriageReturn = false
        continue
      }
      previousWasCarriageReturn = value == 0x0D
      var kind = Kind.normal
      var glyph: UInt16 = 0
      var advance = 0
      if (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029 {
        kind = .newline
      } else if Self.isInvisible(value) {
        kind = value == 0x09 || value == 0x200B ? .space : .normal
      } else {
        glyph = storage.glyph(for: value) ?? 0
        advance = storage.advance(of: glyph)
        kind = Self.isBreakingSpace(value) ? .space : Self.isBreakAfter(value) ? .breakAfter : .normal
      }
      let kerning = previousGlyph != 0 && glyph != 0 ? Double(storage.kerning.adjustment(previousGlyph, glyph)) : 0
      append(kind: kind, glyph: glyph, advance: advance, kerning: kerning, offset: offset)
      offset += length
      previousGlyph = glyph
    }
    finish(length: offset)
    return true
  }

  private mutating func appendUnicode() {
    var offset = 0
    var previousGlyph: UInt16 = 0
    for character in text {
      var scalars = character.unicodeScalars.makeIterator()
      let first = scalars.next()?.value ?? 0
      var kind = Kind.normal
      var glyph: UInt16 = 0
      var advance = 0
      if character.isNewline {
        kind = .newline
      } else if Self.isInvisible(first) {
        kind = first == 0x09 || first == 0x200B ? .space : .normal
      } else {
        glyph = storage.glyph(for: first) ?? 0
        advance = storage.advance(of: glyph)
        while let next = scalars.next() {
          if let mark = storage.glyph(for: next.value) { advance += storage.advance(of: mark) }
        }
        if Self.isBreakingSpace(first) {
          kind = .space
        } else if Self.isBreakAfter(first) {
          kind = .breakAfter
        }
      }
      let kerning = previousGlyph != 0 && glyph != 0 ? Double(storage.kerning.adjustment(previousGlyph, glyph)) : 0
      append(kind: kind, glyph: glyph, advance: advance, kerning: kerning, offset: offset)
      offset += character.utf8.count
      previousGlyph = glyph
    }
    finish(length: offset)
  }

  /// Control characters and default-ignorable format characters, which take no space.
  static func isInvisible(_ scalar: UInt32) -> Bool {
    scalar < 0x20 || (0x7F...0x9F).contains(scalar) || scalar == 0x00AD || (0x200B...0x200F).contains(scalar)
      || (0x2060...0x2064).contains(scalar) || scalar == 0xFEFF || (0xFE00...0xFE0F).contains(scalar)
  }

  static func isBreakingSpace(_ scalar: UInt32) -> Bool {
    scalar == 0x20 || scalar == 0x1680 || (0x2000...0x200A).contains(scalar) && scalar != 0x2007 || scalar == 0x205F
      || scalar == 0x3000
  }

  static func isBreakAfter(_ scalar: UInt32) -> Bool {
    scalar == 0x2D || scalar == 0x2010 || scalar == 0x2013 || scalar == 0x2014
  }

  /// The width, in font units, of clusters `start..<end`, kerning between them included.
  @inline(__always)
  func width(_ start: Int, _ end: Int) -> Double {
    guard end > start else { return 0 }
    return clusters[end].advanceBefore - clusters[start].advanceBefore + clusters[end - 1].kerningThrough
      - clusters[start].kerningThrough
  }

  /// The kerning between cluster `index` and a glyph placed after it.
  func kerning(after index: Int, with glyph: UInt16) -> Double {
    guard index >= 0, index < count, clusters[index].glyph != 0, glyph != 0 else { return 0 }
    return Double(storage.kerning.adjustment(clusters[index].glyph, glyph))
  }

  /// The kerning between a glyph and cluster `index` placed after it.
  func kerning(before index: Int, with glyph: UInt16) -> Double {
    guard index >= 0, index < count, clusters[index].glyph != 0, glyph != 0 else { return 0 }
    return Double(storage.kerning.adjustment(glyph, clusters[index].glyph))
  }

  /// The end of clusters `start..<end` without their trailing spaces.
  func trimmedEnd(_ start: Int, _ end: Int) -> Int {
    var end = end
    while end > start && clusters[end - 1].kind == .space { end -= 1 }
    return end
  }

  /// The characters of clusters `start..<end`.
  func substring(_ start: Int, _ end: Int) -> Substring {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: clusters[start].offset)
    let upper = utf8.index(lower, offsetBy: clusters[max(start, end)].offset - clusters[start].offset)
    return text[lower..<upper]
  }
}
