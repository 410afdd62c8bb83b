import Testing

@testable import TrellisSolver

/// Two opposite preferences on one expression, added one after the other, share one row (`SharedRows.swift`);
/// each is still a constraint of its own for every call.
@Suite("Shared rows of opposite preferences")
struct SharedRowTests {
  let w = Variable("w")
  let box = Variable("box")

  /// `w` hugs 44 at 250 and resists compression below 44 at 750, inside a box of the suggested `width`; updated.
  func squeezed(_ solver: inout Solver, width: Double) throws -> (hugging: Constraint, compression: Constraint) {
    let hugging = (w <= 44).withStrength(Strength(250))
    let compression = (w >= 44).withStrength(Strength(750))
    try solver.add(w >= 0)
    try solver.add(w + 16 <= box)
    try solver.add(hugging)
    try solver.add(compression)
    try solver.addEditVariable(box, strength: .strong)
    try solver.suggestValue(width, for: box)
    solver.updateVariables()
    return (hugging, compression)
  }

  @Test(arguments: [Solver.Prioritization.weighted, .strict])
  func onePairMakesOneRowWithTwoErrors(prioritization: Solver.Prioritization) throws {
    var solver = Solver(prioritization: prioritization)
    let pair = try squeezed(&solver, width: 30)
    let first = try #require(solver.records[pair.hugging])
    let second = try #require(solver.records[pair.compression])
    #expect(first.partner == pair.compression.id && second.partner == pair.hugging.id)
    #expect(second.sharesPartnersRow)
    #expect(first.sharedStrengths?.above == Strength(250) && first.sharedStrengths?.below == Strength(750))
    // Two slacks (w >= 0, the box) and the shared row's two errors, besides the edit variable's two.
    #expect(solver.kinds.count(where: { $0 == .slack }) == 2)
    #expect(solver.kinds.count(where: { $0 == .error }) == 4)
    #expect(solver.value(of: w) == 14)
    #expect(solver.violations().map(\.constraint.id) == [pair.compression.id])
    #expect(solver.violations().first?.amount == 30)
    #expect(solver.brokenInvariant() == nil)
    try solver.suggestValue(100, for: box)
    solver.updateVariables()
    #expect(solver.value(of: w) == 44)
    #expect(solver.violations().isEmpty)
    #expect(solver.constraints.map(\.id).suffix(2) == [pair.hugging.id, pair.compression.id])
  }

  @Test(arguments: [false, true])
  func removingEitherLeavesTheOther(removesTheFirst: Bool) throws {
    var solver = Solver()
    let pair = try squeezed(&solver, width: 30)
    let (removed, kept) = removesTheFirst ? (pair.hugging, pair.compression) : (pair.compression, pair.hugging)
    try solver.remove(removed)
    #expect(!solver.contains(removed) && solver.contains(kept))
    #expect(solver.records[kept]?.partner == -1)
    #expect(solver.brokenInvariant() == nil)
    solver.updateVariables()
    try solver.suggestValue(100, for: box)
    solver.updateVariables()
    // Without hugging, w fills the box; without compression resistance, hugging keeps it at 44.
    #expect(solver.value(of: w) == (removesTheFirst ? 84 : 44))
    try solver.suggestValue(30, for: box)
    solver.updateVariables()
    #expect(solver.value(of: w) == 14)
    try solver.remove(kept)
    solver.updateVariables()
    #expect(solver.kinds.count(where: { $0 == .error }) == 2)
    #expect(solver.brokenInvariant() == nil)
  }

  @Test(arguments: [false, true])
  func changingEitherConstantSeparatesThem(changesTheFirst: Bool) throws {
    var solver = Solver()
    let pair = try squeezed(&solver, width: 100)
    #expect(solver.value(of: w) == 44)
    // Hugging at 60 leaves 44...60 free (compression still wants 44 at least), any of them optimal; compression
    // at 60 makes both agree on 60.
    let changed = changesTheFirst ? pair.hugging : pair.compression
    try solver.setConstant(of: changed, to: -60)
    #expect(solver.records[changed]?.partner == -1)
    #expect(solver.brokenInvariant() == nil)
    solver.updateVariables()
    let value = solver.value(of: w)
    #expect(changesTheFirst ? (44...60).contains(value) : value == 60)
    #expect(solver.constraints.first { $0.id == changed.id }?.expression.constant == -60)
    #expect(solver.violations().map(\.constraint.id) == (changesTheFirst ? [] : [pair.hugging.id]))
  }

  @Test func onlyNeighboursWithTheSameExpressionShareARow() throws {
    var solver = Solver()
    let a = (w <= 44).withStrength(.weak)
    let other = (box == 10).withStrength(.weak)
    let b = (w >= 44).withStrength(.weak)
    let c = (w >= 45).withStrength(.weak)
    try solver.add([a, other, b, (box >= 0).withStrength(.medium), c])
    solver.updateVariables()
    #expect(solver.records.values.allSatisfy { $0.partner == -1 })
    #expect(solver.value(of: w) == 44.5 || solver.value(of: w) == 44 || solver.value(of: w) == 45)
    #expect(solver.brokenInvariant() == nil)
  }

  /// Random squeezes, removals and constant changes of rows of boxes with hugging and compression pairs: the
  /// solver that shares rows reaches the optimum of one that makes every row at once (violation per strength).
  @Test(arguments: 1...20)
  func sharingChangesNoOptimum(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    var shared = Solver(prioritization: seed.isMultiple(of: 2) ? .strict : .weighted)
    var plain = Solver(prioritization: shared.prioritization)
    plain.defersPreferences = false
    let widths = (0..<6).map { Variable("w\($0)") }
    var pairs: [(Constraint, Constraint)] = []
    try shared.add(widths.dropFirst().reduce(Expression(widths[0]), +) + 40 <= box)
    try plain.add(shared.constraints[0])
    for width in widths {
      let intrinsic = Double(Int.random(in: 10...60, using: &random))
      let pair = (
        (width <= intrinsic).withStrength(Strength(Double(Int.random(in: 1...3, using: &random)) * 250)),
        (width >= intrinsic).withStrength(Strength(750))
      )
      for constraint in [width >= 0, pair.0, pair.1] {
        try shared.add(constraint)
        try plain.add(constraint)
      }
      pairs.append(pair)
    }
    try shared.addEditVariable(box, strength: .strong)
    try plain.addEditVariable(box, strength: .strong)
    for step in 0..<12 {
      let size = Double(Int.random(in: 20...400, using: &random))
      try shared.suggestValue(size, for: box)
      try plain.suggestValue(size, for: box)
      switch step % 4 {
      case 1:
        let (pair, side) = (Int.random(in: 0..<pairs.count, using: &random), Bool.random(using: &random))
        let constraint = side ? pairs[pair].0 : pairs[pair].1
        if shared.contains(constraint) {
          try shared.remove(constraint)
          try plain.remove(constraint)
        }
      case 2:
        let pair = Int.random(in: 0..<pairs.count, using: &random)
        let constant = -Double(Int.random(in: 10...60, using: &random))
        for constraint in [pairs[pair].0, pairs[pair].1] where shared.contains(constraint) {
          try shared.setConstant(of: constraint, to: constant)
          try plain.setConstant(of: constraint, to: constant)
        }
      default: break
      }
      shared.updateVariables()
      plain.updateVariables()
      #expect(shared.brokenInvariant() == nil, "seed \(seed), step \(step)")
      let (mine, theirs) = (shared.violationTotals(), plain.violationTotals())
      #expect(mine.keys == theirs.keys)
      for (strength, total) in theirs {
        let other = mine[strength] ?? .nan
        #expect(abs(total - other) <= 1e-9 * max(1, total), "seed \(seed), step \(step), \(strength)")
      }
      #expect(shared.constraints.map(\.id) == plain.constraints.map(\.id))
    }
  }
}
