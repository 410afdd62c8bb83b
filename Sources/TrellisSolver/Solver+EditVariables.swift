// Edit variables: variables whose values the user suggests, as a drag or a resize does.

extension Solver {
  /// Makes `variable` an edit variable, held at its suggested value (0 until the first suggestion) with
  /// `strength`.
  ///
  /// - Parameters:
  ///   - variable: The variable to edit.
  ///   - strength: How strongly the suggested value holds; it must not be ``Strength/required``.
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` or ``SolverError/badRequiredStrength(_:)``.
  public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard !edits.contains(variable) else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .badRequiredStrength(variable) }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    try insert(constraint, isEdit: true)
    edits.updateValue(EditRecord(constraint: constraint), forKey: variable)
    structuralChanges += 1
  }

  /// Stops editing `variable` and removes the constraint that held it at its suggested value.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not an edit variable.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
    erase(edit.constraint)
    structuralChanges += 1
  }

  /// Whether `variable` is an edit variable of the solver.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits.contains(variable) }

  /// The edit variables of the solver.
  public var editVariables: [Variable] {
    edits.values.sorted { records[$0.constraint]!.sequence < records[$1.constraint]!.sequence }
      .map { $0.constraint.expression.terms[0].variable }
  }

  /// Suggests a value for an edit variable; the solver honours it as far as the constraints stronger than the
  /// edit allow.
  ///
  /// - Parameters:
  ///   - value: The desired value.
  ///   - variable: An edit variable.
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/nonFiniteValue(_:)``.
  /// - Complexity: Proportional to the rows that mention the edit's marker; the dual simplex runs at the next
  ///   ``updateVariables()``.
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    // The edit's constraint by its identity, read in place: copying the record out retained its constraint.
    guard let constraintID = edits.modifyValue(forKey: variable, { $0.constraint.id }) else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else { throw .nonFiniteValue(value) }
    try changeConstant(ofConstraintWithIdentity: constraintID, to: -value)
  }
}
