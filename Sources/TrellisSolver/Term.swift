/// A variable multiplied by a coefficient: one summand of an ``Expression``.
public struct Term: Hashable, Sendable {
  /// The variable of the term.
  public var variable: Variable

  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  ///
  /// - Parameters:
  ///   - variable: The variable of the term.
  ///   - coefficient: The factor; 1 by default.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

extension Term: CustomStringConvertible {
  /// The term as `coefficient * name`, or `name` when the coefficient is 1.
  public var description: String {
    coefficient == 1 ? variable.description : "\(NumberFormatting.shortest(coefficient)) * \(variable)"
  }
}
