// Two opposite preferences on one expression share one row.
//
// `w <= 44 | 250` and `w >= 44 | 750` (a view's hugging and compression resistance, written as two constraints)
// ask the same thing as the one preference `w == 44` whose errors above and below zero cost 250 and 750: the same
// optimum, the same violations. As two constraints they make two restricted rows with the same symbols, a slack
// and an error each, and every pivot that touches one rewrites both; as one they make one row with two errors. When
// the deferred constraints get their rows (`DeferredConstraints.swift`), two that follow each other in the order of
// the calls and form such a pair share a row: the first holds it (its record has both errors, and the strengths
// of each, ``ConstraintRecord/sharedStrengths``), the second's record points to it (``ConstraintRecord/partner``).
// `tree_10000`'s build took 1.35 s instead of 2.36 s, `stack_10000`'s 20–21 ms instead of 27–29 ms
// (Docs/Performance.md, thirteenth session). Removing either one leaves the row to the other, its error becoming the
// other's slack (``Solver/eraseFromSharedRow(_:)``); changing either constant first gives each its own row again
// (``Solver/separate(_:)``).

extension Solver {
  /// Whether `first` and `second` are opposite non-required inequalities on the same expression, with one strength
  /// each: the pair that one row can hold.
  static func canShareRow(_ first: Constraint, _ second: Constraint) -> Bool {
    first.relation != .equal && second.relation != .equal && first.relation != second.relation
      && !first.strength.isRequired && !second.strength.isRequired && !first.isAsymmetric && !second.isAsymmetric
      && first.expression == second.expression
  }

  /// Makes the shared row of two deferred constraints that ``canShareRow(_:_:)``, held by the first.
  mutating func insertSharedRow(_ first: ConstraintRecord, _ second: ConstraintRecord) throws(SolverError) {
    let (atMost, atLeast) = first.constraint.relation == .lessThanOrEqual ? (first, second) : (second, first)
    let strengths = (above: atMost.constraint.strength, below: atLeast.constraint.strength)
    let preference = Constraint(
      id: first.constraint.id, first.constraint.expression, .equal, strengths.above, below: strengths.below)
    try insert(first.constraint, isEdit: false, sequence: first.sequence, rowConstraint: preference)
    records.modifyValue(forKey: first.constraint) { held in
      held.partner = second.constraint.id
      held.partnerStrength = second.constraint.strength.value
    }
    records.modifyValue(forKey: second.constraint) { held in
      held.marker = ConstraintRecord.sharedMarker
      held.partner = first.constraint.id
    }
  }

  /// Removes one constraint of a pair that shares a row; the other keeps the row.
  ///
  /// The row is `expression = plus − minus`, `plus` costing the `<=` constraint's strength and `minus` the `>=`
  /// one's. Without the `<=` constraint, `plus` is free to grow: it is the `>=` constraint's slack, and `minus` its
  /// error, as if the `>=` constraint had been added alone (`expression − slack + error = 0`); the other way round
  /// for the `>=` constraint. So the removed constraint's error leaves the objective and becomes a slack.
  mutating func eraseFromSharedRow(_ constraint: Constraint) {
    guard let record = records.removeValue(forKey: constraint), let kept = records.value(forIdentity: record.partner)
    else { return }
    if !lazyRows.isEmpty {
      let holder = record.sharesPartnersRow ? kept : record
      materializeWaitingRows(reaching: holder.marker, holder.other)
    }
    if needsDualOptimization { settle() }
    rebuildIsFutile = false
    optimumRebuildIsFutile = false
    let holder = record.sharesPartnersRow ? kept : record
    let (plus, minus) = (holder.marker, holder.other)
    let freed = constraint.relation == .lessThanOrEqual ? plus : minus
    let (level, cost) = objectiveSlot(for: holder.strength(ofError: freed))
    if let row = rows[Int(freed)] {
      objectives[level].add(row, times: -cost)
    } else {
      objectives[level].add(-cost, for: freed)
    }
    kinds[Int(freed)] = .slack
    records.modifyValue(forKey: kept.constraint) { held in
      held.marker = freed
      held.other = freed == plus ? minus : plus
      held.markerSign = kept.constraint.relation == .lessThanOrEqual ? 1 : -1
      held.partner = -1
      held.partnerStrength = .nan
    }
    needsPrimalOptimization = true
  }

  /// Gives each constraint of the pair `constraint` belongs to its own row again.
  mutating func separate(_ constraint: Constraint) {
    guard let record = records[constraint], record.partner >= 0,
      let partner = records.value(forIdentity: record.partner)
    else { return }
    let (holder, other) = record.sharesPartnersRow ? (partner, record) : (record, partner)
    erase(holder.constraint)
    for held in [holder, other] {
      // Recorded as deferred, then given its row at once, with its place among the constraints.
      records.updateValue(.waiting(held.constraint, sequence: held.sequence), forKey: held.constraint)
      do {
        try insert(held.constraint, isEdit: false, sequence: held.sequence)
      } catch {
        // A non-required row always has an error symbol to stand on.
        assertionFailure("a separated constraint was refused: \(error)")
        records.removeValue(forKey: held.constraint)
      }
    }
  }
}
