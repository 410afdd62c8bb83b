/// A constraint workload in the text constraint format: a build phase of edit declarations and constraints, then
/// blocks of changes (suggested values, added and removed constraints).
///
/// The format is the solver-neutral one of the benchmark workloads (see `Docs/ConstraintFormat.md`):
///
/// ```text
/// edit width strong
/// left + width <= 320
/// width == 100 | weak
/// ---
/// suggest width 400
/// remove 2
/// ```
///
/// Strengths follow kiwi's scale, and the file's results are meant to be compared with kiwi's, so run a file on a
/// solver with ``Solver/Prioritization/weighted`` prioritisation (as ``run(prioritization:)`` does by default).
public struct ConstraintFile: Sendable {
  /// One statement of the build phase.
  public enum Statement: Sendable, Hashable {
    /// `edit NAME strength`: make the variable an edit variable.
    case edit(Variable, Strength)
    /// `lhs relation rhs [| strength]`: add the constraint.
    case constraint(Constraint)
  }

  /// One `suggest NAME value` line.
  public struct Suggestion: Sendable, Hashable {
    /// The edit variable.
    public var variable: Variable
    /// The suggested value.
    public var value: Double

    /// Creates a suggestion.
    public init(variable: Variable, value: Double) {
      self.variable = variable
      self.value = value
    }
  }

  /// One line of the edit phase.
  public enum Change: Sendable, Hashable {
    /// `suggest NAME value`: suggest a value for an edit variable.
    case suggest(Suggestion)
    /// `lhs relation rhs [| strength]` after `---`: add the constraint.
    case add(Constraint)
    /// `remove N`: remove the file's N-th constraint.
    case remove(Constraint)
  }

  /// The variables in order of first appearance in the file.
  public var variables: [Variable]

  /// The build phase, in file order.
  public var statements: [Statement]

  /// The edit phase: blocks of changes, each applied in order and followed by one ``Solver/updateVariables()``.
  public var blocks: [[Change]]

  /// Creates a file from its parts.
  public init(variables: [Variable], statements: [Statement], blocks: [[Change]]) {
    self.variables = variables
    self.statements = statements
    self.blocks = blocks
  }

  /// The constraints of the build phase, in file order.
  public var constraints: [Constraint] {
    statements.compactMap { if case .constraint(let constraint) = $0 { constraint } else { nil } }
  }

  /// Every constraint the file adds, in file order (the build phase's, then those added in blocks): `remove N`
  /// removes the N-th of them, counted from 1.
  public var numberedConstraints: [Constraint] {
    constraints + blocks.joined().compactMap { if case .add(let constraint) = $0 { constraint } else { nil } }
  }

  /// Runs the build phase on `solver`: declares the edit variables and adds the constraints in file order.
  ///
  /// - Throws: The first ``SolverError``; the statements before it stay applied.
  public func build(into solver: inout Solver) throws(SolverError) {
    for statement in statements { try statement.apply(to: &solver) }
  }

  /// Applies one block of changes to `solver`, in order, and updates its variables.
  ///
  /// - Throws: The first ``SolverError``; the changes before it stay applied and the variables are not updated.
  public func apply(_ block: [Change], to solver: inout Solver) throws(SolverError) {
    for change in block { try change.apply(to: &solver) }
    solver.updateVariables()
  }

  /// The values of every variable after the build phase and after each suggest block, as `trellis solve` prints
  /// them.
  ///
  /// - Parameter prioritization: The solver's prioritisation; kiwi's weighted one by default.
  /// - Returns: One array per phase (build first), each with one value per ``variables`` entry.
  /// - Throws: The first ``SolverError``.
  public func run(prioritization: Solver.Prioritization = .weighted) throws(SolverError) -> [[Double]] {
    var solver = Solver(prioritization: prioritization)
    try build(into: &solver)
    solver.updateVariables()
    var phases = [variables.map(solver.value(of:))]
    for block in blocks {
      try apply(block, to: &solver)
      phases.append(variables.map(solver.value(of:)))
    }
    return phases
  }
}

extension ConstraintFile.Change {
  /// Makes the change on `solver`, without updating its variables.
  ///
  /// - Throws: The ``SolverError`` of the solver call; the solver is unchanged then.
  public func apply(to solver: inout Solver) throws(SolverError) {
    switch self {
    case .suggest(let suggestion): try solver.suggestValue(suggestion.value, for: suggestion.variable)
    case .add(let constraint): try solver.add(constraint)
    case .remove(let constraint): try solver.remove(constraint)
    }
  }
}

extension ConstraintFile.Statement {
  /// Makes the statement's call on `solver`: declares the edit variable or adds the constraint.
  ///
  /// - Throws: The ``SolverError`` of the solver call; the solver is unchanged then.
  public func apply(to solver: inout Solver) throws(SolverError) {
    switch self {
    case .edit(let variable, let strength): try solver.addEditVariable(variable, strength: strength)
    case .constraint(let constraint): try solver.add(constraint)
    }
  }
}
