// A batch revised simplex over a `StandardForm`: step 2 of Docs/Solver.md, item 6.
//
// The tableau (Solver+Tableau.swift) keeps B⁻¹N fully substituted; this keeps the constraints as written and the
// basis B as LU factors (`BasisFactors`), and computes what a pivot needs from them: the entering column B⁻¹aq by a
// sparse solve (FTRAN), the pivot row's multipliers by a sparse transposed solve (BTRAN), whose product with the
// matrix's rows updates the reduced costs.
//
// It is a bounded primal simplex (Bixby, "Solving real-world linear programs: a decade and more of progress", 2002,
// and the textbook of Koberstein, 2005, for the parts): every column has bounds, a nonbasic column sits at one of
// them (a free one at zero), and a basic column may cross a bound only in phase one.
// - The start is a crash basis: each constraint (required equalities first, then required inequalities, then
//   preferences) takes a variable of its own as its basic column where it can, one the row alone would not make
//   negative before the one with the fewest entries, as the tableau's additions choose a subject; its logical or
//   error column rests at zero, so the constraint holds exactly. A variable with a bound (`StandardForm`: a required
//   constraint on it alone) that no required row took rests at the bound nearest zero, as the bound's own row once
//   held it: preferences do not take it. Columns that depend on the others give their rows back to those rows' own
//   columns. A layout's chains and stacks so need no pivot at all.
// - Phase one minimises the sum of the basic columns' bound violations (a composite objective whose costs change
//   through the pivot row as columns become feasible: a violated column leaves at the bound it reaches); phase two
//   minimises the costs, Dantzig's rule on reduced costs updated from the pivot row.
// - The ratio test is Harris's two passes (the largest pivot among the steps within the feasibility tolerance of
//   the shortest); after a long run of degenerate pivots, Bland's rule until one makes progress.
// - The factors take an eta column per pivot and are factored afresh when the etas hold three times the factors'
//   entries, or after `refactorInterval` pivots (a share of the rows); the basic values are computed again from the
//   constraints then.
//
// Every choice is made in a fixed order, so the same program gives the same pivots and bit-identical values.

/// A revised simplex solving a `StandardForm` (see the file's comment).
struct RevisedSimplex {
  /// Why the simplex stopped without an optimum.
  enum Failure: Error, Equatable {
    /// The required constraints cannot all hold: phase one ends with a bound still violated.
    case infeasible
    /// The factors became singular, a step had no limit, or the iterations ran past their limit: rounding has taken
    /// over.
    case numerical
  }

  /// What the simplex has done, for the benchmarks and Docs/Solver.md.
  struct Statistics: Equatable {
    /// Phase one's pivots and bound flips.
    var phaseOneIterations = 0
    /// Phase two's pivots and bound flips.
    var phaseTwoIterations = 0
    /// The bases that rounding made singular, repaired (see `refactor()`).
    var repairs = 0
  }

  /// The fewest basis changes between two factorisations that only their count asks for (they come sooner when the
  /// etas outgrow the factors); a large basis allows more (see `refactorInterval`).
  static let leastRefactorInterval = 1000
  /// A basic value may stray this far outside its bounds, relative to the bound's magnitude plus one.
  static let primalTolerance = 1e-9
  /// A reduced cost smaller than this, relative to the largest cost plus one, counts as zero.
  static let dualTolerance = 1e-11
  /// In phase two, a reduced cost smaller than this, relative to the largest cost plus one, counts as zero. At 1e-11
  /// a weak preference's real cost went unseen beside costs of 1e9 (a tolerance of 0.01): 22 of 2,000 systems of the
  /// differential test's `wide` profile (seeds 2,001–4,000) and 23 of 2,000 more (6,001–8,000) stopped above HiGHS's
  /// optimum; at 1e-15, 2 and 3, with the same iterations on the workloads.
  static let phaseTwoDualTolerance = 1e-15
  /// Entries of the entering column smaller than this, relative to its largest (or 1), do not limit the step.
  static let pivotTolerance = 1e-9
  /// After this many degenerate pivots in a row, Bland's rule.
  static let degenerateRunLimit = 50

  /// The program.
  private(set) var form: StandardForm
  /// For each basis position, its column.
  private var basis: [Int]
  /// For each column, its basis position, or −1.
  private var positionOfColumn: [Int]
  /// For each column, its value (a basic column's kept up to date by each pivot).
  private var values: [Double]
  /// The basis's factors.
  private var factors: BasisFactors
  /// For each column, its reduced cost in phase two (0 for basic columns).
  private var reducedCosts: [Double]
  /// The nonbasic columns that may enter (a superset: each is checked when pricing).
  private var candidates: [Int] = []
  /// Whether each column is in `candidates`.
  private var isCandidate: [Bool]
  /// The pivot row's entries by column, zero between pivots.
  private var rowEntries: [Double]
  /// Whether each column has an entry in the pivot row being computed.
  private var isRowEntryTouched: [Bool]
  /// The columns with an entry in the pivot row being computed, in the order met.
  private var touchedRowEntries: [Int] = []
  /// The columns whose last move no bound stopped (see `pivot(entering:direction:)`), and whether each column is one.
  private var rays: [Int] = []
  private var isRay: [Bool]
  /// The pivots since the last one that moved the values.
  private var degenerateRun = 0
  /// The dual tolerance scaled by the largest cost.
  private let scaledDualTolerance: Double
  /// The dual tolerance of the current phase.
  private var dualTolerance = 0.0
  /// Whether the simplex is in phase one.
  private var isPhaseOne = true
  /// For each basis position, its column's cost in the current phase.
  private var basicCosts: [Double]
  /// In phase one, the basic columns outside their bounds.
  private var infeasibleCount = 0
  /// What the simplex has done.
  private(set) var statistics = Statistics()

  /// Sets up the crash basis of `form` (see the file's comment).
  init(_ form: StandardForm) throws(Failure) {
    guard !form.hasContradictoryBounds else { throw .infeasible }
    self.form = form
    let rowCount = form.rowCount
    let columnCount = form.columnCount
    positionOfColumn = [Int](repeating: -1, count: columnCount)
    values = [Double](repeating: 0, count: columnCount)
    reducedCosts = [Double](repeating: 0, count: columnCount)
    isCandidate = [Bool](repeating: false, count: columnCount)
    basicCosts = [Double](repeating: 0, count: rowCount)
    isRay = [Bool](repeating: false, count: columnCount)
    rowEntries = [Double](repeating: 0, count: columnCount)
    isRowEntryTouched = [Bool](repeating: false, count: columnCount)
    scaledDualTolerance = RevisedSimplex.phaseTwoDualTolerance * (1 + (form.costs.max() ?? 0))
    basis = form.ownColumns
    // The crash (see the file's comment): their own columns rest at the bound nearest zero, so the constraints that
    // took a variable hold exactly (an inequality tightly).
    let isEquality = (0..<rowCount).map { form.lower[form.ownColumns[$0]] == 0 && form.upper[form.ownColumns[$0]] == 0 }
    let order =
      (0..<rowCount).filter { form.isRequired[$0] && isEquality[$0] }
      + (0..<rowCount).filter { form.isRequired[$0] && !isEquality[$0] }
      + (0..<rowCount).filter { !form.isRequired[$0] }
    for row in order {
      var chosen = -1
      var chosenRank = (Int.max, Int.max)
      let rightHandSide = form.rightHandSides[row]
      for entry in form.rows.range(of: row) {
        let column = Int(form.rows.rows[entry])
        // A variable the row alone would make negative comes last (sizes are not negative).
        let rank = (rightHandSide / form.rows.values[entry] < 0 ? 1 : 0, form.columns.range(of: column).count)
        guard form.kinds[column] == .variable, positionOfColumn[column] < 0, rank < chosenRank else { continue }
        // A bounded variable the required rows left rests at its bound, as a bound row would have held it.
        guard form.isRequired[row] || (form.lower[column] == -.infinity && form.upper[column] == .infinity) else {
          continue
        }
        chosen = column
        chosenRank = rank
      }
      guard chosen >= 0 else { continue }
      basis[row] = chosen
      positionOfColumn[chosen] = row
    }
    for (position, column) in basis.enumerated() { positionOfColumn[column] = position }
    (factors, _) = try RevisedSimplex.factorRepairing(
      form: form, basis: &basis, positionOfColumn: &positionOfColumn, values: &values)
    for column in 0..<columnCount where positionOfColumn[column] < 0 {
      values[column] = RevisedSimplex.restingValue(lower: form.lower[column], upper: form.upper[column])
    }
    computeBasicValues()
    // A preference's row starts with whichever of its error columns is non-negative: the other is the same unit
    // column negated, so the factors change by the sign of a pivot.
    var needsRefactor = false
    for position in 0..<rowCount {
      let column = basis[position]
      guard form.kinds[column] == .errorAbove, values[column] < 0 else { continue }
      let below = column + 1
      values[below] = -values[column]
      values[column] = 0
      positionOfColumn[column] = -1
      positionOfColumn[below] = position
      basis[position] = below
      if !factors.negateUnitColumn(at: position) { needsRefactor = true }
    }
    if needsRefactor { try refactor() }
  }

  /// The value of a nonbasic column with bounds `lower` and `upper`: the bound nearest zero.
  private static func restingValue(lower: Double, upper: Double) -> Double {
    min(max(0, lower), upper)
  }

  /// The values of the program's variables, in `form.variables`' order.
  var variableValues: [Double] { Array(values[0..<form.variables.count]) }

  /// Sets constraint `index`'s constant (see `StandardForm.setConstant(_:ofConstraint:)`); the next `solve()` starts
  /// from the current basis.
  mutating func setConstant(_ constant: Double, ofConstraint index: Int) {
    form.setConstant(constant, ofConstraint: index)
  }

  /// Runs both phases from the current basis.
  mutating func solve() throws(Failure) {
    computeBasicValues()
    // A repaired basis may leave phase two with values out of their bounds: then both phases again.
    var repairs = statistics.repairs
    for _ in 0..<4 {
      try run(phaseOne: true)
      try run(phaseOne: false)
      guard statistics.repairs != repairs else { return }
      repairs = statistics.repairs
    }
    throw .numerical
  }

  // MARK: - Basic values

  /// The basic values from the constraints: B x_B = b − N x_N.
  private mutating func computeBasicValues() {
    var rightHandSide = form.rightHandSides
    for column in 0..<form.columnCount where positionOfColumn[column] < 0 && values[column] != 0 {
      let value = values[column]
      for entry in form.columns.range(of: column) {
        rightHandSide[Int(form.columns.rows[entry])] -= form.columns.values[entry] * value
      }
    }
    let basic = factors.solve(rightHandSide)
    for (position, column) in basis.enumerated() { values[column] = basic[position] }
  }

  /// Factors the basis afresh and recomputes the basic values; a basis that rounding made singular is repaired (see
  /// `factorRepairing`), and the next phase one mends what that breaks.
  private mutating func refactor() throws(Failure) {
    let repaired: Bool
    (factors, repaired) = try RevisedSimplex.factorRepairing(
      form: form, basis: &basis, positionOfColumn: &positionOfColumn, values: &values)
    if repaired { statistics.repairs += 1 }
    computeBasicValues()
  }

  /// The factors of `basis`. Columns that depend on the others (numerically) leave it, each at the bound nearest its
  /// value, and the logical or error columns of the rows left unpivoted take their places: the crash's dependent
  /// choices and the bases rounding made singular are repaired alike.
  ///
  /// - Returns: The factors, and whether any column left.
  private static func factorRepairing(
    form: StandardForm, basis: inout [Int], positionOfColumn: inout [Int], values: inout [Double]
  ) throws(Failure) -> (BasisFactors, repaired: Bool) {
    do {
      let found = try BasisFactors.factorsOrDependentColumns(size: form.rowCount, columns: form.columns(basis))
      if let factors = found.factors { return (factors, false) }
      for (position, row) in zip(found.positions, found.unpivotedRows) {
        let column = basis[position]
        positionOfColumn[column] = -1
        if form.lower[column].isFinite || form.upper[column].isFinite {
          values[column] =
            abs(values[column] - form.lower[column]) <= abs(values[column] - form.upper[column])
            ? form.lower[column] : form.upper[column]
        }
        basis[position] = form.ownColumns[row]
        positionOfColumn[basis[position]] = position
      }
      return (try BasisFactors(size: form.rowCount, columns: form.columns(basis)), true)
    } catch {
      throw .numerical
    }
  }

  /// The feasibility tolerance of a bound.
  private static func tolerance(of bound: Double) -> Double {
    primalTolerance * (1 + abs(bound))
  }

  /// How a basic column's value violates its bounds: −1 below the lower, +1 above the upper, 0 within.
  private func violation(of column: Int) -> Double {
    let value = values[column]
    let lower = form.lower[column]
    let upper = form.upper[column]
    if value < lower - RevisedSimplex.tolerance(of: lower) { return -1 }
    if value > upper + RevisedSimplex.tolerance(of: upper) { return 1 }
    return 0
  }

  // MARK: - Phases

  /// Whether a nonbasic column with reduced cost `cost` may enter, and the direction it moves in (+1 up, −1 down).
  private func direction(of column: Int, cost: Double) -> Double? {
    guard !isRay[column] else { return nil }
    let value = values[column]
    if cost < -dualTolerance, value < form.upper[column] { return 1 }
    if cost > dualTolerance, value > form.lower[column] { return -1 }
    return nil
  }

  /// The most basis changes between two factorisations, unless the etas outgrow the factors first: a thirty-second of
  /// the rows, and at least `leastRefactorInterval`. A factorisation costs time in proportion to the rows, so a
  /// fixed interval made it cost in proportion to rows times pivots (`tree_10000`'s build, 65,000 rows: 12
  /// factorisations, 7 with this interval; the etas' size asks for 5 of them).
  private var refactorInterval: Int { max(RevisedSimplex.leastRefactorInterval, form.rowCount / 32) }

  /// The most iterations either phase may take before the simplex gives up.
  private var iterationLimit: Int { 50 * (form.rowCount + form.columnCount) + 1000 }

  /// Phase one (`phaseOne`) brings every basic value within its bounds, minimising the sum of the violations;
  /// phase two minimises the costs from there.
  private mutating func run(phaseOne: Bool) throws(Failure) {
    isPhaseOne = phaseOne
    dualTolerance = phaseOne ? RevisedSimplex.dualTolerance : scaledDualTolerance
    computeReducedCosts()
    var iterations = 0
    while !(isPhaseOne && infeasibleCount == 0) {
      var choice = chooseEntering()
      if choice == nil {
        // Before concluding, the reduced costs afresh: the updates may have drifted.
        computeReducedCosts()
        if isPhaseOne && infeasibleCount == 0 { break }
        choice = chooseEntering()
      }
      guard let (entering, direction) = choice else {
        if isPhaseOne { throw .infeasible }
        return
      }
      iterations += 1
      guard iterations <= iterationLimit else { throw .numerical }
      try pivot(entering: entering, direction: direction)
      if isPhaseOne {
        statistics.phaseOneIterations += 1
      } else {
        statistics.phaseTwoIterations += 1
      }
    }
  }

  /// The cost of the basic column `column` in the current phase: its violation's sign in phase one, its cost in
  /// phase two.
  private func phaseCost(of column: Int) -> Double {
    isPhaseOne ? violation(of: column) : form.costs[column]
  }

  /// The basic costs and the reduced costs from the constraints (c − Aᵀy with yᵀB = c_B), and the candidates they
  /// give.
  private mutating func computeReducedCosts() {
    infeasibleCount = 0
    for (position, column) in basis.enumerated() {
      basicCosts[position] = phaseCost(of: column)
      if isPhaseOne && basicCosts[position] != 0 { infeasibleCount += 1 }
    }
    let duals = factors.solveTransposed(basicCosts)
    for column in 0..<form.columnCount {
      guard positionOfColumn[column] < 0 else {
        reducedCosts[column] = 0
        continue
      }
      var cost = isPhaseOne ? 0 : form.costs[column]
      for entry in form.columns.range(of: column) {
        cost -= duals[Int(form.columns.rows[entry])] * form.columns.values[entry]
      }
      reducedCosts[column] = cost
    }
    for column in candidates { isCandidate[column] = false }
    candidates.removeAll(keepingCapacity: true)
    for column in 0..<form.columnCount where positionOfColumn[column] < 0 { noteCandidate(column) }
  }

  /// Adds `column` to the candidates when it may enter.
  private mutating func noteCandidate(_ column: Int) {
    guard !isCandidate[column], direction(of: column, cost: reducedCosts[column]) != nil else { return }
    isCandidate[column] = true
    candidates.append(column)
  }

  /// The entering column and its direction: the largest reduced cost (Dantzig), or the lowest column after a long
  /// degenerate run (Bland); drops the candidates that may no longer enter.
  private mutating func chooseEntering() -> (column: Int, direction: Double)? {
    var best: (column: Int, direction: Double)?
    var bestCost = 0.0
    let useBland = degenerateRun > RevisedSimplex.degenerateRunLimit
    var index = 0
    while index < candidates.count {
      let column = candidates[index]
      guard positionOfColumn[column] < 0, let direction = direction(of: column, cost: reducedCosts[column]) else {
        isCandidate[column] = false
        candidates.swapAt(index, candidates.count - 1)
        candidates.removeLast()
        continue
      }
      index += 1
      let cost = abs(reducedCosts[column])
      let isBetter: Bool
      if let current = best {
        isBetter =
          useBland ? column < current.column : (cost > bestCost || (cost == bestCost && column < current.column))
      } else {
        isBetter = true
      }
      if isBetter {
        best = (column, direction)
        bestCost = cost
      }
    }
    return best
  }

  // MARK: - A pivot

  /// Moves `entering` in `direction` as far as the bounds allow, then makes it basic in place of the column that
  /// stopped it, or moves it to its other bound.
  private mutating func pivot(entering: Int, direction: Double) throws(Failure) {
    let column = factors.solve(sparse: form.column(entering))
    // Harris's first pass: the shortest step within the tolerances.
    // A nonbasic column rests at a bound, or (a variable bounded on one side) at zero inside its range.
    let longest = direction > 0 ? form.upper[entering] - values[entering] : values[entering] - form.lower[entering]
    var limits: [(position: Int, step: Double, entry: Double, bound: Double)] = []
    var shortestLoose = Double.infinity
    let smallest = RevisedSimplex.pivotTolerance * column.values.reduce(1) { max($0, abs($1)) }
    for (position, entry) in zip(column.rows, column.values) {
      let magnitude = abs(entry)
      guard magnitude > smallest else { continue }
      let basic = basis[Int(position)]
      let rate = -direction * entry
      var lower = form.lower[basic]
      var upper = form.upper[basic]
      // In phase one a violated bound is where the column becomes feasible and leaves.
      if isPhaseOne && basicCosts[Int(position)] < 0 {
        (lower, upper) = (-.infinity, lower)
      } else if isPhaseOne && basicCosts[Int(position)] > 0 {
        (lower, upper) = (upper, .infinity)
      }
      let bound = rate < 0 ? lower : upper
      guard bound.isFinite else { continue }
      let value = values[basic]
      let gap = rate < 0 ? value - bound : bound - value
      let step = max(0, gap) / magnitude
      let loose = (max(0, gap) + RevisedSimplex.tolerance(of: bound)) / magnitude
      shortestLoose = min(shortestLoose, loose)
      limits.append((Int(position), step, entry, bound))
    }
    // The second pass: the largest pivot among the steps no longer than the shortest loose one.
    var leaving: (position: Int, step: Double, entry: Double, bound: Double)?
    let useBland = degenerateRun > RevisedSimplex.degenerateRunLimit
    for limit in limits where limit.step <= shortestLoose {
      guard let current = leaving else {
        leaving = limit
        continue
      }
      let isBetter =
        useBland
        ? (limit.step < current.step || (limit.step == current.step && basis[limit.position] < basis[current.position]))
        : (abs(limit.entry) > abs(current.entry)
          || (abs(limit.entry) == abs(current.entry) && basis[limit.position] < basis[current.position]))
      if isBetter { leaving = limit }
    }
    // The entering column's own range stops it first: a bound flip, no basis change.
    if let limit = leaving, limit.step >= longest { leaving = nil }
    let step: Double
    if let leaving {
      step = leaving.step
    } else if longest.isFinite {
      step = longest
    } else {
      // No bound stops the move: with costs that are never negative, rounding made the reduced cost look
      // improving. The column waits until the basis changes.
      rays.append(entering)
      isRay[entering] = true
      return
    }
    var eta: BasisFactors.Eta?
    if let leaving {
      eta = try? BasisFactors.eta(at: leaving.position, solved: column)
      if eta == nil {
        // Rounding in the etas: factor afresh and price again (once; a fresh basis that fails is lost).
        guard factors.etaCount > 0 else { throw .numerical }
        try refactor()
        computeReducedCosts()
        return
      }
    }
    for column in rays { isRay[column] = false }
    rays.removeAll(keepingCapacity: true)
    degenerateRun = step > 0 ? 0 : degenerateRun + 1
    // Move the values.
    if step > 0 {
      for (position, entry) in zip(column.rows, column.values) {
        values[basis[Int(position)]] -= direction * step * entry
      }
      values[entering] += direction * step
    }
    if let leaving {
      values[basis[leaving.position]] = leaving.bound
    } else {
      values[entering] = direction > 0 ? form.upper[entering] : form.lower[entering]
    }
    // In phase one, the columns the step made feasible (other than the leaving one) lose their costs.
    if isPhaseOne {
      for row in column.rows where Int(row) != leaving?.position {
        let position = Int(row)
        let cost = violation(of: basis[position])
        guard cost != basicCosts[position] else { continue }
        changeBasicCost(at: position, to: cost)
      }
    }
    guard let leaving, let eta else { return }
    // The pivot: the leaving column's cost goes (phase one) and the entering one's reduced cost becomes zero, both
    // through the pivot row.
    let leavingColumn = basis[leaving.position]
    let pivotEntry = leaving.entry
    computePivotRow(at: leaving.position)
    let costChange = isPhaseOne ? -basicCosts[leaving.position] : 0
    if basicCosts[leaving.position] != 0 && isPhaseOne { infeasibleCount -= 1 }
    let ratio = (reducedCosts[entering] - costChange * pivotEntry) / pivotEntry
    applyPivotRow(times: costChange + ratio)
    reducedCosts[entering] = 0
    reducedCosts[leavingColumn] = -ratio
    factors.replaceColumn(with: eta)
    basis[leaving.position] = entering
    positionOfColumn[entering] = leaving.position
    positionOfColumn[leavingColumn] = -1
    // The entering column moved within its bounds, so it is feasible: no cost in phase one.
    basicCosts[leaving.position] = isPhaseOne ? 0 : form.costs[entering]
    noteCandidate(leavingColumn)
    if factors.etaCount >= refactorInterval || factors.etaEntryCount > 3 * factors.factorEntryCount {
      let repairs = statistics.repairs
      try refactor()
      // Phase one's costs follow the recomputed values and a repair changes the basis; otherwise phase two's
      // reduced costs stand (they are computed afresh before it ends).
      if isPhaseOne || statistics.repairs != repairs { computeReducedCosts() }
    }
  }

  /// Changes the cost of the basic column at `position` (phase one) and the reduced costs with it: yᵀ moves by the
  /// change times row `position` of B⁻¹, so each reduced cost by minus that times the column's pivot-row entry.
  private mutating func changeBasicCost(at position: Int, to cost: Double) {
    let previous = basicCosts[position]
    if previous != 0 && cost == 0 { infeasibleCount -= 1 }
    if previous == 0 && cost != 0 { infeasibleCount += 1 }
    basicCosts[position] = cost
    computePivotRow(at: position)
    applyPivotRow(times: cost - previous)
  }

  /// Row `position` of B⁻¹A, in `rowEntries` for the columns in `touchedRowEntries`.
  private mutating func computePivotRow(at position: Int) {
    let multipliers = factors.solveTransposed(sparse: SparseColumn(rows: [Int32(position)], values: [1]))
    for (row, multiplier) in zip(multipliers.rows, multipliers.values) {
      for entry in form.rows.range(of: Int(row)) {
        let column = Int(form.rows.rows[entry])
        if !isRowEntryTouched[column] {
          isRowEntryTouched[column] = true
          touchedRowEntries.append(column)
        }
        rowEntries[column] += multiplier * form.rows.values[entry]
      }
    }
  }

  /// Subtracts `factor` times the computed pivot row from the nonbasic columns' reduced costs, notes the new
  /// candidates and clears the row.
  private mutating func applyPivotRow(times factor: Double) {
    for column in touchedRowEntries {
      if positionOfColumn[column] < 0 && factor != 0 {
        reducedCosts[column] -= factor * rowEntries[column]
        noteCandidate(column)
      }
      rowEntries[column] = 0
      isRowEntryTouched[column] = false
    }
    touchedRowEntries.removeAll(keepingCapacity: true)
  }
}
