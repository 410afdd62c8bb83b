import Testing

@testable import TrellisSolver

/// Call sequences found by the libFuzzer harnesses (Fuzz/, Docs/Reliability.md), replayed as plain tests.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  /// Fuzz/Crashes/ConstraintFile-remove-beyond-Int: `remove` with a whole number beyond `Int.max` trapped while
  /// the parser wrote its error message (`Int(value)` of 1e46). It must be the ordinary "no such constraint" error,
  /// with the number as written in the file's value (1e+46), at line 3, column 8 (after `remove `). The fuzzer's
  /// input ends in a stray `&` line, which is never reached.
  @Test(arguments: [
    ("x >= 0\n---\nremove 10000000000000000000000000000000000000000000000\n&", "1e+46"),
    ("x >= 0\n---\nremove 9223372036854775808", "9.223372036854776e+18"),
    ("x >= 0\n---\nremove 1e300", "1e+300"),
    ("x >= 0\n---\nremove 4611686018427387904", "4611686018427387904"),
  ])
  func removingAConstraintNumberBeyondIntIsAnError(text: String, shown: String) {
    #expect(
      throws: ConstraintFileError(
        line: 3, column: 8, message: "there is no constraint \(shown) before this line (1 so far)")
    ) {
      try ConstraintFile.parse(text)
    }
  }

  /// Fuzz/Crashes/SolverCalls-changeConstant-stack-buffer-overflow, decoded: AddressSanitizer reported a stack
  /// buffer overflow inside `changeConstant` at the last `setConstant`, which turned out to come from a fuzzer binary
  /// built from two versions of `Solver` (Docs/Reliability.md); the sequence stays as a regression, and runs under
  /// `swift test --sanitize=address`. The constraint `0·v0 + 0 == 0` (required) cannot take the constant 0.5 (it
  /// would say 0.5 == 0): the call must throw `unsatisfiableConstraint` and leave the solver as it was.
  @Test func changingTheConstantOfAConstraintWithOnlyZeroTermsIsRefused() throws {
    var solver = Solver(prioritization: .weighted)
    let v = (0..<6).map { Variable("v\($0)") }
    func constraint(_ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ strength: Strength)
      -> Constraint
    {
      var expression = Expression(constant: constant)
      for (coefficient, index) in terms { expression = expression + coefficient * v[index] }
      return Constraint(expression, relation, strength: strength)
    }
    let zeros = (0..<3).map { _ in constraint([(0, 0)], 0, .equal, .required) }
    try solver.add(zeros)
    try solver.add(constraint([(1e6, 4)], 0, .greaterThanOrEqual, .weak))
    solver.updateVariables()
    try solver.add(constraint([(-7.25, 3), (-1, 0)], -1e6, .greaterThanOrEqual, .weak))
    try solver.add(constraint([(3, 1), (-2, 4)], 0, .greaterThanOrEqual, .required))
    try? solver.add(constraint([(-1, 2), (-7.25, 2), (-1000, 4)], 0.5, .equal, Strength(2e9)))
    try solver.remove(zeros[0])
    try? solver.add(constraint([(0, 3), (7.25, 4)], -0.001, .lessThanOrEqual, .required))
    let before = solver.constraints
    #expect {
      try solver.setConstant(of: zeros[2], to: 0.5)
    } throws: { error in
      guard case SolverError.unsatisfiableConstraint(let culprit, _) = error else { return false }
      return culprit == zeros[2]
    }
    #expect(solver.constraints == before)
    #expect(solver.brokenInvariant() == nil)
    solver.updateVariables()
    #expect(v.allSatisfy { solver.value(of: $0).isFinite })
  }

  /// Fuzz/Crashes/SolverCalls-objective-mentions-basic-symbol, decoded (Docs/Reliability.md): removing constraints
  /// with coefficients of 1e9 and 1e-9 left a rounding residue of v4 in the objective (about -0.07·v4) after every
  /// constraint on v4 was gone; v4 then counted as fresh, so the edit constraint `v4 == 0` became v4's row without
  /// being substituted into the objective, which then mentioned a basic symbol. The invariants must hold after
  /// every call.
  @Test func aVariableLeftInTheObjectiveIsNotFresh() throws {
    var solver = Solver(prioritization: .weighted)
    let v = (0..<6).map { Variable("v\($0)") }
    var steps: [String] = []
    func check(_ step: String) {
      if let broken = solver.brokenInvariant() { steps.append("\(step): \(broken)") }
    }
    #expect(throws: SolverError.unknownEditVariable(v[5])) { try solver.suggestValue(0.001, for: v[5]) }
    solver.updateVariables()
    try solver.addEditVariable(v[2], strength: Strength(0))
    #expect(throws: SolverError.badRequiredStrength(v[4])) { try solver.addEditVariable(v[4], strength: .required) }
    let c1 = (1e-9 * v[5] + 10 <= 0).withStrength(Strength(250))
    try solver.add(c1)
    check("add c1")
    try solver.suggestValue(-100, for: v[2])
    try solver.remove(c1)
    check("remove c1")
    let c2 = (-0.001 * v[4] - 1e-9 * v[5] <= 0).withStrength(.strong)
    try solver.add(c2)
    let c3 = (1e9 * v[4] + 0.5 <= 0).withStrength(.strong)
    try solver.add(c3)
    check("add c3")
    try solver.setConstant(of: c2, to: 1e-9)
    try solver.remove(c3)
    check("remove c3")
    let c4 = (250 * v[3] - 0.001 * v[0] + 0 * v[1] + 1e-9 >= 0).withStrength(Strength(2e9))
    try solver.add(c4)
    try solver.remove(c2)
    check("remove c2")
    try solver.addEditVariable(v[4], strength: .weak)
    check("edit v4 weak")
    try solver.suggestValue(25, for: v[4])
    solver.updateVariables()
    check("suggest v4")
    #expect(steps.isEmpty)
    #expect(solver.value(of: v[4]) == 25)
    #expect(solver.value(of: v[2]) == -100)
  }
}
