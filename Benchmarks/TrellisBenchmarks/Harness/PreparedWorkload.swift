import TrellisSolver

/// A parsed workload, with everything the timed regions need created beforehand: variables, constraints and the
/// reverse order for removal.
struct PreparedWorkload {
  /// The workload's name: a catalog name, or a file's base name without `.txt`.
  var name: String
  /// The parsed file.
  var file: ConstraintFile
  /// The build-phase constraints in reverse file order, as remove-all removes them.
  var constraintsInRemovalOrder: [Constraint]
  /// The number of `edit` declarations.
  var editCount: Int

  /// Parses `text`.
  ///
  /// - Throws: ``ConstraintFileError`` with the line and column of the first syntax error.
  init(name: String, text: String) throws(ConstraintFileError) {
    self.name = name
    file = try ConstraintFile.parse(text)
    constraintsInRemovalOrder = file.constraints.reversed()
    editCount = file.statements.count - constraintsInRemovalOrder.count
  }

  /// The number of constraints in the build phase (edit declarations excluded).
  var constraintCount: Int { constraintsInRemovalOrder.count }

  /// A new kiwi-compatible solver with the build phase applied and its variables updated.
  ///
  /// - Throws: The first ``SolverError`` of the build phase.
  func makeBuiltSolver() throws(SolverError) -> Solver {
    var solver = Solver(prioritization: .weighted)
    for statement in file.statements {
      switch statement {
      case .edit(let variable, let strength): try solver.addEditVariable(variable, strength: strength)
      case .constraint(let constraint): try solver.add(constraint)
      }
    }
    solver.updateVariables()
    return solver
  }

  /// The sum of every variable's value in `solver`: the checksum that keeps results observable.
  func valueSum(in solver: Solver) -> Double {
    file.variables.reduce(0) { $0 + solver.value(of: $1) }
  }
}
