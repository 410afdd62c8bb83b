/// One row of the tableau: `constant + Σ coefficient × symbol`, a sparse vector kept sorted by symbol.
///
/// A row in the tableau means `basic = constant + Σ …`; a row being built means `0 = constant + Σ …`. Coefficients
/// within ``coefficientTolerance`` of zero are dropped, so a present symbol always has a non-negligible coefficient.
struct Row {
  /// The constant part.
  var constant: Double
  /// The terms with a non-zero coefficient, ascending by symbol: one array, so that a row is one allocation and
  /// copying it out of the tableau retains one buffer.
  private(set) var entries: [RowEntry]
  /// The largest magnitude among the coefficients (0 for a constant row), kept up to date by every change.
  private(set) var largestMagnitude: Double = 0

  /// Creates a row with a constant and no symbols, with room for `capacity` symbols.
  init(constant: Double = 0, capacity: Int = 0) {
    self.constant = constant
    self.entries = []
    if capacity > 0 { entries.reserveCapacity(capacity) }
  }

  /// Creates a row from terms in ascending symbol order.
  init(constant: Double, entries: [RowEntry]) {
    self.constant = constant
    self.entries = entries
    measureLargestMagnitude()
  }

  /// Creates a row from terms in ascending symbol order whose largest magnitude is known (a row saved by a
  /// journal, restored exactly as it was).
  init(constant: Double, entries: [RowEntry], largestMagnitude: Double) {
    self.constant = constant
    self.entries = entries
    self.largestMagnitude = largestMagnitude
  }

  /// The symbols with a non-zero coefficient, ascending.
  var symbols: LazyMapCollection<[RowEntry], Symbol> { entries.lazy.map { $0.symbol } }

  /// The coefficients, parallel to ``symbols``.
  var coefficients: LazyMapCollection<[RowEntry], Double> { entries.lazy.map { $0.coefficient } }

  /// Recomputes ``largestMagnitude`` from the coefficients.
  private mutating func measureLargestMagnitude() {
    var largest = 0.0
    for entry in entries { largest = Row.larger(largest, abs(entry.coefficient)) }
    largestMagnitude = largest
  }

  /// Whether the row mentions no symbol.
  var isConstant: Bool { entries.isEmpty }

  /// The position of `symbol` in ``entries``, or where it would be inserted.
  @inline(__always)
  private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) >> 1
      let value = entries[middle].symbol
      if value == symbol { return (middle, true) }
      if value < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, 0 when absent.
  func coefficient(of symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? entries[index].coefficient : 0
  }

  /// Whether `coefficient`, one of this row's, is large enough to pivot on: at least ``pivotTolerance`` in
  /// magnitude and at least ``relativePivotTolerance`` of the row's largest coefficient. A smaller one is most
  /// likely the residue of a cancellation, and dividing by it would blow the row up.
  func canPivot(on coefficient: Double, share: Double = relativePivotTolerance) -> Bool {
    let magnitude = abs(coefficient)
    return magnitude >= pivotTolerance && magnitude >= share * largestMagnitude
  }

  /// Whether the row, as a restricted row, is infeasible: its constant is below zero by more than
  /// ``nearZeroTolerance`` in the units of its symbols (a row whose coefficients are all 1e-9 is a row scaled by
  /// 1e-9, and so is the tolerance of its constant).
  var isInfeasible: Bool {
    constant < -roundingAllowance(inUnitsOf: largestMagnitude)
  }

  /// Whether the row mentions `symbol`.
  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

  /// Adds `coefficient × symbol`, dropping the symbol when the sum is near zero.
  ///
  /// - Returns: +1 when the symbol was added, -1 when it was removed, 0 otherwise.
  @discardableResult
  mutating func add(_ coefficient: Double, for symbol: Symbol) -> Int {
    // A symbol past the last is the common case when a row is built (a new constraint's markers are the newest
    // symbols): append instead of inserting.
    if entries.last.map({ $0.symbol < symbol }) ?? true {
      if isNegligible(coefficient) { return 0 }
      entries.append(RowEntry(symbol: symbol, coefficient: coefficient))
      largestMagnitude = max(largestMagnitude, abs(coefficient))
      return 1
    }
    let (index, found) = position(of: symbol)
    if found {
      let old = entries[index].coefficient
      let sum = old + coefficient
      if isNegligible(sum) {
        entries.remove(at: index)
        if abs(old) >= largestMagnitude { measureLargestMagnitude() }
        return -1
      }
      entries[index].coefficient = sum
      if abs(sum) >= largestMagnitude {
        largestMagnitude = abs(sum)
      } else if abs(old) >= largestMagnitude {
        measureLargestMagnitude()
      }
      return 0
    }
    if isNegligible(coefficient) { return 0 }
    entries.insert(RowEntry(symbol: symbol, coefficient: coefficient), at: index)
    largestMagnitude = max(largestMagnitude, abs(coefficient))
    return 1
  }

  /// Removes `symbol` and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    let removed = entries.remove(at: index).coefficient
    if abs(removed) >= largestMagnitude { measureLargestMagnitude() }
    return removed
  }

  /// Adds `factor × other` to this row, leaving out `skipped` from this row, and lists in `scratch` each symbol
  /// that appears in or disappears from the row (``RowScratch/changes``).
  ///
  /// The merged vectors are written into `scratch`, then copied back when the row's storage fits them, or swapped
  /// with the row's storage when the row must grow (its old arrays become the next scratch): a long run of merges
  /// allocates almost nothing, and buffers only move toward rows that need them (see ``takeMerged(count:from:)``).
  ///
  /// - Complexity: O(*n* + *m*) for rows of *n* and *m* symbols.
  @inline(__always)
  mutating func add(_ other: Row, times factor: Double, removing skipped: Symbol = -1, scratch: inout RowScratch) {
    constant += other.constant * factor
    let capacity = entries.count + other.entries.count
    if scratch.entries.count < capacity {
      scratch.entries.append(
        contentsOf: repeatElement(RowEntry(symbol: 0, coefficient: 0), count: capacity - scratch.entries.count))
    }
    // Every change is one of `other`'s symbols: appearing (only in `other`) or cancelling (in both).
    if scratch.changes.count < other.entries.count {
      let room = max(other.entries.count, 2 * scratch.changes.count, 32)
      scratch.changes.append(contentsOf: repeatElement(0, count: room - scratch.changes.count))
    }
    // Unchecked buffers: the two-pointer merge never reads past either row and writes at most `capacity`
    // entries, which the scratch storage holds.
    let largestBefore = largestMagnitude
    let (written, changeCount, largest) = entries.withUnsafeBufferPointer { mine in
      other.entries.withUnsafeBufferPointer { theirs in
        scratch.entries.withUnsafeMutableBufferPointer { out in
          scratch.changes.withUnsafeMutableBufferPointer { changes in
            if mine.count >= Row.gallopingLength && mine.count >= Row.gallopingShare * theirs.count {
              Row.mergeGalloping(
                mine, largest: largestBefore, theirs, times: factor, skipping: skipped, into: out, changes: changes)
            } else {
              Row.merge(
                mine, largest: largestBefore, theirs, times: factor, skipping: skipped, into: out, changes: changes)
            }
          }
        }
      }
    }
    scratch.changeCount = changeCount
    largestMagnitude = largest
    takeMerged(count: written, from: &scratch)
  }

  /// The merge of ``add(_:times:removing:scratch:)``: `mine` (whose largest magnitude is `largestBefore`) plus
  /// `factor × theirs`, without `skipped`, written into `out`, with the symbols that appear or cancel listed in
  /// `changes`.
  ///
  /// Every counter is a local of this function: where the merge was written inside the closures that lend the
  /// buffers, the compiler kept the counters they captured in memory whenever `add` was not inlined into its caller
  /// (an increment through the stack per entry copied). And the entries copied as they are need no running maximum
  /// (see ``largest(afterMerge:of:changed:touched:)``): a `maxsd` per entry chained every copy to the one before.
  ///
  /// - Returns: The entries written, the changes listed and the merged row's largest magnitude.
  @inline(__always)
  private static func merge(
    _ mine: UnsafeBufferPointer<RowEntry>, largest largestBefore: Double, _ theirs: UnsafeBufferPointer<RowEntry>,
    times factor: Double, skipping skipped: Symbol, into out: UnsafeMutableBufferPointer<RowEntry>,
    changes: UnsafeMutableBufferPointer<Symbol>
  ) -> (written: Int, changeCount: Int, largest: Double) {
    let count = mine.count
    let otherCount = theirs.count
    var i = 0
    var j = 0
    var written = 0
    var changeCount = 0
    // The largest magnitude among the entries the merge computes (sums and `theirs`), and whether it changed or
    // dropped one of `mine` as large as `largestBefore`.
    var largestChanged = 0.0
    var touchedLargest = false
    // Indices advance with `&+=`: each is bounded by a buffer's count, so overflow checks were dead weight.
    // Both rows have entries left: each step compares the two current symbols (no end-of-row sentinels).
    if count > 0 && otherCount > 0 {
      var mySymbol = mine[0].symbol
      var theirSymbol = theirs[0].symbol
      while true {
        if mySymbol < theirSymbol {
          if mySymbol != skipped {
            out[written] = mine[i]
            written &+= 1
          } else if abs(mine[i].coefficient) >= largestBefore {
            touchedLargest = true
          }
          i &+= 1
          if i == count { break }
          mySymbol = mine[i].symbol
        } else if theirSymbol < mySymbol {
          let value = theirs[j].coefficient * factor
          if !isNegligible(value) {
            out[written] = RowEntry(symbol: theirSymbol, coefficient: value)
            largestChanged = larger(largestChanged, abs(value))
            written &+= 1
            changes[changeCount] = theirSymbol
            changeCount &+= 1
          }
          j &+= 1
          if j == otherCount { break }
          theirSymbol = theirs[j].symbol
        } else {
          let value = mine[i].coefficient + theirs[j].coefficient * factor
          if abs(mine[i].coefficient) >= largestBefore { touchedLargest = true }
          if isNegligible(value) {
            changes[changeCount] = ~mySymbol
            changeCount &+= 1
          } else {
            out[written] = RowEntry(symbol: mySymbol, coefficient: value)
            largestChanged = larger(largestChanged, abs(value))
            written &+= 1
          }
          i &+= 1
          j &+= 1
          if i == count || j == otherCount { break }
          mySymbol = mine[i].symbol
          theirSymbol = theirs[j].symbol
        }
      }
    }
    // The tail of one of them.
    while i < count {
      if mine[i].symbol != skipped {
        out[written] = mine[i]
        written &+= 1
      } else if abs(mine[i].coefficient) >= largestBefore {
        touchedLargest = true
      }
      i &+= 1
    }
    while j < otherCount {
      let value = theirs[j].coefficient * factor
      if !isNegligible(value) {
        out[written] = RowEntry(symbol: theirs[j].symbol, coefficient: value)
        largestChanged = larger(largestChanged, abs(value))
        written &+= 1
        changes[changeCount] = theirs[j].symbol
        changeCount &+= 1
      }
      j &+= 1
    }
    let largest = largest(
      afterMerge: UnsafeBufferPointer(rebasing: out[0..<written]), of: largestBefore, changed: largestChanged,
      touched: touchedLargest)
    return (written, changeCount, largest)
  }

  /// How many times longer than the other row a row must be for ``add(_:times:removing:scratch:)`` to merge by
  /// galloping (``mergeGalloping(_:largest:_:times:skipping:into:changes:)``) rather than step by step.
  static let gallopingShare = 4
  /// The least length of a row that merges by galloping: below it the step-by-step merge costs less.
  static let gallopingLength = 64

  /// The merge of ``merge(_:largest:_:times:skipping:into:changes:)`` for a row `mine` much longer than `theirs`,
  /// with the same result: each of `theirs`' symbols is looked for in `mine` by galloping (steps of 1, 2, 4, … from
  /// the last place, then a binary search), and the runs of `mine` between them are copied whole.
  ///
  /// In `tree_10000`'s build the pivot rows average 54 symbols early in the final optimisation and the rows they are
  /// merged into 380: the step-by-step merge compares and branches on every entry of the long row, which is most of
  /// the work, where the runs between the short row's symbols copy as blocks. Not inlined: inlined beside the
  /// step-by-step merge it made every merge's code larger, and enaml_like's suggest block took 0.86 µs instead of 0.78.
  @inline(never)
  private static func mergeGalloping(
    _ mine: UnsafeBufferPointer<RowEntry>, largest largestBefore: Double, _ theirs: UnsafeBufferPointer<RowEntry>,
    times factor: Double, skipping skipped: Symbol, into out: UnsafeMutableBufferPointer<RowEntry>,
    changes: UnsafeMutableBufferPointer<Symbol>
  ) -> (written: Int, changeCount: Int, largest: Double) {
    let count = mine.count
    var written = 0
    var changeCount = 0
    var largestChanged = 0.0
    var touchedLargest = false
    // The place of the skipped symbol in `mine`, or `count`: the runs copied around it leave it out.
    var skippedIndex = count
    if skipped >= 0 {
      let place = firstPlace(in: mine, from: 0, notBelow: skipped)
      if place < count && mine[place].symbol == skipped { skippedIndex = place }
    }
    /// Copies `mine[start..<end]` as it is, without the skipped symbol.
    @inline(__always)
    func copyRun(from start: Int, to end: Int) {
      if skippedIndex >= start && skippedIndex < end {
        copy(from: start, to: skippedIndex)
        if abs(mine[skippedIndex].coefficient) >= largestBefore { touchedLargest = true }
        copy(from: skippedIndex &+ 1, to: end)
      } else {
        copy(from: start, to: end)
      }
    }
    @inline(__always)
    func copy(from start: Int, to end: Int) {
      guard end > start else { return }
      (out.baseAddress! + written).update(from: mine.baseAddress! + start, count: end &- start)
      written &+= end &- start
    }
    var i = 0
    for entry in theirs {
      let place = firstPlace(in: mine, from: i, notBelow: entry.symbol)
      copyRun(from: i, to: place)
      i = place
      if place < count && mine[place].symbol == entry.symbol {
        let value = mine[place].coefficient + entry.coefficient * factor
        if abs(mine[place].coefficient) >= largestBefore { touchedLargest = true }
        if isNegligible(value) {
          changes[changeCount] = ~entry.symbol
          changeCount &+= 1
        } else {
          out[written] = RowEntry(symbol: entry.symbol, coefficient: value)
          largestChanged = larger(largestChanged, abs(value))
          written &+= 1
        }
        i &+= 1
      } else {
        let value = entry.coefficient * factor
        if !isNegligible(value) {
          out[written] = RowEntry(symbol: entry.symbol, coefficient: value)
          largestChanged = larger(largestChanged, abs(value))
          written &+= 1
          changes[changeCount] = entry.symbol
          changeCount &+= 1
        }
      }
    }
    copyRun(from: i, to: count)
    let largest = largest(
      afterMerge: UnsafeBufferPointer(rebasing: out[0..<written]), of: largestBefore, changed: largestChanged,
      touched: touchedLargest)
    return (written, changeCount, largest)
  }

  /// The first place at or after `start` in `entries` (sorted by symbol) whose symbol is not below `symbol`, or
  /// `entries.count`: galloping from `start` (1, 2, 4, … entries on), then a binary search in the last step.
  @inline(__always)
  static func firstPlace(in entries: UnsafeBufferPointer<RowEntry>, from start: Int, notBelow symbol: Symbol) -> Int {
    let count = entries.count
    var low = start
    var step = 1
    var probe = start
    while probe < count && entries[probe].symbol < symbol {
      low = probe &+ 1
      probe = low &+ step
      step &<<= 1
    }
    var high = min(probe, count)
    while low < high {
      let middle = (low &+ high) >> 1
      if entries[middle].symbol < symbol { low = middle &+ 1 } else { high = middle }
    }
    return low
  }

  /// The largest magnitude of a merged row, exactly, from its largest before the merge (`before`), the largest of
  /// the entries the merge computed (`changed`) and whether it changed or dropped an entry as large as `before`
  /// (`touched`).
  ///
  /// The entries copied unchanged are at most `before`; when none that reached it was touched, one of them still
  /// does. Only when the largest was touched and nothing computed reaches it are the `merged` entries scanned
  /// again, and the scan stops at the first that reaches `before` (layout rows hold many coefficients of ±1).
  @inline(__always)
  static func largest(
    afterMerge merged: UnsafeBufferPointer<RowEntry>, of before: Double, changed: Double, touched: Bool
  ) -> Double {
    if changed >= before || !touched { return larger(before, changed) }
    var largest = changed
    for entry in merged {
      let magnitude = abs(entry.coefficient)
      if magnitude >= before { return before }
      largest = larger(largest, magnitude)
    }
    return largest
  }

  /// Makes the first `count` entries of `scratch` the row's entries, in storage that fits them.
  ///
  /// The row's own storage is reused when it holds them and is not far larger (see ``fits(capacity:count:)``);
  /// otherwise the scratch's storage is swapped in when it fits, and its old storage becomes the next scratch;
  /// otherwise the row gets storage of twice its size. A row must not keep storage far larger than itself: on
  /// `stack_N` every pivot row carries the container's sum, the rows it is merged into grew to it and shrank back,
  /// and each kept the long row's storage. `stack_3000`'s suggestions peaked at 1.69 GB that way, and take 34 MB
  /// now (Docs/Performance.md, twelfth session).
  @inline(__always)
  private mutating func takeMerged(count: Int, from scratch: inout RowScratch) {
    if Row.fits(capacity: entries.capacity, count: count) {
      // Copied back, so that a large scratch buffer stays the scratch and never migrates into a short row.
      // From the scratch's buffer, not a slice of it: a slice retained and released the scratch on every merge.
      entries.removeAll(keepingCapacity: true)
      scratch.entries.withUnsafeBufferPointer { merged in
        entries.append(contentsOf: UnsafeBufferPointer(rebasing: merged[0..<count]))
      }
    } else if Row.fits(capacity: scratch.entries.capacity, count: count) {
      scratch.entries.removeLast(scratch.entries.count - count)
      swap(&entries, &scratch.entries)
    } else {
      var fitted: [RowEntry] = []
      fitted.reserveCapacity(2 * count)
      scratch.entries.withUnsafeBufferPointer { merged in
        fitted.append(contentsOf: UnsafeBufferPointer(rebasing: merged[0..<count]))
      }
      entries = fitted
    }
  }

  /// Whether storage of `capacity` entries suits a row of `count`: it holds them, and is at most eight times their
  /// number and 128 entries large. (At four times and 64, rows that shrink were moved to smaller storage often enough
  /// to cost `tree_1000`'s build 1.1% more instructions; at eight, 0.4%.)
  @inline(__always)
  static func fits(capacity: Int, count: Int) -> Bool {
    capacity >= count && capacity <= 8 * count + 128
  }

  /// The larger of two magnitudes (neither is NaN): one `maxsd`, where `Swift.max` blends through a comparison
  /// mask (four instructions in the merge's dependency chain on the running largest).
  @inline(__always)
  static func larger(_ a: Double, _ b: Double) -> Double { b > a ? b : a }

  /// Adds `factor × other` to this row (a merge into fresh storage, for rows outside the hot path).
  mutating func add(_ other: Row, times factor: Double, removing skipped: Symbol = -1) {
    var scratch = RowScratch()
    add(other, times: factor, removing: skipped, scratch: &scratch)
  }

  /// Multiplies the constant and every coefficient by -1.
  mutating func negate() {
    constant = -constant
    for index in entries.indices { entries[index].coefficient = -entries[index].coefficient }
  }

  /// Turns `0 = constant + a × symbol + …` into `symbol = -constant / a - …`: the symbol leaves the row.
  ///
  /// - Returns: The pivot's growth: the row's largest coefficient after the division (how much larger than the
  ///   pivot `a` the row's largest other coefficient was).
  @discardableResult
  mutating func solve(for symbol: Symbol) -> Double {
    let factor = -1 / remove(symbol)
    constant *= factor
    for index in entries.indices { entries[index].coefficient *= factor }
    largestMagnitude *= abs(factor)
    return largestMagnitude
  }

  /// Turns `lhs = constant + a × rhs + …` into `rhs = …`, with `lhs` now among the symbols.
  ///
  /// - Returns: The pivot's growth, as ``solve(for:)`` does.
  @discardableResult
  mutating func solve(for rhs: Symbol, replacing lhs: Symbol) -> Double {
    add(-1, for: lhs)
    return solve(for: rhs)
  }
}

/// One term of a ``Row``: a symbol and its coefficient.
struct RowEntry {
  /// The symbol.
  var symbol: Symbol
  /// Its coefficient, never negligible in a row.
  var coefficient: Double
}

/// Spare storage for row merges, reused from one merge to the next.
struct RowScratch {
  var entries: [RowEntry] = []
  /// The symbols the last merge added to its row (as themselves) or cancelled from it (as their complement,
  /// `~symbol`, which is negative), in ascending symbol order: the first ``changeCount`` elements.
  var changes: [Symbol] = []
  /// How many elements of ``changes`` the last merge wrote.
  var changeCount = 0
}
