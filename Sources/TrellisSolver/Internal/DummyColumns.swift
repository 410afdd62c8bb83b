// The columns of dummies, left alone during long optimisations.
//
// A dummy (the marker of a required equality) never enters the basis while the simplex runs: its column is read only
// to remove its constraint, change its constant, explain a refusal or check the tableau. Yet dummies are most of what
// the merges of a long optimisation add to rows and cancel from them: in `tree_10000`'s build, 52.4 M of the 78.4 M
// column changes (67%), in `tree_1000`'s 64%. So once an optimisation has taken ``dummyColumnPatience`` pivots, the
// columns of dummies are no longer kept up to date; at its end they are listed again from the rows, in one pass over
// every row. Short optimisations (a suggestion, a re-layout) never reach the patience and keep every column exact.
// No journal may be open meanwhile: it saves the columns a call changes.

/// How many pivots an optimisation takes before it leaves the columns of dummies alone until its end (see
/// `Solver.dummyColumnPatience`).
let defaultDummyColumnPatience = 64

extension Solver {
  /// Starts leaving the columns of dummies alone, unless they already are or a journal is open.
  ///
  /// - Returns: Whether this call started it: the caller then ends it with ``restoreDummyColumns()``.
  mutating func beginSkippingDummyColumns() -> Bool {
    guard !skipsDummyColumns, journal == nil else { return false }
    skipsDummyColumns = true
    return true
  }

  /// Lists the rows that mention each dummy again, from the rows, and keeps the columns of dummies up to date again.
  ///
  /// - Complexity: O(*s* + *n*) for *s* symbols and *n* entries in all rows.
  mutating func restoreDummyColumns() {
    skipsDummyColumns = false
    for symbol in kinds.indices where kinds[symbol] == .dummy { columns.clear(symbol) }
    for basic in rows.indices {
      guard let count = rows[basic]?.entries.count else { continue }
      for index in 0..<count {
        let symbol = rows[basic]!.entries[index].symbol
        if kinds[Int(symbol)] == .dummy { columns.insert(Symbol(basic), into: Int(symbol)) }
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
