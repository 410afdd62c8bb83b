/// What a call that may fail half-way has changed, so that the solver can be put back exactly as it was.
///
/// Only the two operations that can fail after pivoting keep a journal: adding a row through phase one, and
/// changing the constant of a required constraint. Each row and column is saved the first time it changes, so the
/// cost is proportional to what the call touched, not to the size of the tableau.
///
/// Rows and columns are saved by *copying their entries* into flat storage that the solver keeps from call to call
/// (``JournalStorage``), not by keeping a reference to their arrays: a kept reference made the next change of every
/// saved row and column copy its array (an allocation and a copy each), and a merge's scratch storage, swapped into
/// a saved row, had to be allocated again. Copying took 4% off the instructions of the enaml_like build, which
/// journals 14 of its 111 additions, and 7% off its time (2026-12-01, eighth session).
struct Journal {
  /// The saved rows and columns.
  var storage: JournalStorage
  /// The objective levels; the objective rows log their own changes.
  var levels: [Double]
  var infeasibleRows: [Symbol]
  var needsPrimalOptimization: Bool
  var needsDualOptimization: Bool
  var symbolCount: Int
  var mayHaveDrifted: Bool
}

/// The rows and columns a journal saved, as plain numbers in flat arrays that keep their capacity between calls.
struct JournalStorage {
  /// A saved row: the basic symbol, whether it had a row, its constant and largest magnitude, and where its entries
  /// are in ``rowEntries``.
  struct SavedRow {
    var basic: Symbol
    var hasRow: Bool
    var constant: Double
    var largestMagnitude: Double
    var start: Int
    var count: Int
  }

  /// The saved rows, in the order they were saved.
  var rows: [SavedRow] = []
  /// The entries of the saved rows, one after the other.
  var rowEntries: [RowEntry] = []
  /// The saved columns, in the order they were saved.
  var columns: [(symbol: Symbol, column: ColumnIndex.Saved)] = []
  /// The lists of the saved columns, one after the other.
  var columnEntries: [Symbol] = []

  /// Saves `row` (or its absence) as the row of `basic`.
  mutating func save(_ row: Row?, of basic: Symbol) {
    guard let row else {
      rows.append(SavedRow(basic: basic, hasRow: false, constant: 0, largestMagnitude: 0, start: 0, count: 0))
      return
    }
    rows.append(
      SavedRow(
        basic: basic, hasRow: true, constant: row.constant, largestMagnitude: row.largestMagnitude,
        start: rowEntries.count, count: row.entries.count))
    rowEntries.append(contentsOf: row.entries)
  }

  /// The row saved as `saved`, in fresh storage.
  func row(_ saved: SavedRow) -> Row? {
    guard saved.hasRow else { return nil }
    return Row(
      constant: saved.constant, entries: Array(rowEntries[saved.start..<saved.start + saved.count]),
      largestMagnitude: saved.largestMagnitude)
  }

  /// Makes room, the first time, for what a journaled addition to a small tableau saves: growing from nothing by
  /// doubling reallocated the four arrays about six times each in a fresh solver's first journaled calls (1% of an
  /// enaml_like build). About 15 KB, once a journal is needed.
  mutating func reserveInitialRoom() {
    guard rows.capacity == 0 else { return }
    rows.reserveCapacity(64)
    rowEntries.reserveCapacity(512)
    columns.reserveCapacity(64)
    columnEntries.reserveCapacity(512)
  }

  /// Empties the storage, keeping its capacity for the next journal.
  mutating func removeAll() {
    rows.removeAll(keepingCapacity: true)
    rowEntries.removeAll(keepingCapacity: true)
    columns.removeAll(keepingCapacity: true)
    columnEntries.removeAll(keepingCapacity: true)
  }
}

extension Solver {
  /// Starts recording changes.
  mutating func beginJournal() {
    journalRowMarks.reset(symbolCount: kinds.count)
    journalColumnMarks.reset(symbolCount: kinds.count)
    var storage = JournalStorage()
    swap(&storage, &journalStorage)
    storage.removeAll()
    storage.reserveInitialRoom()
    journal = Journal(
      storage: storage, levels: levels, infeasibleRows: infeasibleRows,
      needsPrimalOptimization: needsPrimalOptimization, needsDualOptimization: needsDualOptimization,
      symbolCount: kinds.count, mayHaveDrifted: mayHaveDrifted)
    // Kept apart from the journal, which every addition copies: most calls have no waiting rows.
    journalLazyRows = lazyRows.isEmpty ? nil : lazyRows
    for level in objectives.indices { objectives[level].startRecording() }
  }

  /// Stops recording and keeps the changes.
  mutating func commitJournal() {
    guard journal != nil else { return }
    swap(&journalStorage, &journal!.storage)
    journal = nil
    journalLazyRows = nil
    for level in objectives.indices { objectives[level].stopRecording() }
  }

  /// Stops recording and undoes every recorded change (symbols created since are left for the caller to drop).
  mutating func rollBackJournal() {
    guard let saved = journal else { return }
    journal = nil
    tableauVersion &+= 1
    definitionOrder = nil
    evaluatesAllDefinitions = true
    for row in saved.storage.rows where Int(row.basic) < saved.symbolCount {
      rows[Int(row.basic)] = saved.storage.row(row)
    }
    for (symbol, column) in saved.storage.columns where Int(symbol) < saved.symbolCount {
      columns.restore(Int(symbol), from: column, in: saved.storage.columnEntries)
    }
    journalStorage = saved.storage
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
    if let waiting = journalLazyRows.take() { lazyRows = waiting }
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
    journal!.storage.save(rows[Int(basic)], of: basic)
  }

  /// Saves the column of `symbol` before its first change in a journaled call.
  @inline(__always)
  mutating func noteColumnChange(_ symbol: Symbol) {
    guard journal != nil, journalColumnMarks.insert(symbol) else { return }
    let saved = columns.save(Int(symbol), into: &journal!.storage.columnEntries)
    journal!.storage.columns.append((symbol, saved))
  }
}
