import Testing

@testable import TrellisSolver

/// The merge behind every substitution (`Row.add(_:times:removing:scratch:)`), checked against sums computed term by
/// term: step by step for rows of similar length, by galloping for a row much longer than the other.
@Suite struct RowMergeTests {
  /// A row of `count` distinct symbols below `range`, in ascending order, with coefficients from -4 to 4 in
  /// quarters (exact in binary, so sums that cancel give exactly zero).
  static func randomRow(count: Int, below range: Int32, using generator: inout SeededGenerator) -> Row {
    var symbols = Set<Symbol>()
    while symbols.count < count { symbols.insert(Symbol(generator.next() % UInt64(range))) }
    let entries = symbols.sorted().map { symbol in
      var quarters = Int(generator.next() % 33) - 16
      if quarters == 0 { quarters = 1 }
      return RowEntry(symbol: symbol, coefficient: Double(quarters) / 4)
    }
    return Row(constant: Double(generator.next() % 100), entries: entries)
  }

  /// `mine + factor × theirs` without `skipped`, term by term.
  static func expectedSum(of mine: Row, _ theirs: Row, times factor: Double, skipping skipped: Symbol)
    -> [Symbol: Double]
  {
    var sum: [Symbol: Double] = [:]
    for entry in mine.entries where entry.symbol != skipped { sum[entry.symbol] = entry.coefficient }
    for entry in theirs.entries { sum[entry.symbol, default: 0] += entry.coefficient * factor }
    return sum.filter { abs($0.value) >= 1e-14 }
  }

  @Test(
    "a merge gives the sum term by term and lists what appeared and cancelled",
    arguments: [(40, 30), (200, 50), (200, 10), (400, 54), (64, 16), (63, 15), (500, 1), (120, 0)])
  func mergeMatchesTheSumTermByTerm(mineCount: Int, theirsCount: Int) {
    var generator = SeededGenerator(state: UInt64(mineCount * 1_000 + theirsCount))
    for _ in 0..<50 {
      let mine = Self.randomRow(count: mineCount, below: 1_200, using: &generator)
      var theirs = Self.randomRow(count: theirsCount, below: 1_200, using: &generator)
      let factor = generator.next() % 2 == 0 ? 1.0 : -2.0
      // Make a third of the shared symbols cancel exactly.
      let shared = Set(mine.symbols).intersection(theirs.symbols)
      let cancelled = Set(shared.filter { $0 % 3 == 0 })
      theirs = Row(
        constant: theirs.constant,
        entries: theirs.entries.map { entry in
          guard cancelled.contains(entry.symbol) else { return entry }
          return RowEntry(symbol: entry.symbol, coefficient: -mine.coefficient(of: entry.symbol) / factor)
        })
      // The skipped symbol is one of mine that the other row does not hold, as the entering symbol of a pivot.
      let skipped = mine.symbols.first { !theirs.contains($0) } ?? -1
      var merged = mine
      var scratch = RowScratch()
      merged.add(theirs, times: factor, removing: skipped, scratch: &scratch)

      let expected = Self.expectedSum(of: mine, theirs, times: factor, skipping: skipped)
      #expect(merged.entries.map(\.symbol) == expected.keys.sorted())
      #expect(merged.entries.allSatisfy { expected[$0.symbol] == $0.coefficient })
      #expect(merged.constant == mine.constant + theirs.constant * factor)
      #expect(merged.largestMagnitude == expected.values.map(abs).max() ?? 0)
      let appeared = Array(theirs.symbols.filter { !mine.contains($0) })
      let changes = Array(scratch.changes.prefix(scratch.changeCount))
      #expect(changes.filter { $0 >= 0 } == appeared)
      // The symbols made to cancel, and any other shared ones whose quarters happened to cancel too.
      let gone = shared.filter { expected[$0] == nil }.sorted()
      #expect(cancelled.isSubset(of: gone))
      #expect(changes.filter { $0 < 0 }.map { ~$0 } == gone)
    }
  }
}
