// A constraint file run on the factored engine (Docs/Solver.md, item 6, step 2): each phase's program solved by the
// batch revised simplex (Internal/RevisedSimplex.swift) under kiwi's weighted objective, or, when the program is
// tree-shaped, by dynamic programming (Internal/AcyclicProgram.swift). A block of suggestions changes right-hand
// sides and starts from the last optimal basis (a tree-shaped program is solved again); a block that adds or
// removes constraints solves the new program from its crash basis.

/// The values of a constraint file's phases as the factored engine computes them.
package struct FactoredRun: Sendable {
  /// One array per phase (build first), each with one value per ``ConstraintFile/variables`` entry.
  package var phases: [[Double]]
  /// The simplex iterations of each phase (both phases of the simplex, pivots and bound flips).
  package var iterations: [Int]
  /// Of ``iterations``, those of the simplex's phase one (bringing the required constraints to hold).
  package var phaseOneIterations: [Int] = []
  /// Whether each phase's program was tree-shaped, solved without the simplex.
  package var isTreeShaped: [Bool] = []
}

/// Why the factored engine stopped a file's run.
package enum FactoredRunFailure: Error, Equatable, CustomStringConvertible {
  /// A statement the tableau solver would refuse for the same reason (the phase counts from 0 for the build).
  case refused(SolverError, phase: Int)
  /// The required constraints of the phase cannot all hold.
  case infeasible(phase: Int)
  /// The simplex lost its way in rounding.
  case numerical(phase: Int)

  /// The failure as `trellis solve` prints it.
  package var description: String {
    switch self {
    case .refused(let error, let phase): "\(FactoredRunFailure.name(of: phase)): \(error)"
    case .infeasible(let phase): "\(FactoredRunFailure.name(of: phase)): the required constraints cannot all hold"
    case .numerical(let phase): "\(FactoredRunFailure.name(of: phase)): the factored simplex failed in rounding"
    }
  }

  private static func name(of phase: Int) -> String { phase == 0 ? "build phase" : "block \(phase)" }
}

extension ConstraintFile {
  /// Runs the file on the factored engine (see the file's comment): the values after the build phase and after each
  /// block.
  ///
  /// - Throws: ``FactoredRunFailure``: a refused statement, infeasible required constraints, or a numerical failure.
  package func runFactored() throws(FactoredRunFailure) -> FactoredRun {
    var program = FactoredProgram(variables: variables)
    for statement in statements {
      switch statement {
      case .edit(let variable, let strength):
        try program.addEdit(variable, strength: strength, phase: 0)
      case .constraint(let constraint):
        try program.add(constraint, phase: 0)
      }
    }
    var run = FactoredRun(phases: [], iterations: [])
    var (engine, elimination) = try program.solveAfresh(phase: 0, run: &run)
    for (index, block) in blocks.enumerated() {
      let phase = index + 1
      var changesProgram = false
      for change in block {
        switch change {
        case .suggest(let suggestion):
          guard suggestion.value.isFinite else { throw .refused(.nonFiniteValue(suggestion.value), phase: phase) }
          guard let row = program.editRows[suggestion.variable] else {
            throw .refused(.unknownEditVariable(suggestion.variable), phase: phase)
          }
          program.constraints[row] = program.constraints[row].replacingConstant(with: -suggestion.value)
          // An edit variable's constraint is a preference, never a definition.
          engine.setConstant(-suggestion.value, ofConstraint: elimination.remainingIndex[row])
        case .add(let constraint):
          try program.add(constraint, phase: phase)
          changesProgram = true
        case .remove(let constraint):
          try program.remove(constraint, phase: phase)
          changesProgram = true
        }
      }
      if changesProgram {
        (engine, elimination) = try program.solveAfresh(phase: phase, run: &run)
      } else {
        let before = engine.statistics
        do {
          try engine.solve()
        } catch {
          throw program.failure(error, phase: phase)
        }
        program.record(engine, since: before, elimination: elimination, in: &run)
      }
    }
    return run
  }
}

/// The constraints of a file's current phase, as the factored engine holds them.
private struct FactoredProgram {
  /// The file's variables, whose values each phase reports.
  let variables: [Variable]
  /// The constraints, edit constraints included, in the order added.
  var constraints: [Constraint] = []
  /// The row of each edit variable's constraint.
  var editRows: [Variable: Int] = [:]
  /// The identities of `constraints` (a table of identities: `Set` hashes each with a seeded SipHash).
  private var identities = IdentityTable<Constraint, Bool>()

  init(variables: [Variable]) { self.variables = variables }

  mutating func addEdit(_ variable: Variable, strength: Strength, phase: Int) throws(FactoredRunFailure) {
    guard editRows[variable] == nil else { throw .refused(.duplicateEditVariable(variable), phase: phase) }
    guard !strength.isRequired else { throw .refused(.badRequiredStrength(variable), phase: phase) }
    editRows[variable] = constraints.count
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    identities.updateValue(true, forKey: constraint)
    constraints.append(constraint)
  }

  mutating func add(_ constraint: Constraint, phase: Int) throws(FactoredRunFailure) {
    guard constraint.expression.isFinite else { throw .refused(.nonFiniteConstraint(constraint), phase: phase) }
    guard !identities.contains(constraint) else {
      throw .refused(.duplicateConstraint(constraint), phase: phase)
    }
    identities.updateValue(true, forKey: constraint)
    constraints.append(constraint)
  }

  mutating func remove(_ constraint: Constraint, phase: Int) throws(FactoredRunFailure) {
    guard let index = constraints.firstIndex(of: constraint) else {
      throw .refused(.unknownConstraint(constraint), phase: phase)
    }
    constraints.remove(at: index)
    _ = identities.removeValue(forKey: constraint)
    for (variable, row) in editRows where row > index { editRows[variable] = row - 1 }
  }

  /// Solves the program from its crash basis, after solving out the variables its required equalities define, and
  /// records the phase.
  func solveAfresh(
    phase: Int, run: inout FactoredRun
  ) throws(FactoredRunFailure) -> (FactoredEngine, EqualityElimination) {
    let elimination = EqualityElimination(constraints: constraints, keeping: Set(editRows.keys))
    let form = StandardForm(elimination: elimination, variables: variables, separate: Set(editRows.values))
    do {
      var engine = FactoredEngine()
      if let tree = AcyclicProgram(form) {
        engine.tree = tree
      } else {
        engine.simplex = try RevisedSimplex(form)
      }
      try engine.solve()
      record(engine, since: RevisedSimplex.Statistics(), elimination: elimination, in: &run)
      return (engine, elimination)
    } catch {
      throw failure(error, phase: phase)
    }
  }

  func failure(_ error: RevisedSimplex.Failure, phase: Int) -> FactoredRunFailure {
    switch error {
    case .infeasible: .infeasible(phase: phase)
    case .numerical: .numerical(phase: phase)
    }
  }

  /// Records a phase in `run`: the simplex's iterations since `before` and the file's variables' values.
  func record(
    _ engine: FactoredEngine, since before: RevisedSimplex.Statistics, elimination: EqualityElimination,
    in run: inout FactoredRun
  ) {
    let phaseOne = engine.statistics.phaseOneIterations - before.phaseOneIterations
    run.iterations.append(phaseOne + engine.statistics.phaseTwoIterations - before.phaseTwoIterations)
    run.phaseOneIterations.append(phaseOne)
    run.isTreeShaped.append(engine.isTreeShaped)
    run.phases.append(values(from: engine, elimination: elimination))
  }

  /// The file's variables' values: the engine's, and those of the variables solved out, from their definitions.
  func values(from engine: FactoredEngine, elimination: EqualityElimination) -> [Double] {
    elimination.values(of: variables, solved: engine.form.variables, engine.variableValues)
  }
}

/// What solves a phase's program: the revised simplex, or dynamic programming when the program is tree-shaped
/// (exactly one of the two is set).
private struct FactoredEngine {
  var simplex: RevisedSimplex?
  var tree: AcyclicProgram?

  var form: StandardForm { tree?.form ?? simplex!.form }
  var variableValues: [Double] { tree?.variableValues ?? simplex!.variableValues }
  var statistics: RevisedSimplex.Statistics { simplex?.statistics ?? RevisedSimplex.Statistics() }
  var isTreeShaped: Bool { tree != nil }

  mutating func setConstant(_ constant: Double, ofConstraint index: Int) {
    simplex?.setConstant(constant, ofConstraint: index)
    tree?.setConstant(constant, ofConstraint: index)
  }

  mutating func solve() throws(RevisedSimplex.Failure) {
    try simplex?.solve()
    do {
      try tree?.solve()
    } catch .infeasible {
      throw .infeasible
    } catch {
      throw .numerical
    }
  }
}
