/// The part of a view or guide a constraint relates, as `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: Hashable, Sendable, CaseIterable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
  case leading
  /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The baseline of the last line of text (the bottom edge for views that draw no text).
  case lastBaseline
  /// The baseline of the first line of text (the bottom edge for views that draw no text).
  case firstBaseline
  /// No attribute: the second attribute of a constraint against a constant.
  case notAnAttribute

  /// The axis the attribute lies on, or `nil` for ``notAnAttribute``.
  public var axis: LayoutConstraint.Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: return .vertical
    case .notAnAttribute: return nil
    }
  }

  /// Whether the attribute is a size (width or height) rather than a location.
  public var isDimension: Bool { self == .width || self == .height }

  /// Whether the attribute is a baseline.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// Whether the attribute is leading or trailing, and so depends on the layout direction.
  var isDirectional: Bool { self == .leading || self == .trailing }

  /// The name used in constraint descriptions and renderers' labels (`top`, `centerX`, `firstBaseline`…).
  public var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}

/// How the two sides of a ``LayoutConstraint`` compare, as `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Hashable, Sendable, CaseIterable {
  /// The first side is at most the second.
  case lessThanOrEqual
  /// The two sides are equal.
  case equal
  /// The first side is at least the second.
  case greaterThanOrEqual

  /// The operator as written in descriptions.
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
