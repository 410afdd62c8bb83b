import Foundation

/// The drawing attributes of a view that UIKit keeps on its `CALayer`: rounded corners, a border, and whether
/// subviews are clipped.
///
/// Every ``View`` has one (``View/layer``), so UIKit code carries over unchanged:
///
/// ```swift
/// card.layer.cornerRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = .separator
/// card.layer.masksToBounds = true
/// ```
///
/// Nothing here affects layout; ``LayoutSnapshot`` records the values and renderers draw them.
public final class Layer {
  /// The radius of the rounded corners, in points; 0 (square corners) by default. The background and border are
  /// rounded; subviews are clipped to the rounded shape only when ``masksToBounds`` is true.
  public var cornerRadius: CGFloat = 0
  /// The width of the border drawn inside the bounds, in points; 0 (no border) by default.
  public var borderWidth: CGFloat = 0
  /// The colour of the border; opaque black by default, as `CALayer`'s.
  public var borderColor: Color? = .black
  /// Whether subviews are clipped to the bounds (and to the rounded corners); false by default.
  public var masksToBounds = false

  /// Creates a layer with square corners, no border and no clipping.
  public init() {}
}

extension View {
  /// Whether subviews are clipped to the view's bounds: the layer's ``Layer/masksToBounds``, as in UIKit.
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
}
