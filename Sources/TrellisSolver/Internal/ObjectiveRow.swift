/// One level of the objective: `constant + Σ reducedCost × symbol`, kept dense (a coefficient per symbol) because
/// it is the longest row of the tableau and every pivot merges into it.
///
/// A sparse merge costs the length of both rows; here adding a row of *k* symbols costs *k*. Each change of a
/// coefficient's sign or presence is logged, so that the solver's pricing (`EnteringCandidates`) re-prices only
/// the symbols that moved instead of scanning the row.
///
/// While a journal records (``startRecording()``), every change is logged so that ``rollBack()`` can undo it.
struct ObjectiveRow {
  /// The constant part: the objective's value.
  var constant: Double = 0 {
    didSet { if isRecording { undoLog.append((-1, oldValue)) } }
  }
  /// The coefficient of each symbol by symbol number (0 when absent; shorter than the symbol count when the last
  /// symbols have never had one).
  private var coefficients: [Double] = []
  /// The changes since ``startRecording()``, oldest first: (symbol, old coefficient), symbol -1 for the constant.
  /// Kept with its capacity from one recording to the next: a fresh log per journaled call grew from nothing
  /// (56 of an enaml_like build's 597 allocations).
  private var undoLog: [(Symbol, Double)] = []
  /// Whether changes are logged.
  private var isRecording = false
  /// The symbols whose coefficient appeared, disappeared or changed sign since ``clearSignChanges()``, with
  /// repetitions: the solver re-prices exactly these (see `EnteringCandidates`).
  private(set) var signChanges: [Symbol] = []
  /// The symbols whose coefficient changed to a negative value since ``clearSignChanges()``: their place in the
  /// pricing heap moves.
  private(set) var negativeChanges: [Symbol] = []
  /// The symbols whose coefficient became tiny but not zero (at most ``residueCostLimit``) since
  /// ``clearTinyChanges()``, with repetitions: under strict levels such a cost may be rounding that blocks a symbol
  /// (see `Solver+ObjectiveRefresh.swift`).
  private(set) var tinyChanges: [Symbol] = []

  /// The coefficient of `symbol`, 0 when absent.
  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double {
    Int(symbol) < coefficients.count ? coefficients[Int(symbol)] : 0
  }

  /// Whether the objective mentions `symbol`.
  @inline(__always)
  func contains(_ symbol: Symbol) -> Bool { coefficient(of: symbol) != 0 }

  /// Sets the coefficient of `symbol` (a value near zero counts as zero).
  @inline(__always)
  mutating func setCoefficient(_ value: Double, for symbol: Symbol) {
    let index = Int(symbol)
    if index >= coefficients.count {
      if value == 0 || isNearZero(value) { return }
      let count = max(index + 1, 2 * coefficients.count, initialSymbolRoom)
      coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
    }
    let old = coefficients[index]
    let new = isNearZero(value) ? 0 : value
    if old == new { return }
    if isRecording { undoLog.append((symbol, old)) }
    coefficients[index] = new
    noteChange(of: symbol, from: old, to: new)
  }

  /// Adds `coefficient × symbol`.
  @inline(__always)
  mutating func add(_ coefficient: Double, for symbol: Symbol) {
    setCoefficient(self.coefficient(of: symbol) + coefficient, for: symbol)
  }

  /// Removes `symbol` and returns its coefficient.
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let old = coefficient(of: symbol)
    setCoefficient(0, for: symbol)
    return old
  }

  /// Adds `factor × row`, leaving out `skipped` from this objective (the symbol `row` replaces).
  ///
  /// - Complexity: O(*k*) for a row of *k* symbols.
  mutating func add(_ row: Row, times factor: Double, removing skipped: Symbol = -1) {
    constant += row.constant * factor
    if skipped >= 0 { setCoefficient(0, for: skipped) }
    guard !isRecording, let last = row.entries.last?.symbol else {
      row.entries.withUnsafeBufferPointer { entries in
        for entry in entries {
          setCoefficient(coefficient(of: entry.symbol) + entry.coefficient * factor, for: entry.symbol)
        }
      }
      return
    }
    if Int(last) >= coefficients.count {
      let count = max(Int(last) + 1, 2 * coefficients.count, initialSymbolRoom)
      coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
    }
    // The coefficients through their buffer, moved out for the loop: ``setCoefficient(_:for:)`` per symbol checked
    // the array's uniqueness and bounds on every write (half of this merge's instructions). The same changes, in
    // the same order, are logged.
    var coefficients: [Double] = []
    swap(&coefficients, &self.coefficients)
    defer { swap(&coefficients, &self.coefficients) }
    coefficients.withUnsafeMutableBufferPointer { coefficients in
      row.entries.withUnsafeBufferPointer { entries in
        for entry in entries {
          let symbol = entry.symbol
          let old = coefficients[Int(symbol)]
          let sum = old + entry.coefficient * factor
          let new = isNearZero(sum) ? 0 : sum
          if old == new { continue }
          coefficients[Int(symbol)] = new
          noteChange(of: symbol, from: old, to: new)
        }
      }
    }
  }

  /// Logs a coefficient's change for the pricing and the residue checks (see ``signChanges``, ``negativeChanges``
  /// and ``tinyChanges``).
  @inline(__always)
  private mutating func noteChange(of symbol: Symbol, from old: Double, to new: Double) {
    if new != 0 && abs(new) <= residueCostLimit { tinyChanges.append(symbol) }
    if (old < 0) != (new < 0) || (old == 0) != (new == 0) {
      signChanges.append(symbol)
    } else if new < 0 {
      negativeChanges.append(symbol)
    }
  }

  /// The objective as a sparse row, symbols ascending (for descriptions and checks, not the hot path).
  var terms: Row {
    var row = Row(constant: constant)
    for (index, value) in coefficients.enumerated() where value != 0 { row.add(value, for: Symbol(index)) }
    return row
  }

  /// Hands over the logged changes by swapping them with the caller's buffers, emptied first: the logs keep
  /// storage and nothing is copied or allocated.
  mutating func takeSignChanges(into changed: inout [Symbol], moved: inout [Symbol]) {
    changed.removeAll(keepingCapacity: true)
    moved.removeAll(keepingCapacity: true)
    swap(&changed, &signChanges)
    swap(&moved, &negativeChanges)
  }

  /// Forgets the symbols listed in ``tinyChanges``.
  mutating func clearTinyChanges() {
    if !tinyChanges.isEmpty { tinyChanges.removeAll(keepingCapacity: true) }
  }

  /// Forgets the logged sign changes, once the solver has re-priced them.
  mutating func clearSignChanges() {
    signChanges.removeAll(keepingCapacity: true)
    negativeChanges.removeAll(keepingCapacity: true)
  }

  /// Starts logging changes.
  mutating func startRecording() {
    undoLog.removeAll(keepingCapacity: true)
    isRecording = true
  }

  /// Stops logging and keeps the changes.
  mutating func stopRecording() { isRecording = false }

  /// Undoes every change logged since ``startRecording()`` and stops logging.
  mutating func rollBack() {
    guard isRecording else { return }
    isRecording = false
    var log: [(Symbol, Double)] = []
    swap(&log, &undoLog)
    for (symbol, old) in log.reversed() {
      if symbol < 0 { constant = old } else { setCoefficient(old, for: symbol) }
    }
    log.removeAll(keepingCapacity: true)
    swap(&log, &undoLog)
  }
}
