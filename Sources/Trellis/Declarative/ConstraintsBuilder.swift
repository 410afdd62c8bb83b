/// Builds a list of constraints from statements: one constraint per line, `if`, `if let`, `if`/`else`,
/// `switch`, `for`-`in` loops, optional constraints (a `nil` adds nothing) and arrays of constraints (the result
/// of a helper that makes several).
///
/// It builds ``DeclarativeContent/layout`` and the lists taken by `LayoutConstraint.activate { … }` and
/// `LayoutConstraint.activateOrThrow { … }`:
///
/// ```swift
/// LayoutConstraint.activate {
///   title.topAnchor.constraint(equalTo: topAnchor, constant: 16)
///   if isCompact {
///     title.leadingAnchor.constraint(equalTo: leadingAnchor)
///   } else {
///     title.centerXAnchor.constraint(equalTo: centerXAnchor)
///   }
///   for (upper, lower) in zip(rows, rows.dropFirst()) {
///     lower.topAnchor.constraint(equalTo: upper.bottomAnchor, constant: 8)
///   }
/// }
/// ```
///
/// The builder makes nothing active by itself: whoever takes the list activates it.
@resultBuilder
public enum ConstraintsBuilder {
  /// One constraint.
  public static func buildExpression(_ constraint: LayoutConstraint) -> [LayoutConstraint] {
    [constraint]
  }

  /// An optional constraint: nothing when it is `nil`.
  public static func buildExpression(_ constraint: LayoutConstraint?) -> [LayoutConstraint] {
    constraint.map { [$0] } ?? []
  }

  /// An array of constraints, in order.
  public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
    constraints
  }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`: nothing when the condition is false.
  public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] {
    part ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] {
    part
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] {
    part
  }

  /// A `for`-`in` loop: every iteration's constraints, in order.
  public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] {
    parts.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] {
    part
  }
}
