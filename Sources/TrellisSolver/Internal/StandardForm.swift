// The linear program of a set of constraints under kiwi's weighted objective, as a revised simplex reads it (step 2
// of Docs/Solver.md, item 6): the constraints as written, one row each, never substituted.
//
// Row i is `Σ aᵢⱼ xⱼ + (its own columns) = −cᵢ` for the constraint `Σ aᵢⱼ xⱼ + cᵢ relation 0`:
// - a required constraint has one logical column r, with coefficient −1, so that r is the expression's value:
//   bounds [0, 0] for `==`, (−∞, 0] for `<=`, [0, ∞) for `>=`, cost 0;
// - a preference has two error columns, e⁺ with coefficient −1 and e⁻ with +1, so that the expression is e⁺ − e⁻:
//   both [0, ∞), e⁺ costing the strength with which the expression should not rise above zero (`==` and `<=`),
//   e⁻ the strength with which it should not fall below (`==` and `>=`), 0 on the side the relation allows.
// A preference on the same expression as the one before it (a view's hugging and compression resistance, `w <= 40`
// then `w >= 40`) shares that one's row, each error column costing the sum of both strengths on its side: the
// violation costs are the same, and the basis loses a row pinned to another (`tree_10000`'s build took 10,732
// iterations with a row each, 6,958 shared). Constraints `separate` names keep a row of their own.
// The variables are columns of cost 0, free but for the required constraints on one variable alone (`w >= 0`, a
// layout's sizes): those are bounds of its column, not rows, so that the basis and its solves do not carry them. The
// minimum of Σ cost × column is kiwi's objective: the sum over the preferences of strength times violation, with
// every required constraint holding.

/// The linear program of a set of constraints: columns by variable and logical, rows by constraint.
struct StandardForm {
  /// What a column stands for.
  enum ColumnKind: Equatable {
    /// A variable of the constraints (free, cost 0).
    case variable
    /// The value of a required constraint's expression.
    case logical
    /// The amount by which a preference's expression rises above zero.
    case errorAbove
    /// The amount by which a preference's expression falls below zero.
    case errorBelow
  }

  /// The variables, in order of first appearance: column j < variables.count is variables[j].
  private(set) var variables: [Variable] = []
  /// The number of rows (constraints).
  private(set) var rowCount = 0
  /// The columns of the matrix, by row.
  private(set) var columns = FlatColumns()
  /// The rows of the matrix: for each row, the columns it holds, with the entries.
  private(set) var rows = FlatColumns()
  /// For each column, its least value (−∞ when unbounded below).
  private(set) var lower: [Double] = []
  /// For each column, its greatest value (∞ when unbounded above).
  private(set) var upper: [Double] = []
  /// For each column, its cost per unit.
  private(set) var costs: [Double] = []
  /// For each column, what it stands for.
  private(set) var kinds: [ColumnKind] = []
  /// For each row, its right-hand side: minus the constraint's constant.
  private(set) var rightHandSides: [Double] = []
  /// For each row, its logical column (a required constraint) or its `errorAbove` column (a preference); a
  /// preference's `errorBelow` column follows it.
  private(set) var ownColumns: [Int] = []
  /// For each row, whether its constraint is required.
  private(set) var isRequired: [Bool] = []
  /// For each constraint, its row (shared with the preference before it on the same expression), or −1 for a
  /// required constraint on one variable (a bound of its column).
  private(set) var rowOfConstraint: [Int] = []
  /// Whether the bounds that required constraints on one variable set contradict each other (beyond rounding).
  private(set) var hasContradictoryBounds = false
  /// For each row, whether more than one constraint holds it.
  private var isShared: [Bool] = []

  /// The program of `constraints`, whose variables come first in `variables`' order and then in order of first
  /// appearance in the constraints; the constraints at the indices `separate` names never share a row (see the
  /// file's comment).
  ///
  /// - Precondition: Every coefficient and constant is finite.
  init(constraints: [Constraint], variables knownVariables: [Variable] = [], separate: Set<Int> = []) {
    var (variables, columnOfVariable) = StandardForm.columns(of: knownVariables) { _ in false }
    let rows = LinearRow.rows(of: constraints, variables: &variables, index: &columnOfVariable)
    self.init(expressions: rows, of: constraints, variables: variables, separate: separate)
  }

  /// The program of the constraints `elimination` leaves (its ``EqualityElimination/remaining``, without making
  /// them), whose variables are those of `variables` it did not solve out, in that order, then the others in order
  /// of first appearance; the constraints of `elimination` at the indices `separate` names (edit variables',
  /// whose constants suggestions set) never share a row.
  init(elimination: EqualityElimination, variables knownVariables: [Variable], separate: Set<Int>) {
    var isDefined = IdentityTable<Variable, Bool>()
    for variable in elimination.definedVariables { isDefined.updateValue(true, forKey: variable) }
    var (variables, columnOfVariable) = StandardForm.columns(of: knownVariables) { isDefined.contains($0) }
    var columnOfIndex = elimination.variables.map { columnOfVariable[$0] ?? -1 }
    var rows = elimination.remainingRows
    for row in rows.indices {
      for term in rows[row].terms.indices {
        let index = rows[row].terms[term].variable
        if columnOfIndex[index] < 0 {
          columnOfIndex[index] = variables.count
          variables.append(elimination.variables[index])
        }
        rows[row].terms[term].variable = columnOfIndex[index]
      }
    }
    self.init(
      expressions: rows, of: elimination.remainingConstraints.map { elimination.constraints[$0] }, variables: variables,
      separate: Set(separate.map { elimination.remainingIndex[$0] }))
  }

  /// The columns of `knownVariables` but those `skipping` names, each once, in order, and the index of each.
  private static func columns(
    of knownVariables: [Variable], skipping: (Variable) -> Bool
  ) -> ([Variable], IdentityTable<Variable, Int>) {
    var columnOfVariable = IdentityTable<Variable, Int>()
    var variables: [Variable] = []
    for variable in knownVariables where columnOfVariable[variable] == nil && !skipping(variable) {
      columnOfVariable[variable] = variables.count
      variables.append(variable)
    }
    return (variables, columnOfVariable)
  }

  /// The program of `expressions`, those of `constraints` by column, over the columns `variables`.
  private init(expressions: [LinearRow], of constraints: [Constraint], variables: [Variable], separate: Set<Int>) {
    self.variables = variables
    // The rows as they are made, each a list of (column, value); the columns are their transpose.
    var byRow = FlatColumns()
    lower = [Double](repeating: -.infinity, count: variables.count)
    upper = [Double](repeating: .infinity, count: variables.count)
    costs = [Double](repeating: 0, count: variables.count)
    kinds = [ColumnKind](repeating: .variable, count: variables.count)
    for (index, (constraint, expression)) in zip(constraints, expressions).enumerated() {
      precondition(
        expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite },
        "a constraint with a coefficient or constant that is not finite")
      if constraint.strength.isRequired, expression.terms.count == 1 {
        bound(expression.terms[0].variable, by: expression, constraint.relation)
        rowOfConstraint.append(-1)
        continue
      }
      // A preference before it always has a row of its own or shared.
      if !constraint.strength.isRequired, !separate.contains(index), index > 0, !separate.contains(index - 1),
        !constraints[index - 1].strength.isRequired, expressions[index - 1] == expression
      {
        let row = rowOfConstraint[index - 1]
        let (above, below) = StandardForm.errorCosts(of: constraint)
        costs[ownColumns[row]] += above
        costs[ownColumns[row] + 1] += below
        rowOfConstraint.append(row)
        isShared[row] = true
        continue
      }
      let row = rowCount
      rowCount += 1
      rowOfConstraint.append(row)
      isShared.append(false)
      for term in expression.terms {
        byRow.appendEntry(row: term.variable, value: term.coefficient)
      }
      rightHandSides.append(-expression.constant)
      ownColumns.append(costs.count)
      isRequired.append(constraint.strength.isRequired)
      if constraint.strength.isRequired {
        byRow.appendEntry(row: costs.count, value: -1)
        kinds.append(.logical)
        costs.append(0)
        lower.append(constraint.relation == .lessThanOrEqual ? -.infinity : 0)
        upper.append(constraint.relation == .greaterThanOrEqual ? .infinity : 0)
      } else {
        let (above, below) = StandardForm.errorCosts(of: constraint)
        byRow.appendEntry(row: costs.count, value: -1)
        byRow.appendEntry(row: costs.count + 1, value: 1)
        kinds.append(contentsOf: [.errorAbove, .errorBelow])
        costs.append(contentsOf: [above, below])
        lower.append(contentsOf: [0, 0])
        upper.append(contentsOf: [.infinity, .infinity])
      }
      byRow.endColumn()
    }
    // Transposed twice: each row's entries by column, as the crash's ties are broken.
    columns = byRow.transposed(rowCount: costs.count)
    rows = columns.transposed(rowCount: rowCount)
  }

  /// The costs of a preference's errors: per unit its expression rises above zero, and per unit it falls below.
  private static func errorCosts(of constraint: Constraint) -> (above: Double, below: Double) {
    (
      constraint.relation == .greaterThanOrEqual ? 0 : constraint.strength.value,
      constraint.relation == .lessThanOrEqual ? 0 : constraint.strengthBelow.value
    )
  }

  /// Narrows the bounds of variable column `column` by the required constraint `expression relation 0` on it alone.
  /// Bounds that cross by no more than rounding meet; beyond, `hasContradictoryBounds`.
  private mutating func bound(_ column: Int, by expression: LinearRow, _ relation: Relation) {
    let coefficient = expression.terms[0].coefficient
    let value = -expression.constant / coefficient
    // `a x + c <= 0` bounds x above when a > 0, below when a < 0.
    let bindsAbove = relation == .equal || (relation == .lessThanOrEqual) == (coefficient > 0)
    let bindsBelow = relation == .equal || (relation == .greaterThanOrEqual) == (coefficient > 0)
    if bindsAbove { upper[column] = min(upper[column], value) }
    if bindsBelow { lower[column] = max(lower[column], value) }
    guard lower[column] > upper[column] else { return }
    if lower[column] - upper[column] <= StandardForm.boundTolerance * (1 + abs(lower[column])) {
      upper[column] = lower[column]
    } else {
      hasContradictoryBounds = true
    }
  }

  /// How far, relative to their magnitude plus one, two bounds of a column may cross and still meet.
  static let boundTolerance = 1e-9

  /// The number of columns.
  var columnCount: Int { costs.count }

  /// Column `column` of the matrix as a sparse column.
  func column(_ column: Int) -> SparseColumn {
    let range = columns.range(of: column)
    return SparseColumn(rows: Array(columns.rows[range]), values: Array(columns.values[range]))
  }

  /// The columns `indices` of the matrix, in that order.
  func columns(_ indices: [Int]) -> FlatColumns {
    var result = FlatColumns()
    for index in indices { result.append(index, of: columns) }
    return result
  }

  /// Sets the right-hand side of constraint `index`'s row to minus `constant` (a suggested value or a changed
  /// constant).
  ///
  /// - Precondition: The constraint has a row of its own (it is not a required constraint on one variable, and no
  ///   other preference shares its row: `separate` names it).
  mutating func setConstant(_ constant: Double, ofConstraint index: Int) {
    let row = rowOfConstraint[index]
    precondition(row >= 0 && !isShared[row], "a bound's or a shared row's constant is changed by building afresh")
    rightHandSides[row] = -constant
  }
}
