/// What a report shows about a constraint: a `Sendable` value, so errors can carry it.
public struct ConstraintSummary: Hashable, Sendable, CustomStringConvertible {
  /// The constraint's ``LayoutConstraint/description``.
  public var description: String
  /// The constraint's identifier.
  public var identifier: String?
  /// The name of the first item (its identifier, or its type and number).
  public var firstItem: String?
  /// The name of the second item.
  public var secondItem: String?
  /// The priority.
  public var priority: LayoutPriority
  /// Where the constraint was made.
  public var sourceLocation: SourceLocation
  /// Whether the engine made the constraint (autoresizing mask, content size, baselines, guides, stacks).
  public var isEngineGenerated: Bool
}
