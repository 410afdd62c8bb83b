/// A linear expression by dense variable index: `Σ coefficient · x[variable] + constant`. The factored engine's
/// presolve and program (`EqualityElimination`, `StandardForm`) pass constraints on in this form, so that a
/// variable is hashed once, where it is given an index, and not at every step.
struct LinearRow: Equatable {
  /// The terms, each variable at most once, in order of first appearance.
  var terms: [(variable: Int, coefficient: Double)]
  /// The constant.
  var constant: Double

  static func == (lhs: LinearRow, rhs: LinearRow) -> Bool {
    lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
      && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
  }

  /// The expressions of `constraints`, reduced, by the index of each variable in `variables`; a variable met for the
  /// first time is appended to `variables` and indexed in `index`.
  static func rows(
    of constraints: [Constraint], variables: inout [Variable], index: inout IdentityTable<Variable, Int>
  ) -> [LinearRow] {
    var rows: [LinearRow] = []
    rows.reserveCapacity(constraints.count)
    for constraint in constraints {
      let expression = constraint.expression.reduced()
      var terms: [(variable: Int, coefficient: Double)] = []
      terms.reserveCapacity(expression.terms.count)
      for term in expression.terms {
        let position: Int
        if let known = index[term.variable] {
          position = known
        } else {
          position = variables.count
          index[term.variable] = position
          variables.append(term.variable)
        }
        terms.append((position, term.coefficient))
      }
      rows.append(LinearRow(terms: terms, constant: expression.constant))
    }
    return rows
  }
}
