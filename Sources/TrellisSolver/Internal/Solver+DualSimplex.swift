// The dual simplex: it repairs the restricted rows that suggestions, constant changes and overshooting primal steps
// drive below zero, keeping the objective optimal.

extension Solver {
  /// Runs the dual simplex until every restricted row is feasible.
  ///
  /// - Returns: `nil` on success, or the basic symbol of a row that no pivot can make feasible: the required
  ///   constraints cannot hold.
  mutating func dualOptimize() -> Symbol? {
    var watch = DummyColumnWatch(startingAt: columnChangeTally)
    defer { endWatch(watch) }
    // The reduced costs the ratio test reads, with the waiting rows' shares (LazyRows.swift).
    flushWaitingObjective()
    while let leaving = mostInfeasibleRow() {
      considerSkippingDummyColumns(&watch)
      guard let row = rows[Int(leaving)] else { continue }
      // Coefficients fit to pivot on first; when a row's largest coefficients are all negative (they cannot repair
      // it), its positive ones may be a millionth of them and still real: then any above the absolute floor.
      guard let entering = dualEnteringSymbol(in: row) ?? dualEnteringSymbol(in: row, share: 0) else {
        infeasibleRows.removeAll()
        return leaving
      }
      pivot(entering: entering, leaving: leaving)
    }
    return nil
  }

  /// Takes the row the dual simplex repairs next out of ``infeasibleRows``: the most infeasible one, its constant
  /// measured in units of its largest coefficient (Dantzig's rule for the dual simplex), the first listed on ties.
  /// Rows that are no longer basic or no longer infeasible leave the list on the way.
  ///
  /// Taking the last row listed instead, as kiwi does, repairs rows that later pivots break again: the first
  /// suggestion after `tree_1000`'s build took 5,457 pivots that way and takes 2,665 now, `tree_10000`'s 70,220 and
  /// now 20,375 (Docs/Performance.md, twelfth session).
  ///
  /// - Complexity: O(*n*) for *n* rows listed.
  mutating func mostInfeasibleRow() -> Symbol? {
    var best = -1
    var bestInfeasibility = 0.0
    var index = 0
    while index < infeasibleRows.count {
      guard let infeasibility = infeasibility(ofRowOf: infeasibleRows[index]) else {
        infeasibleRows.swapAt(index, infeasibleRows.count - 1)
        infeasibleRows.removeLast()
        continue
      }
      if best < 0 || infeasibility < bestInfeasibility {
        best = index
        bestInfeasibility = infeasibility
      }
      index += 1
    }
    guard best >= 0 else { return nil }
    infeasibleRows.swapAt(best, infeasibleRows.count - 1)
    return infeasibleRows.removeLast()
  }

  /// Compares ratio vectors level by level (-1, 0 or 1), counting as ties the differences that would vanish below
  /// the tolerance once multiplied by the row coefficient `scale`.
  static func compare(_ lhs: [Double], _ rhs: [Double], scale: Double) -> Int {
    for level in lhs.indices {
      let difference = (lhs[level] - rhs[level]) * scale
      if isNearZero(difference) { continue }
      return difference < 0 ? -1 : 1
    }
    return 0
  }

  /// The symbol of `row` that keeps the objective optimal when it enters: the least ratio of objective
  /// coefficient to row coefficient, compared level by level. On ties, the symbol that fewer rows mention, so that
  /// the pivot fills in fewer rows; then the lowest symbol. Only coefficients that are at least `share` of the
  /// row's largest (see ``Row/canPivot(on:share:)``) are considered.
  func dualEnteringSymbol(in row: Row, share: Double = relativePivotTolerance) -> Symbol? {
    var best: Symbol?
    var bestRatios: [Double] = []
    var ratios = [Double](repeating: 0, count: objectives.count)
    for entry in row.entries
    where entry.coefficient > pivotTolerance && kinds[Int(entry.symbol)] != .dummy
      && row.canPivot(on: entry.coefficient, share: share)
    {
      let (symbol, coefficient) = (entry.symbol, entry.coefficient)
      for level in objectives.indices {
        ratios[level] = objectives[level].coefficient(of: symbol) / coefficient
      }
      let order = best == nil ? -1 : Solver.compare(ratios, bestRatios, scale: coefficient)
      if order < 0 || (order == 0 && columns[Int(symbol)].count < columns[Int(best!)].count) {
        best = symbol
        bestRatios = ratios
      }
    }
    return best
  }
}
