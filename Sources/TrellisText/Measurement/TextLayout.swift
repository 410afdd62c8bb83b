import Foundation

/// One laid-out line of text.
public struct TextLine: Hashable, Sendable {
  /// The characters shown on the line, including an ellipsis when truncated; trailing spaces of a wrapped line and
  /// the newline that ended it are not included.
  public var text: String
  /// The exact advance width of ``text`` with kerning, in points (not rounded to pixels).
  public var width: CGFloat
  /// Whether characters were removed from this line and replaced by an ellipsis.
  public var isTruncated: Bool

  /// Creates a line.
  ///
  /// - Parameters:
  ///   - text: The characters on the line.
  ///   - width: Its width in points.
  ///   - isTruncated: Whether an ellipsis replaced part of it.
  public init(text: String, width: CGFloat, isTruncated: Bool = false) {
    self.text = text
    self.width = width
    self.isTruncated = isTruncated
  }
}

/// The result of measuring a text: its size on the pixel grid, its lines and its baselines.
///
/// Produced by ``TextMeasuring/layout(of:font:maxWidth:numberOfLines:lineBreakMode:scale:)``; all lengths are in
/// points, measured from the top-left corner of the text box.
public struct TextLayout: Hashable, Sendable {
  /// The size the text needs: the widest line and the total line height, each rounded up to the pixel grid
  /// (`ceil(value * scale) / scale`), as `UILabel.intrinsicContentSize`. Zero for empty text.
  public var size: CGSize
  /// The lines, top to bottom. Empty for empty text.
  public var lines: [TextLine]
  /// The distance from the top of the box to the first line's baseline (the font's ascender), or 0 for empty text.
  public var firstBaseline: CGFloat
  /// The distance from the top of the box to the last line's baseline, or 0 for empty text.
  public var lastBaseline: CGFloat
  /// The height of each line (``Font/lineHeight``), not rounded.
  public var lineHeight: CGFloat

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - size: The pixel-rounded size.
  ///   - lines: The lines, top to bottom.
  ///   - firstBaseline: The first baseline's offset from the top.
  ///   - lastBaseline: The last baseline's offset from the top.
  ///   - lineHeight: The height of one line.
  public init(size: CGSize, lines: [TextLine], firstBaseline: CGFloat, lastBaseline: CGFloat, lineHeight: CGFloat) {
    self.size = size
    self.lines = lines
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineHeight = lineHeight
  }

  /// Whether any line was truncated with an ellipsis.
  public var isTruncated: Bool { lines.contains { $0.isTruncated } }

  /// The distance from the last baseline to the bottom of the box (what `lastBaselineAnchor` is offset by).
  public var lastBaselineFromBottom: CGFloat { lines.isEmpty ? 0 : size.height - lastBaseline }
}
