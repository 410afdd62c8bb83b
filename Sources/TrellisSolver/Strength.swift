/// How much a ``Solver`` cares about a constraint: required, or one of the preference levels below.
///
/// Strengths live on kiwi's scale, so numbers written for kiwi mean the same here: ``weak`` is 1, ``medium`` 1 000,
/// ``strong`` 1 000 000 and ``required`` 1 001 001 000, and ``create(_:_:_:weight:)`` combines them as kiwi's
/// `strength::create` does. What the numbers *mean* depends on the solver's ``Solver/Prioritization``: under
/// ``Solver/Prioritization/strict`` (the default) every distinct strength is its own level and a higher level is
/// satisfied before any lower one, as Auto Layout promises for priorities; under
/// ``Solver/Prioritization/weighted`` the strengths are weights of one objective, as in kiwi.
public struct Strength: Hashable, Sendable, Comparable {
  /// The strength on kiwi's scale, between 0 and ``required``'s value.
  public let value: Double

  /// Creates a strength, clipped to `0...Strength.required.value` as kiwi clips it.
  ///
  /// A NaN value gives a strength of 0: a constraint of strength 0 has no effect on the solution.
  ///
  /// - Parameter value: The strength on kiwi's scale.
  public init(_ value: Double) {
    self.value = value.isNaN ? 0 : min(max(value, 0), Strength.requiredValue)
  }

  /// Combines three levels and a weight as kiwi's `strength::create(a, b, c, w)`: each of `a * w`, `b * w` and
  /// `c * w` is clipped to `0...1000`, then they count 1 000 000, 1 000 and 1 each.
  ///
  /// - Parameters:
  ///   - strong: The multiple of ``strong``.
  ///   - medium: The multiple of ``medium``.
  ///   - weak: The multiple of ``weak``.
  ///   - weight: A factor applied to each level before clipping; 1 by default.
  /// - Returns: The combined strength.
  public static func create(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Strength {
    func clip(_ level: Double) -> Double { min(max(level * weight, 0), 1000) }
    return Strength(clip(strong) * 1_000_000 + clip(medium) * 1000 + clip(weak))
  }

  private static let requiredValue = 1_001_001_000.0

  /// The strength of constraints that must hold.
  public static let required = Strength(requiredValue)
  /// A strong preference, kiwi's `strong` (1 000 000).
  public static let strong = Strength(1_000_000)
  /// A medium preference, kiwi's `medium` (1 000).
  public static let medium = Strength(1000)
  /// A weak preference, kiwi's `weak` (1).
  public static let weak = Strength(1)

  /// Whether constraints of this strength must hold.
  public var isRequired: Bool { value >= Strength.requiredValue }

  /// Orders strengths by their value.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: CustomStringConvertible {
  /// The strength's name when it has one (`required`, `strong`, `medium`, `weak`), its number otherwise.
  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    default: NumberFormatting.shortest(value)
    }
  }
}
