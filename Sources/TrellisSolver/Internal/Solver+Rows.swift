// Turning constraints into tableau rows and adding them (Badros, Borning & Stuckey 2001, as in kiwi); removing them
// is in Solver+Removal.swift.

extension Solver {
  /// Adds a constraint (a user's, or the one behind an edit variable).
  ///
  /// A row that defines a fresh external variable (one no row mentions yet) becomes that variable's definition as
  /// written, without expanding anything: the common case in layout (`child.left == parent.left + 8`). Otherwise
  /// the row is expanded into parametric symbols and added as in kiwi. A refusal by phase one that may be the
  /// share rules' and not the constraints' gets a second look before it is thrown (`Solver+Refusal.swift`); with
  /// `smallPivots`, phase one is that second look. With `verifies` (the default), a required constraint added to a
  /// tableau that may have drifted is checked after it is added (``insertVerifying(_:isEdit:)``). A deferred
  /// constraint (`DeferredConstraints.swift`) passes its `sequence`: its record is replaced, not refused as a
  /// duplicate. A pair of opposite preferences makes the row of `rowConstraint`, their shared preference
  /// (`SharedRows.swift`).
  mutating func insert(
    _ constraint: Constraint, isEdit: Bool, smallPivots: Bool = false, verifies: Bool = true, sequence: Int? = nil,
    rowConstraint: Constraint? = nil
  ) throws(SolverError) {
    // A tableau that may have drifted can accept a contradiction: the addition is checked (`Solver+Refusal.swift`).
    if !acceptsWaitingRows { materializeWaitingRows() }
    if verifies && mayHaveDrifted && explainsConflicts && constraint.strength.isRequired {
      return try insertVerifying(constraint, isEdit: isEdit)
    }
    // A deferred constraint was checked when it was deferred.
    if sequence == nil { try checkAddable(constraint) }
    if needsDualOptimization { settle() }
    let symbolMark = kinds.count
    let variableMark = externalVariables.count
    reusedSymbols.removeAll(keepingCapacity: true)
    rebuildIsFutile = false
    optimumRebuildIsFutile = false

    // Not `rowConstraint ?? constraint`, which copied the constraint (a retain and a release per addition).
    var (row, record) =
      if let rowConstraint {
        makeRow(for: rowConstraint, isEdit: isEdit, sequence: sequence)
      } else {
        makeRow(for: constraint, isEdit: isEdit, sequence: sequence)
      }
    var keepsLiveValues = false
    if acceptsWaitingRows {
      switch waitingDecision(for: row, record: record) {
      case .wait(let waiting, let subject):
        lazyRows.append(waiting, for: subject)
        storeRecord(record, for: constraint, deferred: sequence != nil)
        needsPrimalOptimization = true
        return
      case .expandNow:
        keepsLiveValues = true
      case .expandAlone:
        // Its subject may be a symbol whose value moves rows that waiting rows reach.
        materializeWaitingRows()
      case .expandAndStop:
        // The addition may change the tableau the waiting rows were measured against.
        materializeWaitingRows()
        stopWaitingRows()
      }
    }
    defer { if keepsLiveValues { keepLiveValues() } }
    // A loop, not `first(where: isFresh)`: the method reference would capture a copy of the whole solver.
    if let fresh = firstFreshSymbol(in: row) {
      notePivot(growth: row.solve(for: fresh))
      installRow(row, for: fresh)
      stamps[Int(fresh)] = stampAfterAll()
      noteDepth(ofDefinition: fresh, row: row)
      storeRecord(record, for: constraint, deferred: sequence != nil)
      needsPrimalOptimization = true
      return
    }
    row = expanded(row)
    if row.constant < 0 { row.negate() }
    dropExternalResidues(from: &row)
    var subject = chooseSubject(in: row, record: record)
    if subject == nil && row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
      // Zero in the constraint's own units: `1e-9·v == 0` beside `v == 1` misses by 1e-9, which the absolute 1e-8
      // took for rounding (a contradiction accepted).
      // The row's units are the expression's times the scale of `scaleToMarker(_:)` (see `makeRow`).
      let units = largestCoefficient(of: constraint) / abs(record.markerSign)
      guard row.constant == 0 || abs(row.constant) < roundingAllowance(inUnitsOf: units) else {
        let candidates = owners(of: Array(row.symbols))
        forgetSymbols(from: symbolMark, variables: variableMark)
        throw .unsatisfiableConstraint(constraint, conflicts: explainConflict(constraint, candidates: candidates))
      }
      subject = record.marker
    }
    // One of the tableau's slacks or errors when that keeps every row feasible: phase one's pivots, journal and
    // artificial row are then not needed (Solver+DirectSubject.swift). Not in a tableau that may have drifted,
    // where phase one's refusal and its second look decide.
    if subject == nil && !mayHaveDrifted { subject = directSubject(in: row) }
    if let subject {
      notePivot(growth: row.solve(for: subject))
      substitute(subject, with: row)
      installRow(row, for: subject)
      if kinds[Int(subject)] == .external { stamps[Int(subject)] = stampBeforeAll() }
    } else {
      beginJournal()
      if let refusal = addWithArtificialVariable(
        row, markers: (record.marker, record.other), smallPivots: smallPivots)
      {
        rollBackJournal()
        let candidates = owners(of: refusal.certificate)
        forgetSymbols(from: symbolMark, variables: variableMark)
        if refusal.isInDoubt && !smallPivots, let accepted = acceptedOnSecondLook(constraint, isEdit: isEdit) {
          self = accepted
          return
        }
        throw .unsatisfiableConstraint(constraint, conflicts: explainConflict(constraint, candidates: candidates))
      }
      commitJournal()
    }
    storeRecord(record, for: constraint, deferred: sequence != nil)
    needsPrimalOptimization = true
  }

  /// Throws what adding `constraint` throws before it touches the tableau: a constraint held already, a NaN or
  /// infinite coefficient or constant.
  func checkAddable(_ constraint: Constraint) throws(SolverError) {
    guard !records.contains(constraint) else { throw .duplicateConstraint(constraint) }
    guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
  }

  /// Records `constraint` as held with `record`'s symbols. A deferred one's record is there already: only its
  /// symbols are written, in place (replacing the record released and retained the constraint's storage).
  @inline(__always)
  private mutating func storeRecord(_ record: ConstraintRecord, for constraint: Constraint, deferred: Bool) {
    guard deferred else {
      records.updateValue(record, forKey: constraint)
      return
    }
    records.modifyValue(forKey: constraint) { held in
      held.marker = record.marker
      held.other = record.other
      held.markerSign = record.markerSign
    }
  }

  /// The largest magnitude among the coefficients of `constraint`'s terms: the units its row is written in.
  func largestCoefficient(of constraint: Constraint) -> Double {
    var largest = 0.0
    for term in constraint.expression.terms { largest = max(largest, abs(term.coefficient)) }
    return largest
  }

  /// Multiplies a required constraint's new row, before its marker is added, by the power of two that brings its
  /// largest coefficient into [1, 2), when that is below 1/8, and returns the factor (1 when the row is left as it
  /// is). The marker then gets its ±1, so it is measured in the units of the rest of the row;
  /// ``makeRow(for:isEdit:sequence:)`` divides the constraint's ``ConstraintRecord/markerSign`` by the factor.
  ///
  /// A power of two scales exactly: the row says what it said. Left as written, a marker's ±1 beside a row of small
  /// coefficients makes the marker's column large everywhere the row is substituted: `0.001·v0 − 12345.678 ≥ 0`
  /// made v0's row `v0 = 12345678 + 1000·s`, every row that v0 entered held s a thousand times larger than its
  /// other coefficients, and beside it a user's coefficient of 1e-3 fell under the pivot rules' shares: phase one
  /// refused a satisfiable constraint (wide seed 295, `scaled_slack_1`). Likewise `1e-9·v4 == 0`, expanded to its
  /// dummy and v5 at 1.025e-14, lost v5 as a residue beside the dummy's 1 and was refused, though it holds beside the
  /// constraints before it. Rows of large coefficients are not scaled down: there the marker's small column is what
  /// keeps a user's small coefficients pivotable in later rows (`1000·v0 == 0.001` after `1e6·v0 − 0.001·v3 …`
  /// was refused when it was). Layout rows (coefficients ±1, modest multipliers) keep a factor of 1.
  ///
  /// - Complexity: O(1) for a row with a coefficient of at least 1/8 among its first symbols (every layout row): the
  ///   scan stops there.
  static func scaleToMarker(_ row: inout Row) -> Double {
    var largest = 0.0
    for entry in row.entries {
      let magnitude = abs(entry.coefficient)
      if magnitude >= 0.125 { return 1 }
      largest = max(largest, magnitude)
    }
    guard largest > 0 else { return 1 }
    let scale = Double(sign: .plus, exponent: -largest.exponent, significand: 1)
    guard (row.constant * scale).isFinite else { return 1 }
    var entries = row.entries
    for index in entries.indices { entries[index].coefficient *= scale }
    row = Row(constant: row.constant * scale, entries: entries)
    return scale
  }

  /// The first symbol of `row` that ``isFresh(_:)``.
  func firstFreshSymbol(in row: Row) -> Symbol? {
    // By position: iterating `row.symbols` retained and released the row's storage on every addition.
    for index in row.entries.indices where isFresh(row.entries[index].symbol) { return row.entries[index].symbol }
    return nil
  }

  /// Whether `symbol` is an external variable that no row and no objective mentions and that has no row: defining
  /// it touches nothing else. (An objective can keep a rounding residue of a variable whose constraints are gone:
  /// removing `1e9·x + 0.5 <= 0 | strong` subtracts terms of 1e15 and may leave 0.07·x behind.)
  func isFresh(_ symbol: Symbol) -> Bool {
    kinds[Int(symbol)] == .external && rows[Int(symbol)] == nil && columns[Int(symbol)].isEmpty
      && objectives.allSatisfy { !$0.contains(symbol) }
  }

  /// The row of a constraint as written (its variables' symbols, basic or not, and its markers), and the record
  /// that remembers the markers. Non-required constraints put their error symbols into the objective. A required
  /// constraint's expression is first multiplied by ``scaleToMarker(_:)``'s power of two when its
  /// coefficients are all small, so that its slack or dummy is measured in its variables' units. The record takes
  /// the next place among the constraints unless it has its `sequence` already.
  mutating func makeRow(
    for constraint: Constraint, isEdit: Bool, sequence: Int? = nil
  ) -> (Row, ConstraintRecord) {
    let expression = constraint.expression
    var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
    for term in expression.terms where !isNegligible(term.coefficient) {
      row.add(term.coefficient, for: symbol(for: term.variable))
    }
    var record = ConstraintRecord(
      constraint: constraint, marker: -1, other: -1, markerSign: 1, sequence: sequence ?? nextSequence, isEdit: isEdit)
    if sequence == nil { nextSequence += 1 }
    let strength = constraint.strength
    let scale = strength.isRequired ? Solver.scaleToMarker(&row) : 1
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      record.marker = slack
      record.markerSign = sign / scale
      row.add(sign, for: slack)
      if !strength.isRequired {
        let error = makeSymbol(.error)
        record.other = error
        row.add(-sign, for: error)
        let (level, cost) = objectiveSlot(for: strength)
        objectives[level].add(cost, for: error)
      }
    case .equal:
      if strength.isRequired {
        let dummy = makeSymbol(.dummy)
        record.marker = dummy
        record.markerSign = 1 / scale
        row.add(1, for: dummy)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        record.marker = plus
        record.other = minus
        record.markerSign = -1
        row.add(-1, for: plus)
        row.add(1, for: minus)
        let (level, cost) = objectiveSlot(for: strength)
        objectives[level].add(cost, for: plus)
        let (levelBelow, costBelow) =
          constraint.isAsymmetric ? objectiveSlot(for: constraint.strengthBelow) : (level, cost)
        objectives[levelBelow].add(costBelow, for: minus)
      }
    }
    return (row, record)
  }

  /// The symbol to make basic for a new row: an external variable if there is one, else a marker whose
  /// coefficient lets it stay non-negative; `nil` when the row needs an artificial variable.
  ///
  /// The external variable is the first whose coefficient is fit to pivot on (kiwi takes the first external
  /// variable); when none is, the one with the largest coefficient, if that is at least ``relativeSubjectTolerance``
  /// of the row. The first one at that share could be the residue of a cancellation beside real coefficients of
  /// order one (2.3e-8 beside 15.8: solving for it made a value of 4e14 and left a required constraint 221 off).
  /// A tableau rebuilt because that rule left required constraints off may choose by magnitude instead
  /// (``subjectRule``, `Solver+Rebuild.swift`).
  func chooseSubject(in row: Row, record: ConstraintRecord) -> Symbol? {
    var largest: (symbol: Symbol, magnitude: Double)?
    if subjectRule != .first, let symbol = subjectByMagnitude(in: row) { return symbol }
    for entry in row.entries where kinds[Int(entry.symbol)] == .external {
      let (symbol, coefficient) = (entry.symbol, entry.coefficient)
      if row.canPivot(on: coefficient) { return symbol }
      if abs(coefficient) > largest?.magnitude ?? 0 { largest = (symbol, abs(coefficient)) }
    }
    if let largest, row.canPivot(on: largest.magnitude, share: relativeSubjectTolerance) {
      return largest.symbol
    }
    // A new constraint's markers appear in its row alone, with coefficients of ±1: solving for one divides by 1,
    // whatever the size of the row's other coefficients.
    // Two tests rather than a loop over an array literal, which allocated on every addition.
    if canBeSubject(record.marker, of: row) { return record.marker }
    if canBeSubject(record.other, of: row) { return record.other }
    return nil
  }

  /// Whether a new constraint's marker (or error symbol; -1 for none) can be the subject of its row: pivotable,
  /// with a negative coefficient, so that it stays non-negative once basic.
  func canBeSubject(_ marker: Symbol, of row: Row) -> Bool {
    marker >= 0 && kinds[Int(marker)].isPivotable && row.coefficient(of: marker) < 0
  }

  /// Removes the external variables of a new row when every one of them is a residue next to the row's largest
  /// coefficient (none ``Row/canPivot(on:share:)`` as a subject): solving for one would divide by a residue, and
  /// leaving them would put external variables into a restricted row, where the simplex never looks for them.
  func dropExternalResidues(from row: inout Row) {
    var residues: [Symbol] = []
    for entry in row.entries where kinds[Int(entry.symbol)] == .external {
      if row.canPivot(on: entry.coefficient, share: relativeSubjectTolerance) { return }
      residues.append(entry.symbol)
    }
    for symbol in residues { row.remove(symbol) }
  }

  /// Adds a row through phase one of the simplex with an artificial variable.
  ///
  /// - Parameters:
  ///   - markers: The new constraint's marker and its other symbol (-1 for none).
  ///   - smallPivots: Whether phase one enters and pivots on coefficients down to ``smallPivotShare`` of a row
  ///     (see ``optimizeArtificial(smallPivots:)``).
  /// - Returns: `nil` when the row could be added; otherwise the symbols of the final artificial objective, whose
  ///   constraints prove the row infeasible (the tableau is left pivoted: the caller restores it), and whether the
  ///   refusal is in doubt (``isRefusalInDoubt(_:)``).
  mutating func addWithArtificialVariable(
    _ row: Row, markers: (Symbol, Symbol), smallPivots: Bool = false
  ) -> (certificate: [Symbol], isInDoubt: Bool)? {
    // The units of the constraint: its row's largest coefficient other than its markers' ±1. A row in units of
    // 1e-9 (`1e-9·v2 == 0`) is infeasible by 1.25e-9 when v2 must move by 1.25; the absolute 1e-8 took that for
    // rounding and accepted a constraint that contradicted the others.
    var unit = 0.0
    for entry in row.entries where entry.symbol != markers.0 && entry.symbol != markers.1 {
      unit = max(unit, abs(entry.coefficient))
    }
    let art = makeSymbol(.slack)
    installRow(row, for: art)
    artificial = row
    let (scale, unrepaired) = optimizeArtificial(smallPivots: smallPivots)
    let final = artificial ?? Row()
    artificial = nil
    if let unrepaired {
      return ([unrepaired] + (rows[Int(unrepaired)].map { Array($0.symbols) } ?? []), mayHaveDrifted)
    }
    // The artificial variable is non-negative: a final value below zero is rounding, and so is a positive one
    // within the rounding of the magnitudes the pivots went through, or within the tolerance in the row's units.
    guard final.constant <= max(roundingAllowance(inUnitsOf: unit), relativeResidueTolerance * scale) else {
      return (Array(final.symbols), isRefusalInDoubt(final))
    }
    if rows[Int(art)] != nil {
      var basicRow = takeRow(of: art)
      // Its value is rounding (the guard above): zero, or solving for another symbol hands it on to that symbol's
      // row as an infeasibility no pivot can repair (a final 0.1015625 after terms of 1e13 left a slack at −0.1).
      basicRow.constant = 0
      if !basicRow.isConstant {
        let share = smallPivots ? smallPivotShare : relativePivotTolerance
        guard let entering = largestPivotable(in: basicRow, share: share) else {
          return (Array(final.symbols), isRefusalInDoubt(final))
        }
        notePivot(growth: basicRow.solve(for: entering, replacing: art))
        substitute(entering, with: basicRow)
        installRow(basicRow, for: entering)
      }
    }
    removeFromRows(art)
    noteColumnChange(art)
    columns.clear(Int(art))
    for level in objectives.indices { objectives[level].remove(art) }
    recycle(art)
    return nil
  }

  /// The pivotable symbol of `row` with the largest coefficient (the first of equals), if that coefficient is fit to
  /// pivot on (at least `share` of the row's largest).
  func largestPivotable(in row: Row, share: Double = relativePivotTolerance) -> Symbol? {
    var best: Int?
    for index in row.entries.indices where kinds[Int(row.entries[index].symbol)].isPivotable {
      if best == nil || abs(row.entries[index].coefficient) > abs(row.entries[best!].coefficient) { best = index }
    }
    guard let best, row.canPivot(on: row.entries[best].coefficient, share: share) else { return nil }
    return row.entries[best].symbol
  }

  /// Drops the symbols and variables created since a mark, after a failed addition restored the tableau.
  mutating func forgetSymbols(from symbolMark: Int, variables variableMark: Int) {
    tableauVersion &+= 1
    definitionOrder = nil
    candidatesNeedRebuild = true
    evaluatesAllDefinitions = true
    for variable in externalVariables[variableMark...] { symbolOfVariable[variable] = nil }
    // The objective costs of the constraint's error symbols were added before anything could fail.
    for symbol in Array(Symbol(symbolMark)..<Symbol(kinds.count)) + reusedSymbols {
      for level in objectives.indices { objectives[level].remove(symbol) }
    }
    // Free numbers taken go back in the order they were on the free list.
    for symbol in reusedSymbols.reversed() {
      setFree(symbol)
      freeSymbols.append(symbol)
    }
    reusedSymbols.removeAll()
    externalVariables.removeSubrange(variableMark...)
    externalSymbols.removeSubrange(variableMark...)
    kinds.removeSubrange(symbolMark...)
    rows.removeSubrange(symbolMark...)
    columns.removeColumns(from: symbolMark)
    values.removeSubrange(symbolMark...)
    stamps.removeSubrange(symbolMark...)
    externalIndex.removeSubrange(symbolMark...)
  }
}
