/// The rows that mention one symbol: the column index of the tableau.
///
/// The list is a superset: adding a row is an append, and a row that stops mentioning the symbol is left in
/// place (a stale entry) until the next compaction, which ``Solver/holders(of:)`` and the growth check in
/// ``Solver/noteAppend(to:)`` perform. So fill-in costs an append per new entry and nothing per cancellation, and
/// the order of the entries depends only on the calls made, never on hash seeds.
struct SymbolColumn {
  /// The basic symbols whose rows mention the symbol, with possible stale entries and repeats.
  private(set) var entries: [Symbol] = []
  /// The number of entries at the last compaction.
  private(set) var compactedCount = 0

  /// Whether no row can mention the symbol.
  var isEmpty: Bool { entries.isEmpty }

  /// An upper bound on the number of rows that mention the symbol.
  var count: Int { entries.count }

  /// Records that the row of `basic` mentions the symbol.
  @inline(__always)
  mutating func append(_ basic: Symbol) { entries.append(basic) }

  /// Whether the column has grown enough since the last compaction to be worth compacting.
  var needsCompaction: Bool { entries.count > 2 * compactedCount + 16 }

  /// Replaces the entries with `valid`, the exact list.
  mutating func reset(to valid: [Symbol]) {
    entries = valid
    compactedCount = valid.count
  }
}

extension Solver {
  /// The basic symbols whose rows mention `symbol`, exactly: no stale entry, no repeat, in ascending order. The
  /// column is compacted on the way.
  mutating func holders(of symbol: Symbol) -> [Symbol] {
    let column = columns[Int(symbol)]
    guard !column.isEmpty else { return [] }
    var valid = column.entries.filter { rows[Int($0)]?.contains(symbol) ?? false }
    valid.sort()
    var unique: [Symbol] = []
    unique.reserveCapacity(valid.count)
    for basic in valid where unique.last != basic { unique.append(basic) }
    columns[Int(symbol)].reset(to: unique)
    return unique
  }

  /// Records that the row of `basic` now mentions `symbol`, compacting the column when it has doubled.
  @inline(__always)
  mutating func noteAppend(of basic: Symbol, to symbol: Symbol) {
    columns[Int(symbol)].append(basic)
    if columns[Int(symbol)].needsCompaction { _ = holders(of: symbol) }
  }
}
