// A subject for a new row among the tableau's own slack and error symbols, before phase one.

extension Solver {
  /// A parametric slack or error symbol of `row` (a new row, expanded, its constant not negative) that can be its
  /// subject without phase one: solving the row for it and substituting the result leaves every restricted row
  /// feasible. `nil` when there is none (phase one decides then).
  ///
  /// Phase one would reach the same kind of basis: it enters a symbol with a negative coefficient in the artificial
  /// row and stops once the artificial row leaves. A symbol whose step `constant / −coefficient` no restricted row
  /// holding it limits more closely makes the artificial row leave at its first pivot; taking it directly saves the
  /// artificial symbol, its row and objective, the journal, and the pivots phase one spends before reaching such a
  /// symbol (Bland's rule takes the first improving symbol, and on enaml_like half of the phase ones pivoted on other
  /// rows first, often at a step of zero). The candidate must be fit to pivot on by phase one's own entering share
  /// (``phaseOneEnteringShare`` of the row's largest coefficient), and every restricted row that holds it must keep
  /// a constant that is not negative, computed as ``substitute(_:with:includingDefinitions:)`` will compute it: so
  /// nothing can become infeasible, and nothing can fail.
  ///
  /// Among the candidates, the first (Bland's order, as phase one enters). Measured on the enaml_like build
  /// (callgrind, 2026-12-02): the first 1.512 M instructions, the one that the fewest rows mention (the cheapest
  /// substitution) 1.549 M, the last one 1.550 M, the one whose value costs the objective least 1.550 M: the final
  /// optimisation's pivots decide, and the first leaves it the least to do.
  ///
  /// Only rows of unit scale (``isUnitScale(_:)``) are considered, and only in a tableau that has not drifted
  /// (the caller checks ``mayHaveDrifted``).
  ///
  /// - Complexity: O(*n* + Σ *c*) for a row of *n* symbols whose candidates' columns hold *c* entries each.
  func directSubject(in row: Row) -> Symbol? {
    guard isUnitScale(row) else { return nil }
    for entry in row.entries {
      let (symbol, coefficient) = (entry.symbol, entry.coefficient)
      if coefficient < 0 && kinds[Int(symbol)].isPivotable
        && row.canPivot(on: coefficient, share: phaseOneEnteringShare)
        && keepsRowsFeasible(symbol, value: row.constant * (-1 / coefficient))
      {
        return symbol
      }
    }
    return nil
  }

  /// Whether every restricted row that mentions `symbol` keeps a constant that is not negative (or that
  /// ``substitute(_:with:includingDefinitions:)`` zeroes as rounding) once `symbol` takes `value`.
  private func keepsRowsFeasible(_ symbol: Symbol, value: Double) -> Bool {
    if value == 0 { return true }
    let count = columns[Int(symbol)].entryCount
    return rows.withUnsafeBufferPointer { rows in
      var position = 0
      while position < count {
        let basic = columns.entry(ofColumn: Int(symbol), at: position)
        position &+= 1
        guard basic >= 0, kinds[Int(basic)].isRestricted else { continue }
        // Through the row's address, not a copy of it (see Solver+RowAccess.swift).
        let held = rows.baseAddress! + Int(basic)
        guard let coefficient = held.pointee?.coefficient(of: symbol), coefficient < 0,
          let before = held.pointee?.constant
        else { continue }
        // The constant substitution computes, and its rounding rule.
        let constant = before + value * coefficient
        if constant < 0 && -constant > relativeResidueTolerance * max(abs(before), abs(value * coefficient)) {
          return false
        }
      }
      return true
    }
  }

  /// Whether every coefficient of `row` is within a factor of ``directSubjectScale`` of 1: the rows of layout
  /// systems (coefficients ±1, ±2, halves), where the first improving slack is as good a pivot as phase one's.
  ///
  /// Rows of mixed magnitudes go through phase one as before: there the choice of pivot decides which rounding the
  /// values inherit, and the differential fixtures of the wide profile (coefficients from 1e-9 to 1e9) were tuned
  /// against phase one's path. With the direct subject on every row, `values_lost_2` (wide seed 7771) kept its
  /// required constraints but lost a strength-1e8 equality's values (288 in the objective where HiGHS has 0).
  private func isUnitScale(_ row: Row) -> Bool {
    guard row.largestMagnitude <= directSubjectScale else { return false }
    for entry in row.entries where abs(entry.coefficient) < 1 / directSubjectScale { return false }
    return true
  }
}

/// How far from 1 a new row's coefficients may be for its subject to be chosen directly (see
/// `Solver.directSubject(in:)`).
let directSubjectScale = 64.0
