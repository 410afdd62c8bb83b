/// A hash table from the integer identities of ``Variable`` and ``Constraint`` to values: open addressing with
/// linear probing, Fibonacci hashing and backward-shift deletion.
///
/// `Dictionary` hashes every key with a seeded SipHash, which cost a third of the time spent making a row for a
/// new constraint (the layout run's `symbol(for:)` took 460 instructions per call). The identities are small
/// integers handed out in sequence, which a multiplicative hash spreads evenly; a lookup here costs a few dozen
/// instructions. Iteration follows the dense array of values (``values``), never a seed or the identities.
///
/// The values live in a dense array, in the order of the calls, and each slot holds its value's position there:
/// growing the table rehashes integers and never copies or initializes a value (a slot array of optional
/// `ConstraintRecord`s cost about 90 instructions per slot to fill with `nil`, 3% of a first layout).
struct IdentityTable<Key: HasIdentity, Value> {
  /// The keys of the slots; ``IdentityTable/vacant`` marks an empty one.
  private var keys: [Int] = []
  /// The position in ``dense`` of each occupied slot's value.
  private var positions: [Int32] = []
  /// The values, in no particular order.
  private var dense: [Value] = []
  /// The key of each value, parallel to ``dense``.
  private var denseKeys: [Int] = []
  /// How many keys the table holds.
  var count: Int { dense.count }
  /// The number of bits of a hash used as a slot index: the table has 2^`bits` slots.
  private var bits = 0

  /// The key of an empty slot. Identities are never negative.
  private static var vacant: Int { -1 }

  /// The number of bits of the first table: 256 slots, room for 128 keys (3 KB). Growing one from 8 slots rehashed
  /// the keys three more times on the way to a few dozen constraints (with the slot fill in `grow(toHold:)`, 3% of
  /// building enaml_like); from 64 slots, twice on the way to enaml_like's 119 constraints (0.6% of its build,
  /// 0.7% of tree_100's, 0.8% of the Trainer form's first layout).
  private static var initialBits: Int { 8 }

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
    get { value(forIdentity: key.id) }
    set {
      guard let newValue else {
        removeValue(forKey: key)
        return
      }
      updateValue(newValue, forKey: key)
    }
  }

  /// Stores `value` for `key`, replacing any value stored before. The value is moved in, not copied: the subscript's
  /// setter unwraps an optional, and copying a `ConstraintRecord` in and destroying the optional cost 500
  /// instructions per added constraint.
  mutating func updateValue(_ value: consuming Value, forKey key: Key) {
    if keys.isEmpty || Double(count + 1) > Self.loadLimit * Double(keys.count) { grow(toHold: count + 1) }
    let (index, found) = slot(of: key.id)
    if found {
      dense[Int(positions[index])] = value
    } else {
      keys[index] = key.id
      positions[index] = Int32(dense.count)
      dense.append(value)
      denseKeys.append(key.id)
    }
  }

  /// The value stored for the key whose identity is `id`, for a caller that holds the identity only.
  func value(forIdentity id: Int) -> Value? {
    guard count > 0 else { return nil }
    let (index, found) = slot(of: id)
    return found ? dense[Int(positions[index])] : nil
  }

  /// Calls `body` with the value stored for `key`, in place (without copying it out and back), and returns its
  /// result; `nil` when the table does not hold `key`.
  @inline(__always)
  mutating func modifyValue<Result>(forKey key: Key, _ body: (inout Value) -> Result) -> Result? {
    modifyValue(forIdentity: key.id, body)
  }

  /// ``modifyValue(forKey:_:)`` for the key whose identity is `id`, for a caller that holds the identity only.
  @inline(__always)
  mutating func modifyValue<Result>(forIdentity id: Int, _ body: (inout Value) -> Result) -> Result? {
    guard count > 0 else { return nil }
    let (index, found) = slot(of: id)
    guard found else { return nil }
    return body(&dense[Int(positions[index])])
  }

  /// Removes `key` and returns its value, or `nil` when the table does not hold it.
  ///
  /// The last value moves into the removed one's place in ``dense``; the keys after the removed one in its probe
  /// run move back so that every search still finds them (no tombstones).
  @discardableResult
  mutating func removeValue(forKey key: Key) -> Value? {
    guard count > 0 else { return nil }
    let (found, present) = slot(of: key.id)
    guard present else { return nil }
    let position = Int(positions[found])
    let last = dense.count - 1
    if position != last {
      dense.swapAt(position, last)
      denseKeys.swapAt(position, last)
      positions[slot(of: denseKeys[position]).index] = Int32(position)
    }
    denseKeys.removeLast()
    let removed = dense.removeLast()
    let mask = keys.count - 1
    var hole = found
    var index = (found + 1) & mask
    while keys[index] != Self.vacant {
      // The key at `index` may fill the hole if its home is not strictly between the hole and `index`, cyclically.
      let distanceFromHome = (index - home(of: keys[index])) & mask
      if distanceFromHome >= (index - hole) & mask {
        keys[hole] = keys[index]
        positions[hole] = positions[index]
        hole = index
      }
      index = (index + 1) & mask
    }
    keys[hole] = Self.vacant
    return removed
  }

  /// Makes room for `capacity` keys without growing.
  mutating func reserveCapacity(_ capacity: Int) {
    if Double(capacity) > Self.loadLimit * Double(keys.count) { grow(toHold: capacity) }
    dense.reserveCapacity(capacity)
    denseKeys.reserveCapacity(capacity)
  }

  /// Rebuilds the slots with enough of them for `needed` keys, at least doubling them. The values stay where they
  /// are.
  private mutating func grow(toHold needed: Int) {
    var newBits = max(bits, Self.initialBits)
    while Double(needed) > Self.loadLimit * Double(1 << newBits) || (1 << newBits) <= keys.count { newBits += 1 }
    bits = newBits
    // The values' room follows the slots': the table grows rarely, where the dense arrays grew by doubling from one
    // value (eight moves of every record on the way to enaml_like's 119 constraints, 0.7% of its build).
    let room = Int(Self.loadLimit * Double(1 << newBits))
    if dense.capacity < room {
      dense.reserveCapacity(room)
      denseKeys.reserveCapacity(room)
    }
    keys = [Int](repeating: Self.vacant, count: 1 << newBits)
    positions = [Int32](repeating: 0, count: 1 << newBits)
    for (position, key) in denseKeys.enumerated() {
      let (slot, _) = slot(of: key)
      keys[slot] = key
      positions[slot] = Int32(position)
    }
  }

  /// The stored values in the order the calls left them (insertion order, where a removal moves the last value into
  /// the removed one's place): it depends on the sequence of insertions and removals only, never on the identities'
  /// values. Slot order did depend on them, and identities come from process-wide counters: a program that made
  /// constraints on several threads at once could get another order (and another rounding in a sum over the held
  /// constraints) from the same calls on one solver.
  var values: [Value] { dense }
}

/// A type whose values are told apart by a non-negative integer identity: the keys of an ``IdentityTable``.
protocol HasIdentity {
  /// The identity: equal values have equal identities, and it is never negative.
  var id: Int { get }
}

extension Variable: HasIdentity {}

extension Constraint: HasIdentity {}

extension IdentityTable: Sendable where Value: Sendable {}
