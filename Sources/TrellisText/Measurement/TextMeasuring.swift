import Foundation

/// Something that measures text for layout: the interface the layout engine consumes.
///
/// Conforming types MUST be deterministic (the same arguments give the same layout) and MUST NOT trap on any string
/// or font; they SHOULD return in well under a microsecond for a short single-line ASCII label.
public protocol TextMeasuring: Sendable {
  /// Lays out a text in a font.
  ///
  /// - Parameters:
  ///   - text: The text; `"\n"`, `"\r\n"` and other newlines start new lines.
  ///   - font: The font.
  ///   - maxWidth: The width available, or `nil` for unlimited (lines then break only at newlines).
  ///   - numberOfLines: The maximum number of lines, or 0 for no limit.
  ///   - lineBreakMode: How lines wrap and how the last permitted line is shortened.
  ///   - scale: The device's pixels per point (1, 2 or 3); sizes are rounded up to this grid.
  /// - Returns: The size, lines and baselines.
  func layout(
    of text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode,
    scale: CGFloat
  ) -> TextLayout
}

extension TextMeasuring {
  /// The pixel-rounded size of a text: `layout(of:…).size`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - font: The font.
  ///   - maxWidth: The width available, or `nil` for unlimited.
  ///   - numberOfLines: The maximum number of lines, or 0 for no limit.
  ///   - lineBreakMode: How lines wrap and truncate.
  ///   - scale: The device's pixels per point.
  /// - Returns: The size the text needs.
  public func size(
    of text: String, font: Font, maxWidth: CGFloat? = nil, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail, scale: CGFloat = 1
  ) -> CGSize {
    layout(
      of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
      scale: scale
    ).size
  }
}
