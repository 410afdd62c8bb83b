/// The appearance a screen is drawn in, as `UIUserInterfaceStyle`.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}
