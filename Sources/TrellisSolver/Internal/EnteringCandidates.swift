// The symbols that may enter the basis: pricing over the lexicographic objective without rescanning blocked ones.
//
// With strict priorities the objective has one row per level, and a symbol improves it only when its first
// non-zero reduced cost, from the highest level down, is negative. A symbol that is negative at a low level but
// positive higher up is blocked, and on layout systems most negative low-level costs are blocked (a view's
// hugging error at 250 under its compression resistance at 750): scanning each level's negatives on every pivot
// spent more instructions than the pivots. The set below holds exactly the unblocked ones; it is updated from the
// symbols whose presence or sign changed in some level since the last pricing, so a pivot re-prices only what it
// touched.

/// The candidate symbols grouped by the level of their first non-zero reduced cost, each group unordered, with
/// constant-time insertion, removal and membership.
struct EnteringCandidates {
  /// The members of each level, unordered.
  private(set) var levels: [[Symbol]] = []
  /// For each level, its members by key (with stale entries; see ``PricingHeap``).
  var heaps: [PricingHeap] = []
  /// For each symbol, the factor that made its reduced cost its key when it was last pushed (see
  /// ``push(_:cost:rows:level:)``).
  private(set) var scales: [Double] = []
  /// For each symbol, its index in its level's list, or -1.
  private var positions: [Int32] = []
  /// For each member, its level.
  private var levelOf: [Int32] = []

  /// Whether `symbol` is a member.
  @inline(__always)
  func contains(_ symbol: Symbol) -> Bool {
    Int(symbol) < positions.count && positions[Int(symbol)] >= 0
  }

  /// Makes `symbol` a member at `level`, or no member when `level` is `nil`.
  mutating func set(_ symbol: Symbol, level: Int?) {
    let index = Int(symbol)
    if index >= positions.count {
      guard level != nil else { return }
      let count = max(index + 1, 2 * positions.count, initialSymbolRoom)
      positions.append(contentsOf: repeatElement(-1, count: count - positions.count))
      levelOf.append(contentsOf: repeatElement(-1, count: count - levelOf.count))
      scales.append(contentsOf: repeatElement(1, count: count - scales.count))
    }
    let position = Int(positions[index])
    if position >= 0 {
      let oldLevel = Int(levelOf[index])
      if oldLevel == level { return }
      let last = levels[oldLevel].removeLast()
      if last != symbol {
        levels[oldLevel][position] = last
        positions[Int(last)] = Int32(position)
      }
      positions[index] = -1
    }
    guard let level else { return }
    while levels.count <= level {
      levels.append([])
      heaps.append(PricingHeap())
    }
    positions[index] = Int32(levels[level].count)
    levelOf[index] = Int32(level)
    levels[level].append(symbol)
  }

  /// Pushes a member onto its level's heap with the key `cost / √(1 + rows)`, for the number of rows that hold the
  /// symbol: the reduced cost per unit of the step's length, as steepest-edge pricing measures it, with each row's
  /// coefficient counted as one. Dantzig's rule alone preferred symbols held by hundreds of rows, whose pivots
  /// rewrite them all (Docs/Solver.md, "Pivot rules that limit fill-in").
  mutating func push(_ symbol: Symbol, cost: Double, rows: Int, level: Int) {
    rescale(symbol, rows: rows)
    heaps[level].push(key(of: symbol, cost: cost), symbol)
  }

  /// Sets a member's scale for a column of `rows` rows (``key(of:cost:)``).
  mutating func rescale(_ symbol: Symbol, rows: Int) {
    scales[Int(symbol)] = 1 / Double(1 + rows).squareRoot()
  }

  /// The key a member's entry has while its reduced cost is `cost` and it has not been pushed again.
  @inline(__always)
  func key(of symbol: Symbol, cost: Double) -> Double { cost * scales[Int(symbol)] }

  /// The level of a member.
  @inline(__always)
  func level(of symbol: Symbol) -> Int { Int(levelOf[Int(symbol)]) }

  /// Removes every member.
  mutating func removeAll() {
    for level in levels.indices {
      for symbol in levels[level] { positions[Int(symbol)] = -1 }
      levels[level].removeAll(keepingCapacity: true)
      heaps[level] = PricingHeap()
    }
  }
}

extension Solver {
  /// The highest level at which `symbol` has a non-zero reduced cost, or `nil` when it has none.
  @inline(__always)
  func firstLevel(of symbol: Symbol) -> Int? {
    for level in objectives.indices where objectives[level].contains(symbol) { return level }
    return nil
  }

  /// Re-prices `symbol`: a candidate when it is not a dummy and its first non-zero reduced cost is negative.
  @inline(__always)
  mutating func reprice(_ symbol: Symbol) {
    var candidateLevel: Int?
    if Int(symbol) < kinds.count && kinds[Int(symbol)] != .dummy, let level = firstLevel(of: symbol),
      objectives[level].coefficient(of: symbol) < 0
    {
      candidateLevel = level
    }
    // Most re-priced symbols are neither candidates before nor after (a cost that appeared positive or vanished):
    // nothing to change, and no call (the call's own prologue and epilogue cost more than its work).
    if candidateLevel == nil && !enteringCandidates.contains(symbol) { return }
    enteringCandidates.set(symbol, level: candidateLevel)
    if let level = candidateLevel { pushCandidate(symbol, at: level) }
  }

  /// Brings ``enteringCandidates`` up to date with the objectives' sign changes since the last call.
  mutating func refreshEnteringCandidates() {
    if candidatesNeedRebuild {
      candidatesNeedRebuild = false
      // Rare (after a rollback, or a level inserted above others): every symbol, a few levels each.
      enteringCandidates.removeAll()
      for level in objectives.indices { objectives[level].clearSignChanges() }
      for symbol in 0..<Symbol(kinds.count) { reprice(symbol) }
      return
    }
    for level in objectives.indices
    where !objectives[level].signChanges.isEmpty || !objectives[level].negativeChanges.isEmpty {
      var changed = repricedSymbols.changed
      var moved = repricedSymbols.moved
      repricedSymbols = ([], [])
      defer { repricedSymbols = (changed, moved) }
      objectives[level].takeSignChanges(into: &changed, moved: &moved)
      for symbol in changed { reprice(symbol) }
      // A cost that stays negative only moves within its level's heap (when that level is the symbol's first).
      for symbol in moved where enteringCandidates.contains(symbol) && enteringCandidates.level(of: symbol) == level {
        pushCandidate(symbol, at: level)
      }
    }
  }

  /// Pushes a member onto its level's pricing heap with its current reduced cost and, under kiwi's weights, its
  /// column's length. Strict levels keep Dantzig's rule (every column counted as empty): the layout engine's passes
  /// gained nothing from the scaled rule, and the wide-profile strict differential test failed on 12 seeds in 2,000
  /// instead of 9 (Docs/Solver.md, "Pivot rules that limit fill-in").
  @inline(__always)
  mutating func pushCandidate(_ symbol: Symbol, at level: Int) {
    enteringCandidates.push(
      symbol, cost: objectives[level].coefficient(of: symbol), rows: pricedRowCount(of: symbol), level: level)
  }

  /// The number of rows that hold `symbol` as the pricing counts them: none under strict levels.
  @inline(__always)
  func pricedRowCount(of symbol: Symbol) -> Int {
    guard prioritization == .weighted, Int(symbol) < columns.symbolCount else { return 0 }
    return columns[Int(symbol)].count
  }
}
