extension View {
  /// The window the view is in: the root of its tree when that root is a ``Window``, else `nil` (as in UIKit, a
  /// view not yet in a window has none).
  public var window: Window? { rootView as? Window }
}
