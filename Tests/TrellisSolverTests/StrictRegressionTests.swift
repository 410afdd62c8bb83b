import Foundation
import Testing

@testable import TrellisSolver

/// Systems on which the differential test's strict mode (`differential.py --strict`) found Trellis short of HiGHS's
/// lexicographic optimum, shrunk by `minimize.py --strict`, each with that optimum per phase and strict level beside
/// it (`make_regression_reference.py --strict`, `FILE.levels`). Under strict levels every phase must keep the
/// tableau's invariants, satisfy every required constraint, and reach each level's total violation, strongest first.
///
/// - `blocking_residue_1`, `_2` (layout seed 797, shrunk two ways): an objective level's row held rounding, up to
///   8.4e-6 per symbol where the error rows give exactly 0 (a residue of 1.4e-7 on a symbol that entered the basis,
///   spread through its row), and each such positive cost at a level blocked a symbol worth −1 to −62 at a level
///   below: 4,829 and 307 units at priorities 12.25 and 1 against 0. Now a tiny cost that blocks a symbol sends the
///   objective rows to be computed afresh from the error rows (Solver+ObjectiveRefresh.swift).
/// - `drifted_objective_1` to `_5` (layout seeds 177, 266, 380, 797 and 939, shrunk), and the differential fixture
///   `rounding_cost_fallback_1` (wide seed 569, shrunk) under strict levels: tableaux that may have drifted, whose
///   objective rows no longer agree with the error rows (by up to 41 per symbol), stopped 55 to 29,917 units above HiGHS
///   at some level. In `_2` to `_4` and `rounding_cost_fallback_1` the strict optimum check
///   (Solver+StrictOptimumCheck.swift) sees the rows promise a decrease and keeps a rebuild whose violations are
///   lexicographically lower. In `_1` and `_5` the copy with objective rows rid of residues reached the optimum
///   already, but was not kept: its violations were compared within 1e-9 of each level's total, and a level whose
///   total is 0 on one side and 2e-8 on the other (rounding in terms of 1e2–1e4) counted as worse; they are now
///   compared within the rounding of their terms (`StrictViolations`).
/// - `drifted_values_1` (layout seed 3574, shrunk): the rows promise nothing, but a level's violation at the values
///   (1.75e-4 at priority 1000) is above what its error rows hold (0); a rebuild holds it.
/// - `small_pivot_direction_1`, `_2` (wide seeds 233 and 520, shrunk): the improving direction runs through
///   coefficients of 1e-10 of their rows, which the ratio tests take for residues (an edit variable 0.38 off where
///   HiGHS has it exact; 3.8e7 units at priority 0.5 against 0); the rows promise the decrease only when coefficients
///   count down to 1e-11, and the rebuilds whose ratio tests and phase one go that low reach HiGHS's levels.
/// - `entering_residue_1` (layout seed 16,831's build phase, shrunk) and `_2` (wide seed 152, whole): symbols
///   entered for a negative residue at their first level (−1.2e-8 to −6.7e-6 at priority 1000 where the error rows
///   give +1e-9) and paid for it at every level below (up to 1.1e6 units at priority 999 per pivot), in the tableau
///   and in every rebuild of the strict check; the full 16,831 stopped at 3.2e6 at priority 2 against 1.65e6 (the
///   shrunk one 0.016 at priority 999 against 0, then 8,928 at 2 against 8,714), and 152 at 1,419 at priority 750
///   against 885. Now a tiny entering cost must be real when recomputed from the rows
///   (`Solver.dropsResidueCost`), and the residue refresh drops a recomputed cost below 1e-8.
@Suite("Strict regressions")
struct StrictRegressionTests {
  /// The fixtures, under `Fixtures`, each with its `.levels` beside it.
  static let fixtures = [
    "Strict/blocking_residue_1.txt", "Strict/blocking_residue_2.txt", "Strict/drifted_objective_1.txt",
    "Strict/drifted_objective_2.txt", "Strict/drifted_objective_3.txt", "Strict/drifted_objective_4.txt",
    "Strict/drifted_objective_5.txt", "Strict/drifted_values_1.txt", "Strict/small_pivot_direction_1.txt",
    "Strict/small_pivot_direction_2.txt", "Differential/rounding_cost_fallback_1.txt",
    "Strict/entering_residue_1.txt", "Strict/entering_residue_2.txt",
  ]

  @Test(arguments: fixtures)
  func reachesTheLexicographicOptimumOfHiGHS(fixture: String) throws {
    let misses = try Self.missedLevels(of: fixture, checked: true)
    #expect(misses.isEmpty, "\(misses)")
  }

  /// The fixtures that the strict optimum check mends miss HiGHS's optimum without it. (`drifted_objective_2` to `_4`
  /// and `drifted_values_1` did too until issue 2: with its two residue rules (Solver+ObjectiveRefresh.swift: a tiny
  /// entering cost the rows do not make real is dropped, and so is a stored cost the rows give below 1e-8) they
  /// reach it without the check.)
  @Test(arguments: [
    "Strict/small_pivot_direction_1.txt", "Strict/small_pivot_direction_2.txt",
    "Differential/rounding_cost_fallback_1.txt",
  ])
  func missesTheOptimumWithoutTheStrictCheck(fixture: String) throws {
    #expect(try !Self.missedLevels(of: fixture, checked: false).isEmpty)
  }

  /// Replays `fixture` under strict levels, with the optimum check or with it off before each update, expecting the
  /// invariants and the required constraints to hold after each phase; returns each phase's levels whose total
  /// violation is not HiGHS's within 1e-6 of it plus its rounding allowance.
  static func missedLevels(of fixture: String, checked: Bool) throws -> [String] {
    let file = try ConstraintFile.parse(Fixture.text(fixture))
    let optima = Self.levels(in: Fixture.text("\(fixture).levels"))
    #expect(optima.count == file.blocks.count + 1)
    var misses: [String] = []
    func prepare(_ solver: inout Solver) { if !checked { solver.optimumRebuildIsFutile = true } }
    func check(_ phase: ReplayedPhase) {
      guard phase.number < optima.count else { return }
      #expect(phase.solver.brokenInvariant() == nil, "phase \(phase.number)")
      var totals: [Double: Double] = [:]
      var allowances: [Double: Double] = [:]
      for (strength, violation, magnitude) in phase.softViolations() where strength.value > 0 {
        totals[strength.value, default: 0] += violation
        allowances[strength.value, default: 0] += 1e-9 * magnitude
      }
      for (strength, optimum) in optima[phase.number] {
        let total = totals[strength] ?? 0
        if abs(total - optimum) > 1e-6 * max(1, abs(optimum)) + (allowances[strength] ?? 0) {
          misses.append("phase \(phase.number), level \(strength): \(total) in all, HiGHS \(optimum)")
        }
      }
    }
    try ReplayedPhase.replay(file, prioritization: .strict, rowsAtOnce: true, preparing: prepare, check)
    return misses
  }

  /// The `LEVEL PHASE STRENGTH TOTAL` lines of a `.levels` file, grouped by phase, strongest level first.
  static func levels(in reference: String) -> [[(strength: Double, total: Double)]] {
    var phases: [[(strength: Double, total: Double)]] = []
    for line in reference.split(separator: "\n") where line.hasPrefix("LEVEL ") {
      let fields = line.split(separator: " ")
      guard fields.count == 4, let phase = Int(fields[1]), let strength = Double(fields[2]),
        let total = Double(fields[3])
      else { continue }
      while phases.count <= phase { phases.append([]) }
      phases[phase].append((strength, total))
    }
    return phases
  }
}
