// Preference rows that wait for their expansion.
//
// A preference on a defined variable (`xᵢ == 7i | weak`, where `xᵢ = xᵢ₋₁ + 10 + sᵢ` is a definition) gets the
// restricted row `e⁺ᵢ = xᵢ − 7i + e⁻ᵢ`, which the tableau keeps fully substituted: `xᵢ` expanded along its chain,
// `e⁺ᵢ = 3i + s₁ + … + sᵢ + e⁻ᵢ`. `chain_N`'s optimum forces that basis (Docs/Solver.md, "What the growth targets
// need"), so its build wrote N²/2 terms, 5·10⁷ for `chain_10000`, although nothing reads most of them. When the
// deferred preferences get their rows (`DeferredConstraints.swift`), a row on definitions at least
// ``Solver/waitingDepth`` deep is kept as written, solved for an error symbol, in ``Solver/lazyRows`` (not in the
// tableau): a factored row, its basic symbol's value given through the definitions, as a revised simplex keeps
// its basis. It joins the tableau, expanded, only when something could move its value:
//
// - its objective costs are expanded for all the waiting rows at once, each definition once, before anything
//   prices (``Solver/flushWaitingObjective()``): O(size of the definitions), not O(N²);
// - a symbol about to move (a pivot's entering symbol, a marker whose constant changes, a removed constraint's
//   markers) first brings in the waiting rows whose expansions mention it, found by following the column index
//   through the definitions (``Solver/materializeWaitingRows(reaching:)``): the ratio tests and the dual simplex
//   then see every row the move changes. The primal simplex brings in every waiting row at its first pivot (an
//   optimisation that pivots reaches most of them), as do additions outside the batch, refinement, the strict
//   levels' refresh and the ambiguity report (``Solver/materializeWaitingRows()``).
//
// A waiting row is an identity between symbols, so basis changes elsewhere leave it true; what it must not miss is
// a move of its value, and every move goes along some symbol's column. A row waits only when expanding it now or
// later gives the same row: it mentions definitions and its own error symbols only, and no definition it reaches
// mentions a parametric external variable (the subject rules would solve for that one instead). Its subject is
// the error symbol the subject rules would pick, by the sign of its value at the tableau's current solution
// (``LazyRows/liveValues``).

/// The depth of definitions above which a preference's row waits: a chain of more than 128 definitions. Layout
/// hierarchies are far shallower (a definition per view and sibling, nested as deep as the views), and their
/// optimisations pivot anyway; `chain_N`'s rows go N deep. Below it, making the row now costs less than keeping it:
/// with rows from a depth of 32 on waiting, `chain_100`'s build took half the time, but its suggestions 1.8 times
/// and its removals 1.4 times as long (each removed preference is expanded to take its costs out of the objective,
/// and each move searches the waiting rows it reaches).
let defaultWaitingDepth: Int32 = 128

/// Preference rows kept as written until the tableau needs them (see the file's comment).
struct LazyRows {
  /// The waiting rows' basic symbols (an error symbol of each preference), in the order they were made; those
  /// materialised since stay listed, with no row.
  var basics: [Symbol] = []
  /// The waiting rows, solved for their basic symbols (they mention definitions and the preference's other error
  /// symbol); `nil` once materialised.
  var rows: [Row?] = []
  /// How many rows still wait.
  var count = 0
  /// How many of the first waiting rows have their objective costs expanded already; the objective still mentions
  /// the basic symbols of the others.
  var flushedCount = 0
  /// For each symbol a waiting row mentions or is basic in, the positions of those rows.
  var mentions: [Symbol: [Int]] = [:]
  /// Each definition's value in the tableau's current solution (parametric symbols at zero), as of
  /// ``liveValuesVersion``.
  var liveValues: [Double] = []
  /// Whether a definition's expansion may mention an external variable (one it or a row it reaches mentions).
  var reachesExternal: [Bool] = []
  /// For each definition made from a fresh variable, how many definitions deep its expansion goes (1 for one that
  /// mentions none); a hint only, never updated when definitions change, which decides whether a row waits.
  var depths: [Int32] = []
  /// The ``Solver/tableauVersion`` the live values describe; 0 (a version the tableau never has) when they describe
  /// none, such as before a batch, whose constant changes since the last left the version as it was.
  var liveValuesVersion: UInt64 = 0

  /// Whether no row waits.
  var isEmpty: Bool { count == 0 }

  /// Adds a waiting row for `basic`.
  mutating func append(_ row: Row, for basic: Symbol) {
    let position = basics.count
    basics.append(basic)
    rows.append(row)
    count += 1
    mentions[basic, default: []].append(position)
    for entry in row.entries { mentions[entry.symbol, default: []].append(position) }
  }

  /// The position of the row that waits for `symbol` (its basic symbol), if one does.
  func position(ofBasic symbol: Symbol) -> Int? {
    mentions[symbol]?.first { rows[$0] != nil && basics[$0] == symbol }
  }

  /// Takes the row at `position` out; the storage empties when the last one goes.
  mutating func take(at position: Int) -> Row {
    let row = rows[position].take()!
    count -= 1
    if count == 0 {
      basics.removeAll(keepingCapacity: true)
      rows.removeAll(keepingCapacity: true)
      mentions.removeAll()
      flushedCount = 0
    }
    return row
  }
}

extension Solver {

  /// Lets the preferences added from now on keep waiting rows, until ``stopWaitingRows()``.
  mutating func startWaitingRows() {
    acceptsWaitingRows = true
    lazyRows.liveValuesVersion = 0
  }

  /// Ends the batch that ``startWaitingRows()`` began; the rows made stay waiting.
  mutating func stopWaitingRows() {
    acceptsWaitingRows = false
  }

  /// What becomes of a preference's new row during the making of the deferred rows.
  enum WaitingDecision {
    /// The row waits: as written, solved for `subject`.
    case wait(row: Row, subject: Symbol)
    /// The row is short: it is expanded now, and its subject is one of its error symbols, so the tableau the
    /// waiting rows were measured against only gains a row.
    case expandNow
    /// The row is short and expanded now; whether the tableau changes only by a row is not known, so rows that
    /// wait join the tableau first.
    case expandAlone
    /// The row is expanded now and may change the tableau (a subject other than its error symbols, phase one): the
    /// waiting rows join the tableau first, and no row waits until the next batch.
    case expandAndStop
  }

  /// Whether the row of a preference (as ``makeRow(for:isEdit:sequence:)`` wrote it) can wait (see the file's
  /// comment), and if so, the row solved for the subject its expansion would get.
  mutating func waitingDecision(for row: Row, record: ConstraintRecord) -> WaitingDecision {
    // A short expansion costs less made now than kept, flushed and materialised later. Made now, it leaves the
    // live values as they are when it is known to be solved for one of its error symbols.
    let isDeep = depth(ofDefinitionsIn: row) > waitingDepth
    if !isDeep && !liveValuesAreCurrent { return .expandAlone }
    var mentionsDefinition = false
    for entry in row.entries {
      let symbol = entry.symbol
      if kinds[Int(symbol)] == .external {
        guard rows[Int(symbol)] != nil else { return .expandAndStop }
        mentionsDefinition = true
      } else if symbol != record.marker && symbol != record.other {
        return .expandAndStop
      }
    }
    guard mentionsDefinition, isDeep else {
      return liveValuesAreCurrent && !mentionsExternalOnExpansion(row) ? .expandNow : .expandAlone
    }
    evaluateLiveValues()
    if mentionsExternalOnExpansion(row) { return .expandAndStop }
    var constant = row.constant
    for entry in row.entries where kinds[Int(entry.symbol)] == .external {
      constant += entry.coefficient * lazyRows.liveValues[Int(entry.symbol)]
    }
    var written = row
    if constant < 0 { written.negate() }
    // As in chooseSubject(in:record:): the marker first, then the other error symbol.
    let subject: Symbol
    if canBeSubject(record.marker, of: written) {
      subject = record.marker
    } else if canBeSubject(record.other, of: written) {
      subject = record.other
    } else {
      return .expandAndStop
    }
    written.solve(for: subject)
    return .wait(row: written, subject: subject)
  }

  /// Whether the live values describe the tableau as it is.
  private var liveValuesAreCurrent: Bool {
    lazyRows.liveValuesVersion == tableauVersion
  }

  /// Whether a definition `row` mentions may have an external variable in its expansion (by the live values'
  /// evaluation, which must be current).
  private func mentionsExternalOnExpansion(_ row: Row) -> Bool {
    row.entries.contains { entry in
      let symbol = Int(entry.symbol)
      // A symbol newer than the evaluation is taken to reach one.
      guard kinds[symbol] == .external else { return false }
      return symbol >= lazyRows.reachesExternal.count || lazyRows.reachesExternal[symbol]
    }
  }

  /// The largest depth (``LazyRows/depths``) among the definitions `row` mentions.
  private func depth(ofDefinitionsIn row: Row) -> Int32 {
    // Through the buffers: the array accesses checked bounds and uniqueness for every entry of every addition.
    lazyRows.depths.withUnsafeBufferPointer { depths in
      row.entries.withUnsafeBufferPointer { entries in
        var deepest: Int32 = 0
        for entry in entries where Int(entry.symbol) < depths.count && depths[Int(entry.symbol)] > deepest {
          deepest = depths[Int(entry.symbol)]
        }
        return deepest
      }
    }
  }

  /// Records the depth of the definition `row` just made for the fresh variable `symbol`.
  mutating func noteDepth(ofDefinition symbol: Symbol, row: Row) {
    let depth = depth(ofDefinitionsIn: row) &+ 1
    if lazyRows.depths.count <= Int(symbol) {
      let count = max(Int(symbol) + 1, 2 * lazyRows.depths.count, initialSymbolRoom)
      lazyRows.depths.append(contentsOf: repeatElement(0, count: count - lazyRows.depths.count))
    }
    lazyRows.depths[Int(symbol)] = depth
  }

  /// Notes that the tableau changed only by a row that no waiting row and no definition mentions: the live values
  /// still hold.
  mutating func keepLiveValues() {
    lazyRows.liveValuesVersion = tableauVersion
  }

  /// The value of every definition at the tableau's current solution, and whether its expansion may mention an
  /// external variable, into ``LazyRows/liveValues`` and ``LazyRows/reachesExternal``; once per batch.
  ///
  /// - Complexity: The size of the definitions, plus the restricted rows they mention (each scanned once).
  private mutating func evaluateLiveValues() {
    guard !liveValuesAreCurrent else { return }
    var live = lazyRows.liveValues
    var reaches = lazyRows.reachesExternal
    lazyRows.liveValues = []
    lazyRows.reachesExternal = []
    if live.count < kinds.count {
      live.append(contentsOf: repeatElement(0, count: kinds.count - live.count))
      reaches.append(contentsOf: repeatElement(false, count: kinds.count - reaches.count))
    }
    var restrictedReach: [Symbol: Bool] = [:]
    for definition in definitionsInOrder() {
      let row = rows[Int(definition)]!
      var value = row.constant
      var reachesAny = false
      for entry in row.entries {
        let symbol = entry.symbol
        if kinds[Int(symbol)] == .external {
          if rows[Int(symbol)] == nil {
            reachesAny = true
          } else {
            value += entry.coefficient * live[Int(symbol)]
            reachesAny = reachesAny || reaches[Int(symbol)]
          }
        } else if let basic = rows[Int(symbol)] {
          value += entry.coefficient * basic.constant
          if !reachesAny {
            if let known = restrictedReach[symbol] {
              reachesAny = known
            } else {
              let mentions = basic.entries.contains { kinds[Int($0.symbol)] == .external }
              restrictedReach[symbol] = mentions
              reachesAny = mentions
            }
          }
        }
      }
      live[Int(definition)] = value
      reaches[Int(definition)] = reachesAny
    }
    lazyRows.liveValues = live
    lazyRows.reachesExternal = reaches
    lazyRows.liveValuesVersion = tableauVersion
  }

  /// Replaces the waiting rows' basic symbols in the objective by their rows, expanded together: each definition
  /// they reach is expanded once per objective level.
  @inline(__always)
  mutating func flushWaitingObjective() {
    if lazyRows.flushedCount < lazyRows.basics.count { flushWaitingCosts() }
  }

  /// ``flushWaitingObjective()``'s work, when some costs wait.
  private mutating func flushWaitingCosts() {
    let start = lazyRows.flushedCount
    for level in objectives.indices {
      var parts: [(row: Row, factor: Double)] = []
      for position in start..<lazyRows.basics.count {
        guard let row = lazyRows.rows[position] else { continue }
        let cost = objectives[level].remove(lazyRows.basics[position])
        if cost != 0 { parts.append((row, cost)) }
      }
      guard !parts.isEmpty else { continue }
      objectives[level].add(expanded(sumOf: parts), times: 1)
    }
    lazyRows.flushedCount = lazyRows.basics.count
  }

  /// Takes out the row that waits for `symbol`, for the removal of its preference: with whether its objective
  /// costs were flushed (the objective then holds its expansion times the symbol's cost, not the symbol).
  mutating func takeWaitingRow(ofBasic symbol: Symbol) -> (row: Row, flushed: Bool)? {
    guard let position = lazyRows.position(ofBasic: symbol) else { return nil }
    let flushed = position < lazyRows.flushedCount
    return (lazyRows.take(at: position), flushed)
  }

  /// Gives the tableau every waiting row (see ``materializeWaitingRow(at:)``).
  @inline(__always)
  mutating func materializeWaitingRows() {
    if !lazyRows.isEmpty { materializeEveryWaitingRow() }
  }

  /// ``materializeWaitingRows()``'s work, when rows wait.
  private mutating func materializeEveryWaitingRow() {
    var position = 0
    // The storage empties when the last row goes.
    while !lazyRows.isEmpty {
      if lazyRows.rows[position] != nil { materializeWaitingRow(at: position) }
      position += 1
    }
    lazyRows.liveValuesVersion = 0
  }

  /// Gives the tableau the waiting rows whose expansions mention one of `symbols` (or that are their rows): those
  /// whose values move when one of them does, which a ratio test over its column must see. The search follows the
  /// column index from each symbol to the rows that mention it, and from every such row's basic symbol to the
  /// definitions that mention that (restricted rows never do), as far as it goes.
  ///
  /// - Complexity: The columns of the symbols and rows reached.
  mutating func materializeWaitingRows(reaching symbols: Symbol...) {
    guard !lazyRows.isEmpty else { return }
    reachMarks.reset(symbolCount: kinds.count)
    var pending: [Symbol] = []
    var reached: [Int] = []
    for symbol in symbols where symbol >= 0 && reachMarks.insert(symbol) { pending.append(symbol) }
    while let symbol = pending.popLast() {
      if let positions = lazyRows.mentions[symbol] {
        for position in positions where lazyRows.rows[position] != nil { reached.append(position) }
      }
      let count = columns[Int(symbol)].entryCount
      var index = 0
      while index < count {
        let holder = columns.entry(ofColumn: Int(symbol), at: index)
        index &+= 1
        if holder >= 0 && reachMarks.insert(holder) { pending.append(holder) }
      }
    }
    guard !reached.isEmpty else { return }
    // In the order they were made, whatever the order of the search.
    reached.sort()
    for position in reached where position < lazyRows.rows.count && lazyRows.rows[position] != nil {
      materializeWaitingRow(at: position)
    }
  }

  /// Gives the tableau the waiting row at `position`, expanded, as the addition would have made it: the row waited
  /// while nothing it reaches moved, so its value is the one it had (a hair below zero is rounding; more goes to
  /// the dual simplex).
  private mutating func materializeWaitingRow(at position: Int) {
    let basic = lazyRows.basics[position]
    var row = expanded(lazyRows.take(at: position))
    notePivot(growth: row.largestMagnitude)
    if row.constant < 0 {
      if row.isInfeasible {
        infeasibleRows.append(basic)
        needsDualOptimization = true
      } else {
        row.constant = 0
      }
    }
    // The objective mentions the basic symbol when its costs were not flushed; no row does.
    substitute(basic, with: row)
    installRow(row, for: basic)
  }
}
