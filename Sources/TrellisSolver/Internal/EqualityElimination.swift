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
  /// A definition: `variable = expression` (the expression mentions earlier definitions' variables only through
  /// their own definitions).
  struct Definition {
    /// The variable defined.
    var variable: Variable
    /// Its value in terms of other variables.
    var expression: Expression
  }

  /// The definitions, in the order they were made: those of the first pass refer only to variables defined before
  /// them or not at all; those of the second pass (from `secondPassStart` on) only to variables defined after them
  /// or not at all.
  private(set) var definitions: [Definition] = []
  /// The index of the second pass's first definition.
  private(set) var secondPassStart = 0
  /// The constraints that define nothing, with every defined variable expanded away, in their original order.
  private(set) var remaining: [Constraint] = []
  /// For each original constraint, its index in ``remaining``, or −1 when it became a definition.
  private(set) var remainingIndex: [Int] = []

  /// A coefficient defines its variable only when it is at least this share of the row's largest.
  static let relativeCoefficient = 1e-3

  /// Solves the eligible variables of `constraints` out (see the file's comment), never those of `keeping` in the
  /// second pass.
  init(constraints: [Constraint], keeping: Set<Variable> = []) {
    let reduced = constraints.map { $0.expression.reduced() }
    // The variables some constraint other than a required equality mentions cannot be solved out.
    var isBound: Set<Variable> = []
    for (constraint, expression) in zip(constraints, reduced)
    where !(constraint.strength.isRequired && constraint.relation == .equal) {
      for term in expression.terms { isBound.insert(term.variable) }
    }
    var definitionIndex: [Variable: Int] = [:]
    for (constraint, expression) in zip(constraints, reduced) {
      guard constraint.strength.isRequired, constraint.relation == .equal,
        let defined = EqualityElimination.definedTerm(
          of: expression, isBound: isBound, definitionIndex: definitionIndex)
      else {
        remainingIndex.append(-1)
        continue
      }
      // variable = −(the other terms + constant) / coefficient.
      let scale = -1 / defined.coefficient
      let others = expression.terms.filter { $0.variable != defined.variable }.map {
        Term($0.variable, coefficient: $0.coefficient * scale)
      }
      definitionIndex[defined.variable] = definitions.count
      definitions.append(
        Definition(variable: defined.variable, expression: Expression(others, constant: expression.constant * scale)))
      remainingIndex.append(-2)
    }
    var heap = StampHeap()
    // The second pass: required equalities between two variables (see the file's comment).
    secondPassStart = definitions.count
    for (index, constraint) in constraints.enumerated()
    where remainingIndex[index] != -2 && constraint.strength.isRequired && constraint.relation == .equal {
      let expression = expand(reduced[index], definitionIndex: definitionIndex, heap: &heap)
      guard expression.terms.count == 2,
        let defined = EqualityElimination.doubletonTerm(of: expression, keeping: keeping)
      else { continue }
      let other = expression.terms[0].variable == defined.variable ? expression.terms[1] : expression.terms[0]
      let scale = -1 / defined.coefficient
      definitionIndex[defined.variable] = definitions.count
      definitions.append(
        Definition(
          variable: defined.variable,
          expression: Expression(
            [Term(other.variable, coefficient: other.coefficient * scale)], constant: expression.constant * scale)))
      remainingIndex[index] = -2
    }
    for (index, constraint) in constraints.enumerated() where remainingIndex[index] != -2 {
      remainingIndex[index] = remaining.count
      let expression = expand(reduced[index], definitionIndex: definitionIndex, heap: &heap)
      remaining.append(
        Constraint(
          id: constraint.id, expression, constraint.relation, constraint.strength, below: constraint.strengthBelow))
    }
  }

  /// The term of a required equality between two variables that the second pass solves out, when both coefficients
  /// are ±1 (one variable is the other, or its negation, plus a constant: the substitution is exact): the later
  /// variable, unless `keeping` names it; nil when both are kept. Other coefficients are left to the simplex: with
  /// ratios up to 1,000 allowed, two systems of the differential test's `wide` profile (seeds 3,728 and 3,786) ended
  /// with a required constraint off or in rounding.
  private static func doubletonTerm(of expression: Expression, keeping: Set<Variable>) -> Term? {
    let (first, second) = (expression.terms[0], expression.terms[1])
    guard abs(first.coefficient) == 1, abs(second.coefficient) == 1 else { return nil }
    return [second, first].first { !keeping.contains($0.variable) }
  }

  /// The term of `expression` that defines its variable, if there is one: the only free variable of the row that
  /// required equalities alone mention and that is not defined yet, with a coefficient not small next to the row's
  /// largest.
  private static func definedTerm(
    of expression: Expression, isBound: Set<Variable>, definitionIndex: [Variable: Int]
  ) -> Term? {
    var candidate: Term?
    var largest = 0.0
    for term in expression.terms {
      largest = max(largest, abs(term.coefficient))
      guard !isBound.contains(term.variable), definitionIndex[term.variable] == nil else { continue }
      guard candidate == nil else { return nil }
      candidate = term
    }
    guard let candidate, abs(candidate.coefficient) >= relativeCoefficient * largest else { return nil }
    return candidate
  }

  /// `expression` with every defined variable replaced by its definition, latest first.
  private func expand(_ expression: Expression, definitionIndex: [Variable: Int], heap: inout StampHeap) -> Expression {
    guard expression.terms.contains(where: { definitionIndex[$0.variable] != nil }) else { return expression }
    var coefficients: [Variable: Double] = [:]
    var order: [Variable] = []
    var constant = expression.constant
    heap.removeAll()
    func add(_ variable: Variable, _ coefficient: Double) {
      if let existing = coefficients[variable] {
        coefficients[variable] = existing + coefficient
      } else {
        coefficients[variable] = coefficient
        order.append(variable)
        if let index = definitionIndex[variable] { heap.push(index, Symbol(index)) }
      }
    }
    for term in expression.terms { add(term.variable, term.coefficient) }
    while let symbol = heap.popLargest() {
      let definition = definitions[Int(symbol)]
      guard let coefficient = coefficients.removeValue(forKey: definition.variable), coefficient != 0 else { continue }
      constant += coefficient * definition.expression.constant
      for term in definition.expression.terms { add(term.variable, coefficient * term.coefficient) }
    }
    // Terms that cancel exactly are dropped.
    let terms = order.compactMap { variable -> Term? in
      guard let coefficient = coefficients[variable], coefficient != 0 else { return nil }
      return Term(variable, coefficient: coefficient)
    }
    return Expression(terms, constant: constant)
  }

  /// The defined variables' values, given the values of the others (`value`): the second pass's last definition
  /// first, then the first pass's in order.
  func definedValues(given value: (Variable) -> Double) -> [Variable: Double] {
    var values: [Variable: Double] = [:]
    for definition in definitions[secondPassStart...].reversed() + definitions[..<secondPassStart] {
      values[definition.variable] = definition.expression.evaluated { values[$0] ?? value($0) }
    }
    return values
  }
}
