import Foundation
import TrellisSolver

/// The ambiguity of every item of a laid-out tree, for a snapshot that asks about every view.
///
/// It applies the rule of ``LayoutEngine``'s per-item check (an axis is ambiguous when its location or size variable
/// has another optimal value, or no constraint mentions it) but builds the two variable sets once, so that asking
/// for n views costs O(n + variables) instead of O(n × variables).
struct AmbiguityIndex {
  private let ambiguous: Set<Variable>
  private let known: Set<Variable>

  /// Reads the solver of a laid-out engine.
  init(engine: LayoutEngine) {
    ambiguous = Set(engine.solver.ambiguousVariables())
    known = Set(engine.solver.variables)
  }

  /// The ambiguous axes of an item, horizontal first.
  func axes(of item: any LayoutItem) -> [LayoutConstraint.Axis] {
    let v = item.layoutState.variables
    var axes: [LayoutConstraint.Axis] = []
    if isUndetermined(v.minX) || isUndetermined(v.width) { axes.append(.horizontal) }
    if isUndetermined(v.minY) || isUndetermined(v.height) { axes.append(.vertical) }
    return axes
  }

  private func isUndetermined(_ variable: Variable) -> Bool {
    ambiguous.contains(variable) || !known.contains(variable)
  }
}
