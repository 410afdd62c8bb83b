import TrellisSolver

/// The timings of one repetition of a workload, in microseconds.
struct Repetition {
  /// New solver, every edit declaration and constraint in file order, then `updateVariables()`.
  var build: Double
  /// Per suggest block: `suggestValue` for each line, then `updateVariables()`.
  var blocks: [Double]
  /// Removing every constraint in reverse file order from a freshly built solver (the build is not timed); `nil`
  /// when removal was not measured.
  var remove: Double?
  /// The sum of all values after the build and after each block, plus the constraints left after remove-all (0).
  /// Identical in every repetition of a deterministic solver; printed so that no work can be optimised away.
  var checksum: Double
}

extension PreparedWorkload {
  /// Runs the workload once: a timed build, the timed suggest blocks (unless `policy` skips them), then (unless
  /// `policy` skips it) an untimed build of a second solver and a timed remove-all on it.
  ///
  /// - Parameters:
  ///   - policy: Which phases to measure.
  ///   - progress: Called after each phase with a description and its time, for slow workloads.
  /// - Throws: The first ``SolverError``: the benchmark's workloads are all satisfiable, so this is a solver bug.
  func runOnce(
    policy: RepetitionPolicy = RepetitionPolicy(),
    progress: (String, Double) -> Void = { _, _ in }
  ) throws(SolverError) -> Repetition {
    let buildWatch = Stopwatch()
    var solver = try makeBuiltSolver()
    let build = buildWatch.elapsedMicroseconds
    progress("build", build)
    var checksum = valueSum(in: solver)

    var blocks: [Double] = []
    blocks.reserveCapacity(file.blocks.count)
    for (index, block) in file.blocks.enumerated() where policy.measuresSuggestions {
      let blockWatch = Stopwatch()
      try file.apply(block, to: &solver)
      blocks.append(blockWatch.elapsedMicroseconds)
      progress("block \(index + 1)", blocks[index])
      checksum += valueSum(in: solver)
    }
    withExtendedLifetime(solver) {}
    guard policy.measuresRemoval else {
      return Repetition(build: build, blocks: blocks, remove: nil, checksum: checksum)
    }

    var fresh = try makeBuiltSolver()
    let removeWatch = Stopwatch()
    for constraint in constraintsInRemovalOrder {
      try fresh.remove(constraint)
    }
    let remove = removeWatch.elapsedMicroseconds
    progress("remove all", remove)
    checksum += Double(fresh.constraints.count)
    return Repetition(build: build, blocks: blocks, remove: remove, checksum: checksum)
  }

  /// Runs the build phase once on the factored engine (`trellis-bench --factored`): `ConstraintFile.runFactored()`
  /// on the file without its blocks, timed as a whole (the program, the presolve, the crash and the simplex).
  ///
  /// - Parameter progress: Called with the build's time, for slow workloads.
  /// - Throws: The engine's ``FactoredRunFailure``.
  func runFactoredOnce(progress: (String, Double) -> Void) throws(FactoredRunFailure) -> Repetition {
    let buildPhase = ConstraintFile(variables: file.variables, statements: file.statements, blocks: [])
    let buildWatch = Stopwatch()
    let run = try buildPhase.runFactored()
    let build = buildWatch.elapsedMicroseconds
    progress("build", build)
    return Repetition(build: build, blocks: [], remove: nil, checksum: run.phases[0].reduce(0, +))
  }
}
