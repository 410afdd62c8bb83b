// Rebuilding the tableau from the held constraints when refinement could not mend a required constraint: the
// last line of drift repair.

/// How a new row that holds external variables chooses the one to solve for (see `Solver.chooseSubject`).
enum SubjectRule: UInt8, CaseIterable {
  /// The first external variable whose coefficient is fit to pivot on (kiwi's rule, with the pivot tolerance): the
  /// rule of every solver until a rebuild asks for another.
  case first
  /// The first external variable whose coefficient is at least ``rebuildSubjectShare`` of the row's largest
  /// coefficient, else the external variable with the largest coefficient.
  case tenthOfRow
  /// The first external variable whose coefficient is at least ``rebuildSubjectShare`` of the largest coefficient
  /// among the row's external variables (threshold partial pivoting among the candidates).
  case tenthOfExternals
}

/// The order in which a rebuild adds the held constraints (see `Solver.rebuilt(subjectRule:order:smallPivots:)`).
enum RebuildOrder: UInt8 {
  /// The order they were added in.
  case addition
  /// The required constraints first, then the others, each group in the order of addition.
  case requiredFirst
  /// By strength, highest first (required, then the largest weight or priority), in the order of addition among
  /// equal strengths.
  case strongestFirst
}

extension Solver {
  /// The largest miss of a held required constraint at the current values, as a share of the magnitude of its
  /// terms (at least 1): for `expression relation 0`, how far the expression is on the wrong side.
  ///
  /// - Complexity: O(*t*) for *t* terms of the held constraints.
  func largestRequiredMiss() -> Double {
    var largest = 0.0
    for record in records.values where record.constraint.strength.isRequired {
      let (sum, scale) = evaluation(of: record.constraint.expression)
      largest = max(largest, record.constraint.relation.miss(of: sum) / max(1, scale))
    }
    return largest
  }

  /// The value of `expression` at the current values, and the magnitude of its terms there (the constant's and each
  /// term's, summed in the order written): what a miss and a violation's rounding are measured against.
  func evaluation(of expression: Expression) -> (value: Double, magnitude: Double) {
    var value = expression.constant
    var magnitude = abs(expression.constant)
    for term in expression.terms {
      let termValue = term.coefficient * (symbolOfVariable[term.variable].map { values[Int($0)] } ?? 0)
      value += termValue
      magnitude += abs(termValue)
    }
    return (value, magnitude)
  }

  /// The weighted objective at the current values (strength × violation, summed over the non-required constraints
  /// and edit variables: what kiwi and HiGHS minimise), or in strict mode the violation of each strength, highest
  /// first, to compare lexicographically.
  ///
  /// The weighted sum is taken strength by strength from the highest: in the order of a `Dictionary`, which changes
  /// from process to process, its last bits did too, and a rebuild whose objective is within rounding of the bound
  /// a rebuild must beat was kept in one run and not in the next (`OptimumCheckTests`, `rebuild_subject_2`, failing
  /// in two full runs of the tests of five, passing alone).
  ///
  /// - Complexity: O(*t*) for *t* terms of the held constraints.
  func objectiveAtValues() -> [Double] {
    let totals = violationTotals().sorted { $0.key.value > $1.key.value }
    switch prioritization {
    case .weighted: return [totals.reduce(0) { $0 + $1.key.value * $1.value }]
    case .strict: return totals.map(\.value)
    }
  }

  /// Replaces the tableau by one built afresh from the held constraints when a required constraint still misses by
  /// more than ``rebuildTolerance`` of its terms after refinement (see ``refine()``).
  ///
  /// Refinement shifts the constants through the markers' columns, which mends rounding in the constants but not in
  /// the coefficients: after pivots that grew rows by 1e5–1e7 (a subject whose coefficient was 0.017 beside
  /// markers' 6.1, a ratio test's pivot on 3.8e-7 of its row) the columns themselves no longer describe the
  /// constraints, the simplex stops at a vertex whose values reach 1e10, and three rounds of refinement leave
  /// required constraints 1e-3 to 1e6 off (layout seeds 11,556, 70,395, 7,496 and 38,910 of the differential test;
  /// Docs/Reliability.md). LP solvers refactor the basis from the original columns at that point; Trellis, whose
  /// tableau is the product of its rows' history, adds the held constraints to empty solvers: in the order they were
  /// added (edit variables at their suggested values), which is exact where the history was the damage (a removal,
  /// a suggestion), and with the required constraints first, whose rows then hold no error symbol while the
  /// required structure is solved; each with kiwi's subject rule and with subjects chosen by magnitude
  /// (``SubjectRule``). Among the rebuilds whose required constraints hold within ``rebuildTolerance``, the one with
  /// the least objective at its values (``objectiveAtValues()``) is kept: each is a point that satisfies the
  /// required constraints, and an order or rule that holds them can still stop the simplex at a far worse vertex
  /// (wide seed 679: 2.4e15 against HiGHS's 1.27e10 with the required constraints first and kiwi's rule). When none
  /// holds them, the one that misses least is kept if it misses less than the tableau it replaces, and the solver
  /// does not try again until a constraint is added or removed. The rebuild's rule stays the solver's own.
  ///
  /// Layouts never get here: they never refine (see ``refine()``).
  ///
  /// - Complexity: Six builds of the held constraints, and only when refinement left a required constraint off.
  /// - Returns: Whether the rebuilds were tried.
  @discardableResult
  mutating func rebuildIfRequiredConstraintsAreOff() -> Bool {
    guard !rebuildIsFutile else { return false }
    let miss = largestRequiredMiss()
    guard miss > rebuildTolerance else { return false }
    guard let best = bestRebuild(admitting: { candidateMiss, _ in candidateMiss < miss }) else {
      rebuildIsFutile = true
      return true
    }
    adopt(best)
    // A new tableau: what the optimum check found of the old one says nothing of it.
    optimumRebuildIsFutile = false
    return true
  }

  /// The best of the rebuilds in `orders` (whether the required constraints come first; by default both orders),
  /// each with every ``SubjectRule``, among those that `admits` (given a rebuild's ``largestRequiredMiss()`` and
  /// ``objectiveAtValues()``): among the rebuilds whose required constraints hold within ``rebuildTolerance``, the
  /// one with the least objective; when none holds them, the one that misses least. `nil` when `admits` takes none.
  ///
  /// - Complexity: Three builds of the held constraints per order.
  func bestRebuild(
    orders: [RebuildOrder] = [.addition, .requiredFirst], smallPivots: Bool? = nil,
    admitting admits: (_ miss: Double, _ objective: [Double]) -> Bool
  ) -> Solver? {
    var best: (solver: Solver, miss: Double, objective: [Double])?
    for order in orders {
      for rule in SubjectRule.allCases {
        guard
          var candidate = rebuilt(
            subjectRule: rule, order: order, smallPivots: smallPivots ?? usesSmallPivots)
        else { continue }
        candidate.updateVariables()
        let candidateMiss = candidate.largestRequiredMiss()
        let objective = candidate.objectiveAtValues()
        guard admits(candidateMiss, objective) else { continue }
        let better: Bool
        if let chosen = best {
          better =
            candidateMiss <= rebuildTolerance
            ? chosen.miss > rebuildTolerance || objective.lexicographicallyPrecedes(chosen.objective)
            : candidateMiss < chosen.miss
        } else {
          better = true
        }
        if better { best = (candidate, candidateMiss, objective) }
      }
    }
    return best?.solver
  }

  /// Replaces this solver by `rebuild` (see ``bestRebuild(admitting:)``), keeping what the caller sees: every
  /// variable this update changed, or the rebuild gave another value, is among the changed variables; whether
  /// conflicts are explained; and whether a later update may try again.
  mutating func adopt(_ rebuild: Solver) {
    var best = rebuild
    // The variables this update changed, and those the rebuild gave other values, in the new symbols' numbers.
    var marks = [Bool](repeating: false, count: externalSymbols.count)
    for symbol in changedSymbols { if let index = externalIndex[Int(symbol)] { marks[index] = true } }
    var changed: [Symbol] = []
    for (index, symbol) in best.externalSymbols.enumerated()
    where marks[index] || values[Int(externalSymbols[index])].bitPattern != best.values[Int(symbol)].bitPattern {
      changed.append(symbol)
    }
    best.changedSymbols = changed
    best.rebuildIsFutile = best.largestRequiredMiss() > rebuildTolerance
    best.optimumRebuildIsFutile = optimumRebuildIsFutile
    best.explainsConflicts = explainsConflicts
    best.usesSmallPivots = usesSmallPivots
    self = best
  }

  /// A solver holding the same constraints and edit variables, added afresh in the order they were added (with
  /// `requiredFirst`, the required ones first, each group in that order), with `subjectRule`, and with
  /// `smallPivots` as its ``usesSmallPivots`` (which ``adopt(_:)`` turns back to this solver's once it is kept);
  /// `nil` if one of them is refused on the way (rounding may decide a near-contradiction otherwise). The
  /// constraints keep their places in ``constraints``.
  func rebuilt(
    subjectRule: SubjectRule, order: RebuildOrder, smallPivots: Bool = false
  ) -> Solver? {
    var solver = Solver(prioritization: prioritization)
    solver.subjectRule = subjectRule
    solver.usesSmallPivots = smallPivots
    solver.explainsConflicts = false
    // The variables keep their order of first appearance (``variables``).
    for variable in externalVariables { _ = solver.symbol(for: variable) }
    let held = records.values.sorted { lhs, rhs in
      switch order {
      case .addition: break
      case .requiredFirst:
        let (left, right) = (lhs.constraint.strength.isRequired, rhs.constraint.strength.isRequired)
        if left != right { return left }
      case .strongestFirst:
        let (left, right) = (lhs.constraint.strength.value, rhs.constraint.strength.value)
        if left != right { return left > right }
      }
      return lhs.sequence < rhs.sequence
    }
    for record in held {
      do {
        try solver.insert(record.constraint, isEdit: record.isEdit)
      } catch {
        return nil
      }
      solver.records.modifyValue(forKey: record.constraint) { $0.sequence = record.sequence }
    }
    solver.nextSequence = nextSequence
    solver.edits = edits
    // No rebuild inside a rebuild.
    solver.rebuildIsFutile = true
    solver.optimumRebuildIsFutile = true
    return solver
  }

  /// The external subject that ``subjectRule`` chooses by magnitude (``SubjectRule/tenthOfRow``,
  /// ``SubjectRule/tenthOfExternals``): the first external variable whose coefficient is at least
  /// ``rebuildSubjectShare`` of the row's largest coefficient or of the largest external one, else the one with the
  /// largest coefficient; `nil` when that one is not fit to pivot on (the rules of ``SubjectRule/first`` decide).
  func subjectByMagnitude(in row: Row) -> Symbol? {
    var largest: (symbol: Symbol, magnitude: Double)?
    for entry in row.entries where kinds[Int(entry.symbol)] == .external {
      if abs(entry.coefficient) > largest?.magnitude ?? 0 { largest = (entry.symbol, abs(entry.coefficient)) }
    }
    guard let largest, row.canPivot(on: largest.magnitude) else { return nil }
    let reference = subjectRule == .tenthOfRow ? row.largestMagnitude : largest.magnitude
    for entry in row.entries
    where kinds[Int(entry.symbol)] == .external && abs(entry.coefficient) >= rebuildSubjectShare * reference {
      return entry.symbol
    }
    return largest.symbol
  }
}
