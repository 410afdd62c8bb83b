// A second look at a refusal: when phase one refuses a required constraint, the share rules that keep it from
// pivoting on residues, and not the constraints, may be what refused it.

extension Solver {
  /// Whether phase one's refusal of a constraint may be the pivot rules' rather than the constraints': the final
  /// artificial row still holds a symbol that would lower it, with a coefficient the entering rules passed over (at
  /// least ``smallPivotShare`` of the row, under ``relativePivotTolerance``), or a pivot may have let the tableau
  /// drift (``mayHaveDrifted``).
  ///
  /// A contradiction among well-scaled constraints ends phase one with no such symbol: the artificial variable's
  /// reduced costs are all non-negative, and the refusal is thrown at once, as before.
  func isRefusalInDoubt(_ final: Row) -> Bool {
    mayHaveDrifted || firstImproving(in: final, share: smallPivotShare) != nil
  }

  /// This solver holding `constraint` as well, if a second look at phase one's refusal finds that it can hold;
  /// `nil` when the refusal stands.
  ///
  /// Phase one enters only coefficients of at least ``relativePivotTolerance`` of the artificial row, and pivots on
  /// at least ``fallbackPivotTolerance`` of a row, because smaller ones are most often residues of cancellations.
  /// In the wide profile of the differential test they were often real: a user's coefficient of 1e-3 times a
  /// definition's 2.5e-4, beside a dummy's 400 in the same row (wide seed 4767: `0.25·v0 + 1000·v1 − v2 ≤ −35`,
  /// which only an error symbol of a strength-1e8 equality at 6e-7 of the row could satisfy), or 8.4e-7 beside the
  /// new slack's 1 (3977), and HiGHS found each refused system feasible. Two second looks, each kept only if a copy
  /// of the result, updated (optimised and refined, not rebuilt), holds every required constraint within
  /// ``optimumCheckMissLimit`` of its terms (the differential test's tolerance) — a residue pivoted on shows there:
  /// entering one accepted a contradiction that left required constraints 3.1 and 104 off (wide seed 2815,
  /// Docs/Reliability.md), which this check refuses again:
  ///
  /// 1. The constraint added to this tableau again, with phase one entering and pivoting on coefficients down to
  ///    ``smallPivotShare`` of a row (wide seeds 2500, 3604, 3977, 4767).
  /// 2. Only in the user's solver (``explainsConflicts``; not in the explanation's probes or in rebuilds, which
  ///    would nest), the held constraints rebuilt with the required ones first (``rebuilt(subjectRule:order:smallPivots:)``),
  ///    whose rows then hold no error symbol while the required structure is solved, and the constraint added to
  ///    that (wide seed 2324, refused through an error symbol in the first order).
  ///
  /// - Complexity: Nothing unless phase one refused with a refusal in doubt (``isRefusalInDoubt(_:)``); then a
  ///   copy of the tableau, an addition and an update, and in the user's solver possibly one build of the held
  ///   constraints more.
  func acceptedOnSecondLook(_ constraint: Constraint, isEdit: Bool) -> Solver? {
    if let accepted = Solver.adding(constraint, isEdit: isEdit, to: self) { return accepted }
    guard explainsConflicts, let rebuild = rebuiltRequiredFirst() else { return nil }
    return Solver.adding(constraint, isEdit: isEdit, to: rebuild)
  }

  /// The held constraints rebuilt with the required ones first (``rebuilt(subjectRule:order:smallPivots:)``),
  /// showing the caller what this solver shows: the values of the last update, against which the next one reports
  /// changed variables, and whether conflicts are explained (the rebuild declares the variables in the same order).
  func rebuiltRequiredFirst() -> Solver? {
    guard var rebuild = rebuilt(subjectRule: .first, order: .requiredFirst) else { return nil }
    for (index, symbol) in externalSymbols.enumerated() {
      rebuild.values[Int(rebuild.externalSymbols[index])] = values[Int(symbol)]
    }
    rebuild.changedSymbols = changedSymbols.compactMap { symbol in
      externalIndex[Int(symbol)].map { rebuild.externalSymbols[$0] }
    }
    rebuild.explainsConflicts = explainsConflicts
    return rebuild
  }

  /// Whether `solver`, updated on a copy without rebuilds, holds its required constraints within
  /// ``optimumCheckMissLimit`` of their terms.
  static func holdsRequiredConstraints(_ solver: Solver) -> Bool {
    updatedHoldingRequiredConstraints(solver) != nil
  }

  /// `solver` updated without rebuilds, if it then holds its required constraints within ``optimumCheckMissLimit``
  /// of their terms.
  static func updatedHoldingRequiredConstraints(_ solver: Solver) -> Solver? {
    var probe = solver
    probe.rebuildIsFutile = true
    probe.optimumRebuildIsFutile = true
    probe.updateVariables()
    return probe.largestRequiredMiss() <= optimumCheckMissLimit ? probe : nil
  }

  /// Adds a required constraint to a tableau that may have drifted (``mayHaveDrifted``) and checks the result: when
  /// the vertex the addition left, and then a copy updated without rebuilds, miss a required constraint by more than
  /// ``optimumCheckMissLimit`` of its terms, the constraint is added again to the held constraints rebuilt with the
  /// required ones first. Refused there, it is refused, and the solver is as it was before the call; accepted
  /// there, the first addition stands (keeping the rebuild moved wide seed 3786 to a vertex 6e-5 above HiGHS's
  /// optimum).
  ///
  /// A drifted tableau no longer describes its constraints exactly, and an addition reads it: wide seed 3554 of the
  /// differential test added `52 − v8 == 0` through v8's definitions, whose terms reached 9e12, and dropped four
  /// external variables at 0.0067–0.027 from its row as residues (under 1e-9 of the row); `v8 == −229.035`, next,
  /// expanded to the dummies' 1 beside those four variables, one became its subject, and the contradiction was
  /// accepted (9 required constraints off, up to 1.1e4). Built afresh, the second row is the dummies alone and is
  /// refused. The first addition's own checks cannot tell: a coefficient is measured against its row, and the row
  /// says the same thing each time it is computed.
  ///
  /// - Complexity: Only once a pivot has grown a row beyond ``pivotGrowthLimit`` (never in a layout: its rows are ±1
  ///   and small multipliers): an evaluation of the definitions per required addition; an update of a copy where
  ///   the vertex misses; a build of the held constraints where the copy misses too.
  @inline(never)
  mutating func insertVerifying(_ constraint: Constraint, isEdit: Bool) throws(SolverError) {
    let before = self
    try insert(constraint, isEdit: isEdit, verifies: false)
    // First the values of the vertex the addition left (no optimisation): required constraints that hold there are
    // consistent, and an update of a copy after every addition took wide seed 1611 from 3 s to 31 s.
    var vertex = self
    vertex.evaluateDefinitions()
    guard vertex.largestRequiredMiss() > optimumCheckMissLimit else { return }
    if let updated = Solver.updatedHoldingRequiredConstraints(self) {
      // The optimised copy is kept: the next additions start from it, where discarding it made every one of them
      // optimise the whole lazy tableau again (wide seed 7460: past 120 s, 94% of it in these copies). What the
      // update reported is not kept: the values stay those of the caller's last update, and the next update
      // evaluates every definition and compares with them (``changedVariables``).
      let reported = self
      self = updated
      // The update gave the deferred constraints their rows (DeferredConstraints.swift): their new symbols have no
      // value yet.
      values = Array(reported.values.prefix(kinds.count))
      values.append(contentsOf: repeatElement(0, count: kinds.count - values.count))
      largestValue = reported.largestValue
      changedSymbols = reported.changedSymbols
      evaluatesAllDefinitions = true
      rebuildIsFutile = reported.rebuildIsFutile
      optimumRebuildIsFutile = reported.optimumRebuildIsFutile
      return
    }
    guard var rebuild = before.rebuiltRequiredFirst() else { return }
    do {
      try rebuild.insert(constraint, isEdit: isEdit, verifies: false)
    } catch {
      self = before
      throw error
    }
  }

  /// `solver` with `constraint` added through phase one with small pivots, if a copy of the result, updated without
  /// rebuilds, holds its required constraints within ``optimumCheckMissLimit``.
  private static func adding(_ constraint: Constraint, isEdit: Bool, to solver: Solver) -> Solver? {
    var trial = solver
    trial.explainsConflicts = false
    do {
      try trial.insert(constraint, isEdit: isEdit, smallPivots: true)
    } catch {
      return nil
    }
    trial.explainsConflicts = solver.explainsConflicts
    return holdsRequiredConstraints(trial) ? trial : nil
  }
}
