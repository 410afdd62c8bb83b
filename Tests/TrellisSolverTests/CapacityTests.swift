import Testing

@testable import TrellisSolver

/// `reserveCapacity(constraints:variables:)` is only an optimisation: the solver must behave exactly as without it.
@Suite("Solver capacity")
struct CapacityTests {
  /// A chain `x₀ = 10`, `xᵢ₊₁ = xᵢ + 5`, each `xᵢ <= 30` preferred (strong): the first five links fit, so
  /// `xᵢ = 10 + 5i` for every i (the preferences of links 5… are violated, as the required chain forces).
  func chain(_ variables: [Variable]) -> [Constraint] {
    var constraints: [Constraint] = [variables[0] == 10]
    for index in 1..<variables.count {
      constraints.append(variables[index] == variables[index - 1] + 5)
    }
    for variable in variables {
      constraints.append((variable <= 30).withStrength(.strong))
    }
    return constraints
  }

  @Test(arguments: [(0, 0), (10, 3), (1_000, 1_000), (-5, -5)])
  func reservingGivesTheSameSolution(constraints: Int, variables: Int) throws {
    let xs = (0..<12).map { Variable("x\($0)") }
    let rows = chain(xs)
    var plain = Solver()
    var reserved = Solver()
    reserved.reserveCapacity(constraints: constraints, variables: variables)
    for row in rows {
      try plain.add(row)
      try reserved.add(row)
    }
    plain.updateVariables()
    reserved.updateVariables()
    for (index, x) in xs.enumerated() {
      // 10 + 5i, by the required chain.
      #expect(reserved.value(of: x) == Double(10 + 5 * index))
      #expect(reserved.value(of: x) == plain.value(of: x))
    }
    #expect(reserved.debugDescription == plain.debugDescription)
    #expect(reserved.brokenInvariant() == nil)
  }

  @Test func reservingBetweenAdditionsKeepsTheSolver() throws {
    // Reserving a little before every addition, as an engine adding small batches does, changes nothing.
    let xs = (0..<40).map { Variable("x\($0)") }
    var plain = Solver()
    var reserved = Solver()
    for row in chain(xs) {
      reserved.reserveCapacity(constraints: 1, variables: 2)
      try plain.add(row)
      try reserved.add(row)
    }
    plain.updateVariables()
    reserved.updateVariables()
    #expect(reserved.debugDescription == plain.debugDescription)
    #expect(reserved.value(of: xs[39]) == 10 + 5 * 39)
    #expect(reserved.brokenInvariant() == nil)
  }
}
