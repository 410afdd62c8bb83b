// The primal simplex over the (possibly lexicographic) objective; the dual simplex is in Solver+DualSimplex.swift.

extension Solver {
  /// Runs the pending dual and primal optimisations so the tableau is feasible and optimal.
  ///
  /// After a dual simplex the primal one runs too: with several levels, ratios that tie up to rounding can leave
  /// a reduced cost a hair below zero, and a primal pass (usually a single scan) mends it.
  ///
  /// The changes that lead here (non-required constraints, suggestions) cannot make the system infeasible, so a
  /// row the dual simplex cannot repair is rounding beyond what the pivot rules accept (coefficients of 1e9 beside
  /// 1e-9; Docs/Reliability.md, "Open fuzz findings"). The row is left as it is rather than stopping the process:
  /// its restricted symbol reads slightly negative.
  mutating func settle() {
    // The reduced costs pricing reads, with the waiting rows' shares (LazyRows.swift).
    flushWaitingObjective()
    // Removing a constraint, or adding one whose subject other rows hold, can leave rows below zero too: queued by
    // `substitute`, never flagged. The primal simplex must not start from them (see `optimizeObjective`).
    if needsDualOptimization || !infeasibleRows.isEmpty {
      needsDualOptimization = false
      _ = dualOptimize()
      needsPrimalOptimization = needsPrimalOptimization || objectives.count > 1
    }
    if needsPrimalOptimization {
      needsPrimalOptimization = false
      optimizeObjective()
      // Strict levels: reduced costs that are only rounding may block symbols (Solver+ObjectiveRefresh.swift).
      if prioritization == .strict && !mayHaveDrifted && hasBlockingTinyCost() {
        // The refresh reads the rows of every error symbol.
        materializeWaitingRows()
        for _ in 0..<3 {
          guard refreshObjectives() else { break }
          optimizeObjective()
        }
      }
    }
    for level in objectives.indices { objectives[level].clearTinyChanges() }
  }

  /// Runs the primal simplex on the objective until no symbol improves it.
  ///
  /// Dantzig's rule (the steepest reduced cost) takes far fewer pivots than Bland's on layout systems; after a
  /// generous number of pivots the loop switches to Bland's rule, which cannot cycle.
  ///
  /// A step may overshoot a row that the ratio test passed over (see ``leavingRow(for:lowestOnTies:share:)``): the
  /// dual simplex repairs it before the next step, which assumes every restricted row feasible (pivoting on one below
  /// zero gives the entering symbol a negative value, amplified by a small pivot: −0.000999 over 1e-6 made a slack
  /// −999). A repair can undo the step's gain, and the two can cycle (a primal step overshooting a row by 0.2, its
  /// repair, a step back and its repair, for ever); after as many repairs as the patience allows pivots, the loop
  /// stops at the repaired, feasible vertex.
  mutating func optimizeObjective() {
    var pivots = 0
    var repairs = 0
    let patience = 64 + kinds.count
    var watch = DummyColumnWatch(startingAt: columnChangeTally)
    defer { endWatch(watch) }
    while let entering = pivots < patience ? steepestSymbol() : enteringSymbol() {
      pivots += 1
      // An optimisation that pivots reaches most rows: every waiting row joins the tableau before the first
      // ratio test (LazyRows.swift).
      if !lazyRows.isEmpty { materializeWaitingRows() }
      considerSkippingDummyColumns(&watch)
      if dropsResidueCost(of: entering) { continue }
      guard
        let leaving = leavingRow(for: entering, lowestOnTies: pivots > patience)
          ?? fallbackLeavingRow(for: entering, lowestOnTies: pivots > patience),
        !isRoundingStep(entering: entering, leaving: leaving)
      else {
        noteDiscardedCost(of: entering)
        discardRoundingNoise(of: entering)
        continue
      }
      primalPivot(entering: entering, leaving: leaving)
      if !infeasibleRows.isEmpty {
        _ = dualOptimize()
        repairs += 1
        if repairs > patience { return }
      }
    }
  }

  /// The ratio test down to ``fallbackPivotTolerance`` of a row's largest coefficient, for a symbol that no
  /// coefficient fit to pivot on limits, unless the step would lower the objective by more than its value.
  ///
  /// Every objective level is a sum of non-negative violations, so no step can take it below zero: a reduced cost
  /// and a step whose product exceeds the level's value (beyond ``objectiveStepTolerance`` of it and of the largest
  /// cost) cannot both be real. Once the optimum is reached, rounding is all that is left in the reduced costs
  /// (−7.9e-4 beside weights of 2e9), and a row holding the symbol at a few ten-millionths of its largest
  /// coefficient gave steps of 7e8 that took the values to 1e18 and broke required constraints (seeds 38,910 and
  /// 106,310 of the differential test). A real cost is kept: −0.12 beside costs of 1e6, whose step lowered the
  /// objective from 1.04e7 toward 6.46e6 (`small_pivot_cost_1`).
  ///
  /// The cost must also be real when recomputed from the rows (``isRealNegativeCost(of:costs:share:)``): a pivot
  /// this small on a cost that is only rounding (stored −0.017, recomputed 0, a pivot of 4.9e-7 of its row) grew rows
  /// by 2e6, and after a removal the values ran to 1e20 (wide seed 569, phase 4).
  mutating func fallbackLeavingRow(for entering: Symbol, lowestOnTies: Bool) -> Symbol? {
    guard let leaving = leavingRow(for: entering, lowestOnTies: lowestOnTies, share: fallbackPivotShare),
      !stepOutweighsObjective(entering: entering, leaving: leaving),
      let level = objectives.indices.first(where: { objectives[$0].coefficient(of: entering) != 0 }),
      isRealNegativeCost(of: entering, costs: errorCosts(at: level), share: 0)
    else { return nil }
    return leaving
  }

  /// Whether the step that makes `entering` basic in the row of `leaving` is to be taken for rounding (its cost is
  /// then discarded). Only steps whose cost or pivot is small are checked: a cost above the entering bound (see
  /// ``smallCostSymbol(at:lowest:)``), or a pivot under ``pivotShareTolerance`` of its row
  /// (``isSmallPivot(entering:leaving:)``). Such a step must not lower the objective by more than its value
  /// (``stepOutweighsObjective(entering:leaving:)``), and through a small pivot the cost must be real when recomputed
  /// from the rows (``isRealNegativeCost(of:costs:share:)``): once rounding had taken the objective row 3e4 below
  /// HiGHS's optimum of 1.26e10, a stored cost of −838 entered on 6.3e-5 of a row and the values reached 1e17, a
  /// required constraint 2.2e7 off (wide seed 679).
  ///
  /// - Complexity: O(1) for the common step; O(*c*) for *c* held constraints through a small pivot.
  // `mutating`, as ``isSmallPivot(entering:leaving:)``, though neither changes anything: called from the primal loop,
  // the non-mutating forms received a copy of the whole solver on every pivot (a `memcpy` of the struct, 0.14 % of
  // the 999-view layout); a mutating method receives its address.
  mutating func isRoundingStep(entering: Symbol, leaving: Symbol) -> Bool {
    let smallCost = hasSmallCostZone && objectives[0].coefficient(of: entering) >= -enteringCostTolerance
    let smallPivot = isSmallPivot(entering: entering, leaving: leaving)
    guard smallCost || smallPivot else { return false }
    if stepOutweighsObjective(entering: entering, leaving: leaving) { return true }
    guard smallPivot, let level = objectives.indices.first(where: { objectives[$0].coefficient(of: entering) != 0 })
    else { return false }
    return !isRealNegativeCost(of: entering, costs: errorCosts(at: level), share: 0)
  }

  /// Whether `entering`'s coefficient in the row of `leaving` is under ``pivotShareTolerance`` of the row's largest:
  /// a pivot that small may be the residue of a cancellation, and a step through it is checked against the
  /// objective's value. Pivoting on 4.2e-6 of a row with a cost of −0.087 lowered the objective by 3.2e5 from a value
  /// of 3,501 (HiGHS's optimum: 3,505); the values then ran to 1e22 (wide seed 569 shrunk, phase 4).
  mutating func isSmallPivot(entering: Symbol, leaving: Symbol) -> Bool {
    // Through the row's address, not a copy of it (see Solver+RowAccess.swift): this runs on every pivot.
    rows.withUnsafeBufferPointer { rows in
      let row = rows.baseAddress! + Int(leaving)
      guard let coefficient = row.pointee?.coefficient(of: entering) else { return false }
      return row.pointee?.canPivot(on: coefficient, share: pivotShareTolerance) == false
    }
  }

  /// Whether the step that makes `entering` basic in the row of `leaving` would lower the first objective level that
  /// costs `entering` by more than that level's value (beyond ``objectiveStepTolerance`` of it and of the largest
  /// cost): a reduced cost and a step that cannot both be real (see ``fallbackLeavingRow(for:lowestOnTies:)``).
  func stepOutweighsObjective(entering: Symbol, leaving: Symbol) -> Bool {
    guard let row = rows[Int(leaving)] else { return false }
    let step = max(0, row.constant) / -row.coefficient(of: entering)
    for level in objectives.indices {
      let cost = objectives[level].coefficient(of: entering)
      if cost == 0 { continue }
      guard cost < 0 else { return false }
      let value = objectiveValue(at: level)
      return -cost * step > value + objectiveStepTolerance * (value + largestCost)
    }
    return false
  }

  /// The value of an objective level: the cost of each unit of violation times the violations of the held
  /// constraints at its strength, read from their error symbols. (The objective row's constant is not kept equal
  /// to it: a suggestion shifts it only through the parametric markers, as in kiwi.)
  ///
  /// - Complexity: O(*c*) for *c* held constraints; only the fallback ratio test asks.
  func objectiveValue(at level: Int) -> Double {
    var total = 0.0
    forEachErrorSymbol(at: level) { symbol, cost in total += cost * max(0, rows[Int(symbol)]?.constant ?? 0) }
    return total
  }

  /// Calls `body` with each error symbol of the held constraints at an objective level and its cost per unit (its
  /// constraint's strength in weighted mode; 1 at its strength's level in strict mode), in the order of the held
  /// constraints, a constraint's marker before its other symbol.
  ///
  /// - Complexity: O(*c*) for *c* held constraints.
  func forEachErrorSymbol(at level: Int, _ body: (Symbol, Double) -> Void) {
    for record in records.values where !record.constraint.strength.isRequired {
      for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
        let strength = record.strength(ofError: symbol).value
        switch prioritization {
        case .weighted: body(symbol, strength)
        case .strict: if levels[level] == strength { body(symbol, 1) }
        }
      }
    }
  }

  /// Notes a reduced cost about to be discarded as rounding whose symbol a restricted row limits with a coefficient of
  /// at least ``smallPivotShare`` of the row (``discardedSmallPivotCost``), where the optimum check would not look
  /// otherwise (a tableau that may have drifted refines, and refinement checks).
  ///
  /// The ratio tests pivot down to ``fallbackPivotTolerance`` of a row; below it a coefficient is most often a
  /// residue, but not always: wide seed 2503 of the differential test stopped at 1,274,524 against HiGHS's 0 after a
  /// slack's real cost of −2.9e-5 (a weight of 1,000 times −2.9e-8) was discarded, its only limiting row holding it
  /// at −2.9e-8 beside a dummy's 12.03 and a slack's 6.02 (2.4e-9 of the row), the product of user coefficients
  /// 0.001, 1/100 and 1/3.003 through v5's and v3's definitions, not a cancellation. No pivot had grown a row and no
  /// value had reached 1e6, so the check never ran.
  ///
  /// - Complexity: O(1) for a cost no row limits or once noted; otherwise a walk over the symbol's column.
  mutating func noteDiscardedCost(of entering: Symbol) {
    guard !mayHaveDrifted, !discardedSmallPivotCost else { return }
    discardedSmallPivotCost = leavingRow(for: entering, share: smallPivotShare) != nil
  }

  /// Zeroes the negative reduced costs of `entering`, a symbol that no restricted row limits.
  ///
  /// Every objective is a sum of non-negative symbols with non-negative weights, so it cannot decrease without
  /// limit: a symbol that could grow forever while lowering it has a reduced cost that is rounding noise, left
  /// over from cancellations between coefficients many orders of magnitude apart (weights of 1e9 times
  /// coefficients of 1e3 carry noise far above the absolute tolerance of 1e-8). Its true reduced cost is zero;
  /// treating the noise as real would end in a crash (kiwi aborts here with "The objective is unbounded").
  mutating func discardRoundingNoise(of entering: Symbol) {
    for level in objectives.indices where objectives[level].coefficient(of: entering) < 0 {
      objectives[level].remove(entering)
    }
  }

  /// Runs the primal simplex on the artificial objective of phase one.
  ///
  /// Bland's rule chooses the entering symbol; the leaving row is the shortest among the tied ones until a generous
  /// number of pivots, then the lowest (Bland's rule in full, which cannot cycle).
  ///
  /// Rows a step overshoots are repaired at once, as in ``optimizeObjective()``; after as many repairs as the
  /// patience allows pivots, phase one stops where it is.
  ///
  /// With `smallPivots` (a second look at a refusal, `Solver+Refusal.swift`), a symbol whose coefficient is at least
  /// ``smallPivotShare`` of the artificial row enters when none passes the usual shares, and the ratio test's
  /// fallback goes down to ``smallPivotShare`` of a row.
  ///
  /// - Returns: The largest magnitude among the constants of the artificial row and of the rows it pivoted with
  ///   (the scale of the rounding in its final value), and the basic symbol of an overshot row the dual simplex
  ///   could not repair, if any.
  mutating func optimizeArtificial(smallPivots: Bool = false) -> (scale: Double, unrepaired: Symbol?) {
    var scale = abs(artificial?.constant ?? 0)
    var pivots = 0
    var repairs = 0
    let patience = 64 + kinds.count
    let fallbackShare = smallPivots ? smallPivotShare : fallbackPivotShare
    while let row = artificial,
      let entering = firstImproving(in: row, share: phaseOneEnteringShare) ?? firstImproving(in: row)
        ?? (smallPivots ? firstImproving(in: row, share: smallPivotShare) : nil)
    {
      pivots += 1
      guard
        let leaving = leavingRow(for: entering, lowestOnTies: pivots > patience)
          ?? leavingRow(for: entering, lowestOnTies: pivots > patience, share: fallbackShare)
      else {
        // The artificial objective is one non-negative symbol: as in optimizeObjective, a reduced cost with
        // nothing to limit it is rounding noise.
        artificial?.remove(entering)
        continue
      }
      scale = max(scale, abs(rows[Int(leaving)]!.constant), abs(artificial?.constant ?? 0))
      primalPivot(entering: entering, leaving: leaving)
      if !infeasibleRows.isEmpty {
        if let failed = dualOptimize() { return (scale, failed) }
        repairs += 1
        if repairs > patience { break }
      }
    }
    return (scale, nil)
  }

  /// A pivot of the primal simplex (or of phase one), which queues `entering` for the dual simplex when the step
  /// gave it a negative value: a step on a row a hair below zero (within Harris's relaxation) does, magnified by a
  /// small pivot (−1e-9 over 1e-4 gave −1e-5).
  @inline(__always)
  mutating func primalPivot(entering: Symbol, leaving: Symbol) {
    let overshot = rows[Int(leaving)]!.constant < 0
    pivot(entering: entering, leaving: leaving)
    if overshot { infeasibleRows.append(entering) }
  }

  /// The first symbol with a negative coefficient in `row` of at least `share` of the row's largest (Bland's rule
  /// among them; see ``Row/canPivot(on:share:)``).
  func firstImproving(in row: Row, share: Double = relativePivotTolerance) -> Symbol? {
    for entry in row.entries
    where entry.coefficient < -pivotTolerance && kinds[Int(entry.symbol)] != .dummy
      && row.canPivot(on: entry.coefficient, share: share)
    {
      return entry.symbol
    }
    return nil
  }

  /// The lowest symbol whose reduced cost is lexicographically negative across the levels, beyond rounding (see
  /// ``relativeCostTolerance``; Bland's rule on the composite objective), or `nil` at the optimum.
  mutating func enteringSymbol() -> Symbol? {
    refreshEnteringCandidates()
    let threshold = -enteringCostTolerance
    var lowest: Symbol?
    for level in enteringCandidates.levels.indices {
      for symbol in enteringCandidates.levels[level]
      where objectives[level].coefficient(of: symbol) < threshold && symbol < lowest ?? .max {
        lowest = symbol
      }
    }
    if lowest == nil {
      for level in enteringCandidates.levels.indices {
        if let symbol = smallCostSymbol(at: level, lowest: true) { return symbol }
      }
    }
    return lowest
  }

  /// A symbol of `level` whose stored reduced cost is negative but above the entering bound
  /// (``enteringCostTolerance``), and real when recomputed from the rows (``isRealNegativeCost(of:costs:share:)``,
  /// counting only coefficients that the ratio test's fallback would pivot on: at least ``fallbackPivotTolerance``
  /// of their rows). The most negative stored cost among them (the lowest symbol on ties), or with `lowest` the
  /// lowest symbol; `nil` when there is none.
  ///
  /// The bound is read from the largest cost of the whole objective, so that rounding left by weights of 1e6 times
  /// coefficients of 1e3 does not enter; but it also passes over the real costs of constraints far weaker than the
  /// strongest: −8.1e-6 (weights of 2 and 1,000 times coefficients of 1e-3), the cost of a slack whose step of 2e10
  /// moves a variable held at strength 2 by 84,632, stopped the simplex at 169,265 against HiGHS's 0 beside a strong
  /// constraint (wide seed 764, shrunk). Recomputing tells them apart: a cost that is rounding is not what the rows
  /// sum to now (it is left over from terms that cancelled), or it is a tiny share of them, or it comes from
  /// coefficients that are themselves residues (1e-10 of their rows, times a weight of 1,000: seed 1649 of the layout
  /// profile, whose values ran to 1e14 when they entered). Until issue 7 only coefficients of at least
  /// ``relativePivotTolerance`` of their rows counted, which passed over a weak error row's −5.7e-7 beside a
  /// coefficient of 1 (the product of user coefficients 1e-3, 1/3.535 and 1/3, not a residue: wide seed 3614,
  /// stopped at 49.25 against HiGHS's 0, `small_real_cost_2`); the fallback ratio test pivots on such a coefficient,
  /// so it counts here as well. A step that would lower the objective by more than its value is refused as in
  /// ``fallbackLeavingRow(for:lowestOnTies:)``.
  ///
  /// - Complexity: O(*c*) for *c* held constraints plus the columns of the level's candidates. Only weighted
  ///   objectives with costs above 1e3 have a zone between the bound and ``nearZeroTolerance``, and it is looked at
  ///   only when no symbol passes the bound.
  func smallCostSymbol(at level: Int, lowest: Bool) -> Symbol? {
    guard hasSmallCostZone else { return nil }
    let costs = errorCosts(at: level)
    var best: Symbol?
    var bestCost = 0.0
    for symbol in enteringCandidates.levels[level] {
      let cost = objectives[level].coefficient(of: symbol)
      guard cost < 0 else { continue }
      if let chosen = best,
        lowest ? symbol > chosen : cost > bestCost || (cost == bestCost && symbol > chosen)
      {
        continue
      }
      if isRealNegativeCost(of: symbol, costs: costs, share: fallbackPivotShare) {
        best = symbol
        bestCost = cost
      }
    }
    return best
  }

  /// The cost per unit of each held error symbol at an objective level (its constraint's strength in weighted mode;
  /// 1 at its strength's level in strict mode), for lookups only.
  ///
  /// - Complexity: O(*c*) for *c* held constraints.
  func errorCosts(at level: Int) -> [Symbol: Double] {
    var costs: [Symbol: Double] = [:]
    forEachErrorSymbol(at: level) { symbol, cost in costs[symbol] = cost }
    return costs
  }

  /// Whether the reduced cost of the parametric `symbol` at the level of `costs` (``errorCosts(at:)``), recomputed
  /// from the rows, is negative beyond rounding: its own cost plus, for every error row that holds it with a
  /// coefficient fit to pivot on, that row's cost times the coefficient, below −``nearZeroTolerance`` and below
  /// −``recomputedCostTolerance`` of the magnitude of those terms. The objective row holds the same sum, kept up to
  /// date through every pivot, with the rounding of every term that ever cancelled in it: a stored cost that is
  /// only that rounding is 0 here. A coefficient too small to pivot on is the residue of a cancellation (1e-10 of
  /// its row), and so is the cost it makes.
  func isRealNegativeCost(of symbol: Symbol, costs: [Symbol: Double], share: Double) -> Bool {
    var recomputed = costs[symbol] ?? 0
    var magnitude = abs(recomputed)
    var seen = Set<Symbol>()
    // A column may list a row twice, or a row that no longer holds the symbol (see `Column`).
    for basic in columns.holders(of: Int(symbol)) where kinds[Int(basic)] == .error && seen.insert(basic).inserted {
      guard let row = rows[Int(basic)] else { continue }
      let coefficient = row.coefficient(of: symbol)
      guard coefficient != 0, row.canPivot(on: coefficient, share: share) else { continue }
      let term = (costs[basic] ?? 0) * coefficient
      recomputed += term
      magnitude += abs(term)
    }
    return recomputed < -nearZeroTolerance && -recomputed >= recomputedCostTolerance * magnitude
  }

  /// Whether some real reduced costs can be above the entering bound: a weighted objective (one level) whose largest
  /// cost puts the bound above ``nearZeroTolerance`` (see ``smallCostSymbol(at:lowest:)``).
  var hasSmallCostZone: Bool { prioritization == .weighted && enteringCostTolerance > nearZeroTolerance }

  /// The symbol with the most negative reduced cost per unit of step length at the highest level that has an
  /// improving symbol (the least key of ``EnteringCandidates/push(_:cost:rows:level:)``: Dantzig's rule with each cost
  /// scaled by the length of its symbol's column; the lowest symbol on ties), or `nil` at the optimum. A level whose
  /// costs are all rounding (above ``relativeCostTolerance`` of the largest cost) has no improving symbol, unless one
  /// of its costs proves real when recomputed from the rows (``smallCostSymbol(at:lowest:)``).
  ///
  /// - Complexity: Proportional to the number of candidates at that level (see `EnteringCandidates.swift`).
  mutating func steepestSymbol() -> Symbol? {
    refreshEnteringCandidates()
    let threshold = -enteringCostTolerance
    for level in enteringCandidates.levels.indices where !enteringCandidates.levels[level].isEmpty {
      // Too many stale entries: rebuild the heap from the members.
      if enteringCandidates.heaps[level].entries.count > 4 * enteringCandidates.levels[level].count + 64 {
        rebuildPricingHeap(at: level)
      }
      var choice = improvingTop(at: level, below: threshold)
      if choice == .missing {
        // Unreachable while every change is pushed; rebuilt rather than trusted.
        rebuildPricingHeap(at: level)
        choice = improvingTop(at: level, below: threshold)
      }
      if case .symbol(let symbol) = choice { return symbol }
      if let symbol = smallCostSymbol(at: level, lowest: false) { return symbol }
    }
    return nil
  }

  /// What ``improvingTop(at:below:)`` found on a level's heap.
  enum PricingChoice: Equatable {
    /// The member to enter.
    case symbol(Symbol)
    /// Current entries, whose costs are all rounding (at or above the threshold).
    case roundingOnly
    /// No current entry: the heap missed a change.
    case missing
  }

  /// The first current entry of a level's heap (its symbol a member of the level, its key what the member's cost
  /// gives) whose reduced cost is below `threshold`. Stale entries are dropped on the way; current ones whose cost
  /// is only rounding are set aside and pushed back, so that a rounding cost on a short column does not hide a real
  /// one on a long column behind it.
  mutating func improvingTop(at level: Int, below threshold: Double) -> PricingChoice {
    var setAside: [(key: Double, symbol: Symbol)] = []
    defer { for entry in setAside { enteringCandidates.heaps[level].push(entry.key, entry.symbol) } }
    while let top = enteringCandidates.heaps[level].top {
      let cost = objectives[level].coefficient(of: top.symbol)
      if enteringCandidates.contains(top.symbol) && enteringCandidates.level(of: top.symbol) == level
        && enteringCandidates.key(of: top.symbol, cost: cost) == top.key
      {
        if cost < threshold {
          assert(top.symbol == steepestByScan(at: level, below: threshold), "the pricing heap missed a change")
          return .symbol(top.symbol)
        }
        // Under strict levels the keys are the costs: no member behind this one costs less.
        if prioritization == .strict { return .roundingOnly }
        setAside.append(top)
      }
      enteringCandidates.heaps[level].removeTop()
    }
    return setAside.isEmpty ? .missing : .roundingOnly
  }

  /// How negative a reduced cost must be for its symbol to enter: ``relativeCostTolerance`` of the largest cost per
  /// unit of violation, at most ``largestCostTolerance``.
  var enteringCostTolerance: Double { min(relativeCostTolerance * largestCost, largestCostTolerance) }

  /// The pricing's choice at a level by scanning its members (the least key among the costs below `threshold`):
  /// what the heap must agree with (checked in debug builds).
  func steepestByScan(at level: Int, below threshold: Double) -> Symbol {
    var best: Symbol = -1
    var bestKey = 0.0
    for symbol in enteringCandidates.levels[level] {
      let cost = objectives[level].coefficient(of: symbol)
      guard cost < threshold else { continue }
      let key = enteringCandidates.key(of: symbol, cost: cost)
      if key < bestKey || (key == bestKey && symbol < best) {
        best = symbol
        bestKey = key
      }
    }
    return best
  }

  /// Refills a level's pricing heap from its members, each pushed with its current cost and column.
  mutating func rebuildPricingHeap(at level: Int) {
    var items: [(key: Double, symbol: Symbol)] = []
    items.reserveCapacity(enteringCandidates.levels[level].count)
    for symbol in enteringCandidates.levels[level] {
      enteringCandidates.rescale(symbol, rows: pricedRowCount(of: symbol))
      items.append((enteringCandidates.key(of: symbol, cost: objectives[level].coefficient(of: symbol)), symbol))
    }
    enteringCandidates.heaps[level].rebuild(with: items)
  }

  /// The restricted row that limits the growth of `entering` first, chosen with Harris's two passes so that the
  /// pivot is not a tiny coefficient when a larger one limits the step almost as soon.
  ///
  /// The first pass bounds the step by each row's ratio with its constant relaxed by ``feasibilityTolerance`` (a
  /// row whose constant is a rounding hair below zero counts as zero). The second chooses among the rows whose
  /// exact ratio is within that bound: only coefficients at least ``pivotShareTolerance`` of the largest such
  /// coefficient, then the least ratio; on ties the shortest row (whose substitution fills in least) and the lowest
  /// symbol, or with `lowestOnTies` the lowest symbol alone (Bland's rule, which cannot cycle).
  ///
  /// Rows that hold `entering` with a coefficient too small to pivot on (less than `share` of the row's largest) do
  /// not bound the step, so a step can take such a row below zero (7.25e-7 beside a coefficient of 1: a step of
  /// 999.9 drove a row that allowed 986 to −9.95e-6). Pivoting on the small coefficient would blow the tableau up;
  /// the callers repair the row with the dual simplex instead, which pivots on one of its larger coefficients.
  mutating func leavingRow(
    for entering: Symbol, lowestOnTies: Bool = false, share: Double = relativePivotTolerance
  ) -> Symbol? {
    var candidates = ratioCandidates
    ratioCandidates = []
    defer {
      candidates.removeAll(keepingCapacity: true)
      ratioCandidates = candidates
    }
    var bound = Double.greatestFiniteMagnitude
    // Rows read through their addresses, not copied out of the array (see Solver+RowAccess.swift).
    rows.withUnsafeBufferPointer { rows in
      // By position, in place (see queueDefinitions(mentioning:into:marks:)).
      let count = columns[Int(entering)].entryCount
      var position = 0
      while position < count {
        let basic = columns.entry(ofColumn: Int(entering), at: position)
        position &+= 1
        guard basic >= 0, kinds[Int(basic)].isRestricted else { continue }
        let row = rows.baseAddress! + Int(basic)
        guard let coefficient = row.pointee?.coefficient(of: entering), coefficient < 0,
          row.pointee?.canPivot(on: coefficient, share: share) == true
        else { continue }
        let ratio = max(0, row.pointee?.constant ?? 0) / -coefficient
        bound = min(bound, ratio + feasibilityTolerance / -coefficient)
        candidates.append(
          RatioCandidate(
            basic: basic, magnitude: -coefficient, ratio: ratio, length: row.pointee?.entries.count ?? 0))
      }
    }
    var largest = 0.0
    for candidate in candidates where candidate.ratio <= bound {
      largest = max(largest, candidate.magnitude)
    }
    var best: RatioCandidate?
    for candidate in candidates
    where candidate.ratio <= bound && candidate.magnitude >= pivotShareTolerance * largest {
      guard let chosen = best else {
        best = candidate
        continue
      }
      let better =
        lowestOnTies
        ? candidate.basic < chosen.basic
        : candidate.ratio < chosen.ratio
          || (candidate.ratio == chosen.ratio
            && (candidate.length, candidate.basic) < (chosen.length, chosen.basic))
      if better { best = candidate }
    }
    return best?.basic
  }
}

/// A row that limits the entering symbol in the ratio test: its basic symbol, the magnitude of its (negative)
/// coefficient of the entering symbol, the step it allows, and its length.
struct RatioCandidate {
  var basic: Symbol
  var magnitude: Double
  var ratio: Double
  var length: Int
}
