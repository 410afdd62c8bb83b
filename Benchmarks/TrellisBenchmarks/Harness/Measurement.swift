import TrellisSolver

/// How many repetitions a workload gets.
struct RepetitionPolicy {
  /// Seconds of repetitions to aim for after the warm-up.
  var budget = 2.0
  /// The fewest timed repetitions after the warm-up.
  var minimumRepetitions = 3
  /// The most timed repetitions.
  var maximumRepetitions = 1000
  /// A warm-up repetition slower than this many seconds is reported as the only sample (a single cold run).
  var singleRunAbove = 5.0
  /// Whether remove-all is measured (it needs a second, untimed build per repetition).
  var measuresRemoval = true
  /// Whether the suggest blocks are run and measured.
  var measuresSuggestions = true
  /// Whether the build runs on the factored engine (`ConstraintFile.runFactored()`, Docs/Solver.md item 6) instead
  /// of the solver; the blocks and removal are not measured then.
  var usesFactoredEngine = false
}

/// The result of benchmarking one workload: medians over repetitions, in microseconds.
struct Measurement {
  /// The workload's name.
  var workload: String
  /// The number of variables.
  var variables: Int
  /// The number of constraints in the build phase.
  var constraints: Int
  /// The number of edit variables.
  var edits: Int
  /// The number of suggest blocks.
  var blocks: Int
  /// The number of samples behind each median.
  var repetitions: Int
  /// Whether the only sample is the (cold) warm-up run, because it was too slow to repeat.
  var isSingleColdRun: Bool
  /// All build samples.
  var builds: [Double]
  /// All remove-all samples; empty when removal was not measured.
  var removes: [Double]
  /// The samples of each suggest block.
  var blockSamples: [[Double]]
  /// The checksum of the first repetition (see ``Repetition/checksum``).
  var checksum: Double
  /// Whether every repetition gave the same checksum, bit for bit.
  var isDeterministic: Bool

  /// The median build time.
  var build: Double { Statistics.median(builds) }
  /// The median remove-all time; `nil` when removal was not measured.
  var remove: Double? { removes.isEmpty ? nil : Statistics.median(removes) }
  /// The median of each suggest block.
  var blockMedians: [Double] { blockSamples.map(Statistics.median) }
  /// The median over the blocks of the per-block medians; `nil` without suggest blocks.
  var suggest: Double? { blockSamples.isEmpty ? nil : Statistics.median(blockMedians) }
}

extension PreparedWorkload {
  /// Benchmarks the workload: one warm-up repetition, then repetitions until `policy`'s budget is spent (within its
  /// minimum and maximum), or the warm-up alone when it is slower than `policy.singleRunAbove`.
  ///
  /// - Parameter log: Receives progress lines for slow phases (over a second), meant for standard error.
  /// - Throws: The first ``SolverError``, or the factored engine's ``FactoredRunFailure``.
  func measure(policy: RepetitionPolicy, log: (String) -> Void) throws -> Measurement {
    func progress(_ phase: String, _ microseconds: Double) {
      if microseconds > 1e6 { log("[\(name)] \(phase): \(TimeFormat.human(microseconds))") }
    }
    func runOnce() throws -> Repetition {
      policy.usesFactoredEngine
        ? try runFactoredOnce(progress: progress) : try self.runOnce(policy: policy, progress: progress)
    }
    let warmUpWatch = Stopwatch()
    let warmUp = try runOnce()
    let isSingle = warmUpWatch.elapsedMicroseconds > policy.singleRunAbove * 1e6
    var samples: [Repetition] = []
    if isSingle {
      samples = [warmUp]
    } else {
      let repetitionsWatch = Stopwatch()
      repeat {
        samples.append(try runOnce())
      } while samples.count < policy.maximumRepetitions
        && (samples.count < policy.minimumRepetitions || repetitionsWatch.elapsedMicroseconds < policy.budget * 1e6)
    }
    let checksum = samples[0].checksum
    return Measurement(
      workload: name,
      variables: file.variables.count,
      constraints: constraintCount,
      edits: editCount,
      blocks: policy.measuresSuggestions ? file.blocks.count : 0,
      repetitions: samples.count,
      isSingleColdRun: isSingle,
      builds: samples.map(\.build),
      removes: samples.compactMap(\.remove),
      blockSamples: samples[0].blocks.indices.map { index in samples.map { $0.blocks[index] } },
      checksum: checksum,
      isDeterministic: (samples + [warmUp]).allSatisfy { $0.checksum.bitPattern == checksum.bitPattern }
    )
  }
}
