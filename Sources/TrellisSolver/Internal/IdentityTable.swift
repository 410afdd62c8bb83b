/// A hash table from the integer identities of ``Variable`` and ``Constraint`` to values: open addressing with
/// linear probing, Fibonacci hashing and backward-shift deletion.
///
/// `Dictionary` hashes every key with a seeded SipHash, which cost a third of the time spent making a row for a
/// new constraint (the layout run's `symbol(for:)` took 460 instructions per call). The identities are small
/// integers handed out in sequence, which a multiplicative hash spreads evenly; a lookup here costs a few dozen
/// instructions. Iteration follows the slots, so it depends only on the identities inserted, never on a seed.
struct IdentityTable<Key: HasIdentity, Value> {
  /// The keys of the slots; ``IdentityTable/vacant`` marks an empty one.
  private var keys: [Int] = []
  /// The values of the slots, `nil` where the slot is empty.
  private var slots: [Value?] = []
  /// How many keys the table holds.
  private(set) var count = 0
  /// The number of bits of a hash used as a slot index: the table has 2^`bits` slots.
  private var bits = 0

  /// The key of an empty slot. Identities are never negative.
  private static var vacant: Int { -1 }

  /// The number of bits of the first table: 64 slots. Growing one from 8 slots rehashed the keys three more times
  /// on the way to a few dozen constraints (with the slot fill in `grow(toHold:)`, 3% of building enaml_like).
  private static var initialBits: Int { 6 }

  /// The largest share of occupied slots before the table doubles.
  private static var loadLimit: Double { 0.5 }

  /// Creates an empty table.
  init() {}

  /// The slot where a search for `key` starts.
  @inline(__always)
  private func home(of key: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
  }

  /// The slot holding `key`, or the empty slot where it would go.
  @inline(__always)
  private func slot(of key: Int) -> (index: Int, found: Bool) {
    let mask = keys.count - 1
    var index = home(of: key)
    while true {
      let occupant = keys[index]
      if occupant == key { return (index, true) }
      if occupant == Self.vacant { return (index, false) }
      index = (index + 1) & mask
    }
  }

  /// Whether the table holds `key` (reads the keys only, without copying a value out).
  func contains(_ key: Key) -> Bool {
    count > 0 && slot(of: key.id).found
  }

  /// The value stored for `key`; assigning `nil` removes it.
  subscript(key: Key) -> Value? {
    get {
      guard count > 0 else { return nil }
      let (index, found) = slot(of: key.id)
      return found ? slots[index] : nil
    }
    set {
      guard let newValue else {
        removeValue(forKey: key)
        return
      }
      if keys.isEmpty || Double(count + 1) > Self.loadLimit * Double(keys.count) { grow(toHold: count + 1) }
      let (index, found) = slot(of: key.id)
      if !found {
        keys[index] = key.id
        count += 1
      }
      slots[index] = newValue
    }
  }

  /// Calls `body` with the value stored for `key`, in place (without copying it out and back), and returns its
  /// result; `nil` when the table does not hold `key`.
  @inline(__always)
  mutating func modifyValue<Result>(forKey key: Key, _ body: (inout Value) -> Result) -> Result? {
    guard count > 0 else { return nil }
    let (index, found) = slot(of: key.id)
    guard found else { return nil }
    return body(&slots[index]!)
  }

  /// Removes `key` and returns its value, or `nil` when the table does not hold it.
  ///
  /// The keys after it in its probe run move back so that every search still finds them (no tombstones).
  @discardableResult
  mutating func removeValue(forKey key: Key) -> Value? {
    guard count > 0 else { return nil }
    let (found, present) = slot(of: key.id)
    guard present else { return nil }
    let removed = slots[found]
    let mask = keys.count - 1
    var hole = found
    var index = (found + 1) & mask
    while keys[index] != Self.vacant {
      // The key at `index` may fill the hole if its home is not strictly between the hole and `index`, cyclically.
      let distanceFromHome = (index - home(of: keys[index])) & mask
      if distanceFromHome >= (index - hole) & mask {
        keys[hole] = keys[index]
        slots[hole] = slots[index]
        hole = index
      }
      index = (index + 1) & mask
    }
    keys[hole] = Self.vacant
    slots[hole] = nil
    count -= 1
    return removed
  }

  /// Makes room for `capacity` keys without growing.
  mutating func reserveCapacity(_ capacity: Int) {
    if Double(capacity) > Self.loadLimit * Double(keys.count) { grow(toHold: capacity) }
  }

  /// Rebuilds the table with enough slots for `needed` keys, at least doubling it.
  private mutating func grow(toHold needed: Int) {
    var newBits = max(bits, Self.initialBits)
    while Double(needed) > Self.loadLimit * Double(1 << newBits) || (1 << newBits) <= keys.count { newBits += 1 }
    let oldKeys = keys
    let oldSlots = slots
    bits = newBits
    keys = [Int](repeating: Self.vacant, count: 1 << newBits)
    // Written through a buffer: `[Value?](repeating: nil, count:)` copied `nil` element by element through the
    // value's witness table, about 440 instructions per slot for a `ConstraintRecord` (2% of a first layout).
    slots = [Value?](unsafeUninitializedCapacity: 1 << newBits) { buffer, initialized in
      buffer.initialize(repeating: nil)
      initialized = buffer.count
    }
    for (index, key) in oldKeys.enumerated() where key != Self.vacant {
      let (slot, _) = slot(of: key)
      keys[slot] = key
      slots[slot] = oldSlots[index]
    }
  }

  /// The stored values, in slot order.
  var values: [Value] { slots.compactMap { $0 } }
}

/// A type whose values are told apart by a non-negative integer identity: the keys of an ``IdentityTable``.
protocol HasIdentity {
  /// The identity: equal values have equal identities, and it is never negative.
  var id: Int { get }
}

extension Variable: HasIdentity {}

extension Constraint: HasIdentity {}

extension IdentityTable: Sendable where Value: Sendable {}
