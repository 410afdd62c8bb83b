/// A relation between two anchors or an anchor and a constant: UIKit's name for ``/Trellis/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint

/// How strongly a constraint or a content size is held: UIKit's name for ``/Trellis/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority

/// A rectangle that takes part in layout without being a view: UIKit's name for ``/Trellis/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide

/// An anchor on the x axis: UIKit's name for ``/Trellis/XAxisAnchor``.
public typealias NSLayoutXAxisAnchor = XAxisAnchor

/// An anchor on the y axis: UIKit's name for ``/Trellis/YAxisAnchor``.
public typealias NSLayoutYAxisAnchor = YAxisAnchor

/// A width or height anchor: UIKit's name for ``/Trellis/DimensionAnchor``.
public typealias NSLayoutDimension = DimensionAnchor

/// Insets by edge (top, left, bottom, right): UIKit's name for ``/Trellis/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets

/// Insets by direction (top, leading, bottom, trailing): UIKit's name for ``/Trellis/DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// Left to right or right to left: UIKit's name for ``/Trellis/UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// How a view's contents choose their direction: UIKit's name for ``/Trellis/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute

extension LayoutConstraint {
  /// The part of a view a constraint relates, as `NSLayoutConstraint.Attribute`: ``/Trellis/LayoutAttribute``.
  public typealias Attribute = LayoutAttribute

  /// How the two sides of a constraint compare, as `NSLayoutConstraint.Relation`: ``/Trellis/LayoutRelation``.
  public typealias Relation = LayoutRelation
}
