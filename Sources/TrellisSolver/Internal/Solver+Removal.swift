// Removing a constraint's row from the tableau: its marker leaves the basis, then the row goes (Badros, Borning &
// Stuckey 2001, as in kiwi), and redundant copies of equalities take over what it held.

extension Solver {
  /// Removes a constraint the solver holds.
  mutating func erase(_ constraint: Constraint) {
    // A preference's own waiting row goes without joining the tableau (nothing else mentions its errors); the
    // waiting rows whose values any other removal moves join the tableau first (LazyRows.swift).
    if !lazyRows.isEmpty, let record = records[constraint],
      lazyRows.position(ofBasic: record.marker) == nil && lazyRows.position(ofBasic: record.other) == nil
    {
      materializeWaitingRows(reaching: record.marker, record.other)
    }
    guard let record = records.removeValue(forKey: constraint) else { return }
    if needsDualOptimization { settle() }
    rebuildIsFutile = false
    optimumRebuildIsFutile = false
    // The preference's own waiting row, whose basic symbol may be its slack or one of its errors.
    var waiting: (basic: Symbol, row: Row, flushed: Bool)?
    if !lazyRows.isEmpty {
      for symbol in [record.marker, record.other] where waiting == nil {
        if let taken = takeWaitingRow(ofBasic: symbol) { waiting = (symbol, taken.row, taken.flushed) }
      }
    }
    if !constraint.strength.isRequired {
      for error in [record.marker, record.other] where kinds[Int(error)] == .error {
        let (level, cost) = objectiveSlot(for: record.strength(ofError: error))
        if let row = rows[Int(error)] {
          objectives[level].add(row, times: -cost)
        } else if let waiting, waiting.basic == error, waiting.flushed {
          // The flush put the symbol's cost on the expansion of its row.
          objectives[level].add(expanded(waiting.row), times: -cost)
        } else {
          objectives[level].add(-cost, for: error)
        }
      }
    }
    if waiting != nil {
      // The row was the constraint's whole trace: its errors are parametric and no row mentions them.
      recycle(record.marker)
      recycle(record.other)
      needsPrimalOptimization = true
      return
    }
    let marker = record.marker
    // Redundant required equalities whose basic dummies hold the marker (see ``enforceRedundantEqualities(_:)``).
    var redundant: [Symbol] = []
    for basic in columns.holders(of: Int(marker)) where kinds[Int(basic)] == .dummy && !redundant.contains(basic) {
      redundant.append(basic)
    }
    defer { enforceRedundantEqualities(redundant) }
    if let row = rows[Int(marker)] {
      substitute(marker, with: row, includingDefinitions: true)
      _ = takeRow(of: marker)
    } else if let (leaving, expansion) = markerLeavingRow(for: marker) {
      // A definition that alone mentions the marker just goes: its variable becomes free, and no other row, nor
      // the objective (no restricted row has the marker, so its reduced cost is zero), has the marker to rewrite.
      // Otherwise the marker is solved for and substituted everywhere.
      let onlyHolder =
        kinds[Int(leaving)] == .external && isOnlyHolder(leaving, of: marker)
        && objectives.allSatisfy { !$0.contains(marker) }
      var row = takeRow(of: leaving)
      if !onlyHolder {
        if kinds[Int(leaving)] == .external { row = expansion ?? expanded(row) }
        notePivot(growth: row.solve(for: marker, replacing: leaving))
        substitute(marker, with: row, includingDefinitions: true)
      }
    }
    recycle(marker)
    if record.other >= 0 { recycle(record.other) }
    needsPrimalOptimization = true
    // Solving for the marker in a row other than kiwi's ratio choice (a definition, or a row held by a small
    // coefficient) can move restricted rows below zero: the dual simplex repairs them at the next update, and a
    // removal cannot make the system infeasible.
    needsDualOptimization = needsDualOptimization || !infeasibleRows.isEmpty
  }

  /// Makes the dummies of `candidates` that are still basic with a value other than zero parametric again.
  ///
  /// A required equality implied by the others (`v == 10` twice) keeps its dummy basic at zero. Once the constraint
  /// that implied it is removed, the substitution gives that row a value (`d = 90 + e2 − e3` after removing the
  /// first `v == 10` while `v == 100` holds at medium): the equality no longer holds, and nothing looks at the row
  /// again, since a dummy counts as feasible whenever it is not negative. It must now hold by itself: the row is
  /// solved for the pivotable symbol whose coefficient brings the dummy to zero with a non-negative value (the
  /// largest such), and the rows this drives below zero go to the dual simplex. A dummy the removal left at zero
  /// but holding pivotable symbols goes too: they are a non-required constraint's errors or slacks, whose later
  /// changes would move it (`1000·v == −1000` required twice and at 250: remove the first, change the one at 250 to
  /// 0, and the dummy followed it to −1000, the answer v = 0).
  mutating func enforceRedundantEqualities(_ candidates: [Symbol]) {
    for dummy in candidates {
      guard let row = rows[Int(dummy)] else { continue }
      let isZero = isNearZero(row.constant)
      var entering: Symbol?
      var largest = 0.0
      for entry in row.entries where kinds[Int(entry.symbol)].isPivotable {
        let (symbol, coefficient) = (entry.symbol, entry.coefficient)
        // The entering symbol's value is −constant / coefficient: the signs must differ (any sign at zero).
        if (isZero || (coefficient < 0) == (row.constant > 0)) && abs(coefficient) > largest {
          entering = symbol
          largest = abs(coefficient)
        }
      }
      guard let entering else { continue }
      pivot(entering: entering, leaving: dummy)
    }
    needsDualOptimization = needsDualOptimization || !infeasibleRows.isEmpty
  }

  /// Whether the row of `basic` is the only row that mentions `symbol`.
  func isOnlyHolder(_ basic: Symbol, of symbol: Symbol) -> Bool {
    columns.holders(of: Int(symbol)).allSatisfy { $0 == basic || !(rows[Int($0)]?.contains(symbol) ?? false) }
  }

  /// The row to pivot a parametric marker into before its constraint is removed: a redundant copy's row when there
  /// is one (``redundantEqualityRow(holding:)``), otherwise the row kiwi chooses; a definition counts only if its
  /// expansion really mentions the marker.
  ///
  /// - Returns: The basic symbol of the row, and the row's expansion when it had to be computed to decide.
  mutating func markerLeavingRow(for marker: Symbol) -> (Symbol, expansion: Row?)? {
    if let copy = redundantEqualityRow(holding: marker) { return (copy, nil) }
    // Rows whose coefficient of the marker is fit to pivot on first; when there is none, kiwi's choice among all
    // rows (the row is removed with the constraint, so a small pivot there only rescales what it substitutes into
    // the rows that mention the marker). A definition chosen while a restricted row holds the marker with a
    // residue puts an external variable into that row (Docs/Reliability.md, "Open fuzz findings").
    return markerLeavingRow(for: marker, pivotableOnly: true) ?? markerLeavingRow(for: marker, pivotableOnly: false)
  }

  /// The basic dummy at zero whose row mentions `marker` with the largest coefficient fit to pivot on (the first of
  /// equals), if any: a required equality that the one being removed made redundant, which can take over from it.
  ///
  /// Pivoting the marker into that row is a step of length zero (the row's constant is zero, whatever the sign of
  /// the coefficient): no value moves, the dummy becomes parametric (its equality now holds by itself), and the
  /// other rows only trade the marker for that dummy and what the row held. kiwi's choice ignores it for a
  /// restricted row with a negative coefficient; when that row carried terms of 1e18 beside 1
  /// (`Fuzz/Crashes/SolverCalls-redundant-dummy-1750`: `1e9·v3 ≥ −250` with v3 near 3.5e9), solving it for the marker
  /// dropped the terms that still tied v3 to the equality as rounding (5e-16), and the redundant copy's row was
  /// left `d = 1750 − 500·d′`, in dummies only: a required equality 1,750 off that no pivot could repair.
  func redundantEqualityRow(holding marker: Symbol) -> Symbol? {
    var best: Symbol?
    var largest = 0.0
    for basic in columns.holders(of: Int(marker)) where kinds[Int(basic)] == .dummy {
      guard let row = rows[Int(basic)], isNearZero(row.constant) else { continue }
      let magnitude = abs(row.coefficient(of: marker))
      guard magnitude > 0, row.canPivot(on: magnitude) else { continue }
      if magnitude > largest || (magnitude == largest && basic < best!) {
        best = basic
        largest = magnitude
      }
    }
    return best
  }

  /// ``markerLeavingRow(for:)`` among the rows whose coefficient ``Row/canPivot(on:share:)``, or among all.
  mutating func markerLeavingRow(for marker: Symbol, pivotableOnly: Bool) -> (Symbol, expansion: Row?)? {
    var first: Symbol = -1
    var second: Symbol = -1
    var definitions: [Symbol] = []
    var firstRatio = Double.greatestFiniteMagnitude
    var secondRatio = Double.greatestFiniteMagnitude
    var residueHolders: [Symbol] = []
    var holdsSmallCoefficient = false
    for basic in columns.holders(of: Int(marker)) {
      guard let row = rows[Int(basic)] else { continue }
      let coefficient = row.coefficient(of: marker)
      if coefficient == 0 { continue }
      if pivotableOnly && !row.canPivot(on: coefficient) {
        guard kinds[Int(basic)] != .external else { continue }
        if abs(coefficient) <= markerResidueTolerance * row.largestMagnitude {
          if !residueHolders.contains(basic) { residueHolders.append(basic) }
        } else {
          holdsSmallCoefficient = true
        }
        continue
      }
      if kinds[Int(basic)] == .external {
        if !definitions.contains(basic) { definitions.append(basic) }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio || (ratio == firstRatio && basic < first) {
          firstRatio = ratio
          first = basic
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio || (ratio == secondRatio && basic < second) {
          secondRatio = ratio
          second = basic
        }
      }
    }
    for candidate in [first, second] where candidate >= 0 { return (candidate, nil) }
    // A restricted row holds the marker with a coefficient too small to pivot on but real (a millionth of a row
    // whose other terms are 1e6): a definition cannot take the marker over without putting external variables
    // into that row, and dropping the coefficient would change the system. kiwi's pass decides.
    if pivotableOnly && holdsSmallCoefficient { return nil }
    // A definition is solved for the marker below, and the result substituted into every row that holds the
    // marker: restricted rows that hold it only as a residue lose it first, or they would take in an external
    // variable (which the simplex never looks for in a restricted row).
    if pivotableOnly && !definitions.isEmpty && !residueHolders.isEmpty {
      noteColumnChange(marker)
      for basic in residueHolders {
        noteRowChange(basic)
        rows[Int(basic)]!.remove(marker)
        columns.remove(basic, from: Int(marker))
      }
    }
    // Only definitions mention the marker. When one does, the marker cannot reach it through other rows, so its
    // coefficient is the direct one. Otherwise, the latest whose expansion keeps it (expanding costs the size of
    // the definitions reached, so candidates are tried one at a time, latest first, as kiwi picks the last).
    if definitions.count == 1 && isOnlyHolder(definitions[0], of: marker) { return (definitions[0], nil) }
    for candidate in definitions.sorted(by: >) {
      let expansion = expanded(rows[Int(candidate)]!)
      let coefficient = expansion.coefficient(of: marker)
      if coefficient != 0 && (!pivotableOnly || expansion.canPivot(on: coefficient)) {
        return (candidate, expansion)
      }
    }
    return nil
  }
}
