// Reusing the numbers of symbols that have left the tableau, so that adding and removing constraints for ever runs
// in bounded memory: every per-symbol array (kinds, rows, columns, values, the objective's reduced costs, the
// pricing heap's positions) is as long as the largest number of symbols alive at once, not as the number ever made.

extension Solver {
  /// Sets `symbol` free for reuse once nothing but rounding residues mentions it: the marker and error symbols of a
  /// removed constraint, and phase one's artificial variable, after they have left the tableau.
  ///
  /// In exact arithmetic a removed constraint's symbols vanish from every row: its two error columns (or its slack
  /// and error columns) are each other's negatives, so eliminating the marker cancels the other one too. In floating
  /// point a coefficient of about 1e-16 of its row may stay behind; such residues are dropped. A symbol that is
  /// still basic, or still has a larger coefficient in a row or a cost in an objective, keeps its number: it does no
  /// harm where it is, and it is never reused.
  ///
  /// - Complexity: Proportional to the rows that mention `symbol`.
  mutating func recycle(_ symbol: Symbol) {
    let index = Int(symbol)
    guard symbol >= 0, kinds[index] != .external, kinds[index] != .free, rows[index] == nil else { return }
    guard objectives.allSatisfy({ !$0.contains(symbol) }), artificial?.contains(symbol) != true else { return }
    for basic in columns.holders(of: index) {
      guard let row = rows[Int(basic)] else { continue }
      if abs(row.coefficient(of: symbol)) > relativeSubjectTolerance * row.largestMagnitude { return }
    }
    removeFromRows(symbol)
    setFree(symbol)
    freeSymbols.append(symbol)
  }

  /// Removes `symbol` from every row that mentions it (its column is left for the caller to clear).
  mutating func removeFromRows(_ symbol: Symbol) {
    for basic in columns.holders(of: Int(symbol)) {
      guard var row = rows[Int(basic)], row.contains(symbol) else { continue }
      noteRowChange(basic)
      rows[Int(basic)] = nil
      row.remove(symbol)
      rows[Int(basic)] = row
    }
  }

  /// Empties the slots of `symbol` and marks it ``SymbolKind/free`` (the caller puts it on the free list).
  mutating func setFree(_ symbol: Symbol) {
    let index = Int(symbol)
    noteColumnChange(symbol)
    tableauVersion &+= 1
    kinds[index] = .free
    rows[index] = nil
    columns.clear(index)
    values[index] = 0
    stamps[index] = 0
  }
}
