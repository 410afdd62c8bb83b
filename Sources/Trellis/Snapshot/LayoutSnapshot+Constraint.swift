import Foundation

extension LayoutSnapshot {
  /// An active constraint, in a form renderers can draw without the live views: its items as node ids with their
  /// frames in the root's space, `first relation multiplier × second + constant`.
  public struct Constraint: Hashable, Sendable {
    /// Who made the constraint.
    public enum Origin: String, Hashable, Sendable {
      /// Your code (anchors, ``LayoutConstraint/activate(_:)->()``).
      case user
      /// The engine, from a frame while ``View/translatesAutoresizingMaskIntoConstraints`` is true.
      case autoresizing
      /// The engine, from an intrinsic content size (hugging and compression resistance).
      case contentSize
      /// The engine, placing the baselines of a view that draws text.
      case baseline
      /// Trellis itself: safe-area and margin guides, stack views, navigation and presentation.
      case system
    }

    /// One side of a constraint: a view, or a layout guide of a view.
    public struct Item: Hashable, Sendable {
      /// The ``Node/id`` of the view, or of the guide's owning view.
      public var nodeID: String
      /// `nil` for the view itself; for a guide `"safeArea"`, `"margins"`, the guide's identifier, or
      /// `"guide.N"` (its index among the owning view's guides) when it has none.
      public var guide: String?
      /// The item's rectangle in the root's space, as of the layout pass the snapshot records.
      public var frame: CGRect

      /// Creates an item.
      ///
      /// - Parameters:
      ///   - nodeID: The id of the view (or of a guide's owning view).
      ///   - guide: The guide's name, or `nil` for the view.
      ///   - frame: The rectangle in the root's space.
      public init(nodeID: String, guide: String? = nil, frame: CGRect) {
        self.nodeID = nodeID
        self.guide = guide
        self.frame = frame
      }
    }

    /// The first item.
    public var first: Item
    /// The first item's attribute.
    public var firstAttribute: LayoutAttribute
    /// How the first side compares to the second.
    public var relation: LayoutRelation
    /// The second item; `nil` for a constraint against a constant (`width == 44`).
    public var second: Item?
    /// The second item's attribute; ``LayoutAttribute/notAnAttribute`` without a second item.
    public var secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute.
    public var multiplier: CGFloat
    /// The constant.
    public var constant: CGFloat
    /// The priority.
    public var priority: LayoutPriority
    /// Whether the engine broke the constraint to recover from a conflict (it does not take part in the layout).
    public var isBroken: Bool
    /// Whether leading and trailing stand for right and left (the first item's layout is right to left).
    public var isRightToLeft: Bool
    /// Who made the constraint.
    public var origin: Origin
    /// The constraint's identifier (``LayoutConstraint/identifier``).
    public var identifier: String?

    /// Creates a constraint.
    ///
    /// - Parameters:
    ///   - first: The first item.
    ///   - firstAttribute: Its attribute.
    ///   - relation: The relation.
    ///   - second: The second item, or `nil`.
    ///   - secondAttribute: Its attribute; ignored (``LayoutAttribute/notAnAttribute``) without a second item.
    ///   - multiplier: The multiplier; 1 by default.
    ///   - constant: The constant; 0 by default.
    ///   - priority: The priority; required by default.
    ///   - isBroken: Whether it was broken; false by default.
    ///   - isRightToLeft: Whether leading and trailing are mirrored; false by default.
    ///   - origin: Who made it; the user by default.
    ///   - identifier: The identifier; `nil` by default.
    public init(
      first: Item, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, second: Item?,
      _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
      priority: LayoutPriority = .required, isBroken: Bool = false, isRightToLeft: Bool = false,
      origin: Origin = .user, identifier: String? = nil
    ) {
      self.first = first
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.second = second
      self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
      self.multiplier = multiplier
      self.constant = constant
      self.priority = priority
      self.isBroken = isBroken
      self.isRightToLeft = isRightToLeft
      self.origin = origin
      self.identifier = identifier
    }
  }
}
