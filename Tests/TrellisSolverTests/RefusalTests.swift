import Testing

@testable import TrellisSolver

/// The second look at phase one's refusals (`Solver+Refusal.swift`): a satisfiable constraint that phase one refused
/// because the only coefficients that could satisfy it were under its pivot shares is accepted, and a contradiction
/// is still refused, with the solver left as it was. The differential test's fixtures `refusal_small_pivot_*` and
/// `refusal_required_first_1` (`DifferentialRegressionTests`) check HiGHS's optimum on the shrunk seeds.
@Suite("Refusals")
struct RefusalTests {
  /// Wide seed 4767 of the differential test, shrunk: the three required constraints fix v1 = 389.8 and v2 = 169.4,
  /// and the strength-1e8 equality wants v0 near −0.25, but the last constraint needs v0 ≤ −1,558,662.4. In its
  /// artificial row the only symbol that can move v0 is the equality's error symbol, at 2.5e-4 (0.25 × the
  /// equality's 1/1000) beside coefficients of 400: under phase one's share of 1e-6, so it was refused.
  /// The first three constraints (and `v0 >= 0` with `bound`); returns the last, not added.
  static func addSystem(to solver: inout Solver, bound: Bool) throws -> Constraint {
    let (v0, v1, v2) = (Variable("v0"), Variable("v1"), Variable("v2"))
    try solver.add((-1000 * v0 + v2 - v1 == 28).withStrength(Strength(1e8)))
    try solver.add(-1000 - v2 == -3 * v1)
    try solver.add(-2 * v2 + v1 == 51)
    if bound { try solver.add(v0 >= 0) }
    return 0.25 * v0 + 1000 * v1 - v2 <= -35
  }

  @Test func aConstraintOnlySmallCoefficientsCanSatisfyIsAccepted() throws {
    var solver = Solver(prioritization: .weighted)
    try solver.add(Self.addSystem(to: &solver, bound: false))
    solver.updateVariables()
    #expect(solver.brokenInvariant() == nil)
    #expect(RebuildTests.largestRequiredMiss(of: solver) <= 1e-8)
    let v0 = try #require(solver.variables.first { $0.name == "v0" })
    // v0 at its bound: 4 × (169.4 − 389,800 − 35) = −1,558,662.4, as HiGHS finds.
    #expect(abs(solver.value(of: v0) + 1_558_662.4) <= 1e-6 * 1_558_662.4)
  }

  /// With `v0 >= 0` the last constraint contradicts the others: the refusal is in doubt (the error symbol's small
  /// coefficient), the second look finds no way either, and the solver is as it was.
  @Test func aContradictionIsStillRefusedAndChangesNothing() throws {
    var solver = Solver(prioritization: .weighted)
    let culprit = try Self.addSystem(to: &solver, bound: true)
    solver.updateVariables()
    let before = solver.variables.map { solver.value(of: $0).bitPattern }
    let held = solver.constraints.map(\.id)

    do {
      try solver.add(culprit)
      Issue.record("\(culprit) was accepted")
    } catch {
      guard case .unsatisfiableConstraint(let constraint, let conflicts) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(constraint == culprit)
      #expect(conflicts.contains { $0.expression.terms.count == 1 })  // v0 >= 0 is among them
    }
    #expect(solver.constraints.map(\.id) == held)
    #expect(solver.brokenInvariant() == nil)
    solver.updateVariables()
    #expect(solver.variables.map { solver.value(of: $0).bitPattern } == before)
  }

  /// Wide seed 3554, shrunk (`Differential/accepted_contradiction_1.txt`, 31 lines): `52 − v8 == 0` and then
  /// `v8 == −229.035`, both required, after constraints whose pivots let the tableau drift (terms of 9e12). The
  /// second was accepted (its expansion held external variables at 0.0067 that the first row had dropped as residues,
  /// and one became its subject), leaving a required constraint 281 off; now an addition to a tableau that may have
  /// drifted is checked, and this one is refused on the rebuilt tableau, where it is a contradiction.
  @Test func aContradictionADriftedTableauAcceptedIsRefused() throws {
    let file = try ConstraintFile.parse(Fixture.text("Differential/accepted_contradiction_1.txt"))
    var solver = Solver(prioritization: .weighted)
    do {
      try file.build(into: &solver)
      Issue.record("the last constraint was accepted")
    } catch {
      guard case .unsatisfiableConstraint(let constraint, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(constraint == file.constraints.last)
    }
    #expect(solver.constraints.count == file.constraints.count - 1)
    solver.updateVariables()
    #expect(solver.brokenInvariant() == nil)
    #expect(RebuildTests.largestRequiredMiss(of: solver) <= 1e-6)
  }

  /// Wide seed 7460, whole (`Differential/drifted_additions_1.txt`, 495 constraints, one phase): pivots let the
  /// tableau drift early, and from then on nearly every required addition left a vertex that missed a required
  /// constraint, so each optimised a copy of the whole tableau to check it, from the lazy state the additions leave,
  /// and threw the copy away: one full optimisation per addition, past 120 s. The copy is kept now when it holds, so
  /// each check costs the pivots its addition needs. The system is solved as HiGHS solves it (the differential test):
  /// one constraint refused (`v32 == 0.001` beside `0.5·v32 == −95`), every other required one held.
  @Test func additionsToADriftedTableauKeepTheCheckedCopy() throws {
    let file = try ConstraintFile.parse(Fixture.text("Differential/drifted_additions_1.txt"))
    var solver = Solver(prioritization: .weighted)
    var refused: [Constraint] = []
    for constraint in file.constraints {
      do {
        try solver.add(constraint)
      } catch {
        refused.append(constraint)
      }
    }
    #expect(refused.map(\.description) == ["v32 == 0.001"])
    solver.updateVariables()
    #expect(solver.brokenInvariant() == nil)
    #expect(RebuildTests.largestRequiredMiss(of: solver) <= 1e-6)
  }

  /// A contradiction among well-scaled constraints ends phase one with no symbol that could lower the artificial
  /// variable: not in doubt, refused at once.
  @Test func aWellScaledContradictionIsNotInDoubt() throws {
    var solver = Solver(prioritization: .weighted)
    let x = Variable("x")
    try solver.add(x >= 10)
    #expect(throws: SolverError.self) { try solver.add(x <= 5) }
    #expect(!solver.isRefusalInDoubt(Row(constant: 5, entries: [RowEntry(symbol: 0, coefficient: 1)])))
    #expect(solver.isRefusalInDoubt(Row(constant: 5, entries: [RowEntry(symbol: 0, coefficient: -1e-8)])))
  }
}
