/// An incremental Cassowary constraint solver: the kiwi API with strict priorities, explanations and in-place
/// constant changes.
///
/// Add constraints, declare edit variables, suggest values, then call ``updateVariables()`` and read
/// ``value(of:)``:
///
/// ```swift
/// var solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left >= 0)
/// try solver.add((width == 100).withStrength(.weak))
/// try solver.addEditVariable(width, strength: .strong)
/// try solver.suggestValue(320, for: width)
/// solver.updateVariables()
/// solver.value(of: width)  // 320
/// ```
///
/// The solver is a value: copying it copies its whole state (cheaply, on write). Work is done lazily: adding,
/// removing and suggesting keep the tableau feasible and ``updateVariables()`` finishes the optimisation, so a
/// batch of changes costs one optimisation. The same sequence of calls gives bit-identical values on every run.
///
/// See `Docs/Solver.md` for how it works (Badros, Borning & Stuckey 2001) and what differs from kiwi.
public struct Solver: Sendable {
  /// How strengths below ``Strength/required`` are compared.
  public enum Prioritization: Sendable, Hashable {
    /// Every distinct strength is its own level, and a higher level is satisfied before any lower one: no number
    /// of violated units at a lower strength ever buys one unit at a higher strength. This is what Auto Layout's
    /// documentation promises for priorities.
    case strict
    /// Strengths are the weights of one objective, as in kiwi: a strength-1000 constraint counts as much as a
    /// thousand strength-1 ones. Use it to reproduce kiwi's results.
    case weighted
  }

  /// How strengths below ``Strength/required`` are compared.
  public let prioritization: Prioritization

  // The tableau: one entry per symbol.
  var kinds: [SymbolKind] = []
  /// The row of each basic symbol; `nil` for parametric (non-basic) symbols.
  var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows mention it.
  var columns = ColumnIndex()
  /// The value of each external symbol at the last ``updateVariables()``.
  var values: [Double] = []
  /// The order of each external definition (see `Solver+Definitions.swift`).
  var stamps: [Int] = []
  /// The largest magnitude of a value at the last full evaluation, or since (see `Solver+Refinement.swift`).
  var largestValue = 0.0
  /// Whether a pivot may have amplified rounding (see `Solver+Refinement.swift`).
  var mayHaveDrifted = false
  // The three flags below sit in the padding after `mayHaveDrifted`: at the end of the struct they grew it, and the
  // memcpy that every addition makes cost 27 k instructions more on the enaml_like build (callgrind, 11 builds).
  /// Whether a rebuild was tried because the optimum was in doubt, so that no update tries again until a constraint
  /// is added or removed (see `Solver+OptimumCheck.swift`).
  var optimumRebuildIsFutile = false
  /// Whether the ratio tests' fallback pivots, and the recomputed reduced costs count, down to ``smallPivotShare``
  /// of a row instead of ``fallbackPivotTolerance``: only in a rebuild that tries smaller pivots (see
  /// `Solver+OptimumCheck.swift`).
  var usesSmallPivots = false
  /// Whether the primal simplex discarded a reduced cost as rounding although a restricted row limits its symbol
  /// with a coefficient of at least ``smallPivotShare`` of the row, in a tableau that may not have drifted: the next
  /// update checks the optimum, as it does after refinement (see `Solver+OptimumCheck.swift`).
  var discardedSmallPivotCost = false
  /// The largest cost per unit of violation in any objective level: the largest strength of a held or past
  /// non-required constraint or edit variable in weighted mode, 1 in strict mode (see ``relativeCostTolerance``).
  var largestCost = 0.0
  /// The numbers of the symbols set free, the next to reuse last (see `Solver+Recycling.swift`).
  var freeSymbols: [Symbol] = []
  /// The free numbers the current addition has taken, in the order taken, to give back if it fails.
  var reusedSymbols: [Symbol] = []
  /// The definitions in evaluation order, while no definition has appeared or disappeared.
  var definitionOrder: [Symbol]?
  var nextLateStamp = 0
  var nextEarlyStamp = 0
  /// Scratch space for expanding rows, kept between expansions for its storage.
  var expansion = Expansion()

  // The objective: one row per level, highest first.
  var levels: [Double] = []
  var objectives: [ObjectiveRow] = []
  var artificial: Row?
  /// The symbols whose lexicographic reduced cost is negative, as of the last pricing.
  var enteringCandidates = EnteringCandidates()
  /// Whether ``enteringCandidates`` must be recomputed from every level (after levels disappeared in a rollback).
  var candidatesNeedRebuild = false
  /// Buffers that trade places with an objective's change logs while they are re-priced (no copy, no allocation).
  var repricedSymbols: (changed: [Symbol], moved: [Symbol]) = ([], [])
  var infeasibleRows: [Symbol] = []
  /// Storage reused by the ratio test.
  var ratioCandidates: [RatioCandidate] = []
  /// Storage reused by row merges. The artificial objective, longer than rows, has its own, so that its large
  /// buffers never migrate into short rows.
  var scratch = RowScratch()
  var objectiveScratch = RowScratch()
  var needsPrimalOptimization = false
  var needsDualOptimization = false
  /// Whether the columns of dummies are left as they are during a long optimisation, to be listed again from the
  /// rows at its end (`DummyColumns.swift`).
  var skipsDummyColumns = false
  /// Every how many pivots an optimisation considers leaving the columns of dummies alone until its end
  /// (``defaultDummyColumnPatience``; tests lower it to reach that path on small systems).
  var dummyColumnPatience = defaultDummyColumnPatience
  /// The column changes merges have listed so far (it only grows): what an optimisation has spent on the column
  /// index, for `DummyColumns.swift`'s rule.
  var columnChangeTally = 0
  /// The share of the rows' entries an optimisation must have spent in column changes before it leaves the columns
  /// of dummies alone (1; tests set 0 to reach that path on small systems).
  var dummyColumnSpendingShare = 1.0
  /// Storage reused for the symbols whose columns a pivot hands over while ``skipsDummyColumns``.
  var handedOverSymbols: [Symbol] = []
  /// Preference rows kept as written until the tableau needs them (`LazyRows.swift`).
  var lazyRows = LazyRows()
  /// Whether the preference being added may keep a waiting row: during the making of the deferred rows.
  var acceptsWaitingRows = false
  /// The waiting rows when the open journal began, if any waited: those that join the tableau during the call
  /// wait again after a rollback.
  var journalLazyRows: LazyRows?
  /// The symbols a search for waiting rows has met (``materializeWaitingRows(reaching:)``).
  var reachMarks = SymbolMarks()
  /// Whether deferred preferences may keep waiting rows at all; off only in tests that compare with a solver that
  /// expands every row at once.
  var keepsRowsWaiting = true
  /// The depth of definitions (``LazyRows/depths``) above which a preference's row waits (``defaultWaitingDepth``;
  /// tests lower it to reach waiting rows on small systems).
  var waitingDepth = defaultWaitingDepth

  // What the user gave the solver.
  var records = IdentityTable<Constraint, ConstraintRecord>()
  /// The identities of the non-required constraints added since the last update, in order, whose rows that update
  /// makes (their records wait with no marker; `DeferredConstraints.swift`). A removed one stays listed and is
  /// skipped.
  var deferred: [Int] = []
  /// Whether non-required constraints wait for the next update (``deferred``); off only in tests that replay
  /// systems found with every row made at once, in the order of the calls.
  var defersPreferences = true
  var edits = IdentityTable<Variable, EditRecord>()
  var symbolOfVariable = IdentityTable<Variable, Symbol>()
  var externalVariables: [Variable] = []
  var externalSymbols: [Symbol] = []
  /// For each symbol, its index in ``externalVariables`` (`nil` for internal symbols).
  var externalIndex: [Int?] = []
  /// The external symbols whose values changed at the last update.
  var changedSymbols: [Symbol] = []
  /// The rows changed since the last update (see `Solver+Definitions.swift`), unless too many changed to bother.
  var touchedSymbols: [Symbol] = []
  var touchedMarks = SymbolMarks()
  var queuedMarks = SymbolMarks()
  /// The heap of definitions to evaluate again, borrowed by each update so that its storage is reused.
  var pendingDefinitions = StampHeap()
  /// Whether the next update evaluates every definition instead of those the touched rows reach.
  var evaluatesAllDefinitions = true
  var nextSequence = 0
  /// The changes of the current call that may have to be undone, if any.
  var journal: Journal?
  /// The flat storage journals save rows and columns in, kept between journaled calls.
  var journalStorage = JournalStorage()
  var journalRowMarks = SymbolMarks()
  var journalColumnMarks = SymbolMarks()
  /// A number that changes whenever a row's entries change (or a row appears or goes), so that a ``ShiftPlan``
  /// knows whether it still holds; constant changes keep it.
  var tableauVersion: UInt64 = 1
  /// The shift plans of the constraints whose constants changed last, at most ``shiftPlanLimit``.
  var shiftPlans: [ShiftPlan] = []
  /// The slot the next new plan replaces once ``shiftPlans`` is full.
  var nextShiftPlanSlot = 0
  /// Scratch marks for walks over a column that must visit each row once.
  var holderMarks = SymbolMarks()
  /// Whether unsatisfiable constraints are explained (off in the probes that compute explanations).
  var explainsConflicts = true
  /// How a new row chooses its external subject: kiwi's rule, unless a rebuild chose another (see
  /// `Solver+Rebuild.swift`).
  var subjectRule = SubjectRule.first
  /// Whether the last rebuild left required constraints off, so that no update tries again until a constraint is
  /// added or removed (see `Solver+Rebuild.swift`).
  var rebuildIsFutile = false
  /// With weighted priorities, the solution of the whole program while it is tree-shaped and its preferences wait
  /// (`Solver+TreeShapedPrograms.swift`), or nothing when the tableau's values are the solution. Kept in an array,
  /// out of line: inline, the solution's dozens of arrays made every copy of the solver larger, and the layout
  /// engine's deepest calls ran out of a test thread's stack.
  var treeShapedStorage: [TreeShapedSolution] = []
  /// Whether tree-shaped programs are solved by dynamic programming (weighted priorities only); off in tests that
  /// compare with the tableau.
  var solvesTreeShapedPrograms = true
  /// The fewest constraints for which a tree-shaped program is tried (``defaultLeastTreeShapedSize``; tests lower it
  /// to reach small systems).
  var leastTreeShapedSize = Solver.defaultLeastTreeShapedSize
  /// Whether a non-required constraint other than an edit variable's has a row in the tableau: the tableau, not a
  /// tree-shaped program, gives the values from then on.
  var hasPreferenceRows = false
  /// The additions, removals and constant changes of constraints and edit variables since the last update that
  /// solved a tree-shaped program (suggestions excepted).
  var structuralChanges = 0

  /// Creates an empty solver.
  ///
  /// - Parameter prioritization: How strengths below required compare; ``Prioritization/strict`` by default.
  public init(prioritization: Prioritization = .strict) {
    self.prioritization = prioritization
    if prioritization == .weighted {
      levels = [0]
      objectives = [ObjectiveRow()]
    }
  }

  /// Adds a constraint.
  ///
  /// - Parameter constraint: The constraint to add.
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` when the solver holds it already,
  ///   ``SolverError/nonFiniteConstraint(_:)`` when a coefficient or the constant is NaN or infinite, and
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when it is required and cannot hold together with the
  ///   required constraints already added; the error names a minimal set of them. The solver is unchanged then.
  /// - Complexity: For a required constraint, proportional to the rows the new row touches, plus the pivots it
  ///   takes to keep the tableau feasible; optimisation is deferred to ``updateVariables()``. A non-required
  ///   constraint cannot be unsatisfiable: it is checked at once and gets its row at the next
  ///   ``updateVariables()``, after the required constraints added meanwhile (the cheaper order).
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    if constraint.strength.isRequired || !defersPreferences {
      try insert(constraint, isEdit: false)
      if !constraint.strength.isRequired { hasPreferenceRows = true }
    } else {
      try deferAddition(of: constraint)
    }
    structuralChanges += 1
  }

  /// Adds several constraints in order; stops at the first that fails, keeping those before it.
  ///
  /// - Parameter constraints: The constraints to add.
  /// - Throws: The first ``SolverError`` met; the constraints before the culprit stay added.
  public mutating func add(_ constraints: some Sequence<Constraint>) throws(SolverError) {
    for constraint in constraints { try add(constraint) }
  }

  /// Removes a constraint.
  ///
  /// - Parameter constraint: A constraint added before.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not hold it.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let record = records[constraint], !record.isEdit else { throw .unknownConstraint(constraint) }
    structuralChanges += 1
    if record.isDeferred {
      records.removeValue(forKey: constraint)
      return
    }
    if record.partner >= 0 {
      eraseFromSharedRow(constraint)
      return
    }
    erase(constraint)
  }

  /// Whether the solver holds the constraint.
  public func contains(_ constraint: Constraint) -> Bool {
    records[constraint].map { !$0.isEdit } ?? false
  }

  /// The constraints the solver holds, in the order they were added, with their current constants.
  ///
  /// - Complexity: O(*n* log *n*) for *n* constraints.
  public var constraints: [Constraint] {
    records.values.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
  }

  /// Changes the constant of a constraint in place, as ``suggestValue(_:for:)`` does for an edit variable: the
  /// tableau is updated by a dual simplex step instead of removing and re-adding the constraint.
  ///
  /// The constant is the one of ``Constraint/expression`` (left side minus right side): for `x == y + 10` it is
  /// -10. The constraint keeps its identity; ``constraints`` lists it with the new constant.
  ///
  /// - Parameters:
  ///   - constraint: A constraint added before.
  ///   - constant: The new constant of its expression.
  /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or, for a required
  ///   constraint that can no longer hold, ``SolverError/unsatisfiableConstraint(_:conflicts:)``; the solver is
  ///   unchanged then.
  public mutating func setConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
    // Checked in place, in one lookup: copying the record out retained its constraint's storage.
    let state = records.modifyValue(forKey: constraint) { held in
      held.isEdit ? nil : (waits: held.isDeferred, shares: held.partner >= 0)
    }
    guard let state = state ?? nil else { throw .unknownConstraint(constraint) }
    guard constant.isFinite else { throw .nonFiniteValue(constant) }
    if state.waits {
      records.modifyValue(forKey: constraint) { $0.constraint.expression.constant = constant }
    } else {
      if state.shares { separate(constraint) }
      try changeConstant(ofConstraintWithIdentity: constraint.id, to: constant)
    }
    structuralChanges += 1
  }

  /// Makes the rows of the non-required constraints added since the last update, finishes the pending
  /// optimisation and records the value of every variable.
  ///
  /// - Complexity: The rows and pivots the pending changes need, plus O(*v*) for *v* variables.
  public mutating func updateVariables() {
    if updatesByTreeShapedProgram() { return }
    if !deferred.isEmpty { addDeferredConstraints() }
    updateTableau()
  }

  /// The update of the tableau's rows: the pending optimisation, the values of the definitions, and the checks of
  /// the rounding.
  mutating func updateTableau() {
    settle()
    let full = evaluatesAllDefinitions
    if full {
      largestValue = evaluateDefinitions()
    } else {
      evaluateTouchedDefinitions()
      // As in evaluateDefinitions(): a comparison rather than `Swift.max` (a NaN is skipped either way).
      for symbol in changedSymbols where abs(values[Int(symbol)]) > largestValue {
        largestValue = abs(values[Int(symbol)])
      }
    }
    if mayHaveDrifted || largestValue >= refinementMagnitude {
      materializeWaitingRows()
      refine()
      reoptimizeWithFreshObjectives()
      let rebuilt = rebuildIfRequiredConstraintsAreOff()
      rebuildIfOptimumIsInDoubt(afterRebuilds: rebuilt)
    } else if discardedSmallPivotCost {
      materializeWaitingRows()
      // The check runs where refinement runs; a real cost discarded elsewhere asks for it (Solver+OptimumCheck.swift).
      rebuildIfOptimumIsInDoubt(afterRebuilds: false)
    }
    discardedSmallPivotCost = false
    evaluatesAllDefinitions = false
    if !touchedSymbols.isEmpty { touchedSymbols.removeAll(keepingCapacity: true) }
    touchedMarks.reset(symbolCount: kinds.count)
  }

  /// The variables whose values changed at the last ``updateVariables()`` (compared bit for bit with the values
  /// the update before gave them), in order of first appearance. A layout engine writes back only these.
  ///
  /// - Complexity: O(*c* log *c*) for *c* changed variables.
  public var changedVariables: [Variable] {
    if !treeShapedStorage.isEmpty { return treeShapedStorage[0].changed.map { externalVariables[$0] } }
    return changedSymbols.compactMap { externalIndex[Int($0)] }.sorted().map { externalVariables[$0] }
  }

  /// The value of a variable at the last ``updateVariables()``; 0 for a variable the solver has never seen.
  public func value(of variable: Variable) -> Double {
    guard let symbol = symbolOfVariable[variable] else { return 0 }
    if !treeShapedStorage.isEmpty, let index = externalIndex[Int(symbol)], index < treeShapedStorage[0].values.count {
      return treeShapedStorage[0].values[index]
    }
    return values[Int(symbol)]
  }

  /// The variables the solver has met, in order of first appearance.
  public var variables: [Variable] { externalVariables }

  /// Removes every constraint and edit variable, as if the solver were new.
  public mutating func reset() {
    self = Solver(prioritization: prioritization)
  }
}

/// What the solver remembers of a constraint it holds.
struct ConstraintRecord {
  /// The constraint, with its current constant.
  var constraint: Constraint
  /// The slack, dummy or positive error symbol that identifies the constraint's row; -1 while the constraint
  /// waits for its row (``isDeferred``), -2 while it shares the row of its ``partner`` (``sharesPartnersRow``).
  var marker: Symbol
  /// The second error symbol of a non-required constraint, or -1.
  var other: Symbol
  /// The coefficient of ``marker`` in the row as created (before any change of sign), in the units of the
  /// constraint's expression: ±1, or ±1 over the power of two that scaled the rest of a required constraint's row
  /// (`Solver.scaleToMarker(_:)`), so that `expression + markerSign × marker == 0` holds in either case.
  var markerSign: Double
  /// The order in which the constraint was added.
  var sequence: Int
  /// Whether the constraint is the one behind an edit variable.
  var isEdit: Bool
  /// The identity of the opposite preference on the same expression whose row this one shares, or -1 (see
  /// `SharedRows.swift`).
  var partner = -1
  /// For the one of a pair that holds the shared row: the strength of the other one (``sharedStrengths``); NaN
  /// otherwise. One number rather than both strengths: a larger record cost the layout engine's passes 1% more.
  var partnerStrength = Double.nan

  /// The ``marker`` of a constraint waiting for its row.
  static let waitingMarker: Symbol = -1
  /// The ``marker`` of a constraint whose row is its partner's.
  static let sharedMarker: Symbol = -2

  /// The record of a non-required constraint waiting for the next update to get its row, at `sequence` among the
  /// constraints (see `DeferredConstraints.swift`).
  static func waiting(_ constraint: Constraint, sequence: Int) -> ConstraintRecord {
    ConstraintRecord(
      constraint: constraint, marker: waitingMarker, other: -1, markerSign: 1, sequence: sequence, isEdit: false)
  }

  /// Whether the constraint is a non-required one waiting for the next update to get its row (see
  /// `DeferredConstraints.swift`).
  var isDeferred: Bool { marker == Self.waitingMarker }

  /// Whether the constraint's row is its partner's (see `SharedRows.swift`).
  var sharesPartnersRow: Bool { marker == Self.sharedMarker }

  /// For the one of a pair that holds the shared row: the strengths of its errors above and below zero (the `<=`
  /// constraint's and the `>=` constraint's); `nil` for any other record.
  var sharedStrengths: (above: Strength, below: Strength)? {
    guard partner >= 0, marker >= 0 else { return nil }
    let (mine, theirs) = (constraint.strength, Strength(partnerStrength))
    return constraint.relation == .lessThanOrEqual ? (mine, theirs) : (theirs, mine)
  }

  /// The strength at which one of the record's error symbols is counted: an equality's marker is its error above
  /// zero, at the constraint's ``Constraint/strength``; its other symbol the one below, at
  /// ``Constraint/strengthBelow`` (the same strength unless it is a preference with two strengths); a shared row's
  /// errors at ``sharedStrengths``.
  func strength(ofError error: Symbol) -> Strength {
    if let shared = sharedStrengths { return error == other ? shared.below : shared.above }
    return error == other ? constraint.strengthBelow : constraint.strength
  }
}

/// What the solver remembers of an edit variable.
struct EditRecord {
  /// The constraint `variable == suggested value` at the edit strength.
  var constraint: Constraint
}
