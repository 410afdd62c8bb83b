import Foundation

/// Light or dark appearance, as `UIUserInterfaceStyle`.
///
/// Set it on a window, a view or a view controller with `overrideUserInterfaceStyle`; views inherit it from their
/// superviews, and ``LayoutSnapshot/appearance`` records the style in effect at the snapshot's root:
///
/// ```swift
/// window.overrideUserInterfaceStyle = .dark
/// LayoutSnapshot(of: window).appearance  // .dark
/// ```
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
  /// No preference: inherit the superview's style (light at the top of a tree).
  case unspecified
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}

extension View {
  /// The style in effect for the view: its own ``overrideUserInterfaceStyle``, else the nearest ancestor's, else
  /// ``UserInterfaceStyle/light`` (never `unspecified`), as `traitCollection.userInterfaceStyle`.
  public var effectiveUserInterfaceStyle: UserInterfaceStyle {
    var view: View? = self
    while let current = view {
      if current.overrideUserInterfaceStyle != .unspecified { return current.overrideUserInterfaceStyle }
      view = current.superview
    }
    return .light
  }
}

extension ViewController {
  /// The style the controller's view (and so its subviews) is drawn in, whatever the window's; `unspecified` (the
  /// default) inherits. It is the root view's ``View/overrideUserInterfaceStyle``, as in UIKit.
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { view.overrideUserInterfaceStyle }
    set { view.overrideUserInterfaceStyle = newValue }
  }
}
