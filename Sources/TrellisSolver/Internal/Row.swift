/// One row of the tableau: `constant + Σ coefficient × symbol`, a sparse vector kept sorted by symbol.
///
/// A row in the tableau means `basic = constant + Σ …`; a row being built means `0 = constant + Σ …`. Coefficients
/// within ``coefficientTolerance`` of zero are dropped, so a present symbol always has a non-negligible coefficient.
struct Row {
  /// The constant part.
  var constant: Double
  /// The symbols with a non-zero coefficient, ascending.
  private(set) var symbols: [Symbol]
  /// The coefficients, parallel to ``symbols``.
  private(set) var coefficients: [Double]
  /// The largest magnitude among the coefficients (0 for a constant row), kept up to date by every change.
  private(set) var largestMagnitude: Double = 0

  /// Creates a row with a constant and no symbols, with room for `capacity` symbols.
  init(constant: Double = 0, capacity: Int = 0) {
    self.constant = constant
    self.symbols = []
    self.coefficients = []
    if capacity > 0 {
      symbols.reserveCapacity(capacity)
      coefficients.reserveCapacity(capacity)
    }
  }

  /// Creates a row from symbols in ascending order and their coefficients.
  init(constant: Double, symbols: [Symbol], coefficients: [Double]) {
    self.constant = constant
    self.symbols = symbols
    self.coefficients = coefficients
    measureLargestMagnitude()
  }

  /// Recomputes ``largestMagnitude`` from the coefficients.
  private mutating func measureLargestMagnitude() {
    var largest = 0.0
    for coefficient in coefficients { largest = max(largest, abs(coefficient)) }
    largestMagnitude = largest
  }

  /// Whether the row mentions no symbol.
  var isConstant: Bool { symbols.isEmpty }

  /// The position of `symbol` in ``symbols``, or where it would be inserted.
  @inline(__always)
  private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let middle = (low + high) >> 1
      let value = symbols[middle]
      if value == symbol { return (middle, true) }
      if value < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, 0 when absent.
  func coefficient(of symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? coefficients[index] : 0
  }

  /// Whether `coefficient`, one of this row's, is large enough to pivot on: at least ``pivotTolerance`` in
  /// magnitude and at least ``relativePivotTolerance`` of the row's largest coefficient. A smaller one is most
  /// likely the residue of a cancellation, and dividing by it would blow the row up.
  func canPivot(on coefficient: Double, share: Double = relativePivotTolerance) -> Bool {
    let magnitude = abs(coefficient)
    return magnitude >= pivotTolerance && magnitude >= share * largestMagnitude
  }

  /// Whether the row, as a restricted row, is infeasible: its constant is below zero by more than
  /// ``nearZeroTolerance`` in the units of its symbols (a row whose coefficients are all 1e-9 is a row scaled by
  /// 1e-9, and so is the tolerance of its constant).
  var isInfeasible: Bool {
    constant < -roundingAllowance(inUnitsOf: largestMagnitude)
  }

  /// Whether the row mentions `symbol`.
  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

  /// Adds `coefficient × symbol`, dropping the symbol when the sum is near zero.
  ///
  /// - Returns: +1 when the symbol was added, -1 when it was removed, 0 otherwise.
  @discardableResult
  mutating func add(_ coefficient: Double, for symbol: Symbol) -> Int {
    // A symbol past the last is the common case when a row is built (a new constraint's markers are the newest
    // symbols): append instead of inserting.
    if symbols.last.map({ $0 < symbol }) ?? true {
      if isNegligible(coefficient) { return 0 }
      symbols.append(symbol)
      coefficients.append(coefficient)
      largestMagnitude = max(largestMagnitude, abs(coefficient))
      return 1
    }
    let (index, found) = position(of: symbol)
    if found {
      let old = coefficients[index]
      let sum = old + coefficient
      if isNegligible(sum) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
        if abs(old) >= largestMagnitude { measureLargestMagnitude() }
        return -1
      }
      coefficients[index] = sum
      if abs(sum) >= largestMagnitude {
        largestMagnitude = abs(sum)
      } else if abs(old) >= largestMagnitude {
        measureLargestMagnitude()
      }
      return 0
    }
    if isNegligible(coefficient) { return 0 }
    symbols.insert(symbol, at: index)
    coefficients.insert(coefficient, at: index)
    largestMagnitude = max(largestMagnitude, abs(coefficient))
    return 1
  }

  /// Removes `symbol` and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    symbols.remove(at: index)
    let removed = coefficients.remove(at: index)
    if abs(removed) >= largestMagnitude { measureLargestMagnitude() }
    return removed
  }

  /// Adds `factor × other` to this row, leaving out `skipped` from this row, and reports each symbol that appears
  /// in or disappears from the row.
  ///
  /// The merged vectors are written into `scratch`, then copied back when the row's storage can hold them, or
  /// swapped with the row's storage when the row must grow (its old arrays become the next scratch): a long run of
  /// merges allocates almost nothing, and buffers only move toward rows that need them.
  ///
  /// - Complexity: O(*n* + *m*) for rows of *n* and *m* symbols.
  @inline(__always)
  mutating func add(
    _ other: Row, times factor: Double, removing skipped: Symbol = -1, scratch: inout RowScratch,
    onChange change: (_ symbol: Symbol, _ added: Bool) -> Void = { _, _ in }
  ) {
    constant += other.constant * factor
    let capacity = symbols.count + other.symbols.count
    if scratch.symbols.count < capacity {
      scratch.symbols.append(contentsOf: repeatElement(0, count: capacity - scratch.symbols.count))
      scratch.coefficients.append(contentsOf: repeatElement(0, count: capacity - scratch.coefficients.count))
    }
    // Unchecked buffers: the two-pointer merge never reads past either row and writes at most `capacity`
    // entries, which the scratch storage holds.
    var written = 0
    var largest = 0.0
    symbols.withUnsafeBufferPointer { mySymbols in
      coefficients.withUnsafeBufferPointer { myCoefficients in
        other.symbols.withUnsafeBufferPointer { theirSymbols in
          other.coefficients.withUnsafeBufferPointer { theirCoefficients in
            scratch.symbols.withUnsafeMutableBufferPointer { outSymbols in
              scratch.coefficients.withUnsafeMutableBufferPointer { outCoefficients in
                let count = mySymbols.count
                let otherCount = theirSymbols.count
                var i = 0
                var j = 0
                while i < count || j < otherCount {
                  let mine = i < count ? mySymbols[i] : Symbol.max
                  let theirs = j < otherCount ? theirSymbols[j] : Symbol.max
                  if mine < theirs {
                    if mine != skipped {
                      outSymbols[written] = mine
                      outCoefficients[written] = myCoefficients[i]
                      largest = max(largest, abs(myCoefficients[i]))
                      written += 1
                    }
                    i += 1
                  } else if theirs < mine {
                    let value = theirCoefficients[j] * factor
                    if !isNegligible(value) {
                      outSymbols[written] = theirs
                      outCoefficients[written] = value
                      largest = max(largest, abs(value))
                      written += 1
                      change(theirs, true)
                    }
                    j += 1
                  } else {
                    let value = myCoefficients[i] + theirCoefficients[j] * factor
                    if isNegligible(value) {
                      change(mine, false)
                    } else {
                      outSymbols[written] = mine
                      outCoefficients[written] = value
                      largest = max(largest, abs(value))
                      written += 1
                    }
                    i += 1
                    j += 1
                  }
                }
              }
            }
          }
        }
      }
    }
    largestMagnitude = largest
    if symbols.capacity >= written {
      // The row's own storage is big enough: copy back, so that a large scratch buffer stays the scratch and
      // never migrates into a short row.
      symbols.removeAll(keepingCapacity: true)
      coefficients.removeAll(keepingCapacity: true)
      symbols.append(contentsOf: scratch.symbols[0..<written])
      coefficients.append(contentsOf: scratch.coefficients[0..<written])
    } else {
      scratch.symbols.removeLast(scratch.symbols.count - written)
      scratch.coefficients.removeLast(scratch.coefficients.count - written)
      swap(&symbols, &scratch.symbols)
      swap(&coefficients, &scratch.coefficients)
    }
  }

  /// Adds `factor × other` to this row (a merge into fresh storage, for rows outside the hot path).
  mutating func add(_ other: Row, times factor: Double, removing skipped: Symbol = -1) {
    var scratch = RowScratch()
    add(other, times: factor, removing: skipped, scratch: &scratch)
  }

  /// Multiplies the constant and every coefficient by -1.
  mutating func negate() {
    constant = -constant
    for index in coefficients.indices { coefficients[index] = -coefficients[index] }
  }

  /// Turns `0 = constant + a × symbol + …` into `symbol = -constant / a - …`: the symbol leaves the row.
  ///
  /// - Returns: The pivot's growth: the row's largest coefficient after the division (how much larger than the
  ///   pivot `a` the row's largest other coefficient was).
  @discardableResult
  mutating func solve(for symbol: Symbol) -> Double {
    let factor = -1 / remove(symbol)
    constant *= factor
    for index in coefficients.indices { coefficients[index] *= factor }
    largestMagnitude *= abs(factor)
    return largestMagnitude
  }

  /// Turns `lhs = constant + a × rhs + …` into `rhs = …`, with `lhs` now among the symbols.
  ///
  /// - Returns: The pivot's growth, as ``solve(for:)`` does.
  @discardableResult
  mutating func solve(for rhs: Symbol, replacing lhs: Symbol) -> Double {
    add(-1, for: lhs)
    return solve(for: rhs)
  }

  /// Calls `body` with each symbol and its coefficient, in ascending symbol order.
  @inline(__always)
  func forEachTerm(_ body: (Symbol, Double) -> Void) {
    for index in symbols.indices { body(symbols[index], coefficients[index]) }
  }
}

/// Spare storage for row merges, reused from one merge to the next.
struct RowScratch {
  var symbols: [Symbol] = []
  var coefficients: [Double] = []
}
