/// How the two sides of a ``Constraint`` compare.
public enum Relation: Hashable, Sendable, CaseIterable {
  /// The expression equals zero.
  case equal
  /// The expression is at most zero.
  case lessThanOrEqual
  /// The expression is at least zero.
  case greaterThanOrEqual
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
