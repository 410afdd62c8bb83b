/// A binary min-heap of (key, symbol) pairs, ordered by key then symbol: a symbol's key is its reduced cost scaled
/// by the length of its column when it was pushed, and the pricing's choice at one level is the first entry whose
/// cost is not rounding. See `Solver.steepestSymbol()`.
///
/// Entries are never updated in place: a changed cost is pushed again, and the entries that no longer match the
/// objective (stale) are dropped when they reach the top.
struct PricingHeap {
  /// The entries in heap order.
  private(set) var entries: [(key: Double, symbol: Symbol)] = []

  /// Whether `lhs` comes before `rhs`: the lower key, then the lower symbol.
  @inline(__always)
  private static func precedes(_ lhs: (key: Double, symbol: Symbol), _ rhs: (key: Double, symbol: Symbol)) -> Bool {
    lhs.key < rhs.key || (lhs.key == rhs.key && lhs.symbol < rhs.symbol)
  }

  /// The first entry, if any.
  var top: (key: Double, symbol: Symbol)? { entries.first }

  /// Adds an entry.
  mutating func push(_ key: Double, _ symbol: Symbol) {
    let item = (key: key, symbol: symbol)
    entries.append(item)
    // Through the buffer, moving parents down into the hole and writing the item once: `swapAt` checked the array's
    // uniqueness and both bounds on every step. The same comparisons, so the same heap.
    entries.withUnsafeMutableBufferPointer { entries in
      var child = entries.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard PricingHeap.precedes(item, entries[parent]) else { break }
        entries[child] = entries[parent]
        child = parent
      }
      entries[child] = item
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
  mutating func rebuild(with items: [(key: Double, symbol: Symbol)]) {
    entries = items
    var index = entries.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }

  /// Moves the entry at `start` down until neither child precedes it (through the buffer, moving children up into
  /// the hole, as ``push(_:_:)`` does: the same comparisons as swapping, so the same heap).
  private mutating func siftDown(from start: Int) {
    entries.withUnsafeMutableBufferPointer { entries in
      let count = entries.count
      let item = entries[start]
      var parent = start
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var first = parent
        var firstItem = item
        if left < count && PricingHeap.precedes(entries[left], firstItem) {
          first = left
          firstItem = entries[left]
        }
        if right < count && PricingHeap.precedes(entries[right], firstItem) {
          first = right
          firstItem = entries[right]
        }
        if first == parent { break }
        entries[parent] = firstItem
        parent = first
      }
      entries[parent] = item
    }
  }
}
