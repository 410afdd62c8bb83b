// Reading one number out of a row without copying the row.
//
// `rows[basic]?.coefficient(of: symbol)` looks like a read in place, but Swift copies the optional row out of the
// array first, retaining and releasing both of its arrays: in a loop over a column that cost more than the
// lookups themselves (a suggestion on enaml_like spent 12% of its instructions on those copies). Reading through
// the element's address does not copy.

extension Solver {
  /// The coefficient of `symbol` in the row of `basic`; 0 when `basic` has no row or the row lacks `symbol`.
  @inline(__always)
  func coefficient(of symbol: Symbol, inRowOf basic: Symbol) -> Double {
    rows.withUnsafeBufferPointer { rows in
      (rows.baseAddress! + Int(basic)).pointee?.coefficient(of: symbol) ?? 0
    }
  }

  /// How infeasible the row of `basic` is, as a restricted row: its constant in units of its largest coefficient
  /// (negative), or `nil` when `basic` has no row or the row is feasible (see ``Row/isInfeasible``).
  @inline(__always)
  func infeasibility(ofRowOf basic: Symbol) -> Double? {
    rows.withUnsafeBufferPointer { rows in
      let row = rows.baseAddress! + Int(basic)
      guard row.pointee?.isInfeasible == true else { return nil }
      return (row.pointee?.constant ?? 0) / (row.pointee?.largestMagnitude ?? 1)
    }
  }
}
