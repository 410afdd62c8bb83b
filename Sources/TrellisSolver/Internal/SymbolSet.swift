/// A set of symbols with constant-time insertion and removal and an iteration order that depends only on the
/// sequence of operations, never on per-process hash seeds: the column index of the tableau.
///
/// Most columns hold a handful of rows, so a set starts as a plain array searched linearly; past
/// ``SymbolSet/smallLimit`` symbols it becomes an open-addressing hash table with linear probing over a
/// power-of-two table, whose removed slots become tombstones until the next rehash.
struct SymbolSet: Sequence {
  private static let empty: Symbol = -1
  private static let tombstone: Symbol = -2
  /// The most symbols kept as a plain array.
  static let smallLimit = 8

  /// The symbols (small form) or the hash table (large form).
  private var slots: [Symbol] = []
  private var isHashed = false
  private var used = 0
  /// The number of symbols in the set.
  private(set) var count = 0

  /// Whether the set holds no symbol.
  var isEmpty: Bool { count == 0 }

  @inline(__always)
  private static func home(of symbol: Symbol, mask: Int) -> Int {
    Int(truncatingIfNeeded: UInt32(bitPattern: symbol) &* 0x9E37_79B1) & mask
  }

  /// Adds a symbol; does nothing when it is already present.
  mutating func insert(_ symbol: Symbol) {
    if !isHashed {
      if slots.contains(symbol) { return }
      if count < SymbolSet.smallLimit {
        if slots.capacity == 0 { slots.reserveCapacity(4) }
        slots.append(symbol)
        count += 1
        return
      }
      let small = slots
      slots = []
      isHashed = true
      count = 0
      used = 0
      rehash(minimumCapacity: (small.count + 1) * 2)
      for element in small { insert(element) }
    }
    if (used + 1) * 4 > slots.count * 3 { rehash(minimumCapacity: (count + 1) * 2) }
    let mask = slots.count - 1
    var index = SymbolSet.home(of: symbol, mask: mask)
    var firstTombstone = -1
    while true {
      let slot = slots[index]
      if slot == symbol { return }
      if slot == SymbolSet.empty { break }
      if slot == SymbolSet.tombstone && firstTombstone < 0 { firstTombstone = index }
      index = (index + 1) & mask
    }
    if firstTombstone >= 0 {
      slots[firstTombstone] = symbol
    } else {
      slots[index] = symbol
      used += 1
    }
    count += 1
  }

  /// Removes a symbol; does nothing when it is absent.
  mutating func remove(_ symbol: Symbol) {
    guard !slots.isEmpty else { return }
    if !isHashed {
      guard let index = slots.firstIndex(of: symbol) else { return }
      slots.remove(at: index)
      count -= 1
      return
    }
    let mask = slots.count - 1
    var index = SymbolSet.home(of: symbol, mask: mask)
    while true {
      let slot = slots[index]
      if slot == symbol {
        slots[index] = SymbolSet.tombstone
        count -= 1
        return
      }
      if slot == SymbolSet.empty { return }
      index = (index + 1) & mask
    }
  }

  /// Removes every symbol and releases the storage.
  mutating func removeAll() {
    slots = []
    isHashed = false
    used = 0
    count = 0
  }

  /// The symbols of the set, in iteration order.
  var elements: [Symbol] {
    isHashed ? slots.filter { $0 >= 0 } : slots
  }

  /// Iterates over the symbols of the set.
  struct Iterator: IteratorProtocol {
    fileprivate let slots: [Symbol]
    fileprivate var index = 0

    mutating func next() -> Symbol? {
      while index < slots.count {
        let slot = slots[index]
        index += 1
        if slot >= 0 { return slot }
      }
      return nil
    }
  }

  /// An iterator over the symbols of the set.
  func makeIterator() -> Iterator { Iterator(slots: slots) }

  private mutating func rehash(minimumCapacity: Int) {
    var capacity = 16
    while capacity * 3 < minimumCapacity * 4 { capacity *= 2 }
    let old = slots
    slots = Array(repeating: SymbolSet.empty, count: capacity)
    used = 0
    count = 0
    for slot in old where slot >= 0 { insert(slot) }
  }
}
