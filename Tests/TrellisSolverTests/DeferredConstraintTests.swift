import Testing

@testable import TrellisSolver

/// Non-required constraints get their rows at the next update, after the required constraints added meanwhile
/// (`DeferredConstraints.swift`). Everything the API promises holds in between.
@Suite("Deferred non-required constraints")
struct DeferredConstraintTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  @Test func aPreferenceWaitsForTheUpdateAndIsHeldMeanwhile() throws {
    var solver = Solver()
    let preference = (x == 40).withStrength(.medium)
    try solver.add(preference)
    #expect(solver.contains(preference))
    #expect(solver.rows.allSatisfy { $0 == nil })
    #expect(solver.deferred == [preference.id])
    let limit = x <= 30
    try solver.add(limit)
    #expect(solver.constraints.map(\.id) == [preference.id, limit.id])
    solver.updateVariables()
    #expect(solver.value(of: x) == 30)
    #expect(solver.deferred.isEmpty)
    #expect(solver.brokenInvariant() == nil)
    #expect(solver.violations().map(\.constraint.id) == [preference.id])
  }

  @Test func theConstraintsKeepTheOrderOfTheCalls() throws {
    var solver = Solver()
    let added: [Constraint] = [
      (x == 10).withStrength(.weak), x >= 0, (y == x + 5).withStrength(.strong), y <= 100,
      (z >= y).withStrength(.medium),
    ]
    try solver.add(added)
    #expect(solver.constraints.map(\.id) == added.map(\.id))
    solver.updateVariables()
    #expect(solver.constraints.map(\.id) == added.map(\.id))
    // The variables keep their order of first appearance, though z's only constraint got its row last.
    #expect(solver.variables == [x, y, z])
  }

  @Test func aDuplicateOrNonFiniteOneIsRefusedAtOnce() throws {
    var solver = Solver()
    let preference = (x == 40).withStrength(.weak)
    try solver.add(preference)
    #expect(throws: SolverError.duplicateConstraint(preference)) { try solver.add(preference) }
    let broken = (x == .infinity).withStrength(.weak)
    #expect(throws: SolverError.nonFiniteConstraint(broken)) { try solver.add(broken) }
    #expect(solver.constraints.map(\.id) == [preference.id])
  }

  @Test func oneRemovedBeforeTheUpdateNeverGetsARow() throws {
    var solver = Solver()
    let preference = (x == 40).withStrength(.strong)
    try solver.add(x >= 0)
    try solver.add(preference)
    let symbols = solver.kinds.count
    try solver.remove(preference)
    #expect(!solver.contains(preference))
    #expect(throws: SolverError.unknownConstraint(preference)) { try solver.remove(preference) }
    solver.updateVariables()
    #expect(solver.kinds.count == symbols)
    #expect(solver.value(of: x) == 0)
    #expect(solver.brokenInvariant() == nil)
  }

  @Test func oneRemovedAndAddedAgainGetsOneRow() throws {
    var solver = Solver()
    let preference = (x == 40).withStrength(.strong)
    try solver.add(preference)
    try solver.remove(preference)
    try solver.add(x <= 25)
    try solver.add(preference)
    #expect(solver.deferred == [preference.id, preference.id])
    solver.updateVariables()
    #expect(solver.value(of: x) == 25)
    #expect(solver.constraints.map(\.id).last == preference.id)
    #expect(solver.brokenInvariant() == nil)
    try solver.remove(preference)
    solver.updateVariables()
    #expect(solver.kinds.count(where: { $0 == .error }) == 0)
    #expect(solver.brokenInvariant() == nil)
  }

  @Test func aConstantChangedBeforeTheUpdateIsTheOneSolved() throws {
    var solver = Solver()
    let preference = (x == 40).withStrength(.strong)
    try solver.add(preference)
    try solver.setConstant(of: preference, to: -70)
    #expect(solver.constraints.first?.expression.constant == -70)
    #expect(throws: SolverError.self) { try solver.setConstant(of: preference, to: .nan) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 70)
    try solver.setConstant(of: preference, to: -50)
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
  }

  @Test func aRequiredConstraintRefusedMeanwhileKeepsThemWaiting() throws {
    var solver = Solver()
    try solver.add(x == 10)
    let preference = (y == x + 1).withStrength(.weak)
    try solver.add(preference)
    #expect(throws: SolverError.self) { try solver.add(x == 20) }
    #expect(solver.deferred == [preference.id])
    solver.updateVariables()
    #expect(solver.value(of: y) == 11)
  }

  /// Nested rows of boxes whose leaves prefer their intrinsic widths, squeezed by a strong container width: the
  /// rows made at the update reach the optimum the rows made at once reach, violation for violation, and both hold
  /// every required constraint.
  @Test(arguments: [Solver.Prioritization.weighted, .strict])
  func waitingReachesTheOptimumOfRowsMadeAtOnce(prioritization: Solver.Prioritization) throws {
    var deferred = Solver(prioritization: prioritization)
    var eager = Solver(prioritization: prioritization)
    eager.defersPreferences = false
    let system = Self.squeezedRows(levels: 3, branching: 3)
    for constraint in system.constraints {
      try deferred.add(constraint)
      try eager.add(constraint)
    }
    try deferred.addEditVariable(system.width, strength: .strong)
    try eager.addEditVariable(system.width, strength: .strong)
    for width in [300.0, 120.0, 2000.0] {
      try deferred.suggestValue(width, for: system.width)
      try eager.suggestValue(width, for: system.width)
      deferred.updateVariables()
      eager.updateVariables()
      let (waited, atOnce) = (deferred.violationTotals(), eager.violationTotals())
      #expect(waited.keys == atOnce.keys)
      for (strength, total) in atOnce {
        let other = waited[strength] ?? .nan
        #expect(abs(total - other) <= 1e-9 * max(1, abs(total)), "width \(width), \(strength)")
      }
      #expect(deferred.brokenInvariant() == nil)
      #expect(deferred.value(of: system.width) == eager.value(of: system.width))
    }
  }

  /// A tree of horizontal rows: each box holds `branching` children 8 points apart inside 8-point margins, and
  /// each leaf prefers an intrinsic width (hugging at 250, compression resistance at 750); the root's width is an
  /// edit variable (strong).
  static func squeezedRows(levels: Int, branching: Int) -> (constraints: [Constraint], width: Variable) {
    var constraints: [Constraint] = []
    let root = (left: Variable("v0_l"), width: Variable("v0_w"))
    constraints.append(root.left == 0)
    constraints.append(root.width >= 0)
    var level = [root]
    var next = 1
    for depth in 0..<levels {
      var children: [(left: Variable, width: Variable)] = []
      for parent in level {
        var previous: (left: Variable, width: Variable)?
        for _ in 0..<branching {
          let child = (left: Variable("v\(next)_l"), width: Variable("v\(next)_w"))
          next += 1
          if let previous {
            constraints.append(child.left == previous.left + previous.width + 8)
          } else {
            constraints.append(child.left == parent.left + 8)
          }
          constraints.append(child.width >= 0)
          if depth == levels - 1 {
            let intrinsic = Double(20 + 7 * (next % 5))
            constraints.append((child.width <= intrinsic).withStrength(Strength(250)))
            constraints.append((child.width >= intrinsic).withStrength(Strength(750)))
          }
          previous = child
          children.append(child)
        }
        constraints.append(previous!.left + previous!.width + 8 == parent.left + parent.width)
      }
      level = children
    }
    return (constraints, root.width)
  }
}
