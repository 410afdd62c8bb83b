import Testing

@testable import TrellisSolver

/// The column index (`ColumnIndex.swift`) keeps every list in chunks of one array; each list must behave as the
/// plain list it replaced: appends at the end, removals of the last equal entry while the list is short (the order
/// of the others kept), a stale entry left in a long list, and the exact count throughout; compaction keeps the
/// live entries once each, in order; chunks given back are reused without one list reaching into another.
@Suite("Column index")
struct ColumnTests {
  /// The entries a walk of the column of `index` visits.
  private func walk(_ columns: ColumnIndex, _ index: Int) -> [Symbol] {
    (0..<columns[index].entryCount).map { columns.entry(ofColumn: index, at: $0) }
  }

  /// Random insertions and removals over a few basic symbols in several columns at once (so that chunks move and
  /// are reused), checked after every step against an array model of the same rules, through lists of every
  /// length past ``ColumnIndex/exactLimit``; columns are cleared now and then, and applied in batches. As in the
  /// solver, a row is added only while the list does not hold it live (a long list may still hold it stale).
  @Test(arguments: [1, 2, 3, 4, 5])
  func behavesAsPlainLists(seed: UInt64) {
    var generator = SeededGenerator(state: seed)
    var columns = ColumnIndex()
    let columnCount = 4
    for _ in 0..<columnCount { columns.appendColumn() }
    var entries = [[Symbol]](repeating: [], count: columnCount)
    var live = [[Symbol]](repeating: [], count: columnCount)
    let spread = seed == 5 ? 60 : 6
    for _ in 0..<20_000 {
      let index = Int(generator.next() % UInt64(columnCount))
      let choice = generator.next() % 100
      if choice == 0 {
        columns.clear(index)
        entries[index] = []
        live[index] = []
      } else if live[index].count < spread && (live[index].isEmpty || choice % 2 == 0) {
        // A row is added to a column only while it does not mention the symbol (as in the solver).
        var basic = Symbol(generator.next() % UInt64(spread))
        while live[index].contains(basic) { basic = (basic + 1) % Symbol(spread) }
        if choice % 4 == 0 {
          columns.insert(basic, into: index)
        } else if columns.applyChanges(from: 0, count: 1, ofRowOf: basic, change: { _ in Symbol(index) }) == 0 {
          columns.insert(basic, into: index)
        }
        entries[index].append(basic)
        live[index].append(basic)
      } else {
        let basic = live[index].remove(at: Int(generator.next() % UInt64(live[index].count)))
        if choice % 3 == 0 {
          columns.remove(basic, from: index)
        } else {
          #expect(columns.applyChanges(from: 0, count: 1, ofRowOf: basic, change: { _ in ~Symbol(index) }) == 1)
        }
        if live[index].isEmpty {
          entries[index].removeAll()
        } else if entries[index].count <= ColumnIndex.exactLimit,
          let position = entries[index].lastIndex(of: basic)
        {
          entries[index].remove(at: position)
        }
      }
      for column in 0..<columnCount {
        #expect(walk(columns, column) == entries[column])
        #expect(columns[column].count == live[column].count)
        #expect(columns[column].isEmpty == live[column].isEmpty)
      }
    }
    // Compaction keeps the live entries once each, in their order, and counts them.
    for index in 0..<columnCount {
      var kept: Set<Symbol> = []
      var expected: Set<Symbol> = []
      let survivors = entries[index].filter { live[index].contains($0) && expected.insert($0).inserted }
      columns.removeStale(ofColumn: index) { live[index].contains($0) && kept.insert($0).inserted }
      #expect(walk(columns, index) == survivors)
      #expect(Array(columns.holders(of: index)) == survivors)
      #expect(columns[index].count == survivors.count)
      columns.clear(index)
      #expect(walk(columns, index).isEmpty && columns[index].isEmpty)
    }
  }

  /// A saved column comes back as it was, after its list changed and moved.
  @Test func restoresASavedColumn() {
    var columns = ColumnIndex()
    columns.appendColumn()
    for basic in Symbol(0)..<5 { columns.insert(basic, into: 0) }
    var list: [Symbol] = [42]
    let saved = columns.save(0, into: &list)
    for basic in Symbol(10)..<40 { columns.insert(basic, into: 0) }
    columns.remove(2, from: 0)
    columns.restore(0, from: saved, in: list)
    #expect(walk(columns, 0) == [0, 1, 2, 3, 4])
    #expect(columns[0].count == 5)
  }

  /// A detached list stays readable while other lists take new chunks, and its chunk is reused once released.
  @Test func detachedListsStayReadable() {
    var columns = ColumnIndex()
    columns.appendColumn()
    columns.appendColumn()
    for basic in Symbol(0)..<3 { columns.insert(basic, into: 0) }
    let detached = columns.detach(0)
    #expect(columns[0].isEmpty)
    for basic in Symbol(7)..<20 { columns.insert(basic, into: 1) }
    #expect((0..<detached.entryCount).map { columns.entry(of: detached, at: $0) } == [0, 1, 2])
    columns.release(detached)
    columns.insert(5, into: 0)
    #expect(walk(columns, 0) == [5])
    #expect(walk(columns, 1) == Array(Symbol(7)..<20))
  }
}
