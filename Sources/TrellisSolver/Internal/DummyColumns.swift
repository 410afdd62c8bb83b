// The columns of dummies, left alone during long optimisations.
//
// A dummy (the marker of a required equality) never enters the basis while the simplex runs: its column is read only
// to remove its constraint, change its constant, explain a refusal or check the tableau. Yet dummies are most of what
// the merges of a long optimisation add to rows and cancel from them: in `tree_10000`'s build, 52.4 M of the 78.4 M
// column changes (67%), in `tree_1000`'s 64%. So an optimisation whose merges have listed as many column changes as
// the rows hold entries stops keeping the columns of dummies up to date, and at its end lists them again from the
// rows, in one pass over every row: the pass costs about what the optimisation had already spent on the column
// index, so a long optimisation gains most of the dummies' share and a short one (a suggestion, a re-layout) never
// starts (the rule of renting skis until their price is spent). It is considered every ``defaultDummyColumnPatience``
// pivots. No journal may be open meanwhile: it saves the columns a call changes.

/// Every how many pivots an optimisation considers leaving the columns of dummies alone (see
/// `Solver.dummyColumnPatience`).
let defaultDummyColumnPatience = 64

/// One optimisation's part in the rule: where the column changes stood when it started, its pivots, the rows'
/// entries once counted, and whether it left the columns of dummies alone (and so lists them again at its end).
struct DummyColumnWatch {
  fileprivate let tally: Int
  fileprivate var pivots = 0
  /// The entries in all rows, counted once per optimisation (negative until then).
  fileprivate var entries = -1
  fileprivate var restores = false

  /// A watch for an optimisation that starts with the solver's `columnChangeTally` at `tally`.
  init(startingAt tally: Int) { self.tally = tally }
}

extension Solver {
  /// Counts one pivot of the optimisation `watch` follows, and every ``dummyColumnPatience`` pivots starts leaving
  /// the columns of dummies alone when the column changes listed since it started reach
  /// ``dummyColumnSpendingShare`` of the number of entries in all rows, unless the columns are left alone already
  /// or a journal is open. The optimisation ends with ``endWatch(_:)``.
  ///
  /// The entries are counted once per optimisation, and only once the changes reach the number of symbols: counting
  /// them at every check cost the first layout of a 9,998-view tree a quarter more time, in many optimisations that
  /// never came near.
  mutating func considerSkippingDummyColumns(_ watch: inout DummyColumnWatch) {
    watch.pivots += 1
    guard !watch.restores, watch.pivots % dummyColumnPatience == 0, !skipsDummyColumns, journal == nil else { return }
    let spent = Double(columnChangeTally &- watch.tally)
    let share = dummyColumnSpendingShare
    guard spent >= Double(kinds.count) * share else { return }
    if watch.entries < 0 { watch.entries = entryCount() }
    guard spent >= Double(watch.entries) * share else { return }
    skipsDummyColumns = true
    watch.restores = true
  }

  /// Ends the optimisation `watch` follows: the columns of dummies are listed again if it left them alone.
  mutating func endWatch(_ watch: DummyColumnWatch) {
    if watch.restores { restoreDummyColumns() }
  }

  /// The number of entries in all rows.
  ///
  /// - Complexity: O(*s*) for *s* symbols.
  func entryCount() -> Int {
    // Through the rows' addresses: `rows[basic]?.entries` copied each row out (a retain and a release).
    rows.withUnsafeBufferPointer { rows in
      var entries = 0
      var held = rows.baseAddress!
      let end = held + rows.count
      while held < end {
        if held.pointee != nil { entries &+= held.pointee!.entries.count }
        held += 1
      }
      return entries
    }
  }

  /// Lists the rows that mention each dummy again, from the rows, and keeps the columns of dummies up to date again.
  ///
  /// - Complexity: O(*s* + *n*) for *s* symbols and *n* entries in all rows.
  mutating func restoreDummyColumns() {
    skipsDummyColumns = false
    for symbol in kinds.indices where kinds[symbol] == .dummy { columns.clear(symbol) }
    // Rows read through their addresses (a row copied out of `rows` is a retain and a release); the index changes
    // meanwhile, the rows do not.
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        for basic in rows.indices where (rows.baseAddress! + basic).pointee != nil {
          let row = rows.baseAddress! + basic
          let count = row.pointee!.entries.count
          var index = 0
          while index < count {
            let symbol = row.pointee!.entries[index].symbol
            index &+= 1
            if kinds[Int(symbol)] == .dummy { columns.insert(Symbol(basic), into: Int(symbol)) }
          }
        }
      }
    }
  }

  /// Removes the dummies from the changes a merge listed in `scratch`, keeping the others in order.
  @inline(__always)
  func dropDummies(fromChangesIn scratch: inout RowScratch) {
    let count = scratch.changeCount
    var kept = 0
    kinds.withUnsafeBufferPointer { kinds in
      scratch.changes.withUnsafeMutableBufferPointer { changes in
        for index in 0..<count {
          let changed = changes[index]
          if kinds[Int(changed >= 0 ? changed : ~changed)] != .dummy {
            changes[kept] = changed
            kept &+= 1
          }
        }
      }
    }
    scratch.changeCount = kept
  }

  /// ``ColumnIndex/handOver(count:from:to:symbol:)`` for the symbols of `row` that are not dummies.
  mutating func handOverSkippingDummies(_ row: Row, from leaving: Symbol, to entering: Symbol) {
    var symbols = handedOverSymbols
    handedOverSymbols = []
    defer { handedOverSymbols = symbols }
    symbols.removeAll(keepingCapacity: true)
    for entry in row.entries where kinds[Int(entry.symbol)] != .dummy { symbols.append(entry.symbol) }
    symbols.withUnsafeBufferPointer { symbols in
      columns.handOver(count: symbols.count, from: leaving, to: entering) { symbols[$0] }
    }
  }
}
