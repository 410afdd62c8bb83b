extension View {
  /// How a view's content fills its bounds, as `UIView.ContentMode`. Layout does not depend on it; renderers
  /// read it from image views.
  public enum ContentMode: Int, Hashable, Sendable, CaseIterable {
    /// Stretched to fill the bounds (the default).
    case scaleToFill = 0
    /// Scaled to fit inside the bounds, keeping the aspect ratio.
    case scaleAspectFit = 1
    /// Scaled to cover the bounds, keeping the aspect ratio (the excess is clipped when the view clips).
    case scaleAspectFill = 2
    /// Redrawn when the bounds change.
    case redraw = 3
    /// Centred, unscaled.
    case center = 4
    /// Against the top edge, unscaled.
    case top = 5
    /// Against the bottom edge, unscaled.
    case bottom = 6
    /// Against the left edge, unscaled.
    case left = 7
    /// Against the right edge, unscaled.
    case right = 8
    /// In the top-left corner, unscaled.
    case topLeft = 9
    /// In the top-right corner, unscaled.
    case topRight = 10
    /// In the bottom-left corner, unscaled.
    case bottomLeft = 11
    /// In the bottom-right corner, unscaled.
    case bottomRight = 12
  }
}
