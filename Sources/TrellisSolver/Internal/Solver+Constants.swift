// Changing a constraint's constant in place: the shift of one marker column, then the dual simplex.

extension Solver {
  /// Moves the constant of the held constraint whose identity is `id` to `constant`.
  ///
  /// Writing the constraint's row as `c + Σ aᵢxᵢ + μ·m = 0` with marker `m` (μ = ±1, or ±1 over a required row's
  /// scale: ``ConstraintRecord/markerSign``), the new constant `c + δ` is the old row with `m` replaced by `m - δ/μ`:
  /// a basic marker's row shifts by `-δ/μ`, and every row that mentions the marker with coefficient `k` (for a basic
  /// marker, only definitions can) shifts by `k·δ/μ`. Rows driven
  /// negative are repaired by the dual simplex, which for a required constraint may prove it can no longer hold.
  mutating func changeConstant(ofConstraintWithIdentity id: Int, to constant: Double) throws(SolverError) {
    // The record is read and changed in place: copying it out retained its constraint's storage, and with the
    // edit's record, four retains and releases per suggestion. A non-required constraint's change cannot fail.
    let change = records.modifyValue(forIdentity: id) { record in
      let delta = constant - record.constraint.expression.constant
      let required = record.constraint.strength.isRequired
      if !required && delta != 0 { record.constraint.expression.constant = constant }
      return (delta: delta, marker: record.marker, markerSign: record.markerSign, required: required)
    }
    guard let change, change.delta != 0 else { return }
    // The waiting rows whose values the marker's shift moves join the tableau first (LazyRows.swift).
    if !lazyRows.isEmpty { materializeWaitingRows(reaching: change.marker) }
    guard !change.required else {
      try changeRequiredConstant(of: records.value(forIdentity: id)!, to: constant)
      return
    }
    // The record's constant moved before the pending optimisation settles: it reads the records' strengths and
    // markers, never their constants.
    if needsPrimalOptimization { settle() }
    _ = shiftRows(ofMarker: change.marker, sign: change.markerSign, by: change.delta)
    needsDualOptimization = needsDualOptimization || !infeasibleRows.isEmpty
  }

  /// ``changeConstant(ofConstraintWithIdentity:to:)`` for a required constraint: journaled, and undone when the
  /// constraint can no longer hold.
  private mutating func changeRequiredConstant(of record: ConstraintRecord, to constant: Double) throws(SolverError) {
    let delta = constant - record.constraint.expression.constant
    if needsPrimalOptimization { settle() }
    beginJournal()

    // In place: the record's constraint keeps its identity and terms, only the constant moves.
    records.modifyValue(forKey: record.constraint) { $0.constraint.expression.constant = constant }

    var contradiction = shiftRows(ofMarker: record.marker, sign: record.markerSign, by: delta)
    if contradiction == nil { contradiction = dualOptimize() }
    guard let failed = contradiction else {
      commitJournal()
      needsPrimalOptimization = needsPrimalOptimization || objectives.count > 1
      return
    }
    let certificate = [failed] + (rows[Int(failed)].map { Array($0.symbols) } ?? [])
    rollBackJournal()
    records.updateValue(record, forKey: record.constraint)
    let candidates = owners(of: certificate).filter { $0 != record.constraint }
    let updated = record.constraint.replacingConstant(with: constant)
    throw .unsatisfiableConstraint(
      updated, conflicts: explainConflict(updated, candidates: candidates, excluding: record.constraint))
  }

  /// Shifts the tableau as a change of `delta` in the constant of the constraint whose marker is `marker`, with
  /// coefficient `sign` in its row as created, does (see ``changeConstant(ofConstraintWithIdentity:to:)``),
  /// queueing the restricted rows driven negative, and returns the basic dummy of a redundant required equality
  /// that no longer holds, if any.
  mutating func shiftRows(ofMarker marker: Symbol, sign: Double, by delta: Double) -> Symbol? {
    let shift = delta / sign
    var contradiction: Symbol?
    // Copied out (one retain) so that the loop may change the solver; shifting constants leaves the plan valid.
    let shifts = shiftPlans[shiftPlanSlot(for: marker)].shifts
    // More rows than the update would follow one by one: decided now rather than after noting them one by one.
    if touchedSymbols.count + shifts.count > touchedLimit { evaluatesAllDefinitions = true }
    shifts.withUnsafeBufferPointer { shifts in
      for row in shifts {
        let moved = shiftConstant(ofRowOf: row.basic, by: row.factor * shift)
        noteShiftedRow(row.basic, constant: moved, contradiction: &contradiction)
      }
    }
    for level in objectives.indices {
      objectives[level].constant += objectives[level].coefficient(of: marker) * shift
    }
    return contradiction
  }

  /// Adds `amount` to the constant of the row of `basic` (which must have one), in place, and returns the new
  /// constant.
  @inline(__always)
  private mutating func shiftConstant(ofRowOf basic: Symbol, by amount: Double) -> Double {
    noteConstantChange(basic)
    return rows.withUnsafeMutableBufferPointer { rows in
      rows[Int(basic)]!.constant += amount
      return rows[Int(basic)]!.constant
    }
  }

  /// Queues a row whose constant moved for the dual simplex; a redundant required equality (a basic dummy) that
  /// no longer holds is a contradiction no pivot can mend.
  private mutating func noteShiftedRow(_ basic: Symbol, constant: Double, contradiction: inout Symbol?) {
    let kind = kinds[Int(basic)]
    guard kind.isRestricted else { return }
    if kind == .dummy && !isNearZero(constant) {
      contradiction = contradiction ?? basic
    } else if constant < 0 {
      infeasibleRows.append(basic)
    }
  }
}
