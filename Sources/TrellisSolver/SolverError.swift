/// The ways a call to a ``Solver`` can fail. A call that throws leaves the solver exactly as it was before the call.
public enum SolverError: Error, Sendable, Equatable {
  /// The required constraint cannot hold together with the required constraints already in the solver.
  ///
  /// - Parameters:
  ///   - constraint: The constraint that was being added, or whose constant was being changed.
  ///   - conflicts: A minimal set of required constraints already in the solver that, together with `constraint`,
  ///     cannot hold: remove any one of them and the rest can. In the order in which they were added.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])

  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)

  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)

  /// The variable is already an edit variable of the solver.
  case duplicateEditVariable(Variable)

  /// The variable is not an edit variable of the solver.
  case unknownEditVariable(Variable)

  /// Edit variables cannot be required: the suggested value would have to hold whatever it is.
  case badRequiredStrength(Variable)

  /// A coefficient or the constant of the constraint is NaN or infinite.
  case nonFiniteConstraint(Constraint)

  /// A value given to the solver (a suggested value or a new constant) is NaN or infinite.
  case nonFiniteValue(Double)
}

extension SolverError: CustomStringConvertible {
  /// A sentence that names the culprit.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicts):
      let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
      return "unsatisfiable constraint: \(constraint)" + (conflicts.isEmpty ? "" : "\nconflicts with:\n\(list)")
    case .duplicateConstraint(let constraint): return "duplicate constraint: \(constraint)"
    case .unknownConstraint(let constraint): return "unknown constraint: \(constraint)"
    case .duplicateEditVariable(let variable): return "duplicate edit variable: \(variable)"
    case .unknownEditVariable(let variable): return "unknown edit variable: \(variable)"
    case .badRequiredStrength(let variable): return "an edit variable cannot be required: \(variable)"
    case .nonFiniteConstraint(let constraint): return "non-finite coefficient or constant in: \(constraint)"
    case .nonFiniteValue(let value): return "non-finite value: \(value)"
    }
  }
}
