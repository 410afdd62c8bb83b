import Testing

@testable import TrellisSolver

/// The column index (`ColumnIndex.swift`) keeps every list in chunks of one array; each list must behave as the
/// plain list it replaced: appends at the end, removals of the entry while the list is short (the order of the
/// others kept), a tombstone appended in a long list, compaction (keeping the live entries once each, in order) once
/// a list is long against its live count, and the exact count throughout; chunks given back are reused without one
/// list reaching into another.
@Suite("Column index")
struct ColumnTests {
  /// The entries a walk of the column of `index` visits, tombstones included.
  private func walk(_ columns: ColumnIndex, _ index: Int) -> [Symbol] {
    (0..<columns[index].entryCount).map { columns.entry(ofColumn: index, at: $0) }
  }

  /// The model of one list: its entries (tombstones as complements), its live rows and its room (2 in the column
  /// itself, then chunks of 16, 32, 64 and on).
  private struct ModelList {
    var entries: [Symbol] = []
    var live: [Symbol] = []
    var capacity = 2
    /// The compactions a full list has had.
    var compactions = 0

    /// Keeps the first entry of each live row, in order, and nothing else.
    mutating func compact() {
      var seen: Set<Symbol> = []
      entries = entries.filter { $0 >= 0 && live.contains($0) && seen.insert($0).inserted }
    }

    /// A full list in a chunk is compacted when three quarters of it are not live rows; otherwise it moves to a
    /// larger chunk.
    mutating func makeRoomIfFull() {
      guard entries.count == capacity else { return }
      if capacity > 2 && entries.count >= 4 * live.count {
        compact()
        compactions += 1
      } else {
        capacity = capacity == 2 ? 16 : 2 * capacity
      }
    }

    mutating func insert(_ basic: Symbol) {
      makeRoomIfFull()
      entries.append(basic)
      live.append(basic)
    }

    mutating func remove(_ basic: Symbol) {
      if entries.count > ColumnIndex.exactLimit && live.count > 1 { makeRoomIfFull() }
      live.removeAll { $0 == basic }
      if live.isEmpty {
        entries.removeAll()
      } else if entries.count <= ColumnIndex.exactLimit {
        entries.remove(at: entries.firstIndex(of: basic)!)
      } else {
        entries.append(~basic)
      }
    }
  }

  /// Random insertions and removals over a few basic symbols in several columns at once (so that chunks move and
  /// are reused), checked after every step against a model of the same rules (``ModelList``), through lists of
  /// every length past ``ColumnIndex/exactLimit`` and past compactions; columns are cleared now and then, and
  /// changes applied in batches. As in the solver, a row is added only while the list does not hold it live (a long
  /// list may still hold it stale).
  @Test(arguments: [1, 2, 3, 4, 5])
  func behavesAsPlainLists(seed: UInt64) {
    var generator = SeededGenerator(state: seed)
    var columns = ColumnIndex()
    let columnCount = 4
    let spread = seed == 5 ? 60 : 6
    // Rows are symbols too: the index has a column for each (only the first few are used as columns).
    for _ in 0..<max(columnCount, spread) { columns.appendColumn() }
    var models = [ModelList](repeating: ModelList(), count: columnCount)
    for _ in 0..<20_000 {
      let index = Int(generator.next() % UInt64(columnCount))
      let choice = generator.next() % 100
      // Seed 5's lists grow long (clearing one is rarer), so that they fill up with tombstones and are compacted.
      if choice == 0 && (seed != 5 || generator.next() % 50 == 0) {
        columns.clear(index)
        models[index] = ModelList()
      } else if models[index].live.count < spread && (models[index].live.isEmpty || choice % 2 == 0) {
        // A row is added to a column only while it does not mention the symbol (as in the solver).
        var basic = Symbol(generator.next() % UInt64(spread))
        while models[index].live.contains(basic) { basic = (basic + 1) % Symbol(spread) }
        if choice % 4 == 0 {
          columns.insert(basic, into: index)
        } else {
          columns.applyChanges(count: 1, ofRowOf: basic) { _ in Symbol(index) }
        }
        models[index].insert(basic)
      } else {
        let live = models[index].live
        let basic = live[Int(generator.next() % UInt64(live.count))]
        if choice % 3 == 0 {
          columns.remove(basic, from: index)
        } else {
          columns.applyChanges(count: 1, ofRowOf: basic) { _ in ~Symbol(index) }
        }
        models[index].remove(basic)
      }
      for column in 0..<columnCount {
        #expect(walk(columns, column) == models[column].entries)
        #expect(Array(columns.holders(of: column)) == models[column].entries.filter { $0 >= 0 })
        #expect(columns[column].count == models[column].live.count)
        #expect(columns[column].isEmpty == models[column].live.isEmpty)
      }
    }
    if seed == 5 {
      #expect(models.map(\.compactions).reduce(0, +) > 10)
      #expect(models.contains { $0.entries.contains { $0 < 0 } })
    }
    // An explicit compaction keeps the live entries once each, in their order, and counts them.
    for index in 0..<columnCount {
      models[index].compact()
      columns.compact(index)
      #expect(walk(columns, index) == models[index].entries)
      #expect(columns[index].count == models[index].live.count)
      columns.clear(index)
      #expect(walk(columns, index).isEmpty && columns[index].isEmpty)
    }
  }

  /// A batch of changes applies in order, whatever a change on the way needs; a long list keeps tombstones until
  /// it fills, and is compacted then when most of it is dead.
  @Test func appliesABatchInOrder() {
    var columns = ColumnIndex()
    // Rows are symbols too: the index has a column for each.
    for _ in 0..<210 { columns.appendColumn() }
    // Row 7 enters all three columns, then leaves the second, in one batch.
    let changes: [Symbol] = [0, 1, 2, ~1]
    columns.applyChanges(count: changes.count, ofRowOf: 7) { changes[$0] }
    #expect(walk(columns, 0) == [7] && walk(columns, 1).isEmpty && walk(columns, 2) == [7])
    // 35 rows in a chunk of 64; 20 leave, each with a tombstone.
    for basic in Symbol(100)..<Symbol(134) { columns.insert(basic, into: 0) }
    let removal: [Symbol] = [~0]
    for basic in Symbol(100)..<Symbol(120) { columns.applyChanges(count: 1, ofRowOf: basic) { removal[$0] } }
    #expect(columns[0].count == 15)
    #expect(walk(columns, 0) == [7] + Array(Symbol(100)..<Symbol(134)) + (Symbol(100)..<Symbol(120)).map { ~$0 })
    // A walk still meets the stale entries (its rows no longer mention the symbol), not the tombstones.
    #expect(Array(columns.holders(of: 0)) == [7] + Array(Symbol(100)..<Symbol(134)))
    // Nine more leave and fill the chunk; the next row to come finds it full, mostly dead, and compacts it first.
    for basic in Symbol(120)..<Symbol(129) { columns.applyChanges(count: 1, ofRowOf: basic) { removal[$0] } }
    let addition: [Symbol] = [0]
    columns.applyChanges(count: 1, ofRowOf: 200) { addition[$0] }
    #expect(walk(columns, 0) == [7] + Array(Symbol(129)..<Symbol(134)) + [200])
    #expect(columns[0].count == 7)
    // Short again: a removal takes the entry out at once.
    columns.applyChanges(count: 1, ofRowOf: 130) { removal[$0] }
    #expect(walk(columns, 0) == [7, 129, 131, 132, 133, 200])
    columns.compact(0)
    #expect(walk(columns, 0) == [7, 129, 131, 132, 133, 200])
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
