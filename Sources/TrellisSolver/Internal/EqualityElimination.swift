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

  /// The definitions, in the order they were made (each refers only to variables defined before it, or not at all).
  private(set) var definitions: [Definition] = []
  /// The constraints that define nothing, with every defined variable expanded away, in their original order.
  private(set) var remaining: [Constraint] = []
  /// For each original constraint, its index in ``remaining``, or −1 when it became a definition.
  private(set) var remainingIndex: [Int] = []

  /// A coefficient defines its variable only when it is at least this share of the row's largest.
  static let relativeCoefficient = 1e-3

  /// Solves the eligible variables of `constraints` out (see the file's comment).
  init(constraints: [Constraint]) {
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
    for (index, (constraint, expression)) in zip(constraints, reduced).enumerated() where remainingIndex[index] != -2 {
      remainingIndex[index] = remaining.count
      let expanded = expand(expression, definitionIndex: definitionIndex, heap: &heap)
      remaining.append(
        Constraint(
          id: constraint.id, expanded, constraint.relation, constraint.strength, below: constraint.strengthBelow))
    }
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

  /// The defined variables' values, given the values of the others (`value`), in definition order.
  func definedValues(given value: (Variable) -> Double) -> [Variable: Double] {
    var values: [Variable: Double] = [:]
    for definition in definitions {
      values[definition.variable] = definition.expression.evaluated { values[$0] ?? value($0) }
    }
    return values
  }
}
