import Testing

@testable import TrellisSolver

/// The solver's hash table from variable and constraint identities (`IdentityTable.swift`) answers as a
/// `Dictionary` does, through growth and through removals that shift probe runs back.
@Suite("Identity table")
struct IdentityTableTests {
  /// Random insertions, replacements and removals over a small key range (so that runs collide and wrap around the
  /// table), checked after every step against a `Dictionary` holding the same pairs.
  @Test(arguments: [1, 2, 3, 4])
  func agreesWithADictionary(seed: UInt64) {
    var generator = SeededGenerator(state: seed)
    var table = IdentityTable<Variable, Int>()
    var reference: [Int: Int] = [:]
    let variables = (0..<300).map { Variable("v\($0)") }
    for step in 0..<20_000 {
      let variable = variables[Int(generator.next() % UInt64(variables.count))]
      if generator.next() % 3 == 0 {
        #expect(table.removeValue(forKey: variable) == reference.removeValue(forKey: variable.id))
      } else {
        table[variable] = step
        reference[variable.id] = step
      }
      #expect(table.count == reference.count)
      let probe = variables[Int(generator.next() % UInt64(variables.count))]
      #expect(table[probe] == reference[probe.id])
    }
    for variable in variables { #expect(table[variable] == reference[variable.id]) }
    #expect(table.values.sorted() == reference.values.sorted())
  }

  /// Assigning `nil` removes a key; a reserved table holds its keys without losing any.
  @Test func nilRemovesAndReservationKeepsEverything() {
    var table = IdentityTable<Variable, String>()
    let variables = (0..<100).map { Variable("v\($0)") }
    table.reserveCapacity(10)
    for variable in variables { table[variable] = variable.name }
    table.reserveCapacity(1_000)
    #expect(table.count == 100)
    for variable in variables { #expect(table[variable] == variable.name) }
    table[variables[7]] = nil
    #expect(table[variables[7]] == nil)
    #expect(table.count == 99)
    #expect(table[Variable("never added")] == nil)
  }
}
