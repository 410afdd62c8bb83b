/// One expansion of a row into parametric symbols (see ``Solver/expanded(_:)``): the accumulated coefficients,
/// the definitions still to visit by stamp, and the constant so far.
///
/// The tableau is read through buffers handed in by the solver, rows through their addresses: copying a row out
/// of the array retains both of its arrays (Solver+RowAccess.swift), and an expansion reads hundreds of rows.
struct Expansion {
  /// The coefficient of every symbol reached so far.
  private(set) var accumulator = Accumulator()
  /// The definitions reached and not yet expanded, latest stamp first.
  private var pending = StampHeap()
  /// The constant of the expanded row so far.
  private(set) var constant = 0.0

  /// Starts a new expansion over `symbolCount` symbols from `constant`, keeping the storage of the last one.
  mutating func begin(constant: Double, symbolCount: Int) {
    accumulator.begin(symbolCount: symbolCount)
    pending.removeAll()
    self.constant = constant
  }

  /// Adds `row` times one, then expands the definitions it reaches, each once, latest stamp first (so that each
  /// is visited after every definition that mentions it has added its share).
  mutating func expand(
    _ row: Row, rows: UnsafeBufferPointer<Row?>, kinds: UnsafeBufferPointer<SymbolKind>,
    stamps: UnsafeBufferPointer<Int>
  ) {
    for entry in row.entries {
      add(entry.symbol, entry.coefficient, rows: rows, kinds: kinds, stamps: stamps)
    }
    while let definition = pending.popLargest() {
      let coefficient = accumulator.take(definition)
      let basic = rows.baseAddress! + Int(definition)
      guard coefficient != 0, let basicConstant = basic.pointee?.constant else { continue }
      constant += coefficient * basicConstant
      basic.pointee?.forEachTerm { symbol, factor in
        add(symbol, coefficient * factor, rows: rows, kinds: kinds, stamps: stamps)
      }
    }
  }

  /// Adds `coefficient × symbol`: a parametric symbol accumulates, a restricted basic one adds its (parametric)
  /// row, a definition is queued.
  @inline(__always)
  private mutating func add(
    _ symbol: Symbol, _ coefficient: Double, rows: UnsafeBufferPointer<Row?>,
    kinds: UnsafeBufferPointer<SymbolKind>, stamps: UnsafeBufferPointer<Int>
  ) {
    let basic = rows.baseAddress! + Int(symbol)
    guard let basicConstant = basic.pointee?.constant else {
      accumulator.add(coefficient, to: symbol)
      return
    }
    if kinds[Int(symbol)] == .external {
      if accumulator.add(coefficient, to: symbol) { pending.push(stamps[Int(symbol)], symbol) }
    } else {
      constant += coefficient * basicConstant
      basic.pointee?.forEachTerm { symbol, factor in accumulator.add(coefficient * factor, to: symbol) }
    }
  }
}
