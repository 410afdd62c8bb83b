/// How a label aligns its lines, as `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
  /// Stretched to the full width, except the last line.
  case justified
  /// Leading: left in a left-to-right layout, right in a right-to-left one.
  case natural
}
