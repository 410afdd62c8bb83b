/// A max-heap of definitions by stamp.
struct StampHeap {
  private var items: [(stamp: Int, symbol: Symbol)] = []

  mutating func push(_ stamp: Int, _ symbol: Symbol) {
    items.append((stamp, symbol))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[parent].stamp < items[child].stamp else { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes every definition, keeping the storage for the next use.
  mutating func removeAll() { items.removeAll(keepingCapacity: true) }

  mutating func popLargest() -> Symbol? {
    guard !items.isEmpty else { return nil }
    let top = items[0].symbol
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var largest = parent
        if left < items.count && items[left].stamp > items[largest].stamp { largest = left }
        if right < items.count && items[right].stamp > items[largest].stamp { largest = right }
        if largest == parent { break }
        items.swapAt(parent, largest)
        parent = largest
      }
    }
    return top
  }
}
