import Synchronization

/// The next identity handed out to a new ``Constraint``.
private let nextConstraintIdentity = Atomic<Int>(0)

/// A linear relation a ``Solver`` keeps: `expression relation 0`, at a ``Strength``.
///
/// Build constraints with the comparison operators in a context that expects a constraint, or with
/// ``init(_:_:strength:)``:
///
/// ```swift
/// try solver.add(2 * x + y == 10)
/// try solver.add((x >= 100).withStrength(.weak))
/// ```
///
/// Each constraint has its own identity: two constraints written the same way are two constraints, and a solver
/// holds each at most once. Equality is identity, so `Variable` and `Expression` keep their ordinary `Equatable`
/// meaning of `==` and the constraint-building `==` is chosen only where a constraint is expected.
public struct Constraint: Hashable, Sendable {
  /// The unique identity of this constraint within the process.
  public let id: Int

  /// The left side minus the right side; the constraint relates it to zero.
  public internal(set) var expression: Expression

  /// How ``expression`` compares to zero.
  public let relation: Relation

  /// How much the solver cares about the constraint: for a preference made with
  /// ``init(preferring:above:below:)``, how much it cares that the expression does not rise above zero.
  public let strength: Strength

  /// How much the solver cares that the expression of an equality does not fall below zero: ``strength`` unless
  /// the constraint was made with ``init(preferring:above:below:)``.
  public let strengthBelow: Strength

  /// Creates the constraint `expression relation 0`.
  ///
  /// - Parameters:
  ///   - expression: The left side minus the right side.
  ///   - relation: How the expression compares to zero.
  ///   - strength: How much the solver cares; ``Strength/required`` by default.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.init(
      id: nextConstraintIdentity.wrappingAdd(1, ordering: .relaxed).oldValue, expression, relation, strength,
      below: strength)
  }

  /// Creates the preference `expression == 0` whose two ways of missing count differently: rising above zero at
  /// `above`, falling below it at `below`. It holds the two preferences `expression <= 0` at `above` and
  /// `expression >= 0` at `below` in one row of the solver instead of two (Auto Layout's content hugging and
  /// compression resistance of one axis are such a pair).
  ///
  /// ```swift
  /// // Prefer a width of 120: growing is weakly resisted, shrinking strongly.
  /// let size = Constraint(preferring: width - 120, above: .weak, below: .strong)!
  /// ```
  ///
  /// - Parameters:
  ///   - expression: The left side minus the right side.
  ///   - above: The strength with which the expression should not exceed zero.
  ///   - below: The strength with which the expression should not fall below zero.
  /// - Returns: `nil` when either strength is required: a required side is a required inequality, which needs a
  ///   constraint of its own.
  public init?(preferring expression: Expression, above: Strength, below: Strength) {
    guard !above.isRequired, !below.isRequired else { return nil }
    self.init(
      id: nextConstraintIdentity.wrappingAdd(1, ordering: .relaxed).oldValue, expression, .equal, above,
      below: below)
  }

  init(id: Int, _ expression: Expression, _ relation: Relation, _ strength: Strength, below: Strength) {
    self.id = id
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.strengthBelow = below
  }

  /// Whether the constraint is a preference whose two sides have different strengths.
  var isAsymmetric: Bool { strengthBelow != strength }

  /// A new constraint with the same relation at another strength (on both sides).
  ///
  /// - Parameter strength: The strength of the new constraint.
  /// - Returns: A constraint distinct from this one.
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// The same constraint (same identity) with another constant; used by solvers that change a constant in place.
  func replacingConstant(with constant: Double) -> Constraint {
    var constraint = self
    constraint.expression.constant = constant
    return constraint
  }

  /// Two constraints are equal when they are the same constraint.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }

  /// Hashes the identity of the constraint.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Constraint: CustomStringConvertible {
  /// The constraint in the text constraint format: `x + y - 10 == 0 | strong` (the strength only when not required).
  /// A preference with two strengths, which the format cannot write, names both: `w == 120 | weak above, strong below`.
  public var description: String {
    let text = "\(expression.reduced().withoutConstant) \(relation) \(NumberFormatting.shortest(-expression.constant))"
    if isAsymmetric { return "\(text) | \(strength) above, \(strengthBelow) below" }
    return strength.isRequired ? text : "\(text) | \(strength)"
  }
}

extension Expression {
  /// The expression without its constant, as `0` when it has no terms either.
  fileprivate var withoutConstant: Expression { Expression(terms, constant: 0) }
}
