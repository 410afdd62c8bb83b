// Arithmetic that builds linear expressions from variables, expressions and numbers.
//
// Every operator returns an `Expression`; terms keep the order in which they were written, which is the order in
// which a solver first meets their variables.

extension Variable {
  /// The variable as an expression with coefficient 1.
  public var expression: Expression { Expression(self) }

  /// The negated variable, `-1 * variable`.
  public static prefix func - (variable: Variable) -> Expression {
    Expression([Term(variable, coefficient: -1)])
  }

  /// The variable multiplied by a number.
  public static func * (variable: Variable, factor: Double) -> Expression {
    Expression([Term(variable, coefficient: factor)])
  }

  /// The variable multiplied by a number.
  public static func * (factor: Double, variable: Variable) -> Expression {
    Expression([Term(variable, coefficient: factor)])
  }

  /// The variable divided by a number.
  public static func / (variable: Variable, divisor: Double) -> Expression {
    Expression([Term(variable, coefficient: 1 / divisor)])
  }

  /// The sum of two variables.
  public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

  /// The difference of two variables.
  public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }

  /// The variable plus a number.
  public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

  /// The variable minus a number.
  public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

  /// A number plus a variable.
  public static func + (lhs: Double, rhs: Variable) -> Expression { lhs + Expression(rhs) }

  /// A number minus a variable.
  public static func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }
}

extension Expression {
  /// The expression with every coefficient and the constant negated.
  public static prefix func - (expression: Expression) -> Expression { expression * -1 }

  /// The expression with every coefficient and the constant multiplied by a number.
  public static func * (expression: Expression, factor: Double) -> Expression {
    Expression(
      expression.terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: expression.constant * factor)
  }

  /// The expression with every coefficient and the constant multiplied by a number.
  public static func * (factor: Double, expression: Expression) -> Expression { expression * factor }

  /// The expression with every coefficient and the constant divided by a number.
  public static func / (expression: Expression, divisor: Double) -> Expression { expression * (1 / divisor) }

  /// The sum of two expressions; the terms of `rhs` follow those of `lhs`.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two expressions.
  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

  /// The expression plus a variable.
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

  /// The expression minus a variable.
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }

  /// A variable plus an expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

  /// A variable minus an expression.
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }

  /// The expression plus a number.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
  }

  /// The expression minus a number.
  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

  /// A number plus an expression.
  public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

  /// A number minus an expression.
  public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
}
