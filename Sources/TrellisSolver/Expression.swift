/// A linear expression: a sum of terms plus a constant, such as `2 * x + y - 10`.
///
/// Expressions are built with the arithmetic operators on ``Variable``, ``Expression`` and `Double`, and turned into a
/// ``Constraint`` with `==`, `<=` or `>=`. Terms are kept as written; a variable may appear in several terms, and
/// ``reduced()`` merges them.
public struct Expression: Hashable, Sendable {
  /// The summands that mention a variable.
  public var terms: [Term]

  /// The summand that mentions no variable.
  public var constant: Double

  /// Creates an expression from terms and a constant.
  ///
  /// - Parameters:
  ///   - terms: The summands that mention a variable; none by default.
  ///   - constant: The summand that mentions no variable; 0 by default.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the constant expression `constant`.
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The same expression with the terms of each variable merged into one, in order of first appearance, and terms
  /// whose coefficients cancel dropped.
  ///
  /// - Complexity: O(*n*) for *n* terms.
  public func reduced() -> Expression {
    if terms.count <= Expression.shortLength && isReduced { return self }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    if terms.count <= Expression.shortLength {
      // A short expression finds a repeated variable by looking back, without hashing.
      for term in terms {
        if let position = merged.firstIndex(where: { $0.variable == term.variable }) {
          merged[position].coefficient += term.coefficient
        } else {
          merged.append(term)
        }
      }
    } else {
      var index: [Variable: Int] = [:]
      for term in terms {
        if let position = index[term.variable] {
          merged[position].coefficient += term.coefficient
        } else {
          index[term.variable] = merged.count
          merged.append(term)
        }
      }
    }
    return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
  }

  /// Whether no two terms have the same variable and no coefficient is zero: ``reduced()`` would return the same
  /// terms (checked by looking back, for short expressions), and returns the expression itself, without a copy.
  private var isReduced: Bool {
    for (index, term) in terms.enumerated() {
      if term.coefficient == 0 || terms[..<index].contains(where: { $0.variable == term.variable }) { return false }
    }
    return true
  }

  /// The most terms ``reduced()`` merges by looking back instead of through a dictionary.
  private static let shortLength = 16

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The value of the expression when each variable takes the value `value(variable)`.
  ///
  /// - Parameter value: The value of each variable.
  /// - Returns: The sum of the terms' products and the constant.
  public func evaluated(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }
}

extension Expression: CustomStringConvertible {
  /// The expression as `2 * x + y - 10`.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = Term(term.variable, coefficient: abs(term.coefficient))
      if text.isEmpty {
        text = term.coefficient < 0 ? "-\(magnitude)" : "\(magnitude)"
      } else {
        text += term.coefficient < 0 ? " - \(magnitude)" : " + \(magnitude)"
      }
    }
    if text.isEmpty { return NumberFormatting.shortest(constant) }
    if constant != 0 {
      text += constant < 0 ? " - \(NumberFormatting.shortest(-constant))" : " + \(NumberFormatting.shortest(constant))"
    }
    return text
  }
}
