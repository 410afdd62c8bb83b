import Testing

@testable import TrellisSolver

/// The column index's list (`Column.swift`) keeps two entries inline and the rest in an array; it must behave as
/// the plain list it replaced: appends at the end, removals of the last equal entry while the list is short (the
/// order of the others kept), a stale entry left in a long list, and the exact count throughout; compaction keeps
/// the live entries once each, in order.
@Suite("Column")
struct ColumnTests {
  /// Random insertions and removals over a few basic symbols, checked after every step against an array model of
  /// the same rules, through lists of every length around the inline two and past ``Column/exactLimit``.
  @Test(arguments: [1, 2, 3, 4, 5])
  func behavesAsAPlainList(seed: UInt64) {
    var generator = SeededGenerator(state: seed)
    var column = Column()
    var entries: [Symbol] = []
    var live: [Symbol] = []
    let spread = seed == 5 ? 60 : 6
    for _ in 0..<20_000 {
      if live.isEmpty || generator.next() % 2 == 0 {
        let basic = Symbol(generator.next() % UInt64(spread))
        column.insert(basic)
        entries.append(basic)
        live.append(basic)
      } else {
        let basic = live.remove(at: Int(generator.next() % UInt64(live.count)))
        column.remove(basic)
        if live.isEmpty {
          entries.removeAll()
        } else if entries.count <= Column.exactLimit, let index = entries.lastIndex(of: basic) {
          entries.remove(at: index)
        }
      }
      #expect(Array(column) == entries)
      #expect(column.count == live.count)
      #expect(column.isEmpty == live.isEmpty)
    }
    // Compaction keeps the live entries once each, in their order, and counts them.
    var kept: Set<Symbol> = []
    var expected: Set<Symbol> = []
    let survivors = entries.filter { live.contains($0) && expected.insert($0).inserted }
    column.removeStale { live.contains($0) && kept.insert($0).inserted }
    #expect(Array(column) == survivors)
    #expect(column.count == survivors.count)
    column.removeAll()
    #expect(Array(column).isEmpty && column.isEmpty)
  }

  /// Compacting a column that still keeps its two entries inline keeps the live one, first.
  @Test func compactingInlineEntriesKeepsTheLiveOnes() {
    var column = Column()
    column.insert(4)
    column.insert(9)
    column.removeStale { $0 == 9 }
    #expect(Array(column) == [9])
    #expect(column.count == 1)
    column.insert(5)
    column.removeStale { _ in true }
    #expect(Array(column) == [9, 5])
    column.removeStale { _ in false }
    #expect(column.isEmpty && Array(column).isEmpty)
  }
}
