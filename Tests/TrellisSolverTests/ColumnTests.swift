import Testing

@testable import TrellisSolver

/// The column index's list (`Column.swift`) keeps two entries inline and the rest in an array; it must behave as
/// the plain list it replaced: appends at the end, removals of the last equal entry while the list is short (the
/// order of the others kept), a stale entry left in a long list, and the exact count throughout.
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
    column.replace(with: [7, 8, 9])
    #expect(Array(column) == [7, 8, 9])
    #expect(column.count == 3)
    column.removeAll()
    #expect(Array(column).isEmpty && column.isEmpty)
  }
}
