// Checking the optimum the simplex stopped at against the rows' own reduced costs, and rebuilding the tableau when
// they disagree: the objective's counterpart of the required constraints' rebuild.

extension Solver {
  /// Whether the tableau's rows show a direction that would lower the weighted objective where the simplex found
  /// none: a parametric symbol whose reduced cost, recomputed from the rows (its own cost plus each error row's cost
  /// times its coefficient, counting coefficients of at least `share` of their rows, by default those the fallback
  /// ratio test would pivot on: ``isRealNegativeCost(of:costs:share:)``), is negative beyond rounding.
  ///
  /// The objective row is kept up to date through every pivot and holds the rounding of every term that ever
  /// cancelled in it; the error rows hold their own. At a true optimum the two agree that nothing improves. Where
  /// they disagree, the simplex stopped because of what one of them says (a cost that drifted to zero in the
  /// objective row, or a cost whose symbol no row limits by a coefficient fit to pivot on and which was discarded as
  /// rounding): a sign that the tableau may no longer describe the constraints, not a proof. Wide seed 609 of the
  /// differential test stops at 40,270,280.5 against HiGHS's 37,192,746.4 with a recomputed cost of −8.5 (costs of up
  /// to 1e9); a degenerate optimum can show one too (wide seed 152: −111 at HiGHS's optimum), so the caller only takes
  /// the sign as a reason to look.
  ///
  /// Weighted objectives only: in strict mode a level's reduced cost counts only where the higher levels' are zero.
  ///
  /// - Complexity: O(*c*) for *c* held constraints, plus the columns of the parametric symbols.
  func rowsShowAnImprovingDirection(share: Double = fallbackPivotTolerance) -> Bool {
    guard prioritization == .weighted, !objectives.isEmpty else { return false }
    let costs = errorCosts(at: 0)
    for index in kinds.indices where rows[index] == nil && (kinds[index] == .slack || kinds[index] == .error) {
      if isRealNegativeCost(of: Symbol(index), costs: costs, share: share) { return true }
    }
    return false
  }

  /// Replaces the tableau by one built afresh from the held constraints when the rows show a direction that would
  /// lower the objective (``rowsShowAnImprovingDirection(share:)``, counting coefficients down to
  /// ``fallbackPivotTolerance`` or down to ``smallPivotShare`` of their rows) and a rebuild reaches an objective
  /// lower than the current one by more than ``rebuildObjectiveGain`` of it, with its required constraints no
  /// further off than ``rebuildTolerance`` or the current tableau's miss, whichever is larger.
  ///
  /// ``rebuildIfRequiredConstraintsAreOff()`` looks only at the required constraints; when they hold, nothing told
  /// the solver that the vertex it stopped at is not optimal. Two kinds of doubt, two kinds of rebuild:
  ///
  /// - The direction is there with coefficients the fallback ratio test pivots on (``fallbackPivotTolerance``):
  ///   the three rebuilds with the required constraints first (``bestRebuild(orders:admitting:)``), unless the
  ///   required constraints' rebuild has just tried them. Wide seeds 609 and 3920 of the differential test ended
  ///   8.3 % and 0.34 % above HiGHS's optimum in every phase; built with the required constraints first, with any
  ///   subject rule, they reach it. Not the rebuilds in the order of addition: they were never better there, and on
  ///   wide seed 1611 two of them took 8 and 12 s each (the whole file takes 0.5 s).
  /// - Otherwise, or when none of the three is better, the direction is held only by coefficients under 1e-7 of
  ///   their rows, which the ratio tests take for residues: one rebuild in the order of addition whose fallback
  ///   ratio test, phase one and recomputed costs go down to ``smallPivotShare`` (``usesSmallPivots``). Wide
  ///   seeds 520 and 3789 and layout seed 101,281 stopped 43 %, 54 % and 0.1 % above HiGHS's optimum after a
  ///   reduced cost of −1.75, −0.42 and −0.18 was discarded as rounding because no row held its symbol with a
  ///   coefficient of 1e-7 of the row; such a rebuild reaches HiGHS's optimum. Pivoting that low everywhere broke
  ///   other systems (Docs/Solver.md, the ratio test), so the kept tableau goes on with
  ///   ``fallbackPivotTolerance``, and only a better point that holds the required constraints is kept.
  ///
  /// A rebuild is kept only when it is better by more than the differential test's judge tolerates (1e-6 of the
  /// objective), so a system whose optimum was right (or right within that) keeps its values bit for bit; and the
  /// check runs once until a constraint is added or removed (``optimumRebuildIsFutile``), since suggestions alone do
  /// not change what the rebuilds hold. Weighted objectives only (see ``rowsShowAnImprovingDirection(share:)``).
  ///
  /// Layouts never get here: they never refine (see ``refine()``).
  ///
  /// - Parameter rebuilt: Whether this update has tried the rebuilds already (for required constraints off).
  /// - Complexity: O(*c*) for the check; up to four builds of the held constraints when it finds a direction.
  mutating func rebuildIfOptimumIsInDoubt(afterRebuilds rebuilt: Bool) {
    guard !optimumRebuildIsFutile else { return }
    // Not one test with the smaller share: coefficients between the two shares can cancel a real cost or dwarf it.
    let direction = rowsShowAnImprovingDirection()
    guard direction || rowsShowAnImprovingDirection(share: smallPivotShare) else { return }
    optimumRebuildIsFutile = true
    guard let current = objectiveAtValues().first else { return }
    let miss = largestRequiredMiss()
    let bound = current - rebuildObjectiveGain * current
    let admits = { (candidateMiss: Double, objective: [Double]) in
      candidateMiss <= max(rebuildTolerance, miss) && (objective.first ?? .infinity) < bound
    }
    if !rebuilt, miss <= rebuildTolerance, direction, let best = bestRebuild(orders: [true], admitting: admits) {
      adopt(best)
    } else if var trial = self.rebuilt(subjectRule: .first, requiredFirst: false, smallPivots: true) {
      trial.updateVariables()
      if admits(trial.largestRequiredMiss(), trial.objectiveAtValues()) { adopt(trial) }
    }
  }
}

extension Solver {
  /// The share of a row's largest coefficient down to which the ratio tests' fallback pivots and the recomputed
  /// reduced costs count: ``fallbackPivotTolerance``, or ``smallPivotShare`` in a rebuild that tries smaller pivots
  /// (``usesSmallPivots``).
  var fallbackPivotShare: Double { usesSmallPivots ? smallPivotShare : fallbackPivotTolerance }
}
