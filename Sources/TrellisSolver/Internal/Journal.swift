/// What a call that may fail half-way has changed, so that the solver can be put back exactly as it was.
///
/// Only the two operations that can fail after pivoting keep a journal: adding a row through phase one, and
/// changing the constant of a required constraint. Each row and column is saved the first time it changes, so the
/// cost is proportional to what the call touched, not to the size of the tableau.
struct Journal {
  var rows: [(Symbol, Row?)] = []
  var columns: [(Symbol, Column)] = []
  /// The objective levels; the objective rows log their own changes.
  var levels: [Double]
  var infeasibleRows: [Symbol]
  var needsPrimalOptimization: Bool
  var needsDualOptimization: Bool
  var symbolCount: Int
  var mayHaveDrifted: Bool
}

extension Solver {
  /// Starts recording changes.
  mutating func beginJournal() {
    journalRowMarks.reset(symbolCount: kinds.count)
    journalColumnMarks.reset(symbolCount: kinds.count)
    journal = Journal(
      levels: levels, infeasibleRows: infeasibleRows,
      needsPrimalOptimization: needsPrimalOptimization, needsDualOptimization: needsDualOptimization,
      symbolCount: kinds.count, mayHaveDrifted: mayHaveDrifted)
    for level in objectives.indices { objectives[level].startRecording() }
  }

  /// Stops recording and keeps the changes.
  mutating func commitJournal() {
    guard journal != nil else { return }
    journal = nil
    for level in objectives.indices { objectives[level].stopRecording() }
  }

  /// Stops recording and undoes every recorded change (symbols created since are left for the caller to drop).
  mutating func rollBackJournal() {
    guard let saved = journal else { return }
    journal = nil
    tableauVersion &+= 1
    definitionOrder = nil
    evaluatesAllDefinitions = true
    for (symbol, row) in saved.rows where Int(symbol) < saved.symbolCount { rows[Int(symbol)] = row }
    for (symbol, column) in saved.columns where Int(symbol) < saved.symbolCount { columns[Int(symbol)] = column }
    // Levels created during the call go; the others undo their logged changes.
    var keptObjectives: [ObjectiveRow] = []
    for (level, var objective) in zip(levels, objectives) where saved.levels.contains(level) {
      objective.rollBack()
      keptObjectives.append(objective)
    }
    levels = saved.levels
    objectives = keptObjectives
    candidatesNeedRebuild = true
    infeasibleRows = saved.infeasibleRows
    artificial = nil
    needsPrimalOptimization = saved.needsPrimalOptimization
    needsDualOptimization = saved.needsDualOptimization
    mayHaveDrifted = saved.mayHaveDrifted
  }

  /// Saves the row of `basic` before its first change in a journaled call, and notes it for the next evaluation of
  /// the definitions.
  @inline(__always)
  mutating func noteRowChange(_ basic: Symbol) {
    tableauVersion &+= 1
    noteConstantChange(basic)
  }

  /// Saves the row of `basic` before its first change in a journaled call, and notes it for the next evaluation of
  /// the definitions, when only its constant changes: the tableau's version stays, and with it the shift plans.
  @inline(__always)
  mutating func noteConstantChange(_ basic: Symbol) {
    if !evaluatesAllDefinitions { noteTouched(basic) }
    guard journal != nil, journalRowMarks.insert(basic) else { return }
    journal!.rows.append((basic, rows[Int(basic)]))
  }

  /// Saves the column of `symbol` before its first change in a journaled call.
  @inline(__always)
  mutating func noteColumnChange(_ symbol: Symbol) {
    guard journal != nil, journalColumnMarks.insert(symbol) else { return }
    journal!.columns.append((symbol, columns[Int(symbol)]))
  }
}
