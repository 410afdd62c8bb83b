/// Builds a list of views from statements, as SwiftUI's `@ViewBuilder` builds a body: one view per line, `if`,
/// `if let`, `if`/`else`, `switch`, `for`-`in` loops, optional views (a `nil` adds nothing) and arrays of views.
///
/// It builds ``DeclarativeContent/body`` and the lists taken by `View.addSubviews { … }`,
/// `StackView(axis:spacing:) { … }` and `StackView.addArrangedSubviews { … }`:
///
/// ```swift
/// let stack = StackView(axis: .vertical, spacing: 16) {
///   title
///   if let subtitle { subtitle }
///   for row in rows { row }
///   footer  // an optional `Label?`: nothing when it is nil
/// }
/// ```
///
/// The builder only lists the views; it does not copy or change them, so the same instances can be named in a
/// ``ConstraintsBuilder`` block.
@resultBuilder
public enum SubviewsBuilder {
  /// One view.
  public static func buildExpression(_ view: View) -> [View] {
    [view]
  }

  /// An optional view: nothing when it is `nil`.
  public static func buildExpression(_ view: View?) -> [View] {
    view.map { [$0] } ?? []
  }

  /// An array of views, in order.
  public static func buildExpression(_ views: [View]) -> [View] {
    views
  }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [View]...) -> [View] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`: nothing when the condition is false.
  public static func buildOptional(_ part: [View]?) -> [View] {
    part ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [View]) -> [View] {
    part
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [View]) -> [View] {
    part
  }

  /// A `for`-`in` loop: every iteration's views, in order.
  public static func buildArray(_ parts: [[View]]) -> [View] {
    parts.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [View]) -> [View] {
    part
  }
}
