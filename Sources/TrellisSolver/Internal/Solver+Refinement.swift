// Iterative refinement: mending the rounding the tableau's constants gather, from the constraints as the user gave
// them.

extension Solver {
  /// Notes a pivot whose growth (see ``Row/solve(for:)``) may have amplified rounding: from then on every update
  /// refines the tableau.
  @inline(__always)
  mutating func notePivot(growth: Double) {
    if growth > pivotGrowthLimit { mayHaveDrifted = true }
  }

  /// The value of any symbol at the last evaluation: an external variable's recorded value, a basic restricted
  /// symbol's row constant, and zero for a parametric one.
  func currentValue(of symbol: Symbol) -> Double {
    kinds[Int(symbol)] == .external ? values[Int(symbol)] : rows[Int(symbol)]?.constant ?? 0
  }

  /// How far the row of `record`'s constraint as created (its expression plus its marker and error terms) is from
  /// zero at the current values, and the sum of its terms' magnitudes.
  func residual(of record: ConstraintRecord) -> (residual: Double, scale: Double) {
    let expression = record.constraint.expression
    var sum = expression.constant
    var scale = abs(expression.constant)
    for term in expression.terms {
      guard let symbol = symbolOfVariable[term.variable] else { continue }
      let product = term.coefficient * values[Int(symbol)]
      sum += product
      scale += abs(product)
    }
    let marker = record.markerSign * currentValue(of: record.marker)
    sum += marker
    scale += abs(marker)
    if record.other >= 0 {
      let other = record.markerSign * currentValue(of: record.other)
      sum -= other
      scale += abs(other)
    }
    return (sum, scale)
  }

  /// One step of iterative refinement after an update: every held constraint whose row as created misses zero by
  /// more than ``refinementTolerance`` of its terms is treated as if its constant had moved by the miss, and the
  /// tableau is shifted back as ``changeConstant(ofConstraintWithIdentity:to:)`` shifts it. The marker's column holds the tableau's
  /// inverse applied to that constraint, so the shift cancels the miss up to the tableau's own error, which is
  /// far smaller. A system whose values reach 1e9 while some constraints relate small variables needs it: their
  /// values are differences of large row terms, and each pivot's rounding moves them.
  ///
  /// - Returns: Whether the tableau was shifted (the values must be evaluated again).
  mutating func refineConstants() -> Bool {
    var corrections: [(sequence: Int, record: ConstraintRecord, miss: Double)] = []
    for record in records.values where record.marker >= 0 {
      let (miss, scale) = residual(of: record)
      if abs(miss) > refinementTolerance * max(1, scale) {
        corrections.append((record.sequence, record, miss))
      }
    }
    guard !corrections.isEmpty else { return false }
    // In the order the constraints were added, so that the same calls give the same bits.
    corrections.sort { $0.sequence < $1.sequence }
    if needsDualOptimization || needsPrimalOptimization { settle() }
    beginJournal()
    var contradiction = false
    for correction in corrections {
      // A redundant required equality whose dummy is basic cannot be shifted: its miss stays, unless the shift
      // moves the dummy (or another basic dummy) off zero, which is the contradiction below.
      if shiftRows(ofMarker: correction.record.marker, sign: correction.record.markerSign, by: correction.miss) != nil {
        contradiction = true
      }
    }
    // A miss the dual simplex cannot repair is a contradiction among required constraints that the tableau's
    // rounding hid when they were added (`1000·v0 == −1e-9` and `1e9·v0 ≥ 0`, v0 computed as a difference of terms
    // of 1e10): the rows then could not all be non-negative, or a basic dummy would leave zero (a redundant
    // equality contradicted among terms of 1e18). The round is undone, and the tableau stays feasible
    // with the miss it had (the solver cannot tell such a contradiction from rounding at those magnitudes).
    if contradiction || (!infeasibleRows.isEmpty && dualOptimize() != nil) {
      rollBackJournal()
      return false
    }
    commitJournal()
    needsPrimalOptimization = needsPrimalOptimization || objectives.count > 1
    settle()
    return true
  }

  /// Refines the tableau after an update (at most three steps; one is nearly always enough) and evaluates the
  /// definitions again after each step, keeping every variable the update changed in ``changedSymbols``.
  ///
  /// ``updateVariables()`` refines only a tableau that may have drifted: once a value has reached
  /// ``refinementMagnitude``, or a pivot has grown a row by more than ``pivotGrowthLimit``. Checking every
  /// constraint costs time proportional to the system, not to the change (about 2 M instructions for a 999-view
  /// layout, 1% of its first layout, and far more than a re-layout), and layouts, whose coefficients are ±1 and
  /// modest multipliers, meet neither condition.
  mutating func refine() {
    for _ in 0..<3 {
      let changed = changedSymbols
      guard refineConstants() else { return }
      evaluateDefinitions()
      keepChangedSymbols(changed)
    }
  }

  /// Puts `earlier`, the variables this update had changed before its last evaluation, back in front of
  /// ``changedSymbols``, which that evaluation replaced, each once.
  mutating func keepChangedSymbols(_ earlier: [Symbol]) {
    var seen = Set(earlier)
    changedSymbols = earlier + changedSymbols.filter { seen.insert($0).inserted }
  }
}
