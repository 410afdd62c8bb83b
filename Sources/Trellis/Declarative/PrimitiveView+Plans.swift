import Foundation

/// The hierarchy of a declarative view as it will be once a ``SubviewPlan`` is applied, so that constraints can
/// be checked before anything changes.
struct HierarchyPreview {
  /// The declarative view.
  let root: View
  /// The views its body lists.
  var listed: Set<ObjectIdentifier> = []
  /// The subviews the plan removes.
  var removed: Set<ObjectIdentifier> = []

  /// Whether `view` will be the root or in its hierarchy.
  ///
  /// - Complexity: O(depth of `view`).
  func contains(_ view: View) -> Bool {
    var current: View? = view
    while let candidate = current {
      let id = ObjectIdentifier(candidate)
      if candidate === root || listed.contains(id) { return true }
      if removed.contains(id) { return false }
      current = candidate.superview
    }
    return false
  }
}

/// What applying a body changes: the views to remove, the views to add or reorder, and what was refused.
struct SubviewPlan {
  /// The subviews of the body, without the refused ones, back to front.
  var subviews: [View] = []
  /// The subviews declared before that the body no longer lists.
  var removed: [View] = []
  /// Why some views of the body were refused.
  var errors: [LayoutError] = []
  /// The hierarchy once the plan is applied.
  var preview: HierarchyPreview
}

/// What applying a layout changes: the constraints to deactivate, to change in place and to activate.
struct ConstraintPlan {
  /// The constraints of the layout once applied (reused ones in place of their equals), in order.
  var declared: [LayoutConstraint] = []
  /// Previously declared constraints that the layout no longer lists.
  var deactivations: [LayoutConstraint] = []
  /// Previously declared constraints kept with a new constant (the solver changes their row in place).
  var constantChanges: [(constraint: LayoutConstraint, constant: CGFloat)] = []
  /// New constraints to activate.
  var activations: [LayoutConstraint] = []
  /// Why some constraints of the layout were refused.
  var errors: [LayoutError] = []
}

extension PrimitiveView {
  /// Checks a body against the current hierarchy without changing anything.
  func planSubviews(_ body: [View]) -> SubviewPlan {
    var plan = SubviewPlan(preview: HierarchyPreview(root: self))
    for view in body {
      let id = ObjectIdentifier(view)
      if plan.preview.listed.contains(id) {
        plan.errors.append(.duplicateSubview(view: view.layoutName, superview: layoutName))
      } else if isDescendant(of: view) {
        plan.errors.append(.subviewIsAncestor(view: view.layoutName, superview: layoutName))
      } else {
        plan.preview.listed.insert(id)
        plan.subviews.append(view)
      }
    }
    plan.removed = declaredSubviews.filter { view in
      view.superview === self && !plan.preview.listed.contains(ObjectIdentifier(view))
    }
    plan.preview.removed = Set(plan.removed.map(ObjectIdentifier.init))
    return plan
  }

  /// Applies a checked body: removes the views no longer listed, then puts the listed ones at the back of the
  /// subviews in order (views added by other code stay in front of them).
  func apply(_ plan: SubviewPlan) {
    for view in plan.removed { view.removeFromSuperview() }
    for (index, view) in plan.subviews.enumerated() {
      view.translatesAutoresizingMaskIntoConstraints = false
      insertSubview(view, at: index)
    }
    declaredSubviews = plan.subviews
  }

  /// Checks a layout against a (future) hierarchy without changing anything, and matches it against the
  /// constraints declared before: the same instance is kept; an equal constraint that differs only in its
  /// constant is kept with the new constant.
  func planConstraints(_ layout: [LayoutConstraint], in hierarchy: HierarchyPreview) -> ConstraintPlan {
    var plan = ConstraintPlan()
    var reusable = declaredConstraints.filter(\.isActive)
    var seen: Set<ObjectIdentifier> = []
    for constraint in layout where seen.insert(ObjectIdentifier(constraint)).inserted {
      if let error = declarationError(of: constraint, in: hierarchy) {
        plan.errors.append(error)
      } else if constraint.isActive {
        reusable.removeAll { $0 === constraint }
        plan.declared.append(constraint)
      } else if let index = reusable.firstIndex(where: { $0.hasSameTerms(as: constraint) }) {
        let kept = reusable.remove(at: index)
        if kept.constant != constraint.constant { plan.constantChanges.append((kept, constraint.constant)) }
        plan.declared.append(kept)
      } else {
        plan.activations.append(constraint)
        plan.declared.append(constraint)
      }
    }
    plan.deactivations = reusable
    return plan
  }

  /// Applies a checked layout: deactivations, then constant changes, then activations.
  func apply(_ plan: ConstraintPlan) {
    LayoutConstraint.deactivate(plan.deactivations)
    for change in plan.constantChanges { change.constraint.constant = change.constant }
    for constraint in plan.activations {
      do {
        try constraint.activate()
      } catch {
        layoutEngine.record(error)
      }
    }
    declaredConstraints = plan.declared
  }

  /// Why a constraint of the layout cannot be activated in the hierarchy, or `nil` when it can.
  private func declarationError(of constraint: LayoutConstraint, in hierarchy: HierarchyPreview) -> LayoutError? {
    if let error = constraint.activationErrorIgnoringHierarchy() { return error }
    for item in [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap(\.self) {
      guard let view = item.hierarchyView, hierarchy.contains(view) else {
        return .itemOutsideDeclaringView(constraint.summary, item: item.layoutName, view: layoutName)
      }
    }
    return nil
  }
}

extension LayoutConstraint {
  /// Whether the two constraints relate the same attributes of the same items in the same way, at the same
  /// priority and with the same identifier: they differ at most in their constant.
  func hasSameTerms(as other: LayoutConstraint) -> Bool {
    firstLayoutItem === other.firstLayoutItem && firstAttribute == other.firstAttribute
      && relation == other.relation && secondLayoutItem === other.secondLayoutItem
      && secondAttribute == other.secondAttribute && multiplier == other.multiplier
      && priority == other.priority && identifier == other.identifier
  }
}
