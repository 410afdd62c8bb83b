/// A binary min-heap of (reduced cost, symbol) pairs, ordered by cost then symbol: Dantzig's choice at one level
/// is its top.
///
/// Entries are never updated in place: a changed cost is pushed again, and the entries that no longer match the
/// objective (stale) are dropped when they reach the top. See `Solver.steepestSymbol()`.
struct PricingHeap {
  /// The entries in heap order.
  private(set) var entries: [(cost: Double, symbol: Symbol)] = []

  /// Whether `lhs` comes before `rhs`: the lower cost, then the lower symbol.
  @inline(__always)
  private static func precedes(_ lhs: (cost: Double, symbol: Symbol), _ rhs: (cost: Double, symbol: Symbol)) -> Bool {
    lhs.cost < rhs.cost || (lhs.cost == rhs.cost && lhs.symbol < rhs.symbol)
  }

  /// The first entry, if any.
  var top: (cost: Double, symbol: Symbol)? { entries.first }

  /// Adds an entry.
  mutating func push(_ cost: Double, _ symbol: Symbol) {
    entries.append((cost, symbol))
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard PricingHeap.precedes(entries[child], entries[parent]) else { break }
      entries.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes the first entry.
  mutating func removeTop() {
    let last = entries.removeLast()
    guard !entries.isEmpty else { return }
    entries[0] = last
    siftDown(from: 0)
  }

  /// Replaces every entry by `items`, in heap order.
  mutating func rebuild(with items: [(cost: Double, symbol: Symbol)]) {
    entries = items
    var index = entries.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < entries.count && PricingHeap.precedes(entries[left], entries[first]) { first = left }
      if right < entries.count && PricingHeap.precedes(entries[right], entries[first]) { first = right }
      if first == parent { return }
      entries.swapAt(parent, first)
      parent = first
    }
  }
}
