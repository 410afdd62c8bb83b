/// A set of symbols for the duration of one operation: a mark per symbol stamped with a generation, so that
/// clearing the set is one increment.
struct SymbolMarks {
  private var marks: [UInt32] = []
  private var generation: UInt32 = 1

  /// Empties the set and makes room for `symbolCount` symbols.
  mutating func reset(symbolCount: Int) {
    if marks.count < symbolCount { marks.append(contentsOf: repeatElement(0, count: symbolCount - marks.count)) }
    generation &+= 1
    if generation == 0 {
      for index in marks.indices { marks[index] = 0 }
      generation = 1
    }
  }

  /// Adds a symbol; returns whether it was absent. Symbols beyond the room made by `reset` are always absent.
  @inline(__always)
  mutating func insert(_ symbol: Symbol) -> Bool {
    let index = Int(symbol)
    if index >= marks.count { marks.append(contentsOf: repeatElement(0, count: index + 1 - marks.count)) }
    if marks[index] == generation { return false }
    marks[index] = generation
    return true
  }
}
