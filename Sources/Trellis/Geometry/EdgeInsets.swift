import Foundation

/// Insets from the edges of a rectangle, as `UIEdgeInsets`: left and right are absolute.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - left: The inset from the left edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - right: The inset from the right edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets from the edges of a rectangle that follow the layout direction, as `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - top: The inset from the top edge.
  ///   - leading: The inset from the leading edge.
  ///   - bottom: The inset from the bottom edge.
  ///   - trailing: The inset from the trailing edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
