// Explaining why a required constraint cannot hold: a certificate from the simplex, shrunk to a minimal set.

extension Solver {
  /// The required constraints whose marker symbols are among `symbols`, in the order they were added.
  func owners(of symbols: [Symbol]) -> [Constraint] {
    let wanted = Set(symbols)
    return records.values
      .filter { $0.constraint.strength.isRequired && (wanted.contains($0.marker) || wanted.contains($0.other)) }
      .sorted { $0.sequence < $1.sequence }
      .map(\.constraint)
  }

  /// A minimal set of required constraints held by the solver that cannot hold together with `culprit`.
  ///
  /// `candidates` come from the simplex's certificate of infeasibility (the markers in the final phase-one or
  /// dual row: the constraints with non-zero dual values). A deletion filter then drops every candidate whose
  /// removal keeps the set infeasible, so the result is irreducible: remove any one and the rest can hold.
  /// Should the certificate ever be incomplete (numerical trouble), the required constraints that share variables
  /// with the culprit, directly or through others, are filtered instead.
  ///
  /// - Parameters:
  ///   - culprit: The constraint that could not be added, or whose new constant cannot hold.
  ///   - candidates: Required constraints from the certificate, in the order they were added.
  ///   - excluding: A held constraint to leave out (the old version of a constraint whose constant changes).
  func explainConflict(_ culprit: Constraint, candidates: [Constraint], excluding: Constraint? = nil) -> [Constraint] {
    guard explainsConflicts else { return candidates }
    var set = candidates
    if Solver.isFeasible(set, with: culprit) {
      set = connectedRequiredConstraints(to: culprit).filter { $0 != excluding }
      guard set.count <= Solver.explanationSearchLimit, !Solver.isFeasible(set, with: culprit) else {
        return candidates
      }
    }
    var index = set.count - 1
    while index >= 0 {
      var trial = set
      trial.remove(at: index)
      if !Solver.isFeasible(trial, with: culprit) { set = trial }
      index -= 1
    }
    return set
  }

  /// The most constraints the fallback explanation searches through.
  static let explanationSearchLimit = 400

  /// Whether `constraints` and `culprit` can all hold, decided by a fresh solver.
  static func isFeasible(_ constraints: [Constraint], with culprit: Constraint) -> Bool {
    var probe = Solver(prioritization: .weighted)
    probe.explainsConflicts = false
    do {
      for constraint in constraints + [culprit] { try probe.add(constraint) }
      return true
    } catch {
      return false
    }
  }

  /// The required constraints connected to `culprit` through shared variables, in the order they were added.
  func connectedRequiredConstraints(to culprit: Constraint) -> [Constraint] {
    let required = records.values.filter { $0.constraint.strength.isRequired && !$0.isEdit }
      .sorted { $0.sequence < $1.sequence }
    var reached = Set(culprit.expression.terms.map(\.variable))
    var included = [Bool](repeating: false, count: required.count)
    var grew = true
    while grew {
      grew = false
      for (index, record) in required.enumerated() where !included[index] {
        let variables = record.constraint.expression.terms.map(\.variable)
        if variables.contains(where: reached.contains) {
          included[index] = true
          reached.formUnion(variables)
          grew = true
        }
      }
    }
    return required.indices.filter { included[$0] }.map { required[$0].constraint }
  }
}
