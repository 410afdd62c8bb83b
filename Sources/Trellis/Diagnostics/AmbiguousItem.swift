/// A view or guide whose position or size the constraints do not determine.
public struct AmbiguousItem: Hashable, Sendable {
  /// The item's name (identifier, or type and number).
  public var name: String
  /// The axes on which it is ambiguous.
  public var axes: [LayoutConstraint.Axis]
}
