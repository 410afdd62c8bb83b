/// The rows that mention one symbol, kept loosely: an append-only list of basic symbols plus the exact number of
/// rows that mention the symbol.
///
/// Keeping the index exact cost a fifth of a large build (a hash set per symbol, updated on every symbol a merge
/// adds or removes). Here adding a row is an append and removing one is a decrement: the list may keep *stale*
/// entries (rows that no longer mention the symbol) and *duplicates* (a row removed and added again). Whoever
/// walks a column checks that the row still mentions the symbol — the walks need its coefficient anyway — and
/// skips repeats where visiting a row twice would matter. The solver compacts a list that grows past a few times
/// its live count (see `Solver.noteHolder`), so stale entries never dominate.
struct Column: Sequence {
  /// The basic symbols whose rows mention the symbol, with possible stale entries and duplicates.
  private(set) var entries: [Symbol] = []
  /// The exact number of rows that mention the symbol.
  private(set) var count = 0

  /// Whether no row mentions the symbol.
  var isEmpty: Bool { count == 0 }

  /// Whether the list is long enough, against the live count, to be worth compacting.
  var needsCompaction: Bool { entries.count >= 8 * count + 128 }

  /// Records that the row of `basic` now mentions the symbol.
  @inline(__always)
  mutating func insert(_ basic: Symbol) {
    // Room for a few rows at once: most columns hold two to eight, and growing from nothing reallocates twice.
    if entries.capacity == 0 { entries.reserveCapacity(8) }
    entries.append(basic)
    count += 1
  }

  /// Records that the row of `basic` no longer mentions the symbol. A short list drops the entry at once (a
  /// search of a few entries costs less than walking past it later); a long one leaves it stale.
  @inline(__always)
  mutating func remove(_ basic: Symbol) {
    count -= 1
    if count == 0 {
      entries.removeAll(keepingCapacity: true)
    } else if entries.count <= Column.exactLimit, let index = entries.lastIndex(of: basic) {
      entries.remove(at: index)
    }
  }

  /// The longest list whose removals are done at once.
  static let exactLimit = 32

  /// Replaces the list by `live`, the rows that really mention the symbol, once each.
  mutating func replace(with live: [Symbol]) {
    entries = live
    count = live.count
  }

  /// Forgets every row.
  mutating func removeAll() {
    entries.removeAll()
    count = 0
  }

  /// Iterates over the entries, stale ones and duplicates included.
  func makeIterator() -> IndexingIterator<[Symbol]> { entries.makeIterator() }
}
