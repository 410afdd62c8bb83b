/// A set of symbols for the duration of one operation: a mark per symbol stamped with a generation, so that
/// clearing the set is one increment.
struct SymbolMarks {
  private var marks: [UInt32] = []
  private var generation: UInt32 = 1

  /// Makes room for `count` symbols, at least doubling the room so that growing one symbol at a time is cheap.
  private mutating func grow(to count: Int) {
    let target = max(count, 2 * marks.count, initialSymbolRoom)
    marks.append(contentsOf: repeatElement(0, count: target - marks.count))
  }

  /// Empties the set and makes room for `symbolCount` symbols.
  mutating func reset(symbolCount: Int) {
    if marks.count < symbolCount { grow(to: symbolCount) }
    generation &+= 1
    if generation == 0 {
      for index in marks.indices { marks[index] = 0 }
      generation = 1
    }
  }

  /// Whether the set holds `symbol`.
  @inline(__always)
  func contains(_ symbol: Symbol) -> Bool {
    Int(symbol) < marks.count && marks[Int(symbol)] == generation
  }

  /// Adds a symbol; returns whether it was absent. Symbols beyond the room made by `reset` are always absent.
  @inline(__always)
  mutating func insert(_ symbol: Symbol) -> Bool {
    let index = Int(symbol)
    if index >= marks.count { grow(to: index + 1) }
    if marks[index] == generation { return false }
    marks[index] = generation
    return true
  }
}
