/// How the two sides of a ``Constraint`` compare.
public enum Relation: Hashable, Sendable, CaseIterable {
  /// The expression equals zero.
  case equal
  /// The expression is at most zero.
  case lessThanOrEqual
  /// The expression is at least zero.
  case greaterThanOrEqual
}

extension Relation {
  /// How far an expression whose value is `value` is on the wrong side of `value relation 0`: 0 when it holds.
  func miss(of value: Double) -> Double {
    switch self {
    case .equal: abs(value)
    case .lessThanOrEqual: max(0, value)
    case .greaterThanOrEqual: max(0, -value)
    }
  }
}

extension Relation: CustomStringConvertible {
  /// The operator as written: `==`, `<=` or `>=`.
  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}
