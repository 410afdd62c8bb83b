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
  ///    would nest), the held constraints rebuilt with the required ones first (``rebuilt(subjectRule:requiredFirst:smallPivots:)``),
  ///    whose rows then hold no error symbol while the required structure is solved, and the constraint added to
  ///    that (wide seed 2324, refused through an error symbol in the first order).
  ///
  /// - Complexity: Nothing unless phase one refused with a refusal in doubt (``isRefusalInDoubt(_:)``); then a
  ///   copy of the tableau, an addition and an update, and in the user's solver possibly one build of the held
  ///   constraints more.
  func acceptedOnSecondLook(_ constraint: Constraint, isEdit: Bool) -> Solver? {
    if let accepted = Solver.adding(constraint, isEdit: isEdit, to: self) { return accepted }
    guard explainsConflicts, var rebuild = rebuilt(subjectRule: .first, requiredFirst: true) else { return nil }
    // What the caller sees stays this solver's: the values of the last update, against which the next one reports
    // changed variables, and whether conflicts are explained. (``rebuilt(subjectRule:requiredFirst:smallPivots:)``
    // declares the variables in the same order.)
    for (index, symbol) in externalSymbols.enumerated() {
      rebuild.values[Int(rebuild.externalSymbols[index])] = values[Int(symbol)]
    }
    rebuild.changedSymbols = changedSymbols.compactMap { symbol in
      externalIndex[Int(symbol)].map { rebuild.externalSymbols[$0] }
    }
    rebuild.explainsConflicts = explainsConflicts
    return Solver.adding(constraint, isEdit: isEdit, to: rebuild)
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
    var probe = trial
    probe.rebuildIsFutile = true
    probe.optimumRebuildIsFutile = true
    probe.updateVariables()
    guard probe.largestRequiredMiss() <= optimumCheckMissLimit else { return nil }
    return trial
  }
}
