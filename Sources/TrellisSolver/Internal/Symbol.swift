/// The index of a symbol in a solver's tableau. Symbols are numbered in order of creation, which is the order
/// every pivot rule breaks ties by, so the same calls always pick the same pivots.
typealias Symbol = Int32

/// What a symbol stands for in the tableau.
enum SymbolKind: UInt8 {
  /// A user's variable: unrestricted in sign.
  case external
  /// The slack of an inequality (or the artificial variable of phase one): never negative.
  case slack
  /// One side of the violation of a non-required constraint: never negative, costed in the objective.
  case error
  /// The marker of a required equality: always zero, never enters the basis.
  case dummy

  /// Whether the simplex must keep the symbol non-negative.
  var isRestricted: Bool { self != .external }

  /// Whether the symbol may enter the basis when the simplex improves a row.
  var isPivotable: Bool { self == .slack || self == .error }
}

/// The tolerance below which a coefficient or a constant counts as zero: the one place this number lives.
let nearZeroTolerance = 1.0e-8

/// Whether a number is within ``nearZeroTolerance`` of zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  value < nearZeroTolerance && value > -nearZeroTolerance
}
