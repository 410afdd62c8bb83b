/// The rows that mention one symbol, kept loosely: an append-only list of basic symbols plus the exact number of
/// rows that mention the symbol.
///
/// Keeping the index exact cost a fifth of a large build (a hash set per symbol, updated on every symbol a merge
/// adds or removes). Here adding a row is an append and removing one is a decrement: the list may keep *stale*
/// entries (rows that no longer mention the symbol) and *duplicates* (a row removed and added again). Whoever
/// walks a column checks that the row still mentions the symbol — the walks need its coefficient anyway — and
/// skips repeats where visiting a row twice would matter. The solver compacts a list that grows past a few times
/// its live count (see `Solver.updateColumns(ofRowOf:count:change:)`), so stale entries never dominate.
struct Column: Sequence {
  // A column that has only ever held two entries keeps them in `first` and `second` and allocates nothing; the third
  // entry moves all into `entries`, where the list stays from then on. Most symbols (a constraint's marker and
  // error symbols, most layout variables) only ever appear in one or two rows: in a first layout of the Trainer
  // form, a list for every column that reached two entries was 45 of its 550 allocations.
  /// The first entry of a column that has never held three, or -1.
  private var first: Symbol = -1
  /// The second entry of a column that has never held three, or -1.
  private var second: Symbol = -1
  /// The exact number of rows that mention the symbol.
  private var liveCount: Int32 = 0
  /// The basic symbols whose rows mention the symbol, with possible stale entries and duplicates, once the column
  /// has held three.
  private var entries: [Symbol] = []

  /// The exact number of rows that mention the symbol.
  var count: Int { Int(liveCount) }

  /// Whether no row mentions the symbol.
  var isEmpty: Bool { liveCount == 0 }

  /// Whether the list is long enough, against the live count, to be worth compacting.
  var needsCompaction: Bool { entries.count >= 8 * Int(liveCount) + 128 }

  /// Records that the row of `basic` now mentions the symbol.
  @inline(__always)
  mutating func insert(_ basic: Symbol) {
    liveCount += 1
    if entries.capacity == 0 {
      if first < 0 {
        first = basic
        return
      }
      if second < 0 {
        second = basic
        return
      }
      // Room for a few rows at once: most columns hold two to eight, and growing from nothing reallocates twice;
      // a list's stale entries take room too (16 rather than 8: enaml_like's build −1.2% instructions, 8 → 32 only
      // −0.15% more).
      entries.reserveCapacity(16)
      entries.append(first)
      entries.append(second)
      first = -1
      second = -1
    }
    entries.append(basic)
  }

  /// Records that the row of `basic` no longer mentions the symbol. A short list drops the entry at once (a
  /// search of a few entries costs less than walking past it later); a long one leaves it stale.
  @inline(__always)
  mutating func remove(_ basic: Symbol) {
    liveCount -= 1
    if entries.capacity == 0 {
      if liveCount == 0 {
        first = -1
        second = -1
      } else if first == basic {
        first = second
        second = -1
      } else if second == basic {
        second = -1
      }
    } else if liveCount == 0 {
      entries.removeAll(keepingCapacity: true)
    } else if entries.count <= Column.exactLimit, let index = entries.lastIndex(of: basic) {
      entries.remove(at: index)
    }
  }

  /// The longest list whose removals are done at once.
  static let exactLimit = 32

  /// Keeps, in their order and in place, the entries for which `isLive` holds (the rows that really mention the
  /// symbol, once each), which become the live count.
  mutating func removeStale(keeping isLive: (Symbol) -> Bool) {
    if entries.capacity == 0 {
      let keepsFirst = first >= 0 && isLive(first)
      let keepsSecond = second >= 0 && isLive(second)
      (first, second) = keepsFirst ? (first, keepsSecond ? second : -1) : (keepsSecond ? second : -1, -1)
      liveCount = (first >= 0 ? 1 : 0) + (second >= 0 ? 1 : 0)
      return
    }
    var kept = 0
    entries.withUnsafeMutableBufferPointer { list in
      for index in list.indices where isLive(list[index]) {
        list[kept] = list[index]
        kept += 1
      }
    }
    entries.removeLast(entries.count - kept)
    liveCount = Int32(kept)
  }

  /// A column's state as plain numbers, its list copied out (see `JournalStorage`).
  struct Saved {
    fileprivate var first: Symbol
    fileprivate var second: Symbol
    fileprivate var liveCount: Int32
    /// Whether the column had its list (it has held three entries), even an empty one.
    fileprivate var hasList: Bool
    fileprivate var start: Int
    fileprivate var count: Int
  }

  /// The column's state, its list appended to `list`: a copy that shares no storage with the column, so that the
  /// column's next change does not copy its list.
  func save(into list: inout [Symbol]) -> Saved {
    let saved = Saved(
      first: first, second: second, liveCount: liveCount, hasList: entries.capacity > 0, start: list.count,
      count: entries.count)
    list.append(contentsOf: entries)
    return saved
  }

  /// An empty column.
  init() {}

  /// The column saved as `saved`, its list read from `list`.
  init(restoring saved: Saved, from list: [Symbol]) {
    first = saved.first
    second = saved.second
    liveCount = saved.liveCount
    if saved.hasList {
      // A column with a list keeps one, even empty: an empty capacity is what marks the two inline entries.
      entries.reserveCapacity(Swift.max(16, saved.count))
      entries.append(contentsOf: list[saved.start..<saved.start + saved.count])
    }
  }

  /// Forgets every row.
  mutating func removeAll() {
    first = -1
    second = -1
    entries.removeAll()
    liveCount = 0
  }

  /// How many entries iteration visits, stale ones and duplicates included.
  var entryCount: Int {
    entries.capacity == 0 ? (first >= 0 ? 1 : 0) + (second >= 0 ? 1 : 0) : entries.count
  }

  /// The entry iteration visits at `position` (below ``entryCount``): for loops that read a column in place, where
  /// a `for … in` iterator would copy it (retaining its list).
  @inline(__always)
  func entry(at position: Int) -> Symbol {
    entries.capacity == 0 ? (position == 0 ? first : second) : entries[position]
  }

  /// Iterates over the entries, stale ones and duplicates included.
  func makeIterator() -> Iterator { Iterator(first: first, second: second, entries: entries.makeIterator()) }

  /// The inline entries, if any, then the list.
  struct Iterator: IteratorProtocol {
    fileprivate var first: Symbol
    fileprivate var second: Symbol
    fileprivate var entries: IndexingIterator<[Symbol]>

    @inline(__always)
    mutating func next() -> Symbol? {
      if first >= 0 {
        defer {
          first = second
          second = -1
        }
        return first
      }
      return entries.next()
    }
  }
}
