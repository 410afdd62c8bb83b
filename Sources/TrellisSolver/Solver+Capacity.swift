extension Solver {
  /// Makes room for constraints and variables about to be added, so that adding them does not grow the solver's
  /// tables step by step (a hash table that grows rehashes everything it holds).
  ///
  /// Purely an optimisation: the solver behaves the same with or without it. A layout engine that is about to add
  /// a whole tree's constraints calls it once with the counts it knows.
  ///
  /// ```swift
  /// var solver = Solver()
  /// solver.reserveCapacity(constraints: 1_000, variables: 400)
  /// ```
  ///
  /// - Parameters:
  ///   - constraints: How many constraints are about to be added.
  ///   - variables: How many variables the solver has not met yet they are about to mention.
  public mutating func reserveCapacity(constraints: Int, variables: Int) {
    let constraints = max(constraints, 0)
    let variables = max(variables, 0)
    records.reserveCapacity(records.count + constraints)
    symbolOfVariable.reserveCapacity(symbolOfVariable.count + variables)
    Self.reserve(&externalVariables, externalVariables.count + variables)
    Self.reserve(&externalSymbols, externalSymbols.count + variables)
    // Each constraint makes one to three symbols (slack, dummy or error symbols), each variable one.
    let symbols = kinds.count + variables + 2 * constraints
    Self.reserve(&kinds, symbols)
    Self.reserve(&rows, symbols)
    columns.reserveCapacity(symbols)
    Self.reserve(&values, symbols)
    Self.reserve(&stamps, symbols)
    Self.reserve(&externalIndex, symbols)
  }

  /// Grows an array to hold `count` elements, at least doubling it: a reservation of a few more elements on every
  /// call must not reallocate every time (`Array.reserveCapacity` allocates exactly what it is asked for).
  private static func reserve<Element>(_ array: inout [Element], _ count: Int) {
    guard count > array.capacity else { return }
    array.reserveCapacity(Swift.max(count, 2 * array.capacity))
  }
}
