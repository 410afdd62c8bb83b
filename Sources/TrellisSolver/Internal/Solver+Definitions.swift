// External rows as lazy definitions.
//
// Restricted rows (the simplex's business) are kept fully substituted: they mention parametric symbols only. The
// rows of external variables are *definitions* that may mention other basic symbols, so that `x₁₀ = x₉ + 10` stays
// three symbols long instead of growing into a sum over the whole chain. Definitions form a DAG ordered by their
// stamps: a definition only mentions basic externals with smaller stamps (and restricted or parametric symbols,
// which are sinks). Pivots never touch definitions; values and new rows expand them on demand.

extension Solver {
  /// Whether `symbol` is basic with a definition row (an external variable's row).
  @inline(__always)
  func isDefinition(_ symbol: Symbol) -> Bool {
    kinds[Int(symbol)] == .external && rows[Int(symbol)] != nil
  }

  /// A stamp for a definition that mentions older rows: larger than every stamp so far.
  mutating func stampAfterAll() -> Int {
    nextLateStamp += 1
    return nextLateStamp
  }

  /// A stamp for a definition that mentions parametric symbols only: smaller than every stamp so far, so that the
  /// older definitions that mention it still come after it.
  mutating func stampBeforeAll() -> Int {
    nextEarlyStamp -= 1
    return nextEarlyStamp
  }

  /// The row with every basic symbol replaced by its (recursively expanded) row: in parametric symbols only.
  ///
  /// Definitions are expanded once each, latest stamp first, so that each is visited after every definition that
  /// mentions it has added its share: the cost is the size of the definitions reached, not of the paths to them.
  mutating func expanded(_ row: Row) -> Row {
    guard row.symbols.contains(where: { rows[Int($0)] != nil }) else { return row }
    // The scratch storage is borrowed for the call and given back, so expansions allocate almost nothing.
    var expansion = Expansion()
    swap(&expansion, &self.expansion)
    let result = rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        stamps.withUnsafeBufferPointer { stamps in
          expansion.expanded(row, rows: rows, kinds: kinds, stamps: stamps)
        }
      }
    }
    swap(&expansion, &self.expansion)
    return result
  }

  /// The sum of `parts` (each row times its factor), expanded as ``expanded(_:)`` expands one row: a definition
  /// that several parts mention is expanded once.
  ///
  /// - Complexity: O(*k* log *k*) for the *k* terms of the parts, plus the expansion of their sum.
  mutating func expanded(sumOf parts: [(row: Row, factor: Double)]) -> Row {
    var constant = 0.0
    var terms: [RowEntry] = []
    for part in parts {
      constant += part.factor * part.row.constant
      for entry in part.row.entries {
        terms.append(RowEntry(symbol: entry.symbol, coefficient: part.factor * entry.coefficient))
      }
    }
    // Stable, so that a symbol's terms add up in the order of the parts.
    let sorted = terms.enumerated().sorted { ($0.element.symbol, $0.offset) < ($1.element.symbol, $1.offset) }
    var entries: [RowEntry] = []
    for (_, term) in sorted {
      if let last = entries.last, last.symbol == term.symbol {
        entries[entries.count - 1].coefficient += term.coefficient
      } else {
        entries.append(term)
      }
    }
    return expanded(Row(constant: constant, entries: entries.filter { $0.coefficient != 0 }))
  }

  /// The basic external symbols in an order where every definition comes after those it mentions; cached until a
  /// definition appears or disappears.
  mutating func definitionsInOrder() -> [Symbol] {
    if let order = definitionOrder { return order }
    let order = externalSymbols.filter { rows[Int($0)] != nil }.sorted { stamps[Int($0)] < stamps[Int($1)] }
    definitionOrder = order
    return order
  }

  /// The value of every external symbol in the current basic solution, written into ``values``; the symbols
  /// whose value changed (bit for bit) are collected into ``changedSymbols``.
  ///
  /// - Returns: The largest magnitude among the values (0 when there are none), found on the way rather than by
  ///   a second pass over the externals.
  @discardableResult
  mutating func evaluateDefinitions() -> Double {
    if definitionOrder == nil { _ = definitionsInOrder() }
    var changed = takeChangedSymbolStorage()
    var largest = 0.0
    // Borrowed buffers, rows read through their addresses: `rows[i]` on a buffer copies the row out (retaining
    // its storage), which cost half of an update on enaml_like; the externals and the order are borrowed too
    // (a `for … in` over either retained and released it).
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        values.withUnsafeMutableBufferPointer { values in
          let base = rows.baseAddress!
          externalSymbols.withUnsafeBufferPointer { externals in
            for symbol in externals where (base + Int(symbol)).pointee == nil {
              if values[Int(symbol)] != 0 { changed.append(symbol) }
              values[Int(symbol)] = 0
            }
          }
          definitionOrder?.withUnsafeBufferPointer { order in
            for definition in order {
              let value = Self.evaluate(
                base + Int(definition), rows: base, kinds: kinds, values: UnsafeBufferPointer(values))
              if values[Int(definition)].bitPattern != value.bitPattern { changed.append(definition) }
              values[Int(definition)] = value
              // A comparison, not `Swift.max`, whose NaN-aware blend costs more (a NaN is skipped either way).
              if abs(value) > largest { largest = abs(value) }
            }
          }
        }
      }
    }
    changedSymbols = changed
    return largest
  }

  /// The storage of ``changedSymbols``, emptied, for the update about to fill it: the last update's list is
  /// reused, so an update allocates none.
  private mutating func takeChangedSymbolStorage() -> [Symbol] {
    var changed = changedSymbols
    changedSymbols = []
    changed.removeAll(keepingCapacity: true)
    return changed
  }

  /// The value of the definition at `row` from the values of the externals it mentions (already evaluated) and
  /// the constants of the restricted rows it mentions (parametric symbols are 0).
  @inline(__always)
  static func evaluate(
    _ row: UnsafePointer<Row?>, rows: UnsafePointer<Row?>, kinds: UnsafeBufferPointer<SymbolKind>,
    values: UnsafeBufferPointer<Double>
  ) -> Double {
    var value = row.pointee!.constant
    // By index through the pointer: `for entry in entries` made an iterator that retained and released the row's
    // storage for every definition.
    let count = row.pointee!.entries.count
    var index = 0
    while index < count {
      let entry = row.pointee!.entries[index]
      index &+= 1
      guard let constant = (rows + Int(entry.symbol)).pointee?.constant else { continue }
      value += entry.coefficient * (kinds[Int(entry.symbol)] == .external ? values[Int(entry.symbol)] : constant)
    }
    return value
  }

  /// Notes that the row of `symbol` changed (appeared, disappeared, or changed its terms or constant). Past
  /// ``touchedLimit`` changes, the next update evaluates every definition instead (the list is then left as it is
  /// until the update clears it).
  mutating func noteTouched(_ symbol: Symbol) {
    guard touchedMarks.insert(symbol) else { return }
    touchedSymbols.append(symbol)
    if touchedSymbols.count > touchedLimit { evaluatesAllDefinitions = true }
  }

  /// How many changed rows an update follows to the definitions they reach; past it, evaluating every definition
  /// in order costs less than the heap and the column walks of following them. A quarter of the external
  /// variables: enaml_like's suggestions touch 9 to 25 rows of its 37 variables, and following 13 of them cost
  /// twice as much as evaluating all 37 (a block of 2.0 µs against 1.1 µs; the limit was 8 more until
  /// 2026-12-01).
  var touchedLimit: Int { externalSymbols.count / 4 }

  /// The value of the external symbols that the rows changed since the last update can reach, as
  /// ``evaluateDefinitions()`` computes them; the others keep their value.
  ///
  /// An external that became parametric is 0. A definition is evaluated again when its own row changed, or when it
  /// mentions a restricted symbol whose row changed, appeared or went, or an external whose value moved; definitions are evaluated in increasing stamp
  /// order, which puts every definition after those it mentions, so each is evaluated once.
  /// - Complexity: Proportional to the definitions reached and the rows that mention them, not to the tableau.
  mutating func evaluateTouchedDefinitions() {
    var changed = takeChangedSymbolStorage()
    // Borrowed for the call: a fresh set would cost the symbol count on every update, and a fresh heap would
    // grow from nothing (a third of its pushes reallocated).
    var pending = StampHeap()
    swap(&pending, &pendingDefinitions)
    var queued = SymbolMarks()
    swap(&queued, &queuedMarks)
    defer {
      pending.removeAll()
      swap(&pending, &pendingDefinitions)
      swap(&queued, &queuedMarks)
    }
    queued.reset(symbolCount: kinds.count)
    for symbol in touchedSymbols where Int(symbol) < kinds.count {
      if isDefinition(symbol) {
        if queued.insert(symbol) { pending.push(-stamps[Int(symbol)], symbol) }
      } else if kinds[Int(symbol)] == .external {
        // Parametric now: 0, and the definitions that mention it no longer count it.
        let old = values[Int(symbol)]
        values[Int(symbol)] = 0
        guard old != 0 else { continue }
        changed.append(symbol)
        queueDefinitions(mentioning: symbol, into: &pending, marks: &queued)
      } else {
        // A restricted row that changed, appeared or went: the definitions that mention its symbol.
        queueDefinitions(mentioning: symbol, into: &pending, marks: &queued)
      }
    }
    while let definition = pending.popLargest() {
      let value = rows.withUnsafeBufferPointer { rows in
        kinds.withUnsafeBufferPointer { kinds in
          values.withUnsafeBufferPointer { values in
            Self.evaluate(rows.baseAddress! + Int(definition), rows: rows.baseAddress!, kinds: kinds, values: values)
          }
        }
      }
      guard values[Int(definition)].bitPattern != value.bitPattern else { continue }
      values[Int(definition)] = value
      changed.append(definition)
      queueDefinitions(mentioning: definition, into: &pending, marks: &queued)
    }
    changedSymbols = changed
  }

  /// Queues, by increasing stamp, the definitions that mention `symbol` and are not queued yet.
  ///
  /// A method rather than a function nested in ``evaluateTouchedDefinitions()``: the nested function captured the
  /// solver and copied it (every array retained and released) on each call.
  func queueDefinitions(mentioning symbol: Symbol, into pending: inout StampHeap, marks queued: inout SymbolMarks) {
    // By position, in place: a `for … in` over the column retained and released its list on every call.
    let count = columns[Int(symbol)].entryCount
    var position = 0
    while position < count {
      let holder = columns.entry(ofColumn: Int(symbol), at: position)
      position &+= 1
      if holder >= 0 && isDefinition(holder) && queued.insert(holder) { pending.push(-stamps[Int(holder)], holder) }
    }
  }

  /// How much each external variable moves per unit of `direction` (a parametric symbol): the coefficient of
  /// `direction` in each definition's expansion, for those where it is not near zero.
  mutating func externalsMoved(by direction: Symbol) -> [Symbol] {
    var derivative: [Symbol: Double] = [:]
    var moved: [Symbol] = []
    if kinds[Int(direction)] == .external && rows[Int(direction)] == nil { moved.append(direction) }
    for definition in definitionsInOrder() {
      let row = rows[Int(definition)]!
      var total = 0.0
      for index in row.symbols.indices {
        let symbol = row.symbols[index]
        if symbol == direction {
          total += row.coefficients[index]
        } else if let basicRow = rows[Int(symbol)] {
          let inner =
            kinds[Int(symbol)] == .external ? derivative[symbol] ?? 0 : basicRow.coefficient(of: direction)
          total += row.coefficients[index] * inner
        }
      }
      if !isNearZero(total) {
        derivative[definition] = total
        moved.append(definition)
      }
    }
    return moved
  }
}
