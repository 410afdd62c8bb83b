/// A dense scratch vector for expansions: coefficients indexed by symbol, with the list of symbols touched.
struct Accumulator {
  private var coefficients: [Double] = []
  private var touchedMarks = SymbolMarks()
  private var touched: [Symbol] = []

  /// Starts a new accumulation over `symbolCount` symbols.
  mutating func begin(symbolCount: Int) {
    if coefficients.count < symbolCount {
      let target = max(symbolCount, 2 * coefficients.count, 64)
      coefficients.append(contentsOf: repeatElement(0, count: target - coefficients.count))
    }
    touchedMarks.reset(symbolCount: symbolCount)
    touched.removeAll(keepingCapacity: true)
  }

  /// Adds to a symbol's coefficient; returns whether the symbol was touched for the first time.
  @discardableResult
  mutating func add(_ coefficient: Double, to symbol: Symbol) -> Bool {
    let index = Int(symbol)
    if touchedMarks.insert(symbol) {
      coefficients[index] = coefficient
      touched.append(symbol)
      return true
    }
    coefficients[index] += coefficient
    return false
  }

  /// Returns a symbol's coefficient and sets it to zero.
  mutating func take(_ symbol: Symbol) -> Double {
    guard touchedMarks.contains(symbol) else { return 0 }
    let value = coefficients[Int(symbol)]
    coefficients[Int(symbol)] = 0
    return value
  }

  /// The accumulated row over the touched symbols that `keep` accepts, dropping near-zero coefficients.
  func row(constant: Double, keep: (Symbol) -> Bool) -> Row {
    var entries: [RowEntry] = []
    entries.reserveCapacity(touched.count)
    for symbol in touched where keep(symbol) && !isNegligible(coefficients[Int(symbol)]) {
      entries.append(RowEntry(symbol: symbol, coefficient: coefficients[Int(symbol)]))
    }
    entries.sort { $0.symbol < $1.symbol }
    return Row(constant: constant, entries: entries)
  }
}
