import Testing

@testable import TrellisSolver

@Suite("Expression")
struct ExpressionTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func operatorsBuildTermsInWrittenOrder() {
    let expression = 2 * x + y - 10
    #expect(expression.terms == [Term(x, coefficient: 2), Term(y, coefficient: 1)])
    #expect(expression.constant == -10)
    #expect((-(x - 3 * y) / 2).terms == [Term(x, coefficient: -0.5), Term(y, coefficient: 1.5)])
    #expect((10 - x).constant == 10)
    #expect((10 - x).terms == [Term(x, coefficient: -1)])
  }

  @Test func reducedMergesTermsOfOneVariable() {
    let expression = (x + y + 2 * x - y).reduced()
    #expect(expression.terms == [Term(x, coefficient: 3)])
  }

  @Test func equatableKeepsItsMeaning() {
    let copy = x
    #expect(x == copy)
    #expect(x != y)
    #expect(Expression(x) == Expression(x))
    #expect(Variable("x") != Variable("x"))
  }

  @Test func comparisonsBuildRequiredConstraints() {
    let constraint: Constraint = 2 * x + 5 <= y
    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint.strength == .required)
    #expect(constraint.expression.terms == [Term(x, coefficient: 2), Term(y, coefficient: -1)])
    #expect(constraint.expression.constant == 5)
    #expect(constraint.description == "2 * x - y <= -5")
    #expect((x >= 10).withStrength(.weak).description == "x >= 10 | weak")
  }

  @Test func constraintsHaveIdentity() {
    let first: Constraint = x == 1
    let second: Constraint = x == 1
    #expect(first != second)
    #expect(first == first)
    #expect(first.withStrength(.weak) != first)
  }

  @Test func evaluation() {
    let expression = 2 * x - y + 1
    #expect(expression.evaluated { $0 == x ? 3 : 4 } == 3)
    #expect(!(x * .nan).isFinite)
    #expect((x + .infinity).isFinite == false)
  }
}

@Suite("Strength")
struct StrengthTests {
  @Test func namedStrengthsAreKiwis() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1000)
    #expect(Strength.weak.value == 1)
    #expect(Strength.required.isRequired)
    #expect(!Strength.strong.isRequired)
  }

  @Test(arguments: [
    (1.0, 0.0, 0.0, 1.0, 1_000_000.0),
    (0.0, 1.0, 0.0, 1.25, 1250.0),
    (0.0, 100.0, 0.0, 1.0, 100_000.0),
    (2000.0, 0.0, 0.0, 1.0, 1_000_000_000.0),
    (-5.0, 0.0, 3.0, 1.0, 3.0),
    (1000.0, 1000.0, 1000.0, 1.0, 1_001_001_000.0),
  ])
  func createMatchesKiwi(strong: Double, medium: Double, weak: Double, weight: Double, expected: Double) {
    #expect(Strength.create(strong, medium, weak, weight: weight).value == expected)
  }

  @Test func valuesAreClipped() {
    #expect(Strength(-3).value == 0)
    #expect(Strength(1e12) == .required)
    #expect(Strength(.nan).value == 0)
    #expect(Strength.weak < .medium)
  }
}
