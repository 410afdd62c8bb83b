/// The column index: for every symbol, the rows that mention it, kept loosely as an append-only list of basic
/// symbols plus the exact number of rows that mention the symbol.
///
/// Keeping the index exact cost a fifth of a large build (a hash set per symbol, updated on every symbol a merge
/// adds or removes). Here adding a row is an append, and removing one from a long list appends a *tombstone*
/// (`~basic`, negative): a list may keep *stale* entries (rows that no longer mention the symbol) and *duplicates*
/// (a row removed and added again). Whoever walks a column skips tombstones, checks that the row still mentions
/// the symbol — the walks need its coefficient anyway — and skips repeats where visiting a row twice would matter.
/// A list that grows past a few times its live count is compacted (``compact(_:)``), so stale entries never
/// dominate; the tombstones tell the compaction which entries are stale without reading a row.
///
/// Most symbols (a constraint's marker and error symbols, most layout variables) only ever appear in one or two
/// rows: a ``Column`` keeps its first two entries in itself. A list that reaches three moves into one array shared
/// by all lists, ``entries``, as a *chunk* of a power-of-two capacity (16, then 32, 64 and on); a list that
/// outgrows its chunk moves to one twice as large, and the chunk it leaves goes on a free list of its size for the
/// next list that needs one. A ``Column`` is plain numbers: copying, saving and dropping one touches no reference
/// count, and adding a symbol to a list is a store, not an append to an array of its own with its uniqueness check
/// and, for a new list, an allocation (194 of the 727 allocations of an enaml_like build were such lists).
struct ColumnIndex {
  /// One symbol's list: its first two entries, or where its chunk is in ``ColumnIndex/entries``.
  struct Column {
    /// The first entry while the list has no chunk.
    fileprivate var first: Symbol = -1
    /// The second entry while the list has no chunk.
    fileprivate var second: Symbol = -1
    /// The chunk's first position (meaningless while ``capacity`` is 0).
    fileprivate var start: Int32 = 0
    /// The chunk's size: 0 (no chunk: the entries are ``first`` and ``second``) or a power of two, at least 16.
    fileprivate var capacity: Int32 = 0
    /// The entries in the list, stale ones and duplicates included.
    fileprivate var storedCount: Int32 = 0
    /// The exact number of rows that mention the symbol.
    fileprivate var liveCount: Int32 = 0

    /// The exact number of rows that mention the symbol.
    var count: Int { Int(liveCount) }

    /// Whether no row mentions the symbol.
    var isEmpty: Bool { liveCount == 0 }

    /// How many entries a walk visits, stale ones and duplicates included.
    var entryCount: Int { Int(storedCount) }

    /// Whether a full list is worth compacting rather than moving to a larger chunk: when at least three quarters
    /// of its entries are stale ones, duplicates and tombstones. A compaction then leaves three quarters of the
    /// chunk free for the entries that follow, so it costs a constant per entry appended. (Compacting at half
    /// cost a tree_1000 build 2% more instructions, at seven eighths the tree_10000 build more time, with a
    /// fifth more memory.)
    var isWorthCompacting: Bool { storedCount >= 4 * liveCount }

    /// Whether the next entry needs a (larger) chunk.
    fileprivate var isFull: Bool { storedCount == (capacity == 0 ? 2 : capacity) }
  }

  /// A column's state as plain numbers, its list copied out (see `JournalStorage`).
  struct Saved {
    fileprivate var liveCount: Int32
    fileprivate var start: Int
    fileprivate var count: Int
  }

  /// The longest list whose removals are done at once.
  static let exactLimit = 32

  /// The columns, one per symbol.
  private var columns: [Column] = []
  /// The chunks of the lists that have held three entries, then room for more from ``used`` on.
  private var entries: [Symbol] = []
  /// The length of ``entries`` that chunks have taken.
  private var used = 0
  /// The first free chunk of each size class (capacity `2 << class`), or -1; a free chunk's first entry holds the
  /// next free chunk of its class.
  private var freeChunks: [Int32] = []
  /// Per symbol, zero between compactions: a compaction's count of each row's entries less its tombstones.
  private var counts: [Int32] = []

  /// An index of no symbols.
  init() {}

  /// The number of symbols indexed.
  var symbolCount: Int { columns.count }

  /// The column of the symbol numbered `index`.
  subscript(index: Int) -> Column {
    @inline(__always) get { columns[index] }
  }

  /// The entry a walk of `column` visits at `position` (below its ``Column/entryCount``): a row, or a tombstone
  /// (negative) that the walk skips. A column taken out with ``detach(_:)`` stays readable until it is
  /// ``release(_:)``d.
  @inline(__always)
  func entry(of column: Column, at position: Int) -> Symbol {
    if column.capacity == 0 { return position == 0 ? column.first : column.second }
    return entries[Int(column.start) &+ position]
  }

  /// The entry a walk of the column of symbol `index` visits at `position`: for loops that read a column in place
  /// while the index may change (every read goes to the index as it is then).
  @inline(__always)
  func entry(ofColumn index: Int, at position: Int) -> Symbol {
    entry(of: columns[index], at: position)
  }

  /// The rows that mention the symbol numbered `index` (stale entries and duplicates included, tombstones not),
  /// for walks that do not change the index meanwhile (a change would copy it).
  func holders(of index: Int) -> Holders { Holders(entries: entries, column: columns[index]) }

  /// The entries of one column, in order.
  struct Holders: Sequence, IteratorProtocol {
    /// The chunks (one reference, not the whole index's three).
    fileprivate let entries: [Symbol]
    fileprivate let column: Column
    fileprivate var position = 0

    fileprivate init(entries: [Symbol], column: Column) {
      self.entries = entries
      self.column = column
    }

    /// The next entry that is not a tombstone, if any.
    mutating func next() -> Symbol? {
      while position < column.entryCount {
        defer { position += 1 }
        if column.capacity == 0 { return position == 0 ? column.first : column.second }
        let entry = entries[Int(column.start) + position]
        if entry >= 0 { return entry }
      }
      return nil
    }
  }

  /// Whether the list of the symbol numbered `index` holds `basic` (stale or not).
  func contains(_ basic: Symbol, inColumn index: Int) -> Bool { holders(of: index).contains(basic) }

  /// For each row in the list of the symbol numbered `index`, its entries less its tombstones: 1 for a row that
  /// mentions the symbol, 0 for one that no longer does (for the invariant check).
  func tally(ofColumn index: Int) -> [Symbol: Int] {
    let column = columns[index]
    var tally: [Symbol: Int] = [:]
    for position in 0..<column.entryCount {
      let entry = entry(of: column, at: position)
      tally[entry >= 0 ? entry : ~entry, default: 0] += entry >= 0 ? 1 : -1
    }
    return tally
  }

  /// Adds an empty column for a new symbol.
  mutating func appendColumn() { columns.append(Column()) }

  /// Makes room for `count` columns in all, at least doubling the room (see `Solver.reserveCapacity`).
  mutating func reserveCapacity(_ count: Int) {
    guard count > columns.capacity else { return }
    columns.reserveCapacity(Swift.max(count, 2 * columns.capacity))
  }

  /// Drops the columns from `index` on.
  mutating func removeColumns(from index: Int) {
    for position in index..<columns.count { freeChunk(of: columns[position]) }
    columns.removeSubrange(index...)
  }

  /// Empties the column of the symbol numbered `index` and gives its chunk back.
  mutating func clear(_ index: Int) {
    freeChunk(of: columns[index])
    columns[index] = Column()
  }

  /// Takes the list of the symbol numbered `index` out, leaving an empty column: its entries stay readable through
  /// ``entry(of:at:)`` until the caller ``release(_:)``s it.
  mutating func detach(_ index: Int) -> Column {
    let column = columns[index]
    columns[index] = Column()
    return column
  }

  /// Gives the chunk of a ``detach(_:)``ed list back.
  mutating func release(_ column: Column) { freeChunk(of: column) }

  /// Records that the row of `basic` now mentions the symbol numbered `index`.
  mutating func insert(_ basic: Symbol, into index: Int) {
    var column = columns[index]
    if column.isFull { makeRoom(in: index, &column) }
    if column.capacity == 0 {
      if column.storedCount == 0 { column.first = basic } else { column.second = basic }
    } else {
      entries[Int(column.start + column.storedCount)] = basic
    }
    column.storedCount += 1
    column.liveCount += 1
    columns[index] = column
  }

  /// Records that the row of `basic` no longer mentions the symbol numbered `index`. A short list drops the entry
  /// at once (a search of a few entries costs less than walking past it later); a long one appends a *tombstone*,
  /// `~basic`, which a compaction pairs with an entry of the row (see ``compact(_:)``).
  mutating func remove(_ basic: Symbol, from index: Int) {
    var column = columns[index]
    if !entries.withUnsafeMutableBufferPointer({ entries in Self.remove(basic, from: &column, in: entries) }) {
      // A long list with no room for the tombstone: the column is as it was.
      makeRoom(in: index, &column)
      let done = entries.withUnsafeMutableBufferPointer { entries in Self.remove(basic, from: &column, in: entries) }
      precondition(done, "a column had no room for a tombstone")
    }
    columns[index] = column
  }

  /// ``remove(_:from:)`` on a column and the chunks through their buffer.
  ///
  /// A short list holds each row at most once: a row is added only while it does not mention the symbol, and only
  /// long lists keep stale entries and tombstones, which compaction drops (a long list never shrinks to a short one
  /// otherwise). So the search goes from the front, where the first match is the only one: the search and the shift
  /// after it then cost one pass of the list, where searching from the back cost two on average (enaml_like build
  /// −0.8%, tree_100 −1.2% of instructions).
  ///
  /// - Returns: Whether the removal is recorded: `false` (and the column unchanged) when a long list needs room
  ///   for its tombstone first.
  @inline(__always)
  private static func remove(
    _ basic: Symbol, from column: inout Column, in entries: UnsafeMutableBufferPointer<Symbol>
  ) -> Bool {
    if column.capacity == 0 {
      // Two entries at most, never stale: a list that drops its entries at once holds each row once.
      column.liveCount -= 1
      if column.liveCount == 0 {
        column = Column()
      } else if column.first == basic {
        column.first = column.second
        column.second = -1
        column.storedCount = 1
      } else if column.second == basic {
        column.second = -1
        column.storedCount = 1
      }
      return true
    }
    if column.liveCount == 1 {
      column.liveCount = 0
      column.storedCount = 0
      return true
    }
    if column.storedCount > exactLimit {
      if column.isFull { return false }
      entries[Int(column.start + column.storedCount)] = ~basic
      column.storedCount += 1
      column.liveCount -= 1
      return true
    }
    column.liveCount -= 1
    // Through a pointer that walks the list: indexing the buffer kept three counters in step, ten instructions per
    // entry searched where this takes four (the search and shift were 6% of an enaml_like build).
    let first = entries.baseAddress! + Int(column.start)
    let end = first + Int(column.storedCount)
    var entry = first
    while entry < end {
      if entry.pointee == basic {
        column.storedCount -= 1
        entry.update(from: entry + 1, count: end - entry - 1)
        return true
      }
      entry += 1
    }
    return true
  }

  /// Calls `body` with the columns and the chunks through their buffers, both arrays moved out of the index for
  /// the call so that no write checks their uniqueness, and returns its result.
  @inline(__always)
  private mutating func withBuffers<Result>(
    _ body: (UnsafeMutableBufferPointer<Column>, UnsafeMutableBufferPointer<Symbol>) -> Result
  ) -> Result {
    var columns: [Column] = []
    var entries: [Symbol] = []
    swap(&columns, &self.columns)
    swap(&entries, &self.entries)
    defer {
      swap(&columns, &self.columns)
      swap(&entries, &self.entries)
    }
    return columns.withUnsafeMutableBufferPointer { columns in
      entries.withUnsafeMutableBufferPointer { entries in body(columns, entries) }
    }
  }

  /// Hands the entries of the row of `old` over to `new` in the lists of `count` symbols, `symbol(i)`: a pivot that
  /// makes `new` basic in place of `old` keeps every symbol of the row but `new`, whose list drops `old`. A short
  /// list replaces the entry where it is (one search, where dropping the row and adding it again searched, shifted
  /// and appended); a long one records the removal and the addition.
  mutating func handOver(count: Int, from old: Symbol, to new: Symbol, symbol: (Int) -> Symbol) {
    var index = 0
    while index < count {
      index = handOver(from: index, count: count, old: old, new: new, symbol: symbol)
      if index < count {
        let column = Int(symbol(index))
        remove(old, from: column)
        if column != Int(new) { insert(new, into: column) }
        index += 1
      }
    }
  }

  /// ``handOver(count:from:to:symbol:)`` from `first` on through the buffers of the index, until all `count` are
  /// done or a long list (``exactLimit``) needs room first.
  ///
  /// - Returns: The number of lists handed over so far: `count`, or the position of the list that stopped it.
  @inline(never)
  private mutating func handOver(
    from first: Int, count: Int, old: Symbol, new: Symbol, symbol: (Int) -> Symbol
  ) -> Int {
    withBuffers { columns, entries in
      var index = first
      while index < count {
        let changed = symbol(index)
        let column = columns.baseAddress! + Int(changed)
        if changed == new {
          if !Self.remove(old, from: &column.pointee, in: entries) { break }
        } else if column.pointee.capacity != 0 && column.pointee.storedCount > Self.exactLimit {
          // A long list: the tombstone of `old` and the entry of `new`, appended when both fit.
          let stored = column.pointee.storedCount
          if stored &+ 2 > column.pointee.capacity { break }
          let end = entries.baseAddress! + Int(column.pointee.start &+ stored)
          end.pointee = ~old
          end.successor().pointee = new
          column.pointee.storedCount = stored &+ 2
        } else if column.pointee.capacity == 0 {
          // A short list holds each row that mentions the symbol once, and nothing else.
          if column.pointee.first == old {
            column.pointee.first = new
          } else {
            precondition(column.pointee.second == old, "row \(old) missing from the list of symbol \(changed)")
            column.pointee.second = new
          }
        } else {
          var entry = entries.baseAddress! + Int(column.pointee.start)
          let end = entry + Int(column.pointee.storedCount)
          while entry < end && entry.pointee != old { entry += 1 }
          precondition(entry < end, "row \(old) missing from the list of symbol \(changed)")
          entry.pointee = new
        }
        index += 1
      }
      return index
    }
  }

  /// Applies the changes of one merge into the row of `basic`, in order: `change(i)` for `i` below `count` is a
  /// symbol the row now mentions, or the complement `~symbol` of one it no longer mentions.
  ///
  /// The changes go through the buffers of the index; the rare one that needs room in a full list first leaves the
  /// loop for ``insert(_:into:)`` or ``remove(_:from:)``, which see to it, and the loop goes on.
  mutating func applyChanges(count: Int, ofRowOf basic: Symbol, change: (Int) -> Symbol) {
    var index = 0
    while index < count {
      index = applyChanges(from: index, count: count, ofRowOf: basic, change: change)
      if index < count {
        let changed = change(index)
        if changed >= 0 { insert(basic, into: Int(changed)) } else { remove(basic, from: Int(~changed)) }
        index += 1
      }
    }
  }

  /// Applies, from `first` on, the changes of ``applyChanges(count:ofRowOf:change:)`` through the buffers of the
  /// index, until all `count` are done or one needs room in a full list first.
  ///
  /// - Returns: The number of changes applied so far: `count`, or the position of the change that stopped it.
  @inline(never)
  private mutating func applyChanges(
    from first: Int, count: Int, ofRowOf basic: Symbol, change: (Int) -> Symbol
  ) -> Int {
    withBuffers { columns, entries in
      var index = first
      while index < count {
        let changed = change(index)
        if changed >= 0 {
          // In place through its address: a copy of the column and its store back moved all six fields (a fifth
          // of this loop's instructions). The counts stay below the chunk's capacity, an `Int32`.
          let column = columns.baseAddress! + Int(changed)
          let stored = column.pointee.storedCount
          if column.pointee.capacity != 0 {
            if stored == column.pointee.capacity { break }
            entries[Int(column.pointee.start &+ stored)] = basic
          } else if stored == 0 {
            column.pointee.first = basic
          } else if stored == 1 {
            column.pointee.second = basic
          } else {
            break
          }
          column.pointee.storedCount = stored &+ 1
          column.pointee.liveCount &+= 1
        } else if !Self.remove(basic, from: &columns[Int(~changed)], in: entries) {
          break
        }
        index += 1
      }
      return index
    }
  }

  /// Drops the stale entries, duplicates and tombstones of the column of the symbol numbered `index`, keeping in
  /// their order, in place, the first entry of each row that mentions the symbol.
  ///
  /// A row mentions the symbol when the list holds one entry more of it than tombstones (a row added, removed and
  /// added again holds two entries and a tombstone), so compacting needs no row: one pass counts the entries of each
  /// row, less its tombstones, and one keeps each row whose count is positive, the first time it is met. Checking
  /// each entry against its row instead (a binary search of the row for the symbol) was a third of a `tree_10000`
  /// build.
  ///
  /// - Precondition: Every row in the list is a symbol of the index (a column of its own), as every basic symbol
  ///   is in the solver.
  mutating func compact(_ index: Int) {
    var column = columns[index]
    guard column.capacity != 0 else { return }
    if counts.count < columns.count { counts.append(contentsOf: repeatElement(0, count: columns.count - counts.count)) }
    precondition(column.start >= 0 && Int(column.start) + column.entryCount <= used, "a column outside its chunks")
    let start = Int(column.start)
    let end = start + column.entryCount
    // Through raw pointers: the positions are the column's, within `entries`, and every row is below
    // `counts.count` (checked per access, the loops cost half as much again).
    counts.withUnsafeMutableBufferPointer { counts in
      entries.withUnsafeMutableBufferPointer { entries in
        let counts = counts.baseAddress!
        let entries = entries.baseAddress!
        for position in start..<end {
          let entry = entries[position]
          if entry >= 0 { counts[Int(entry)] &+= 1 } else { counts[Int(~entry)] &-= 1 }
        }
        var kept = start
        for position in start..<end {
          let entry = entries[position]
          guard entry >= 0 else { continue }
          // Every entry of the row sets its count back to zero; the first one keeps the row if it is live.
          if counts[Int(entry)] > 0 {
            entries[kept] = entry
            kept &+= 1
          }
          counts[Int(entry)] = 0
        }
        column.storedCount = Int32(kept - start)
      }
    }
    column.liveCount = column.storedCount
    columns[index] = column
  }

  /// The state of the column of the symbol numbered `index`, its list appended to `list`.
  func save(_ index: Int, into list: inout [Symbol]) -> Saved {
    let column = columns[index]
    let saved = Saved(liveCount: column.liveCount, start: list.count, count: column.entryCount)
    if column.capacity == 0 {
      for position in 0..<column.entryCount { list.append(entry(of: column, at: position)) }
    } else {
      let start = Int(column.start)
      list.append(contentsOf: entries[start..<start + column.entryCount])
    }
    return saved
  }

  /// Puts back the column of the symbol numbered `index` as it was saved, its list read from `list`.
  mutating func restore(_ index: Int, from saved: Saved, in list: [Symbol]) {
    clear(index)
    var column = Column()
    if saved.count > 2 {
      var sizeClass = 3
      while 2 << sizeClass < saved.count { sizeClass += 1 }
      column.start = takeChunk(ofClass: sizeClass)
      column.capacity = Int32(2 << sizeClass)
      for offset in 0..<saved.count { entries[Int(column.start) + offset] = list[saved.start + offset] }
    } else {
      if saved.count > 0 { column.first = list[saved.start] }
      if saved.count > 1 { column.second = list[saved.start + 1] }
    }
    column.storedCount = Int32(saved.count)
    column.liveCount = saved.liveCount
    columns[index] = column
  }

  /// Makes room for one more entry in the full list of the symbol numbered `index`, read as `column`: compacts it
  /// where it is when that frees most of it (``Column/isWorthCompacting``), or moves it to a larger chunk.
  private mutating func makeRoom(in index: Int, _ column: inout Column) {
    if column.capacity != 0 && column.isWorthCompacting {
      compact(index)
      column = columns[index]
    } else {
      moveToLargerChunk(&column)
    }
  }

  /// Moves a full list to a larger chunk: a list that holds three rows is likely to hold more, so the first chunk
  /// holds 16, the next ones twice as many as the last.
  private mutating func moveToLargerChunk(_ column: inout Column) {
    let sizeClass = column.capacity == 0 ? 3 : column.capacity.trailingZeroBitCount
    let start = takeChunk(ofClass: sizeClass)
    let count = column.entryCount
    if column.capacity == 0 {
      entries[Int(start)] = column.first
      entries[Int(start) + 1] = column.second
      column.first = -1
      column.second = -1
    } else {
      let old = Int(column.start)
      entries.withUnsafeMutableBufferPointer { entries in
        for offset in 0..<count { entries[Int(start) + offset] = entries[old + offset] }
      }
      freeChunk(of: column)
    }
    column.start = start
    column.capacity = Int32(2 << sizeClass)
  }

  /// A chunk of capacity `2 << sizeClass`: the last one freed, or a new one after the chunks taken (``entries``
  /// grows by doubling, not chunk by chunk).
  private mutating func takeChunk(ofClass sizeClass: Int) -> Int32 {
    if sizeClass < freeChunks.count, freeChunks[sizeClass] >= 0 {
      let start = freeChunks[sizeClass]
      freeChunks[sizeClass] = entries[Int(start)]
      return start
    }
    let start = used
    used += 2 << sizeClass
    if used > entries.count { growEntries(toHold: used) }
    return Int32(start)
  }

  /// Makes ``entries`` at least `count` long, at least doubling it: the old entries copied in one go, the new ones
  /// left as the allocator gives them. Nothing reads a position of a chunk before writing it (a list reads below
  /// its count, a free chunk's first entry is written when it is freed), and a `Symbol` is a plain integer, so any
  /// bits are a value; filling the new room (appending `repeatElement` went element by element, appending an array
  /// built first filled and copied twice) cost 2–5% of a tree_100 build.
  private mutating func growEntries(toHold count: Int) {
    let newCount = max(count, 2 * entries.count, 256)
    entries = entries.withUnsafeBufferPointer { old in
      [Symbol](unsafeUninitializedCapacity: newCount) { buffer, initialized in
        if let oldBase = old.baseAddress { buffer.baseAddress!.initialize(from: oldBase, count: old.count) }
        initialized = newCount
      }
    }
  }

  /// Puts the chunk of `column`, if it has one, on the free list of its size.
  private mutating func freeChunk(of column: Column) {
    guard column.capacity > 0 else { return }
    let sizeClass = column.capacity.trailingZeroBitCount - 1
    while freeChunks.count <= sizeClass { freeChunks.append(-1) }
    entries[Int(column.start)] = freeChunks[sizeClass]
    freeChunks[sizeClass] = column.start
  }
}
