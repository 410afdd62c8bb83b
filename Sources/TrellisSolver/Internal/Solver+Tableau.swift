// The tableau's primitive operations: symbols, rows, the column index, pivots and substitution.

extension Solver {
  /// Creates a symbol of the given kind and returns it, reusing the number last set free if there is one.
  mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
    if let symbol = freeSymbols.popLast() {
      kinds[Int(symbol)] = kind
      reusedSymbols.append(symbol)
      return symbol
    }
    let symbol = Symbol(kinds.count)
    // A new solver makes room for 256 symbols with its first: growing the per-symbol arrays from nothing by doubling
    // reallocated each of them six times (62 of an enaml_like build's 597 allocations, 1.2% of its instructions).
    // Room for 64 (until 2026-12-02) still grew them twice in the enaml_like build's 210 symbols: 256 took 0.5% off
    // its instructions and 1% off its time, for 23 KB per solver (about 90 bytes per symbol).
    if kinds.count == kinds.capacity && kinds.count < initialSymbolRoom {
      reserveCapacity(constraints: 0, variables: initialSymbolRoom)
    }
    kinds.append(kind)
    rows.append(nil)
    columns.appendColumn()
    values.append(0)
    stamps.append(0)
    externalIndex.append(nil)
    return symbol
  }

  /// The symbol of a user's variable, created on first use.
  mutating func symbol(for variable: Variable) -> Symbol {
    if let symbol = symbolOfVariable[variable] { return symbol }
    let symbol = makeSymbol(.external)
    symbolOfVariable.updateValue(symbol, forKey: variable)
    externalIndex[Int(symbol)] = externalVariables.count
    externalVariables.append(variable)
    externalSymbols.append(symbol)
    return symbol
  }

  /// Installs `row` as the row of the basic symbol `basic` and indexes its symbols.
  mutating func installRow(_ row: Row, for basic: Symbol) {
    if kinds[Int(basic)] == .external { definitionOrder = nil }
    noteRowChange(basic)
    if journal != nil {
      for entry in row.entries { noteColumnChange(entry.symbol) }
    }
    row.entries.withUnsafeBufferPointer { entries in
      columns.applyChanges(count: entries.count, ofRowOf: basic) { entries[$0].symbol }
    }
    rows[Int(basic)] = row
  }

  /// Removes and returns the row of `basic`, removing it from the column index.
  mutating func takeRow(of basic: Symbol) -> Row {
    guard let row = rows[Int(basic)] else { preconditionFailure("symbol \(basic) is not basic") }
    if kinds[Int(basic)] == .external { definitionOrder = nil }
    noteRowChange(basic)
    rows[Int(basic)] = nil
    if journal != nil {
      for entry in row.entries { noteColumnChange(entry.symbol) }
    }
    row.entries.withUnsafeBufferPointer { entries in
      columns.applyChanges(count: entries.count, ofRowOf: basic) { ~entries[$0].symbol }
    }
    return row
  }

  /// Replaces `symbol` by `row` in every restricted row and objective that mentions it, and in the definitions
  /// too when `includingDefinitions` (when `symbol` is about to disappear); otherwise definitions keep mentioning
  /// `symbol`, now basic, which is what makes them lazy.
  ///
  /// Restricted rows whose constants become negative are queued for the dual simplex, as in kiwi.
  /// - Complexity: Proportional to the size of the rows that mention `symbol`, found through the column index.
  mutating func substitute(_ symbol: Symbol, with row: Row, includingDefinitions: Bool = false) {
    noteColumnChange(symbol)
    // Swapped out rather than copied out and replaced: a copy retained the column's list and the scratch's two
    // arrays, and the replacement released them again, on every substitution.
    let holders = columns.detach(Int(symbol))
    holderMarks.reset(symbolCount: kinds.count)
    var scratch = RowScratch()
    swap(&scratch, &self.scratch)
    defer { swap(&scratch, &self.scratch) }
    // By position, in place: a `for … in` iterator retained the list.
    let holderCount = holders.entryCount
    var position = 0
    while position < holderCount {
      let basic = columns.entry(of: holders, at: position)
      position &+= 1
      // Stale entries, and rows already rewritten, no longer mention the symbol.
      guard basic >= 0 else { continue }
      let coefficient = coefficient(of: symbol, inRowOf: basic)
      if coefficient == 0 { continue }
      if !includingDefinitions && kinds[Int(basic)] == .external {
        if holderMarks.insert(basic) { columns.insert(basic, into: Int(symbol)) }
        continue
      }
      noteRowChange(basic)
      // Moved out, not copied: the row stays uniquely referenced, so the merge below works in place.
      var target = rows[Int(basic)].take()!
      let before = target.constant
      target.add(row, times: coefficient, removing: symbol, scratch: &scratch)
      noteChanges(ofRowOf: basic, listedIn: &scratch)
      if kinds[Int(basic)].isRestricted && target.constant < 0 {
        // A constant that cancelled to a hair below zero is rounding: a restricted row at zero stays feasible.
        let scale = max(abs(before), abs(row.constant * coefficient))
        if -target.constant <= relativeResidueTolerance * scale {
          target.constant = 0
        } else {
          infeasibleRows.append(basic)
        }
      }
      rows[Int(basic)] = consume target
    }
    columns.release(holders)
    for level in objectives.indices {
      let coefficient = objectives[level].coefficient(of: symbol)
      if coefficient != 0 {
        objectives[level].add(row, times: coefficient, removing: symbol)
      }
    }
    if let coefficient = artificial?.coefficient(of: symbol), coefficient != 0 {
      artificial?.add(row, times: coefficient, removing: symbol, scratch: &objectiveScratch)
    }
  }

  /// Updates the columns of the symbols that the last merge into the row of `basic` added or cancelled (listed in
  /// `scratch`, see ``RowScratch/changes``), in their order.
  @inline(__always)
  mutating func noteChanges(ofRowOf basic: Symbol, listedIn scratch: inout RowScratch) {
    columnChangeTally &+= scratch.changeCount
    if skipsDummyColumns { dropDummies(fromChangesIn: &scratch) }
    let count = scratch.changeCount
    if journal != nil {
      for index in 0..<count {
        let changed = scratch.changes[index]
        noteColumnChange(changed >= 0 ? changed : ~changed)
      }
    }
    scratch.changes.withUnsafeBufferPointer { changes in
      columns.applyChanges(count: count, ofRowOf: basic) { changes[$0] }
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  ///
  /// The row keeps its symbols but `entering`, and gains `leaving`: the column index hands the row's entries over
  /// from `leaving` to `entering` where they are (``ColumnIndex/handOver(count:from:to:symbol:)``) and adds
  /// `entering` to the list of `leaving` alone, where taking the row out and installing it again removed and
  /// added it in the list of every symbol.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    // The waiting rows whose values the entering symbol moves join the tableau first (LazyRows.swift).
    if !lazyRows.isEmpty { materializeWaitingRows(reaching: entering) }
    guard var row = rows[Int(leaving)] else { preconditionFailure("symbol \(leaving) is not basic") }
    if kinds[Int(leaving)] == .external || kinds[Int(entering)] == .external { definitionOrder = nil }
    noteRowChange(leaving)
    rows[Int(leaving)] = nil
    if journal != nil {
      for entry in row.entries { noteColumnChange(entry.symbol) }
      noteColumnChange(leaving)
    }
    if skipsDummyColumns {
      handOverSkippingDummies(row, from: leaving, to: entering)
    } else {
      row.entries.withUnsafeBufferPointer { entries in
        columns.handOver(count: entries.count, from: leaving, to: entering) { entries[$0].symbol }
      }
    }
    notePivot(growth: row.solve(for: entering, replacing: leaving))
    substitute(entering, with: row)
    noteRowChange(entering)
    columns.insert(entering, into: Int(leaving))
    rows[Int(entering)] = row
  }

  /// The objective level of a strength and the cost per unit of violation in it, creating the level if needed.
  mutating func objectiveSlot(for strength: Strength) -> (level: Int, cost: Double) {
    switch prioritization {
    case .weighted:
      largestCost = max(largestCost, strength.value)
      return (0, strength.value)
    case .strict:
      largestCost = 1
      if let level = levels.firstIndex(of: strength.value) { return (level, 1) }
      let level = levels.firstIndex { $0 < strength.value } ?? levels.count
      levels.insert(strength.value, at: level)
      objectives.insert(ObjectiveRow(), at: level)
      // The candidates are grouped by level index, which shifts for the levels below.
      if level < objectives.count - 1 { candidatesNeedRebuild = true }
      return (level, 1)
    }
  }
}
