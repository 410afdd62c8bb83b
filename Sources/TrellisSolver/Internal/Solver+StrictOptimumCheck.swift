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
      forEachErrorSymbol(at: level) { symbol, cost in
        guard let row = rows[Int(symbol)] else {
          fresh[base + Int(symbol)] += cost
          magnitude[base + Int(symbol)] += abs(cost)
          return
        }
        for entry in row.entries where row.canPivot(on: entry.coefficient, share: share) {
          let term = cost * entry.coefficient
          fresh[base + Int(entry.symbol)] += term
          magnitude[base + Int(entry.symbol)] += abs(term)
        }
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
      let symbol = Symbol(index)
      var step = Double.infinity
      seen.reset(symbolCount: count)
      // A column may list a row twice, or a row that no longer holds the symbol (see `Column`).
      for basic in columns.holders(of: index) where seen.insert(basic) && kinds[Int(basic)] != .external {
        guard let row = rows[Int(basic)] else { continue }
        let coefficient = row.coefficient(of: symbol)
        guard coefficient < 0, row.canPivot(on: coefficient, share: share) else { continue }
        step = min(step, max(0, row.constant) / -coefficient)
      }
      if step > 0 { promised[decisive.level] = max(promised[decisive.level], -decisive.cost * step) }
    }
    return promised
  }

  /// The strict counterpart of the weighted optimum check (``rebuildIfOptimumIsInDoubt(afterRebuilds:)``): when
  /// the rows promise a level a decrease worth a rebuild (``strictPromisedDecrease(share:)`` above
  /// ``rebuildObjectiveGain`` of that level's violation at the values), the rebuilds with the required constraints
  /// first, then from the strongest, then in the order of addition, each with every ``SubjectRule``, until one holds
  /// the required constraints within ``strongestFirstMissLimit`` (or this solver's miss) and has lexicographically
  /// lower violations (``StrictViolations/isLower(than:)``); the lowest of that order is kept.
  mutating func rebuildIfStrictOptimumIsInDoubt() {
    guard !optimumRebuildIsFutile, !objectives.isEmpty else { return }
    let currentViolations = strictViolations()
    let totals = levels.map { level in currentViolations.totals.first { $0.key.value == level }?.value ?? 0 }
    let promised = strictPromisedDecrease()
    guard levels.indices.contains(where: { promised[$0] > rebuildObjectiveGain * totals[$0] }) else { return }
    optimumRebuildIsFutile = true
    let miss = largestRequiredMiss()
    guard miss <= optimumCheckMissLimit else { return }
    let limit = max(strongestFirstMissLimit, miss)
    for order in [RebuildOrder.requiredFirst, .strongestFirst, .addition] {
      var best: (solver: Solver, violations: StrictViolations)?
      for rule in SubjectRule.allCases {
        guard var candidate = rebuilt(subjectRule: rule, order: order) else { continue }
        candidate.updateVariables()
        guard candidate.largestRequiredMiss() <= limit else { continue }
        let violations = candidate.strictViolations()
        guard violations.isLower(than: best?.violations ?? currentViolations) else { continue }
        best = (candidate, violations)
      }
      if let best {
        adopt(best.solver)
        return
      }
    }
  }
}
