import Testing

@testable import TrellisSolver

/// The primal simplex's choice of entering symbol (`EnteringCandidates.swift`, `Solver.steepestSymbol()`): under
/// kiwi's weights each reduced cost is scaled by the length of its symbol's column, under strict levels not at all.
@Suite("Pricing")
struct PricingTests {
  /// The heap gives its entries back by key, then by symbol on equal keys, whatever the order of the pushes.
  @Test func theHeapOrdersByKeyThenSymbol() {
    var heap = PricingHeap()
    for (key, symbol) in [(-1.0, Symbol(7)), (-3.0, 2), (-1.0, 3), (-2.5, 9), (-3.0, 1), (0.5, 4)] {
      heap.push(key, symbol)
    }
    var order: [Symbol] = []
    while let top = heap.top {
      order.append(top.symbol)
      heap.removeTop()
    }
    #expect(order == [1, 2, 9, 3, 7, 4])
  }

  /// A rebuilt heap orders its entries as pushing them one by one does.
  @Test func aRebuiltHeapOrdersAsPushesDo() {
    let items: [(key: Double, symbol: Symbol)] = (0..<40).map { (Double(($0 * 17) % 11) - 5, Symbol($0)) }
    var pushed = PricingHeap()
    for item in items { pushed.push(item.key, item.symbol) }
    var rebuilt = PricingHeap()
    rebuilt.rebuild(with: items)
    while let top = pushed.top {
      #expect(rebuilt.top?.symbol == top.symbol)
      pushed.removeTop()
      rebuilt.removeTop()
    }
    #expect(rebuilt.top == nil)
  }

  /// A member's key is its cost over √(1 + rows): a cost of −10 on a column of 99 rows (key −1) comes after one of
  /// −2 on a column of none (key −2), and after one of −3 on a column of 3 rows (key −1.5).
  @Test(arguments: [
    (cost: -10.0, rows: 99, key: -1.0),
    (cost: -2.0, rows: 0, key: -2.0),
    (cost: -3.0, rows: 3, key: -1.5),
  ])
  func aKeyIsTheCostPerUnitOfStepLength(cost: Double, rows: Int, key: Double) {
    var candidates = EnteringCandidates()
    candidates.set(5, level: 0)
    candidates.push(5, cost: cost, rows: rows, level: 0)
    #expect(candidates.key(of: 5, cost: cost) == key)
    #expect(candidates.heaps[0].top?.key == key)
  }

  /// The heap's first entry is the least key, not the most negative cost.
  @Test func theShortColumnComesFirst() {
    var candidates = EnteringCandidates()
    for symbol in Symbol(1)...3 { candidates.set(symbol, level: 0) }
    candidates.push(1, cost: -10, rows: 99, level: 0)
    candidates.push(2, cost: -2, rows: 0, level: 0)
    candidates.push(3, cost: -3, rows: 3, level: 0)
    #expect(candidates.heaps[0].top?.symbol == 2)
  }

  /// Pushing a member again with another column length changes its key: the earlier entry no longer matches it
  /// (a stale entry, which the pricing drops when it reaches the top).
  @Test func aRepushMakesTheEarlierEntryStale() {
    var candidates = EnteringCandidates()
    candidates.set(4, level: 0)
    candidates.push(4, cost: -8, rows: 0, level: 0)
    let earlier = candidates.heaps[0].top!
    candidates.push(4, cost: -8, rows: 15, level: 0)
    #expect(candidates.key(of: 4, cost: -8) == -2)
    #expect(candidates.key(of: 4, cost: -8) != earlier.key)
  }

  /// The solver prices by column length under kiwi's weights only: strict levels count every column as empty, so
  /// their keys are the costs (Dantzig's rule).
  @Test(arguments: [Solver.Prioritization.weighted, .strict])
  func strictLevelsPriceByCostAlone(_ prioritization: Solver.Prioritization) throws {
    var solver = Solver(prioritization: prioritization)
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y >= 10)
    try solver.add(x - y <= 4)
    try solver.add((x == 3).withStrength(.weak))
    solver.updateVariables()
    let held = (0..<Symbol(solver.kinds.count)).filter { solver.columns[Int($0)].count > 0 }
    #expect(!held.isEmpty)
    for symbol in held {
      #expect((solver.pricedRowCount(of: symbol) == 0) == (prioritization == .strict))
    }
  }
}
