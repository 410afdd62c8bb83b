// The violations of a solution per strength, with what rounding alone may account for: what strict levels compare.

/// The total violation per strength below required at a solver's values, and for each strength the rounding its
/// total is only known within (``objectiveRoundingShare`` of the magnitude of each constraint's terms at the
/// values, as the differential test's judge allows).
struct StrictViolations {
  /// The total violation per strength.
  var totals: [Strength: Double]
  /// The rounding of each strength's total.
  var rounding: [Strength: Double]

  /// Whether these violations are lower than `other`'s at the strongest strength where the two differ by more than
  /// both roundings together; `false` when they differ nowhere by that much.
  ///
  /// Rounding only: a tolerance of 1e-6 of the larger total (what the judge tolerates of a level's total) kept
  /// rebuilds that gave up less than that at one level for 200 units at a weaker one (wide seed 394 of the
  /// differential test): a trade strict levels forbid.
  func isLower(than other: StrictViolations) -> Bool {
    let strengths = Set(totals.keys).union(other.totals.keys).sorted { $0.value > $1.value }
    for strength in strengths {
      let (new, old) = (totals[strength] ?? 0, other.totals[strength] ?? 0)
      let tolerance = (rounding[strength] ?? 0) + (other.rounding[strength] ?? 0)
      if new < old - tolerance { return true }
      if new > old + tolerance { return false }
    }
    return false
  }
}

extension Solver {
  /// The violations per strength at the current values, with their rounding (see ``StrictViolations``).
  ///
  /// - Complexity: O(*t*) for *t* terms of the held constraints.
  func strictViolations() -> StrictViolations {
    var rounding: [Strength: Double] = [:]
    for record in records.values where !record.constraint.strength.isRequired && !record.isDeferred {
      let share = objectiveRoundingShare * evaluation(of: record.constraint.expression).magnitude
      rounding[record.constraint.strength, default: 0] += share
      if record.constraint.isAsymmetric { rounding[record.constraint.strengthBelow, default: 0] += share }
    }
    return StrictViolations(totals: violationTotals(), rounding: rounding)
  }
}
