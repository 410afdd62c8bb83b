import Testing

@testable import TrellisSolver

/// `Constraint(preferring:above:below:)`: one row for the pair `expression <= 0 @above`, `expression >= 0 @below`.
@Suite("Preferences with two strengths")
struct AsymmetricPreferenceTests {
  /// A required side cannot share a row: the initializer refuses it instead of weakening it.
  @Test func aRequiredSideIsRefused() {
    let x = Variable("x")
    #expect(Constraint(preferring: x - 10, above: .required, below: .weak) == nil)
    #expect(Constraint(preferring: x - 10, above: .weak, below: .required) == nil)
    let both = Constraint(preferring: x - 10, above: .weak, below: .strong)
    #expect(both?.relation == .equal)
    #expect(both?.strength == .weak)
    #expect(both?.strengthBelow == .strong)
    #expect(both?.description == "x == 10 | weak above, strong below")
    #expect((x == 10).strengthBelow == .required)
  }

  /// The preference `w == 100`, missed above at 250 and below at 750, against a pull that wins over one side and
  /// not the other: `w == 150 @500` beats the hugging side (w goes to 150); `w == 40 @500` loses to the
  /// compression side (w stays 100). Each result is checked against the same system written as two inequalities.
  @Test(arguments: [(150.0, 150.0), (40.0, 100.0)])
  func eachSideKeepsItsOwnStrength(pull: Double, expected: Double) throws {
    for split in [false, true] {
      var solver = Solver()
      let w = Variable("w")
      if split {
        try solver.add((w <= 100).withStrength(Strength(250)))
        try solver.add((w >= 100).withStrength(Strength(750)))
      } else {
        try solver.add(#require(Constraint(preferring: w - 100, above: Strength(250), below: Strength(750))))
      }
      try solver.add((w == pull).withStrength(Strength(500)))
      solver.updateVariables()
      #expect(solver.value(of: w) == expected, "split: \(split)")
    }
  }

  /// Under kiwi's weights the two sides are weights of one objective: 3 units below at weight 5 cost more than
  /// 3 units of a pull at weight 4, 3 units above at weight 1 less.
  @Test func weightedSidesAreWeights() throws {
    var solver = Solver(prioritization: .weighted)
    let w = Variable("w")
    let v = Variable("v")
    try solver.add(#require(Constraint(preferring: w - 10, above: Strength(1), below: Strength(5))))
    try solver.add(#require(Constraint(preferring: v - 10, above: Strength(1), below: Strength(5))))
    try solver.add((w == 7).withStrength(Strength(4)))
    try solver.add((v == 13).withStrength(Strength(4)))
    solver.updateVariables()
    #expect(solver.value(of: w) == 10)
    #expect(solver.value(of: v) == 13)
  }

  /// The violation report names the side missed: its strength, and the totals per strength count each side at its
  /// own strength.
  @Test func violationsNameTheSideMissed() throws {
    var solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let wide = try #require(Constraint(preferring: a - 100, above: .weak, below: .medium))
    let narrow = try #require(Constraint(preferring: b - 100, above: .weak, below: .medium))
    try solver.add(wide)
    try solver.add(narrow)
    try solver.add(a == 130)
    try solver.add(b == 80)
    solver.updateVariables()
    let violations = solver.violations()
    #expect(violations.map(\.constraint) == [wide, narrow])
    #expect(violations.map(\.amount) == [30, 20])
    #expect(violations.map(\.strength) == [.weak, .medium])
    #expect(solver.violationTotals() == [.weak: 30, .medium: 20])
  }

  /// Removing the preference takes both sides out of the objective; changing its constant moves the target.
  @Test func removalAndConstantChangeKeepBothSides() throws {
    var solver = Solver()
    let w = Variable("w")
    let preference = try #require(Constraint(preferring: w - 100, above: Strength(250), below: Strength(750)))
    try solver.add(preference)
    try solver.add((w == 300).withStrength(Strength(500)))
    try solver.add((w >= 0))
    solver.updateVariables()
    #expect(solver.value(of: w) == 300)
    try solver.setConstant(of: preference, to: -400)
    solver.updateVariables()
    #expect(solver.value(of: w) == 400)
    try solver.remove(preference)
    solver.updateVariables()
    #expect(solver.value(of: w) == 300)
    #expect(solver.violationTotals() == [Strength(500): 0])
    #expect(solver.brokenInvariant() == nil)
  }
}
