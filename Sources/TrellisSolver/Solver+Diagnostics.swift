// What the solver can tell about its solution: which preferences it could not meet, and which variables the
// constraints leave free.

/// A non-required constraint the solution does not meet, and by how much.
public struct Violation: Hashable, Sendable {
  /// The violated constraint (for an edit variable, the constraint `variable == suggested value`).
  public var constraint: Constraint
  /// How far the constraint's expression is from satisfying its relation, in the expression's units.
  public var amount: Double
  /// The edit variable behind the constraint, if it is the constraint of an edit variable.
  public var editVariable: Variable?
  /// The strength of the side the solution misses: the constraint's ``Constraint/strength``, or its
  /// ``Constraint/strengthBelow`` when its expression is below zero.
  public var strength: Strength
}

extension Solver {
  /// The non-required constraints the values of the last ``updateVariables()`` violate, in the order they were
  /// added (edit variables' constraints included), with the size of each violation.
  ///
  /// - Complexity: O(*n*) in the total size of the constraints held.
  public func violations() -> [Violation] {
    records.values.sorted { $0.sequence < $1.sequence }.compactMap { record in
      let constraint = record.constraint
      guard !constraint.strength.isRequired else { return nil }
      let value = constraint.expression.evaluated(self.value(of:))
      let amount = constraint.relation.miss(of: value)
      guard amount > nearZeroTolerance else { return nil }
      return Violation(
        constraint: constraint, amount: amount,
        editVariable: record.isEdit ? constraint.expression.terms.first?.variable : nil,
        strength: value < 0 ? constraint.strengthBelow : constraint.strength)
    }
  }

  /// The total violation per strength of the values at the last ``updateVariables()``: for each strength in use
  /// below required, the sum of ``Violation/amount`` over the violations at that strength.
  public func violationTotals() -> [Strength: Double] {
    var totals: [Strength: Double] = [:]
    for record in records.values where !record.constraint.strength.isRequired {
      totals[record.constraint.strength, default: 0] += 0
      totals[record.constraint.strengthBelow, default: 0] += 0
    }
    for violation in violations() { totals[violation.strength, default: 0] += violation.amount }
    return totals
  }

  /// The variables that could take another value without making any constraint less satisfied: the solution
  /// is one of several optima, and these variables differ between them (Auto Layout calls such a layout
  /// ambiguous).
  ///
  /// A variable is reported when a parametric symbol whose reduced cost is zero at every level can move away from
  /// zero without leaving the feasible region, and the variable's row depends on it (or it is that symbol). The
  /// report is sound: a reported variable really has another optimal value. Alternative optima that are reachable
  /// only through a degenerate pivot are found by pivoting along such zero-step directions, a bounded number of
  /// times. Call ``updateVariables()`` first.
  ///
  /// - Returns: The ambiguous variables, in order of first appearance.
  public func ambiguousVariables() -> [Variable] {
    var probe = self
    // Preferences that wait while a tree-shaped program gives the values get their rows.
    if !probe.deferred.isEmpty {
      probe.treeShaped = nil
      probe.addDeferredConstraints()
    }
    probe.materializeWaitingRows()
    probe.settle()
    var ambiguous = Set<Symbol>()
    var explored = Set<Symbol>()
    var budget = 4 * probe.kinds.count
    var pending = probe.freeDirections()
    while let direction = pending.popLast() {
      guard explored.insert(direction).inserted, probe.rows[Int(direction)] == nil else { continue }
      if probe.kinds[Int(direction)] == .external {
        ambiguous.formUnion(probe.externalsMoved(by: direction))
        continue
      }
      guard let blocking = probe.leavingRow(for: direction) else {
        ambiguous.formUnion(probe.externalsMoved(by: direction))
        continue
      }
      let row = probe.rows[Int(blocking)]!
      if -row.constant / row.coefficient(of: direction) > nearZeroTolerance {
        ambiguous.formUnion(probe.externalsMoved(by: direction))
      } else if budget > 0 {
        budget -= 1
        probe.pivot(entering: direction, leaving: blocking)
        explored.remove(direction)
        pending.append(contentsOf: probe.freeDirections().filter { !explored.contains($0) })
      }
    }
    return externalSymbols.indices.filter { ambiguous.contains(externalSymbols[$0]) }.map { externalVariables[$0] }
  }

  /// The parametric symbols that no objective level charges for: moving them keeps the objective.
  private func freeDirections() -> [Symbol] {
    var result: [Symbol] = []
    for symbol in kinds.indices.reversed() where rows[symbol] == nil && kinds[symbol] != .dummy {
      let id = Symbol(symbol)
      guard kinds[symbol] == .external || !columns[symbol].isEmpty else { continue }
      guard kinds[symbol] != .external || rows[symbol] == nil else { continue }
      if objectives.allSatisfy({ !$0.contains(id) }) { result.append(id) }
    }
    return result
  }
}
