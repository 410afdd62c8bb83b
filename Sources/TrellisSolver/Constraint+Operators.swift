// Comparison operators that build constraints: `lhs relation rhs` becomes `(lhs - rhs) relation 0`, required.
//
// `Variable == Variable` and `Expression == Expression` also exist as `Equatable` comparisons returning `Bool`;
// Swift picks the constraint-building overload wherever a `Constraint` is expected (`solver.add(x == y)`).

extension Variable {
  /// The required constraint that the left side equals the right side.
  public static func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs) - Expression(rhs), .equal)
  }

  /// The required constraint that the left side is at most the right side.
  public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
  }

  /// The required constraint that the left side is at least the right side.
  public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
  }

  /// The required constraint that the left side equals the right side.
  public static func == (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs) - rhs, .equal)
  }

  /// The required constraint that the left side is at most the right side.
  public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs) - rhs, .lessThanOrEqual)
  }

  /// The required constraint that the left side is at least the right side.
  public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs) - rhs, .greaterThanOrEqual)
  }

  /// The required constraint that the left side equals the right side.
  public static func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs) - Expression(constant: rhs), .equal)
  }

  /// The required constraint that the left side is at most the right side.
  public static func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs) - Expression(constant: rhs), .lessThanOrEqual)
  }

  /// The required constraint that the left side is at least the right side.
  public static func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs) - Expression(constant: rhs), .greaterThanOrEqual)
  }

  /// The required constraint that the left side equals the right side.
  public static func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression(rhs), .equal)
  }

  /// The required constraint that the left side is at most the right side.
  public static func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression(rhs), .lessThanOrEqual)
  }

  /// The required constraint that the left side is at least the right side.
  public static func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(constant: lhs) - Expression(rhs), .greaterThanOrEqual)
  }
}

extension Expression {
  /// The required constraint that the left side equals the right side.
  public static func == (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs - Expression(rhs), .equal)
  }

  /// The required constraint that the left side is at most the right side.
  public static func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs - Expression(rhs), .lessThanOrEqual)
  }

  /// The required constraint that the left side is at least the right side.
  public static func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs - Expression(rhs), .greaterThanOrEqual)
  }

  /// The required constraint that the left side equals the right side.
  public static func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .equal)
  }

  /// The required constraint that the left side is at most the right side.
  public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
  }

  /// The required constraint that the left side is at least the right side.
  public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
  }

  /// The required constraint that the left side equals the right side.
  public static func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs - Expression(constant: rhs), .equal)
  }

  /// The required constraint that the left side is at most the right side.
  public static func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs - Expression(constant: rhs), .lessThanOrEqual)
  }

  /// The required constraint that the left side is at least the right side.
  public static func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs - Expression(constant: rhs), .greaterThanOrEqual)
  }

  /// The required constraint that the left side equals the right side.
  public static func == (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs) - rhs, .equal)
  }

  /// The required constraint that the left side is at most the right side.
  public static func <= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs) - rhs, .lessThanOrEqual)
  }

  /// The required constraint that the left side is at least the right side.
  public static func >= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(constant: lhs) - rhs, .greaterThanOrEqual)
  }
}
