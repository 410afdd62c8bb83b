// Non-required constraints wait for the next update before they get rows.
//
// A non-required constraint can never make the system unsatisfiable, so nothing it could throw depends on the
// tableau: a duplicate and a non-finite coefficient are found when it is added. Its row can therefore wait until the
// next `updateVariables()`, and the required constraints added meanwhile go into the tableau first. That order is
// the cheaper one: a preference's row made before the required constraints that shape its variables is rewritten
// by each of them (expansions, phase one's pivots), and the final optimisation then starts further from the
// optimum. `tree_10000`'s leaves have their preferences between the required constraints of the levels below them:
// its build took 3.30 s with the rows made in the order of the file and 2.21 s with the preferences after the
// required constraints (Docs/Performance.md, thirteenth session).
//
// A waiting constraint has its record (so that duplicates, `contains`, `constraints`, removal and constant changes
// work as for any other) with no marker, and its place in ``Solver/deferred``.

extension Solver {
  /// Takes a non-required constraint for the next update: it is checked and recorded now, and gets its row then.
  ///
  /// Its variables are met now, so that ``variables`` keeps the order of first appearance.
  mutating func deferAddition(of constraint: Constraint) throws(SolverError) {
    try checkAddable(constraint)
    for term in constraint.expression.terms where !isNegligible(term.coefficient) {
      _ = symbol(for: term.variable)
    }
    records.updateValue(.waiting(constraint, sequence: nextSequence), forKey: constraint)
    nextSequence += 1
    deferred.append(constraint.id)
  }

  /// Makes the rows of the deferred constraints, in the order they were added; those removed since are skipped.
  mutating func addDeferredConstraints() {
    var waiting: [Int] = []
    swap(&waiting, &deferred)
    // From now on the tableau, not a tree-shaped program, gives the values (`Solver+TreeShapedPrograms.swift`).
    hasPreferenceRows = true
    if keepsRowsWaiting { startWaitingRows() }
    defer { stopWaitingRows() }
    var index = 0
    while index < waiting.count {
      let id = waiting[index]
      index += 1
      // Removed (and perhaps added again, listed a second time) since it was deferred: its record says.
      guard let record = records.value(forIdentity: id), record.isDeferred else { continue }
      let (constraint, sequence) = (record.constraint, record.sequence)
      // The next one may be the opposite preference on the same expression: one row for both (SharedRows.swift).
      // Tested in place: copying every next record out cost the layout engine's first passes 2–3% more.
      var partner: ConstraintRecord?
      if index < waiting.count, constraint.relation != .equal,
        records.modifyValue(
          forIdentity: waiting[index], { $0.isDeferred && Solver.canShareRow(constraint, $0.constraint) }) == true
      {
        partner = records.value(forIdentity: waiting[index])
        index += 1
      }
      do {
        if let partner {
          try insertSharedRow(record, partner)
        } else {
          try insert(constraint, isEdit: false, sequence: sequence)
        }
      } catch {
        // Checked when it was deferred, and a non-required row always has an error symbol to stand on.
        assertionFailure("a deferred constraint was refused: \(error)")
        records.removeValue(forKey: constraint)
        if let partner { records.removeValue(forKey: partner.constraint) }
      }
    }
    waiting.removeAll(keepingCapacity: true)
    swap(&waiting, &deferred)
  }
}
