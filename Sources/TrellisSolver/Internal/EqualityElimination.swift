// A presolve for the factored engine (Docs/Solver.md, item 6): free variables that only required equalities
// mention are solved out of the program before the simplex runs, and computed from their equalities afterwards.
//
// A layout's positions are such variables: `child.left == parent.left + 8`, `next.top == previous.top +
// previous.height + 8` mention them, no inequality or preference does, and whatever the sizes are, each position
// follows from its equality. Left in the program they are basic variables that no bound ever limits, yet every
// entering column's solve computes how they move: on `tree_10000`'s build, 85% of the entries those solves computed
// were such positions. Solved out, the constraints that mention them (a container's last child's trailing edge, a
// child's cross-axis trailing edge) become relations between sizes: the positions cancel, as layout constraints
// are the same under translation.
//
// Each required equality in order defines the one variable of it that is free, mentioned by required equalities
// only and not yet defined, when its other such variables are defined already (so the definitions refer only to
// earlier ones) and its coefficient is not small next to the row's largest. The other constraints are expanded:
// each defined variable replaced by its definition, latest first, so that each definition is visited once and
// positions cancel as soon as they meet.
//
// A second pass solves out one variable of each required equality between two variables (`child.width ==
// parent.width - 16`, a cross axis once the positions are gone), wherever else the variable appears: the rows that
// mention it keep their length (one variable for another), its bounds and preferences become the other's, and the
// basis loses a row whose only work was to carry one value to another. Each such equality is first expanded by the
// definitions this pass made before it, so a definition refers only to variables that are never defined or defined
// later in the pass; their values are computed last definition first. Variables `keeping` names (an edit
// variable, whose constraint's constant a suggestion sets) are never solved out by it.

/// Free variables solved out of a program by the required equalities that define them (see the file's comment).
struct EqualityElimination {
  /// The variables solved out, in the order their definitions were made: those of the first pass refer only to
  /// variables defined before them or not at all; those of the second pass (from `secondPassStart` on) only to
  /// variables defined after them or not at all.
  var definedVariables: [Variable] { indexedDefinitions.map { variables[$0.variable] } }
  /// The index of the second pass's first definition.
  private(set) var secondPassStart: Int
  /// The constraints that define nothing, with every defined variable expanded away, in their original order: made
  /// on demand from ``remainingRows``, which the engine reads (`StandardForm(elimination:variables:separate:)`).
  var remaining: [Constraint] {
    zip(remainingRows, remainingConstraints).map { row, index in
      let constraint = constraints[index]
      let terms = row.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }
      return Constraint(
        id: constraint.id, Expression(terms, constant: row.constant), constraint.relation, constraint.strength,
        below: constraint.strengthBelow)
    }
  }
  /// The expressions of ``remaining``, by index in `variables`.
  private(set) var remainingRows: [LinearRow] = []
  /// For each of ``remainingRows``, the index of its constraint.
  private(set) var remainingConstraints: [Int] = []
  /// The constraints given.
  let constraints: [Constraint]
  /// For each original constraint, its index in ``remaining``, or −1 when it became a definition (0 until the
  /// last pass places it).
  private(set) var remainingIndex: [Int] = []
  /// The variables of the constraints by dense index, in order of first appearance, and their indexes.
  let variables: [Variable]
  private let indexOfVariable: IdentityTable<Variable, Int>
  /// The definitions by dense index, in the order made.
  private let indexedDefinitions: [(variable: Int, row: LinearRow)]

  /// A coefficient defines its variable only when it is at least this share of the row's largest.
  static let relativeCoefficient = 1e-3

  /// Solves the eligible variables of `constraints` out (see the file's comment), never those of `keeping` in the
  /// second pass.
  init(constraints: [Constraint], keeping: Set<Variable> = []) {
    // The constraints by dense variable index, so that the passes below index arrays instead of hashing.
    var indexOfVariable = IdentityTable<Variable, Int>()
    var variables: [Variable] = []
    let rows = LinearRow.rows(of: constraints, variables: &variables, index: &indexOfVariable)
    // The variables some constraint other than a required equality mentions cannot be solved out.
    var isBound = [Bool](repeating: false, count: variables.count)
    for (constraint, row) in zip(constraints, rows)
    where !(constraint.strength.isRequired && constraint.relation == .equal) {
      for term in row.terms { isBound[term.variable] = true }
    }
    var expansion = Expansion(variableCount: variables.count)
    for (constraint, row) in zip(constraints, rows) {
      guard constraint.strength.isRequired, constraint.relation == .equal,
        let defined = EqualityElimination.definedTerm(of: row, isBound: isBound, definedBy: expansion.definedBy)
      else {
        remainingIndex.append(0)
        continue
      }
      // variable = −(the other terms + constant) / coefficient.
      let scale = -1 / defined.coefficient
      let others = row.terms.filter { $0.variable != defined.variable }.map { ($0.variable, $0.coefficient * scale) }
      expansion.define(defined.variable, as: LinearRow(terms: others, constant: row.constant * scale))
      remainingIndex.append(-1)
    }
    // The second pass: required equalities between two variables (see the file's comment).
    let secondPassStart = expansion.definitions.count
    var isKept = [Bool](repeating: false, count: variables.count)
    for variable in keeping {
      if let index = indexOfVariable[variable] { isKept[index] = true }
    }
    for (index, constraint) in constraints.enumerated()
    where remainingIndex[index] != -1 && constraint.strength.isRequired && constraint.relation == .equal {
      let row = expansion.expand(rows[index])
      guard row.terms.count == 2, let defined = EqualityElimination.doubletonTerm(of: row, isKept: isKept) else {
        continue
      }
      let other = row.terms[0].variable == defined.variable ? row.terms[1] : row.terms[0]
      let scale = -1 / defined.coefficient
      expansion.define(
        defined.variable,
        as: LinearRow(terms: [(other.variable, other.coefficient * scale)], constant: row.constant * scale))
      remainingIndex[index] = -1
    }
    for index in constraints.indices where remainingIndex[index] != -1 {
      remainingIndex[index] = remainingRows.count
      remainingRows.append(expansion.expand(rows[index]))
      remainingConstraints.append(index)
    }
    self.secondPassStart = secondPassStart
    self.constraints = constraints
    self.variables = variables
    self.indexOfVariable = indexOfVariable
    indexedDefinitions = expansion.definitions
  }

  /// The definitions by dense variable index, and the scratch of expanding rows by them.
  private struct Expansion {
    /// The definitions, in the order made.
    private(set) var definitions: [(variable: Int, row: LinearRow)] = []
    /// For each variable, the index of its definition, or −1.
    private(set) var definedBy: [Int]
    /// For each variable, its coefficient in the row being expanded, while `isPresent`.
    private var coefficients: [Double]
    private var isPresent: [Bool]
    /// The variables met in the row being expanded, in the order met (a definition's variable once for each time it
    /// came back).
    private var order: [Int] = []
    private var heap = StampHeap()

    init(variableCount: Int) {
      definedBy = [Int](repeating: -1, count: variableCount)
      coefficients = [Double](repeating: 0, count: variableCount)
      isPresent = [Bool](repeating: false, count: variableCount)
    }

    mutating func define(_ variable: Int, as row: LinearRow) {
      definedBy[variable] = definitions.count
      definitions.append((variable, row))
    }

    /// `row` with every defined variable replaced by its definition, latest first; terms that cancel exactly are
    /// dropped.
    mutating func expand(_ row: LinearRow) -> LinearRow {
      guard row.terms.contains(where: { definedBy[$0.variable] >= 0 }) else { return row }
      var constant = row.constant
      for term in row.terms { add(term.variable, term.coefficient) }
      while let symbol = heap.popLargest() {
        let definition = definitions[Int(symbol)]
        guard isPresent[definition.variable] else { continue }
        isPresent[definition.variable] = false
        let coefficient = coefficients[definition.variable]
        guard coefficient != 0 else { continue }
        constant += coefficient * definition.row.constant
        for term in definition.row.terms { add(term.variable, coefficient * term.coefficient) }
      }
      var terms: [(variable: Int, coefficient: Double)] = []
      for variable in order where isPresent[variable] {
        isPresent[variable] = false
        if coefficients[variable] != 0 { terms.append((variable, coefficients[variable])) }
      }
      order.removeAll(keepingCapacity: true)
      return LinearRow(terms: terms, constant: constant)
    }

    private mutating func add(_ variable: Int, _ coefficient: Double) {
      if isPresent[variable] {
        coefficients[variable] += coefficient
      } else {
        isPresent[variable] = true
        coefficients[variable] = coefficient
        order.append(variable)
        if definedBy[variable] >= 0 { heap.push(definedBy[variable], Symbol(definedBy[variable])) }
      }
    }
  }

  /// The term of a required equality between two variables that the second pass solves out, when both coefficients
  /// are ±1 (one variable is the other, or its negation, plus a constant: the substitution is exact): the row's second
  /// variable, or its first when `isKept` names the second; nil when both are kept. Other coefficients are left to the simplex: with ratios up to
  /// 1,000 allowed, two systems of the differential test's `wide` profile (seeds 3,728 and 3,786) ended with a
  /// required constraint off or in rounding.
  private static func doubletonTerm(of row: LinearRow, isKept: [Bool]) -> (variable: Int, coefficient: Double)? {
    let (first, second) = (row.terms[0], row.terms[1])
    guard abs(first.coefficient) == 1, abs(second.coefficient) == 1 else { return nil }
    return [second, first].first { !isKept[$0.variable] }
  }

  /// The term of `row` that defines its variable, if there is one: the only free variable of the row that required
  /// equalities alone mention and that is not defined yet, with a coefficient not small next to the row's largest.
  private static func definedTerm(
    of row: LinearRow, isBound: [Bool], definedBy: [Int]
  ) -> (variable: Int, coefficient: Double)? {
    var candidate: (variable: Int, coefficient: Double)?
    var largest = 0.0
    for term in row.terms {
      largest = max(largest, abs(term.coefficient))
      guard !isBound[term.variable], definedBy[term.variable] < 0 else { continue }
      guard candidate == nil else { return nil }
      candidate = term
    }
    guard let candidate, abs(candidate.coefficient) >= relativeCoefficient * largest else { return nil }
    return candidate
  }

  /// The values of `wanted`: the variables solved out from their definitions, the others as `solved` gives them
  /// (`solvedValues` in its order), and 0 for a variable no constraint mentions (a program's column without a row
  /// rests at 0). The second pass's last definition is computed first, then the first pass's in order (see
  /// ``definedVariables``); each as `Expression.evaluated` sums, from the constant.
  func values(of wanted: [Variable], solved: [Variable], _ solvedValues: [Double]) -> [Double] {
    var value = [Double](repeating: 0, count: variables.count)
    for (variable, solvedValue) in zip(solved, solvedValues) {
      if let index = indexOfVariable[variable] { value[index] = solvedValue }
    }
    let order = indexedDefinitions[secondPassStart...].reversed() + indexedDefinitions[..<secondPassStart]
    for definition in order {
      var total = definition.row.constant
      for term in definition.row.terms { total += term.coefficient * value[term.variable] }
      value[definition.variable] = total
    }
    return wanted.map { variable in indexOfVariable[variable].map { value[$0] } ?? 0 }
  }
}
