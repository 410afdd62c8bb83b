import Foundation

/// The default ``TextMeasuring`` implementation: real advances and kerning from the font, greedy line breaking, and
/// sizes rounded up to the pixel grid as `UILabel` does.
///
/// Single-line printable ASCII text that fits takes a fast path: one pass over the UTF-8 bytes with a 128-entry
/// advance table and a 128 × 128 kerning table, no allocation beyond the returned layout. Other single-line text
/// whose characters are each one scalar (accented Latin, Greek, Cyrillic, punctuation) takes a second fast path
/// over its scalars, with the face's glyph map and kerning.
///
/// ```swift
/// let measurer = TextMeasurer()
/// let layout = measurer.layout(
///   of: "Sign up for a free trial", font: .preferredFont(forTextStyle: .body), maxWidth: 120,
///   numberOfLines: 0, lineBreakMode: .byWordWrapping, scale: 3)
/// layout.size          // the label's intrinsic size
/// layout.lines.count   // 2
/// ```
public struct TextMeasurer: TextMeasuring {
  /// Creates a measurer. It holds no state: every face caches its own tables.
  public init() {}

  /// Lays out a text; see ``TextMeasuring/layout(of:font:maxWidth:numberOfLines:lineBreakMode:scale:)``.
  ///
  /// - Complexity: O(*n*) in the number of characters for the first line and each wrapped line, plus O(*n*) for a
  ///   truncated last line.
  public func layout(
    of text: String, font: Font, maxWidth: CGFloat? = nil, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail, scale: CGFloat = 1
  ) -> TextLayout {
    let lineHeight = font.lineHeight
    let ascender = font.ascender
    guard !text.isEmpty else {
      return TextLayout(size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0, lineHeight: lineHeight)
    }
    let unitsToPoints = font.scale
    let maxWidth = maxWidth.map { $0.isNaN ? 0 : max(0, $0) }
    if let units = font.face.storage.asciiWidth(text) ?? font.face.storage.simpleWidth(text) {
      let width = CGFloat(units) * unitsToPoints
      if maxWidth == nil || width <= maxWidth! + CGFloat(LineBreaker.tolerance) * unitsToPoints {
        return TextLayout(
          size: CGSize(
            width: PixelGrid.ceil(width, scale: scale), height: PixelGrid.ceil(lineHeight, scale: scale)),
          lines: [TextLine(text: text, width: width)], firstBaseline: ascender, lastBaseline: ascender,
          lineHeight: lineHeight)
      }
    }
    let storage = font.face.storage
    let run = ClusterRun(text, storage: storage)
    let breaker = LineBreaker(
      run: run, limit: maxWidth.map { unitsToPoints > 0 ? Double($0 / unitsToPoints) : .infinity },
      maximumLines: numberOfLines > 0 ? numberOfLines : Int.max, mode: lineBreakMode,
      ellipsis: storage.ellipsis)
    let lines = breaker.lines().map { line in
      TextLine(text: line.text, width: CGFloat(line.width) * unitsToPoints, isTruncated: line.isTruncated)
    }
    let widest = lines.reduce(0) { max($0, $1.width) }
    let height = CGFloat(lines.count) * lineHeight
    return TextLayout(
      size: CGSize(width: PixelGrid.ceil(widest, scale: scale), height: PixelGrid.ceil(height, scale: scale)),
      lines: lines, firstBaseline: ascender, lastBaseline: ascender + CGFloat(lines.count - 1) * lineHeight,
      lineHeight: lineHeight)
  }
}

extension FaceStorage {
  /// The ellipsis used for truncation: "…" when the face has it, else three full stops.
  var ellipsis: (glyph: UInt16, text: String, width: Double) {
    if let glyph = glyph(for: 0x2026) {
      return (glyph, "\u{2026}", Double(advance(of: glyph)))
    }
    let period = glyph(for: 0x2E) ?? 0
    let width = 3 * Double(advance(of: period)) + 2 * Double(kerning.adjustment(period, period))
    return (period, "...", width)
  }

  /// The width in font units of a text made only of printable ASCII (U+0020…U+007E), or `nil` for any other text.
  ///
  /// - Complexity: O(*n*) in the UTF-8 length, two table reads per byte.
  @inline(__always)
  func asciiWidth(_ text: String) -> Double? {
    if let result = text.utf8.withContiguousStorageIfAvailable({ asciiWidth(bytes: $0) }) {
      return result
    }
    var copy = text
    copy.makeContiguousUTF8()
    return copy.utf8.withContiguousStorageIfAvailable { asciiWidth(bytes: $0) } ?? nil
  }

  /// The width in font units of a text whose characters are each a single printable scalar (no control, newline or
  /// invisible character), or `nil` for any other text. Advances and kerning are integers, so the sum is exact and
  /// equals what the general cluster path computes for the same single line.
  ///
  /// - Complexity: O(*n*) in the number of scalars: a glyph lookup, an advance and a kerning lookup each.
  func simpleWidth(_ text: String) -> Double? {
    var total = 0.0
    var previousGlyph: UInt16 = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      guard ClusterRun.isSingleScalarCluster(value), !ClusterRun.isInvisible(value), value != 0x2028,
        value != 0x2029
      else { return nil }
      let glyph = glyph(for: value) ?? 0
      total += Double(advance(of: glyph))
      if previousGlyph != 0 && glyph != 0 { total += Double(kerning.adjustment(previousGlyph, glyph)) }
      previousGlyph = glyph
    }
    return total
  }

  private func asciiWidth(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var total: Float = 0
    var previous = -1
    let hasKerning = !asciiKerning.isEmpty
    for byte in bytes {
      let code = Int(byte)
      guard code >= 0x20 && code < 0x7F else { return nil }
      total += asciiAdvances[code]
      if hasKerning && previous >= 0 {
        total += asciiKerning[previous &* FaceStorage.asciiCount &+ code]
      }
      previous = code
    }
    return Double(total)
  }
}
