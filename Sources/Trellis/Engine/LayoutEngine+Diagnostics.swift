import Foundation
import TrellisSolver

extension LayoutEngine {
  /// The variables that are ambiguous after the last pass: those with another optimal value, and those no
  /// constraint mentions at all.
  func ambiguousAxes(of item: any LayoutItem) -> [LayoutConstraint.Axis] {
    layoutIfNeeded()
    let ambiguous: Set<Variable>
    if let cached = ambiguityCache {
      ambiguous = cached
    } else {
      ambiguous = Set(solver.ambiguousVariables())
      ambiguityCache = ambiguous
    }
    let v = item.layoutState.variables
    var axes: [LayoutConstraint.Axis] = []
    if [v.minX, v.width].contains(where: { ambiguous.contains($0) || !solverKnows($0) }) { axes.append(.horizontal) }
    if [v.minY, v.height].contains(where: { ambiguous.contains($0) || !solverKnows($0) }) { axes.append(.vertical) }
    return axes
  }

  private func solverKnows(_ variable: Variable) -> Bool {
    knownVariables.contains(variable)
  }

  private var knownVariables: Set<Variable> { Set(solver.variables) }

  /// The views and guides of the tree whose layout is ambiguous, in tree order, with their ambiguous axes
  /// (Apple's `_autolayoutTrace` marks the same views "AMBIGUOUS LAYOUT").
  ///
  /// - Returns: One entry per ambiguous item.
  public func ambiguityReport() -> [AmbiguousItem] {
    layoutIfNeeded()
    var result: [AmbiguousItem] = []
    root.forEachItemInSubtree { item in
      let axes = ambiguousAxes(of: item)
      if !axes.isEmpty { result.append(AmbiguousItem(name: item.layoutName, axes: axes)) }
    }
    return result
  }
}

extension View {
  /// Whether the constraints leave the view's frame undetermined (several layouts satisfy them equally well).
  /// Lays out the tree first if needed.
  public var hasAmbiguousLayout: Bool {
    !layoutEngine.ambiguousAxes(of: self).isEmpty
  }

  /// The active constraints that affect the view's frame on an axis, as
  /// `constraintsAffectingLayout(for:)`: the ones that mention the view, including the engine's own
  /// (autoresizing mask, content size).
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The constraints, in the order they were activated.
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    layoutState.referencingConstraints.filter { constraint in
      (constraint.firstLayoutItem === self && constraint.firstAttribute.axis == axis)
        || (constraint.secondLayoutItem === self && constraint.secondAttribute.axis == axis)
    }
  }
}

extension LayoutGuide {
  /// Whether the constraints leave the guide's frame undetermined. Lays out the owning view's tree first.
  public var hasAmbiguousLayout: Bool {
    guard let owningView else { return true }
    return !owningView.layoutEngine.ambiguousAxes(of: self).isEmpty
  }
}
