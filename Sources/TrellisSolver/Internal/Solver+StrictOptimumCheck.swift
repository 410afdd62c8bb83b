// The optimum check under strict levels: the rows' own reduced costs, level by level, against the vertex the simplex
// stopped at, and rebuilds kept when their violations are lexicographically lower.

extension Solver {
  /// How much the tableau's rows say each strict level's violation could still decrease where the simplex found no
  /// step: for each parametric slack or error symbol, its reduced cost recomputed from the error rows at every level
  /// (counting coefficients of at least `share` of their rows), and at the first level where that cost is not
  /// rounding (``recomputedCostTolerance`` of its terms' magnitude, at least ``nearZeroTolerance``), when it is
  /// negative, the cost times the step the restricted rows allow; the largest such product per level.
  ///
  /// - Complexity: O(*n* + *s* × *l*) for *n* non-zeros of the error rows, *s* symbols and *l* levels, plus the
  ///   columns of the improving symbols.
  func strictPromisedDecrease(share: Double = fallbackPivotTolerance) -> [Double] {
    let count = kinds.count
    var fresh = [Double](repeating: 0, count: count * objectives.count)
    var magnitude = fresh
    for level in objectives.indices {
      let base = level * count
      forEachRecomputedCostTerm(at: level, share: share) { symbol, term in
        fresh[base + Int(symbol)] += term
        magnitude[base + Int(symbol)] += abs(term)
      }
    }
    var promised = [Double](repeating: 0, count: objectives.count)
    var seen = SymbolMarks()
    for index in kinds.indices where rows[index] == nil && (kinds[index] == .slack || kinds[index] == .error) {
      // The first level whose recomputed cost is not rounding decides the symbol.
      var decisive: (level: Int, cost: Double)?
      for level in objectives.indices {
        let cost = fresh[level * count + index]
        if abs(cost) > nearZeroTolerance && abs(cost) >= recomputedCostTolerance * magnitude[level * count + index] {
          decisive = (level, cost)
          break
        }
      }
      guard let decisive, decisive.cost < 0 else { continue }
      let step = allowedStep(of: Symbol(index), share: share, seen: &seen)
      if step > 0 { promised[decisive.level] = max(promised[decisive.level], -decisive.cost * step) }
    }
    return promised
  }

  /// The strict counterpart of the weighted optimum check (``rebuildIfOptimumIsInDoubt(afterRebuilds:)``), with its
  /// three doubts: the rows promise a level a decrease worth a rebuild (``strictPromisedDecrease(share:)`` above
  /// ``rebuildObjectiveGain`` of that level's violation at the values) with coefficients the ratio tests pivot on
  /// (``fallbackPivotTolerance``), or only with coefficients down to ``smallPivotShare``; or a level's violation at
  /// the values is above what its error rows hold (``objectiveValue(at:)``) by more than that share and the rounding
  /// of its terms (the values lost what the tableau holds).
  ///
  /// For the first and the third, the rebuilds with the required constraints first, then from the strongest, then in
  /// the order of addition, each with every ``SubjectRule``; for the second, then, the rebuilds in the order of
  /// addition and from the strongest whose ratio tests and phase one go down to ``smallPivotShare``
  /// (``usesSmallPivots``). Of those that hold the required constraints within ``strongestFirstMissLimit`` (or this
  /// solver's miss), the one with the lowest violations (``StrictViolations/isLower(than:)``) is kept, if lower than
  /// this solver's; the first search stops at one that leaves no doubt of its own (``strictDoubt(violations:)``), the
  /// second tries both: a rebuild
  /// drifts too, and the first one lower was still short of HiGHS's levels in layout seeds 11,925, 17,067, 19,283,
  /// 23,018 and 23,764. Once until a constraint is added or removed (``optimumRebuildIsFutile``); none is tried where
  /// a required constraint misses by more than ``optimumCheckMissLimit``.
  ///
  /// - Complexity: O(*n* + *s* × *l*) for the doubts (see ``strictPromisedDecrease(share:)``); up to eleven builds
  ///   of the held constraints, and the doubts of each kept one, when in doubt.
  mutating func rebuildIfStrictOptimumIsInDoubt() {
    guard !optimumRebuildIsFutile, !objectives.isEmpty else { return }
    let currentViolations = strictViolations()
    let doubt = strictDoubt(violations: currentViolations)
    guard doubt.direction || doubt.smallDirection || doubt.lost else { return }
    optimumRebuildIsFutile = true
    let miss = largestRequiredMiss()
    guard miss <= optimumCheckMissLimit else { return }
    let limit = max(strongestFirstMissLimit, miss)
    var best: (solver: Solver, violations: StrictViolations)?
    // Whether the best rebuild so far leaves no doubt of its own: the search ends there.
    var settled = false
    // Keeps `candidate`, updated, when it holds the required constraints and is lower than the best so far.
    func consider(_ candidate: Solver?) {
      guard !settled, var candidate else { return }
      candidate.updateVariables()
      guard candidate.largestRequiredMiss() <= limit else { return }
      let violations = candidate.strictViolations()
      guard violations.isLower(than: best?.violations ?? currentViolations) else { return }
      best = (candidate, violations)
      let left = candidate.strictDoubt(violations: violations)
      settled = !(left.direction || left.smallDirection || left.lost)
    }
    if doubt.direction || doubt.lost {
      for order in [RebuildOrder.requiredFirst, .strongestFirst, .addition] {
        for rule in SubjectRule.allCases { consider(rebuilt(subjectRule: rule, order: order)) }
      }
    }
    if doubt.smallDirection {
      // Both, whatever the first leaves: small pivots can leave no doubt and still stop short (wide seed 233: the
      // rebuild in the order of addition at 2e9 units at priority 1, the strongest-first one at HiGHS's 0).
      for order in [RebuildOrder.addition, .strongestFirst] {
        settled = false
        consider(rebuilt(subjectRule: .first, order: order, smallPivots: true))
      }
    }
    if let best { adopt(best.solver) }
  }

  /// The strict optimum check's three doubts about this tableau, given its violations at the values: whether the
  /// rows promise some level a decrease above ``rebuildObjectiveGain`` of its violation and above its rounding with
  /// coefficients down to ``fallbackPivotTolerance`` of their rows (`direction`) or down to ``smallPivotShare``
  /// (`smallDirection`), and whether some level's violation at the values is above what its error rows hold by as
  /// much (`lost`).
  func strictDoubt(violations: StrictViolations) -> (direction: Bool, smallDirection: Bool, lost: Bool) {
    let totals = levels.map { level in violations.totals.first { $0.key.value == level }?.value ?? 0 }
    let rounding = levels.map { level in violations.rounding.first { $0.key.value == level }?.value ?? 0 }
    // What a level must be promised, or lose, to be in doubt.
    let worthwhile = levels.indices.map { max(rebuildObjectiveGain * totals[$0], rounding[$0]) }
    func promises(share: Double) -> Bool {
      let promised = strictPromisedDecrease(share: share)
      return levels.indices.contains { promised[$0] > worthwhile[$0] }
    }
    // Values that lose what the rows hold: a level's violation at the values above the one its error rows say.
    let lost = levels.indices.contains { totals[$0] - objectiveValue(at: $0) > worthwhile[$0] }
    return (promises(share: fallbackPivotTolerance), promises(share: smallPivotShare), lost)
  }
}
