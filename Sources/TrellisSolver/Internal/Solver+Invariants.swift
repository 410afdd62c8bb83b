// Checks of the tableau's invariants, for tests and debugging.

extension Solver {
  /// The first broken invariant of the tableau, or `nil` when all hold.
  ///
  /// Checked: no restricted row mentions a basic symbol, and definitions only mention earlier definitions; the
  /// column index lists every row that mentions each symbol, counts them exactly, and holds one tombstone fewer
  /// than entries for them and as many for the rows that no longer do; objectives mention no basic symbol;
  /// restricted rows are feasible once settled, and basic dummies (redundant required equalities) are zero; every
  /// held constraint's markers are symbols of the right kind; free symbols are nowhere in the tableau, and the free
  /// list holds each of them once; the waiting rows' own invariants hold (``brokenWaitingRowInvariant()``).
  func brokenInvariant() -> String? {
    for (basic, row) in rows.enumerated() {
      guard let row else { continue }
      for symbol in row.symbols {
        if kinds[basic] == .external {
          if isDefinition(symbol) && stamps[Int(symbol)] >= stamps[basic] {
            return "definition of \(basic) mentions the later definition \(symbol)"
          }
        } else if rows[Int(symbol)] != nil {
          return "row of \(basic) mentions basic symbol \(symbol)"
        }
        if !columns.contains(Symbol(basic), inColumn: Int(symbol)) { return "column \(symbol) misses row \(basic)" }
      }
      if !needsDualOptimization && kinds[basic].isRestricted && row.constant < -1e-6 {
        return "restricted row \(basic) is infeasible: \(row.constant)"
      }
      if !needsDualOptimization && kinds[basic] == .dummy && row.constant > 1e-6 {
        return "the redundant equality of dummy \(basic) does not hold: \(row.constant)"
      }
    }
    var holderCounts = [Int](repeating: 0, count: kinds.count)
    for row in rows { for symbol in row.map({ Array($0.symbols) }) ?? [] { holderCounts[Int(symbol)] += 1 } }
    for symbol in 0..<columns.symbolCount {
      if columns[symbol].count != holderCounts[symbol] {
        return "column \(symbol) counts \(columns[symbol].count) rows, but \(holderCounts[symbol]) mention it"
      }
      for (basic, count) in columns.tally(ofColumn: symbol) {
        let expected = rows[Int(basic)]?.contains(Symbol(symbol)) == true ? 1 : 0
        if count != expected { return "column \(symbol) tallies row \(basic) \(count) times, not \(expected)" }
      }
    }
    for objective in objectives {
      for symbol in objective.terms.symbols where rows[Int(symbol)] != nil {
        return "objective mentions basic symbol \(symbol)"
      }
    }
    if !candidatesNeedRebuild && objectives.allSatisfy({ $0.signChanges.isEmpty }) {
      for symbol in 0..<Symbol(kinds.count) {
        var expected = false
        if kinds[Int(symbol)] != .dummy, let level = firstLevel(of: symbol) {
          expected = objectives[level].coefficient(of: symbol) < 0
        }
        if enteringCandidates.contains(symbol) != expected {
          return "entering candidates \(expected ? "miss" : "list") symbol \(symbol)"
        }
      }
    }
    for symbol in freeSymbols where kinds[Int(symbol)] != .free { return "free list holds symbol \(symbol) in use" }
    for (symbol, kind) in kinds.enumerated() where kind == .free {
      if rows[symbol] != nil || holderCounts[symbol] != 0 { return "free symbol \(symbol) is in the tableau" }
      if objectives.contains(where: { $0.contains(Symbol(symbol)) }) { return "free symbol \(symbol) has a cost" }
    }
    if Set(freeSymbols).count != freeSymbols.count || freeSymbols.count != kinds.count(where: { $0 == .free }) {
      return "the free list does not hold every free symbol once"
    }
    for record in records.values where record.marker >= 0 {
      let expected: SymbolKind =
        record.constraint.relation == .equal || record.sharedStrengths != nil
        ? (record.constraint.strength.isRequired ? .dummy : .error) : .slack
      if kinds[Int(record.marker)] != expected { return "marker of \(record.constraint) has the wrong kind" }
    }
    return brokenWaitingRowInvariant()
  }

  /// The first broken invariant of the waiting rows (`LazyRows.swift`), or `nil` when all hold: a waiting row's
  /// basic symbol has no row in the tableau and no row mentions it; the objective mentions it only until its costs
  /// are flushed; its expansion is feasible.
  private func brokenWaitingRowInvariant() -> String? {
    var probe = self
    for position in lazyRows.rows.indices {
      guard let row = lazyRows.rows[position] else { continue }
      let basic = lazyRows.basics[position]
      if rows[Int(basic)] != nil { return "waiting row of \(basic) is in the tableau too" }
      if !columns[Int(basic)].isEmpty { return "a row mentions the waiting basic symbol \(basic)" }
      if position < lazyRows.flushedCount && objectives.contains(where: { $0.contains(basic) }) {
        return "objective mentions the flushed waiting basic symbol \(basic)"
      }
      let expansion = probe.expanded(row)
      if expansion.isInfeasible { return "waiting row of \(basic) is infeasible: \(expansion.constant)" }
    }
    return nil
  }
}
