/// How a view's contents are laid out horizontally, as `UISemanticContentAttribute` (the cases that matter for
/// layout).
public enum SemanticContentAttribute: Hashable, Sendable {
  /// Inherit the superview's direction.
  case unspecified
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}

/// The direction in which leading goes to trailing, as `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Hashable, Sendable {
  /// Leading is the left edge.
  case leftToRight
  /// Leading is the right edge.
  case rightToLeft
}
