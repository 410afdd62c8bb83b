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
}
