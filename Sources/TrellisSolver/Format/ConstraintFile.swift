/// A constraint workload in the text constraint format: a build phase of edit declarations and constraints, then
/// blocks of suggested values.
///
/// The format is the solver-neutral one of the benchmark workloads (see `Docs/ConstraintFormat.md`):
///
/// ```text
/// edit width strong
/// left + width <= 320
/// width == 100 | weak
/// ---
/// suggest width 400
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

  /// The variables in order of first appearance in the file.
  public var variables: [Variable]

  /// The build phase, in file order.
  public var statements: [Statement]

  /// The edit phase: blocks of suggestions, each followed by one ``Solver/updateVariables()``.
  public var suggestBlocks: [[Suggestion]]

  /// Creates a file from its parts.
  public init(variables: [Variable], statements: [Statement], suggestBlocks: [[Suggestion]]) {
    self.variables = variables
    self.statements = statements
    self.suggestBlocks = suggestBlocks
  }

  /// The constraints of the build phase, in file order.
  public var constraints: [Constraint] {
    statements.compactMap { if case .constraint(let constraint) = $0 { constraint } else { nil } }
  }

  /// Runs the build phase on `solver`: declares the edit variables and adds the constraints in file order.
  ///
  /// - Throws: The first ``SolverError``; the statements before it stay applied.
  public func build(into solver: inout Solver) throws(SolverError) {
    for statement in statements {
      switch statement {
      case .edit(let variable, let strength): try solver.addEditVariable(variable, strength: strength)
      case .constraint(let constraint): try solver.add(constraint)
      }
    }
  }

  /// Applies one block of suggestions to `solver` and updates its variables.
  ///
  /// - Throws: The first ``SolverError``.
  public func apply(_ block: [Suggestion], to solver: inout Solver) throws(SolverError) {
    for suggestion in block { try solver.suggestValue(suggestion.value, for: suggestion.variable) }
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
    for block in suggestBlocks {
      try apply(block, to: &solver)
      phases.append(variables.map(solver.value(of:)))
    }
    return phases
  }
}
