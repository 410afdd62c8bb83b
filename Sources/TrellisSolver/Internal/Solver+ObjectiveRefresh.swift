// Objective rows rid of their residues, where rounding in them may block symbols under strict levels.

/// The largest stored reduced cost that ``Solver/hasBlockingTinyCost()`` suspects of being rounding: objective rows
/// whose units are one violation each (strict levels) held residues of 1.4e-7 to 8.4e-6 on layout-profile systems,
/// where real costs are sums of coefficients of 1e-3 and more.
let residueCostLimit = 1.0e-5

extension Solver {
  /// Whether, under strict levels, some parametric symbol whose reduced cost became tiny since the last check
  /// (``ObjectiveRow/tinyChanges``) is blocked by it: the tiny cost is its first non-zero level's, and a lower level
  /// would take it in (a negative cost there). The objective rows' residues are then dropped
  /// (``refreshObjectives()``) and the primal simplex goes on.
  ///
  /// Each objective row is kept up to date through every pivot, and gathers the rounding of each cancellation in
  /// it; a residue on a symbol that enters the basis then spreads through its whole row (random layout-profile
  /// systems held rows of `1.4e-7 × row` at one level). With kiwi's single weighted objective a residue is one more
  /// small term in a sum. Under strict levels it decides: a symbol whose first non-zero level holds a positive
  /// residue is blocked, whatever it would gain below. Random systems solved with `--strict` (the differential
  /// test's layout profile, seeds 1–1,200) stopped short of HiGHS's lexicographic optimum in 10 of 1,200 (seed 797:
  /// 4,051 units of violation at priority 12.25 against 0; seed 627: 9.7e6 at priority 1000.5 against 699), every
  /// blocking cost recomputing to exactly 0.
  ///
  /// Not on a tableau that may have drifted (``mayHaveDrifted``): there the residues are larger (2.3e-5 on layout
  /// seed 797) and real costs tiny too, and refreshing after every primal simplex took wide seeds 600, 661 and 857
  /// from 0.1–1.3 s to 8–97 s; such an update refreshes a copy once instead (``reoptimizeWithFreshObjectives()``).
  ///
  /// - Complexity: O(*t*) for *t* tiny costs logged: nothing in a layout, whose costs are sums of ±1.
  func hasBlockingTinyCost() -> Bool {
    for level in objectives.indices {
      for symbol in objectives[level].tinyChanges where rows[Int(symbol)] == nil && kinds[Int(symbol)] != .dummy {
        let cost = objectives[level].coefficient(of: symbol)
        guard cost != 0, abs(cost) <= residueCostLimit, firstLevel(of: symbol) == level else { continue }
        if objectives[(level + 1)...].contains(where: { $0.coefficient(of: symbol) < 0 }) { return true }
      }
    }
    return false
  }

  /// Under strict levels, on a tableau that may have drifted, drops the objective rows' residues
  /// (``refreshObjectives()``) on a copy, optimises the copy again, and keeps it when it holds the required
  /// constraints as well as this solver does and its violations are lexicographically lower beyond rounding (``StrictViolations``; every
  /// variable this update changed stays in ``changedSymbols``).
  ///
  /// On a drifted tableau the residues are larger (2.3e-5 on layout seed 797) and real costs tiny too, and the
  /// optimisation that follows a refresh can take steps that leave required constraints off: refreshing in place
  /// after every primal simplex, or once per update, sent the solver into its rebuilds and took wide seeds 600, 661
  /// and 857 from 0.1–1.3 s to 8–97 s. On a copy, kept only when it is better, the rebuilds do not follow.
  ///
  /// - Complexity: O(*n* × *l*) for *n* non-zeros of the error rows and *l* levels, plus the optimisation; nothing
  ///   under weighted prioritisation, and only where ``updateVariables()`` refines (never in a layout).
  mutating func reoptimizeWithFreshObjectives() {
    guard prioritization == .strict else { return }
    var trial = self
    guard trial.refreshObjectives() else { return }
    trial.needsPrimalOptimization = true
    trial.settle()
    trial.evaluateDefinitions()
    guard trial.largestRequiredMiss() <= max(rebuildTolerance, largestRequiredMiss()),
      trial.strictViolations().isLower(than: strictViolations())
    else { return }
    let changed = changedSymbols
    self = trial
    keepChangedSymbols(changed)
  }

  /// Drops from each objective level the reduced costs that the error rows give as rounding: a parametric symbol's
  /// cost is its own cost at the level plus each basic error symbol's cost times its row's coefficient, and a sum
  /// below ``recomputedCostTolerance`` of the magnitude of its terms, or below ``nearZeroTolerance`` (what an
  /// objective row cannot hold: ``ObjectiveRow/setCoefficient(_:for:)`` stores it as 0), is 0. Each level's
  /// constant (its value) becomes the one the error rows give.
  ///
  /// The absolute bound since issue 2 (2026-12-02): a stored +1.1e-8 at priority 999 whose terms from the rows sum to
  /// 5.5e-13 (one term, coefficients of 1e-13 of their rows) counted as real against its own magnitude, was kept,
  /// and blocked a symbol worth −0.17 at priority 2 (layout seed 16,831 of the differential test, 2,341 units short
  /// after the rebuilds).
  ///
  /// - Returns: Whether some stored cost was dropped (the primal simplex may then have more to do).
  mutating func refreshObjectives() -> Bool {
    var dropped = false
    var fresh = [Double](repeating: 0, count: kinds.count)
    var magnitude = [Double](repeating: 0, count: kinds.count)
    var touched: [Symbol] = []
    for level in objectives.indices {
      var constant = 0.0
      forEachErrorSymbol(at: level) { symbol, cost in constant += cost * (rows[Int(symbol)]?.constant ?? 0) }
      forEachRecomputedCostTerm(at: level) { symbol, term in
        let index = Int(symbol)
        if fresh[index] == 0 && magnitude[index] == 0 { touched.append(symbol) }
        fresh[index] += term
        magnitude[index] += abs(term)
      }
      // Symbols the stored row holds but the error rows do not: their cost is 0.
      for symbol in 0..<Symbol(kinds.count) where objectives[level].contains(symbol) && magnitude[Int(symbol)] == 0 {
        touched.append(symbol)
      }
      for symbol in touched {
        let index = Int(symbol)
        // Only residues are dropped: a cost the rows make real keeps its stored value (storing every recomputed sum
        // took wide seed 661 from 1.2 s to 9 s and fixed no more systems).
        let isResidue = isNearZero(fresh[index]) || abs(fresh[index]) <= recomputedCostTolerance * magnitude[index]
        if isResidue && objectives[level].contains(symbol) && rows[index] == nil && kinds[index] != .dummy {
          dropped = true
          objectives[level].setCoefficient(0, for: symbol)
        }
        fresh[index] = 0
        magnitude[index] = 0
      }
      touched.removeAll(keepingCapacity: true)
      objectives[level].constant = constant
    }
    return dropped
  }

  /// Calls `body` with each term of the reduced costs at objective level `level` as the error rows give them: a
  /// parametric error symbol's own cost, and for each basic error symbol each entry of its row (with `share`, only
  /// the entries of at least that share of the row's largest coefficient) and the symbol's cost times the entry's
  /// coefficient, in the order of ``forEachErrorSymbol(at:_:)``.
  ///
  /// - Complexity: O(*n*) for *n* non-zeros of the level's error rows.
  func forEachRecomputedCostTerm(at level: Int, share: Double? = nil, _ body: (Symbol, Double) -> Void) {
    forEachErrorSymbol(at: level) { symbol, cost in
      guard let row = rows[Int(symbol)] else { return body(symbol, cost) }
      for entry in row.entries where share.map({ row.canPivot(on: entry.coefficient, share: $0) }) ?? true {
        body(entry.symbol, cost * entry.coefficient)
      }
    }
  }
}

extension Solver {
  /// Under strict levels, drops the reduced cost that would make `entering` enter when it is tiny (at most
  /// ``residueCostLimit``) and the error rows do not make it real (``isRealNegativeCost(of:costs:share:)``, every
  /// coefficient counted): the symbol's first level then holds no cost, and it enters only where a level below
  /// makes it.
  ///
  /// The converse of a blocking residue (``hasBlockingTinyCost()``): a residue on the negative side makes a symbol
  /// enter for what its first level gains, whatever it costs every level below. Layout seed 16,831 of the
  /// differential test held costs of −1.2e-8 to −6.7e-6 at priority 1000 where the error rows give +1.6e-9 to
  /// +1.3e-9; each such symbol entered and raised priority 999 by up to 1.1e6 (390,130 → 342,254,577 in one build),
  /// and every rebuild did the same: the values reached 1e10 and priority 2 ended at 3.2e6 against HiGHS's 1.65e6.
  ///
  /// - Returns: Whether the cost was dropped (the primal simplex then looks for another symbol).
  /// - Complexity: O(1) for a cost above the limit (every cost in a layout, whose costs are sums of ±1); otherwise
  ///   O(*c*) for *c* held constraints.
  mutating func dropsResidueCost(of entering: Symbol) -> Bool {
    guard prioritization == .strict else { return false }
    let level = enteringCandidates.level(of: entering)
    guard level >= 0 else { return false }
    let cost = objectives[level].coefficient(of: entering)
    guard cost < 0, -cost <= residueCostLimit,
      !isRealNegativeCost(of: entering, costs: errorCosts(at: level), share: 0)
    else { return false }
    objectives[level].remove(entering)
    return true
  }
}
