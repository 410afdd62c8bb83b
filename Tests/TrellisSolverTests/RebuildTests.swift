import Testing

@testable import TrellisSolver

/// The rebuild of a tableau that refinement could not mend (`Solver+Rebuild.swift`): it takes place where kiwi's
/// subject rule or the solver's history left required constraints off, what the user gave the solver survives it,
/// the variables it moves are reported as changed, and the rebuilt solver goes on working. The fixtures are the
/// differential test's (`DifferentialRegressionTests`), where HiGHS's optimum is checked too.
@Suite("Rebuild")
struct RebuildTests {
  /// The largest miss of a required constraint the solver holds, as the differential test measures it.
  static func largestRequiredMiss(of solver: Solver) -> Double {
    var largest = 0.0
    for constraint in solver.constraints where constraint.strength.isRequired {
      let (violation, magnitude) = DifferentialRegressionTests.violation(of: constraint, in: solver)
      largest = max(largest, violation / max(1, magnitude))
    }
    return largest
  }

  /// A rebuild in each order holds the same constraints in their places, with the same values on a system whose
  /// optimum is unique; the strongest-first order adds them by strength, the order of addition among equals.
  @Test(arguments: [RebuildOrder.addition, .requiredFirst, .strongestFirst])
  func aRebuildInAnyOrderHoldsTheSameConstraints(order: RebuildOrder) throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver(prioritization: .weighted)
    try solver.add((x == 10).withStrength(.weak))
    try solver.add((x + y == 50).withStrength(.strong))
    try solver.add(y >= 0)
    try solver.add((y == 30).withStrength(.medium))
    try solver.add(x <= 25)
    solver.updateVariables()
    var rebuild = try #require(solver.rebuilt(subjectRule: .first, order: order))
    rebuild.updateVariables()
    #expect(rebuild.constraints.map(\.id) == solver.constraints.map(\.id))
    #expect(rebuild.value(of: x) == 20)
    #expect(rebuild.value(of: y) == 30)
    #expect(rebuild.brokenInvariant() == nil)
  }

  /// `rebuild_subject_1` (layout seed 70,395, shrunk): built with kiwi's subject rule, a required equality ends
  /// 17.8 off; the rebuild with subjects chosen by magnitude holds it, and keeps its rule.
  @Test func aBuildLeftOffIsRebuiltWithSubjectsChosenByMagnitude() throws {
    let file = try ConstraintFile.parse(Fixture.text("Differential/rebuild_subject_1.txt"))
    var solver = Solver(prioritization: .weighted)
    solver.defersPreferences = false  // the order the fixture was found in
    try file.build(into: &solver)
    let constraints = solver.constraints
    let variables = solver.variables
    let editVariables = solver.editVariables
    solver.updateVariables()

    #expect(solver.subjectRule != .first)
    #expect(solver.constraints.map(\.id) == constraints.map(\.id))
    #expect(solver.constraints.map(\.expression.constant) == constraints.map(\.expression.constant))
    #expect(solver.variables == variables)
    #expect(solver.editVariables == editVariables)
    #expect(solver.brokenInvariant() == nil)
    #expect(Self.largestRequiredMiss(of: solver) <= 1e-8)
    // The first update reports every variable whose value is not 0 (the values before it).
    let changed = Set(solver.changedVariables)
    for variable in variables where solver.value(of: variable) != 0 { #expect(changed.contains(variable)) }

    // The rebuilt solver goes on: a suggestion, a removal and the same constraint added again.
    let edit = try #require(editVariables.first)
    try solver.suggestValue(120, for: edit)
    let last = try #require(constraints.last)
    try solver.remove(last)
    solver.updateVariables()
    #expect(solver.brokenInvariant() == nil)
    #expect(!solver.contains(last))
    try solver.add(last)
    solver.updateVariables()
    #expect(solver.brokenInvariant() == nil)
    #expect(Self.largestRequiredMiss(of: solver) <= 1e-6)
  }

  /// `rebuild_history_1` (layout seed 7,496, shrunk): the build and the first three blocks are right, and after the
  /// fourth (a suggestion and a removal) a required constraint ends 0.18 off; adding the held constraints afresh
  /// mends it. Every variable whose value an update changes is among ``Solver/changedVariables``, the rebuild's
  /// update included.
  @Test func aTableauLeftOffByItsHistoryIsRebuiltAndReportsWhatMoved() throws {
    let file = try ConstraintFile.parse(Fixture.text("Differential/rebuild_history_1.txt"))
    var solver = Solver(prioritization: .weighted)
    try file.build(into: &solver)
    solver.updateVariables()
    for block in file.blocks {
      let before = file.variables.map { solver.value(of: $0) }
      try file.apply(block, to: &solver)
      let changed = Set(solver.changedVariables)
      for (variable, old) in zip(file.variables, before)
      where solver.value(of: variable).bitPattern != old.bitPattern {
        #expect(changed.contains(variable), "\(variable) moved from \(old) to \(solver.value(of: variable))")
      }
      #expect(solver.brokenInvariant() == nil)
      #expect(Self.largestRequiredMiss(of: solver) <= 1e-8)
    }
    #expect(solver.variables == file.variables)
  }

  /// `rebuild_required_first_1` (layout seed 77,773, shrunk): no rebuild in the order of addition holds its required
  /// constraints, one with the required constraints first does; the constraints keep their order all the same.
  @Test func aRebuildWithTheRequiredConstraintsFirstKeepsTheirOrder() throws {
    let file = try ConstraintFile.parse(Fixture.text("Differential/rebuild_required_first_1.txt"))
    var solver = Solver(prioritization: .weighted)
    try file.build(into: &solver)
    let constraints = solver.constraints
    solver.updateVariables()
    #expect(solver.constraints.map(\.id) == constraints.map(\.id))
    #expect(solver.brokenInvariant() == nil)
    #expect(Self.largestRequiredMiss(of: solver) <= 1e-8)
    // A constraint added later still comes last.
    let extra = try #require(constraints.first { !$0.strength.isRequired })
    try solver.remove(extra)
    try solver.add(extra)
    #expect(solver.constraints.last?.id == extra.id)
  }

  /// The same systems under strict priorities, where a rebuild compares the violations per strength from the
  /// highest: the required constraints hold and the tableau keeps its invariants through every block.
  @Test(arguments: [
    "rebuild_history_1.txt", "rebuild_history_2.txt", "rebuild_subject_1.txt", "rebuild_subject_2.txt",
    "rebuild_required_first_1.txt", "rebuild_required_first_2.txt",
  ])
  func strictPrioritiesHoldTheRequiredConstraints(fixture: String) throws {
    let file = try ConstraintFile.parse(Fixture.text("Differential/\(fixture)"))
    var solver = Solver(prioritization: .strict)
    try file.build(into: &solver)
    solver.updateVariables()
    #expect(solver.brokenInvariant() == nil)
    #expect(Self.largestRequiredMiss(of: solver) <= 1e-6)
    for block in file.blocks {
      try file.apply(block, to: &solver)
      #expect(solver.brokenInvariant() == nil)
      #expect(Self.largestRequiredMiss(of: solver) <= 1e-6)
    }
  }

  /// A system that refinement keeps right is never rebuilt: kiwi's subject rule stays.
  @Test func aSystemThatHoldsIsNotRebuilt() throws {
    let file = try ConstraintFile.parse(Fixture.text("Differential/large_values_1.txt"))
    var solver = Solver(prioritization: .weighted)
    try file.build(into: &solver)
    solver.updateVariables()
    #expect(solver.subjectRule == .first)
    #expect(!solver.rebuildIsFutile)
  }
}
