// The weighted solver's values from a tree-shaped program: Docs/Solver.md, item 6, "Tree-shaped programs".
//
// With weighted priorities, preferences wait for the next update before they get rows (DeferredConstraints.swift).
// At that update, when the whole program (required constraints, preferences and edit variables' constraints, with
// their current constants) is tree-shaped once the presolve has solved out positions and shared sizes, it is
// solved by dynamic programming (`AcyclicProgram`) instead, and the preferences keep waiting: the tableau holds the
// required constraints and the edit variables' constraints only, so that an addition is still refused, with its
// explanation, as before, and a suggestion still moves the tableau by a dual simplex step. A later update after
// suggestions alone computes again only the functions above the edits' rows.
//
// The tableau takes over, with every waiting preference given its row, when the program is not tree-shaped, when
// it changed by less than an eighth of its constraints since the last solve (a program solved again from scratch
// costs about a sixth of the tableau's optimisation of it, so small changes are the tableau's), or when anything
// fails; from then on it gives the values, as it did before.

/// The solution of the weighted solver's whole program by dynamic programming, while it is tree-shaped.
struct TreeShapedSolution {
  /// The program, after the presolve.
  var program: AcyclicProgram
  /// The presolve: the variables it solved out and their definitions.
  var elimination: EqualityElimination
  /// Each edit variable's constraint, and the index of its row among the constraints the presolve left.
  var editRows: [(constraint: Constraint, row: Int)]
  /// The values of the solver's variables, in ``Solver/variables``' order.
  var values: [Double]
  /// The indexes in ``Solver/variables`` of the variables whose values the last update changed, in order.
  var changed: [Int]
}

extension Solver {
  /// The solution of the tree-shaped program, while it gives the values.
  var treeShaped: TreeShapedSolution? {
    get { treeShapedStorage.first }
    set { treeShapedStorage = newValue.map { [$0] } ?? [] }
  }

  /// A program solved afresh must have changed by at least one constraint in this many since the last solve.
  static let treeShapedBatchShare = 8
  /// The fewest constraints for which a program is tried, unless ``leastTreeShapedSize`` says otherwise: below, the
  /// tableau's build takes well under a millisecond, and the presolve and the program's check would cost as much
  /// (`enaml_like`, 113 constraints and not tree-shaped, took 0.16 ms on the tableau and 0.3 ms on the factored
  /// engine).
  static let defaultLeastTreeShapedSize = 256

  /// Updates the values from the tree-shaped program, when the solver may (see the file's comment).
  ///
  /// - Returns: Whether it did; otherwise the tableau must give the values, with every waiting preference's row.
  mutating func updatesByTreeShapedProgram() -> Bool {
    guard prioritization == .weighted, solvesTreeShapedPrograms, defersPreferences, !hasPreferenceRows,
      treeShaped != nil || records.count >= leastTreeShapedSize
    else {
      return false
    }
    let wasSolved = treeShaped != nil
    var solution: TreeShapedSolution
    // The values the last update gave, against which the changed ones are found.
    let before: [Double]
    if wasSolved, structuralChanges == 0 {
      // Moved out, not copied: the program's arrays change in place.
      solution = treeShapedStorage.removeLast()
      before = solution.values
      for (constraint, row) in solution.editRows {
        solution.program.setConstant(records[constraint]!.constraint.expression.constant, ofConstraint: row)
      }
    } else {
      before = externalVariables.map { value(of: $0) }
      guard records.count >= leastTreeShapedSize,
        structuralChanges * Solver.treeShapedBatchShare >= records.count, let fresh = treeShapedProgram()
      else {
        return abandonTreeShapedProgram(shown: before, wasSolved: wasSolved)
      }
      solution = fresh
    }
    do {
      try solution.program.solve()
    } catch {
      return abandonTreeShapedProgram(shown: before, wasSolved: wasSolved)
    }
    treeShaped = nil
    updateTableau()
    solution.values = solution.elimination.values(
      of: externalVariables, solved: solution.program.form.variables, solution.program.variableValues)
    solution.changed = externalVariables.indices.filter {
      $0 >= before.count || solution.values[$0].bitPattern != before[$0].bitPattern
    }
    treeShaped = solution
    structuralChanges = 0
    return true
  }

  /// The whole program, presolved, when it is tree-shaped.
  private func treeShapedProgram() -> TreeShapedSolution? {
    let held = records.values.sorted { $0.sequence < $1.sequence }
    let editIndices = held.indices.filter { held[$0].isEdit }
    let elimination = EqualityElimination(
      constraints: held.map(\.constraint),
      keeping: Set(editIndices.map { held[$0].constraint.expression.terms[0].variable }))
    let editRows = editIndices.map { (constraint: held[$0].constraint, row: elimination.remainingIndex[$0]) }
    let form = StandardForm(elimination: elimination, variables: externalVariables, separate: Set(editIndices))
    guard let program = AcyclicProgram(form) else { return nil }
    return TreeShapedSolution(program: program, elimination: elimination, editRows: editRows, values: [], changed: [])
  }

  /// Leaves the values to the tableau. When a tree-shaped program gave them until now (`wasSolved`), every
  /// waiting preference gets its row here and the variables whose values differ from `shown` (what the last update
  /// gave) are the changed ones; otherwise the caller does as it did before.
  private mutating func abandonTreeShapedProgram(shown: [Double], wasSolved: Bool) -> Bool {
    guard wasSolved else { return false }
    treeShaped = nil
    addDeferredConstraints()
    updateTableau()
    changedSymbols = externalVariables.indices.filter {
      $0 >= shown.count || value(of: externalVariables[$0]).bitPattern != shown[$0].bitPattern
    }.map { externalSymbols[$0] }
    return true
  }
}
