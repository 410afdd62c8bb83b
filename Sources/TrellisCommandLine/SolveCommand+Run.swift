import TrellisSolver

extension SolveCommand {
  /// How `trellis solve` runs a file.
  struct Options {
    /// How strengths compare: kiwi's weights unless `--strict`.
    var prioritization = Solver.Prioritization.weighted
    /// `--keep-going`: report a refused statement, leave it out and go on.
    var keepsGoing = false
    /// `--exact`: print values in full instead of with six decimals.
    var isExact = false
    /// `--engine factored`: run the file on the factored engine.
    var usesFactoredEngine = false
  }

  /// Runs `file` on the factored engine, prints the values and returns the exit status.
  static func runFactored(_ file: ConstraintFile, name: String, options: Options, console: Console) -> Int32 {
    let run: FactoredRun
    do {
      run = try file.runFactored()
    } catch {
      console.error("\(name): \(error)\n")
      return 1
    }
    var output = ""
    for (index, values) in run.phases.enumerated() {
      if index > 0 { output += "---\n" }
      for (variable, value) in zip(file.variables, values) {
        output += "\(variable.name) \(options.isExact ? formatExactly(value) : format(value))\n"
      }
    }
    console.output(output)
    console.error(
      "\(name): factored simplex iterations per phase (of them in phase one; tree: solved without pivots): \(zip(run.iterations, zip(run.phaseOneIterations, run.isTreeShaped)).map { $1.1 ? "tree" : "\($0) (\($1.0))" }.joined(separator: ", "))\n"
    )
    return 0
  }
}

/// One run of `trellis solve`: applies a parsed file statement by statement, so that a refused statement can be
/// reported with its number and, with `--keep-going`, skipped.
struct SolveRun {
  let file: ConstraintFile
  let name: String
  let options: SolveCommand.Options
  let console: Console
  /// The number (from 1) of every constraint of the file, as `remove N` counts them.
  private let numbers: [Constraint: Int]
  private var solver: Solver
  private var output = ""
  private var failures = 0

  init(file: ConstraintFile, name: String, options: SolveCommand.Options, console: Console) {
    self.file = file
    self.name = name
    self.options = options
    self.console = console
    numbers = Dictionary(
      file.numberedConstraints.enumerated().map { ($1, $0 + 1) }, uniquingKeysWith: { first, _ in first })
    solver = Solver(prioritization: options.prioritization)
  }

  /// Runs the file, prints the values and returns the exit status: 0, or 1 when a statement was refused.
  mutating func execute() -> Int32 {
    for statement in file.statements {
      let subject: String
      switch statement {
      case .edit(let variable, _): subject = "edit \(variable.name)"
      case .constraint(let constraint): subject = "constraint \(numbers[constraint] ?? 0)"
      }
      guard attempt(subject, statement.apply(to:)) else { return finish() }
    }
    printValues()
    for block in file.blocks {
      for change in block {
        let subject: String
        switch change {
        case .suggest(let suggestion): subject = "suggest \(suggestion.variable.name)"
        case .add(let constraint), .remove(let constraint): subject = "constraint \(numbers[constraint] ?? 0)"
        }
        guard attempt(subject, change.apply(to:)) else { return finish() }
      }
      output += "---\n"
      printValues()
    }
    return finish()
  }

  /// Makes one solver call; on failure reports it and says whether to go on.
  private mutating func attempt(
    _ subject: String, _ call: (inout Solver) throws(SolverError) -> Void
  ) -> Bool {
    do {
      try call(&solver)
      return true
    } catch {
      failures += 1
      console.error("\(name): \(subject): \(error)\n")
      return options.keepsGoing
    }
  }

  private mutating func printValues() {
    solver.updateVariables()
    for variable in file.variables {
      let value = solver.value(of: variable)
      let text = options.isExact ? SolveCommand.formatExactly(value) : SolveCommand.format(value)
      output += "\(variable.name) \(text)\n"
    }
  }

  /// Prints the values computed (all of them, or, after a refused statement without `--keep-going`, none).
  private func finish() -> Int32 {
    if failures == 0 || options.keepsGoing { console.output(output) }
    return failures == 0 ? 0 : 1
  }
}
