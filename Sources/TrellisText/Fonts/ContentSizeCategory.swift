/// The user's preferred text size (Dynamic Type), as `UIContentSizeCategory`: seven standard sizes and five larger
/// accessibility sizes.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// xSmall.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the iOS default.
  case large
  /// xLarge.
  case extraLarge
  /// xxLarge.
  case extraExtraLarge
  /// xxxLarge, the largest standard size.
  case extraExtraExtraLarge
  /// AX1, the smallest accessibility size.
  case accessibilityMedium
  /// AX2.
  case accessibilityLarge
  /// AX3.
  case accessibilityExtraLarge
  /// AX4.
  case accessibilityExtraExtraLarge
  /// AX5, the largest accessibility size.
  case accessibilityExtraExtraExtraLarge

  /// Orders categories from smallest to largest.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Whether this is one of the five accessibility sizes (AX1…AX5).
  public var isAccessibilityCategory: Bool {
    self >= .accessibilityMedium
  }
}
