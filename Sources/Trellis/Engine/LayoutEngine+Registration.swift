import Foundation
import TrellisSolver

extension LayoutEngine {
  /// Registers the subtrees added since the last pass: their views' own constraints are made and every active
  /// constraint they hold is queued.
  func registerPendingViews() {
    let pending = pendingAttachments
    pendingAttachments.removeAll()
    var views: [View] = []
    for view in pending where view.rootView === root {
      view.forEachViewInSubtree { views.append($0) }
    }
    // Room for each view's entry at once, instead of growing the index step by step.
    frameOwners.reserveCapacity(frameOwners.count + views.count)
    // Every new view is listed for its intrinsic size and its first frame.
    intrinsicQueue.reserveCapacity(forAdditional: views.count)
    framesToWrite.reserveCapacity(forAdditional: views.count)
    // The queue of constraints to install: the views' own, and about four each that the pass makes for them
    // (content size, autoresizing mask, stack rows). Growing it step by step reallocated it a few times a pass.
    var constraintCount = 4 * views.count
    for view in views { constraintCount += view.constraints.count }
    queue.reserveCapacity(queue.count + constraintCount)
    for view in views {
      register(view)
      unseenVariableCount += 4 * (1 + view.layoutGuides.count)
    }
  }

  private func register(_ view: View) {
    guard view.registeredEngine !== self else { return }
    view.registeredEngine = self
    trackFrame(of: view)
    view.buildAutoresizingConstraints()
    intrinsicQueue.append(view)
    if type(of: view).requiresConstraintBasedLayout { view.needsUpdateConstraints = true }
    if view.needsUpdateConstraints { constraintUpdateQueue.append(view) }
    for constraint in view.constraints { enqueue(constraint) }
    if view.hasWidthDependentSize { widthDependentViews.append(view) }
    if view.safeAreaGuide != nil || view.marginsGuide != nil { trackSafeArea(of: view) }
    view.didRegister(with: self)
  }

  /// Takes a subtree out of the solver at once (it is being removed from the tree).
  func detach(_ subtree: View) {
    subtree.forEachViewInSubtree { view in
      guard view.registeredEngine === self else { return }
      for constraint in view.constraints where constraint.engine === self { uninstall(constraint) }
      untrackFrame(of: view)
      view.registeredEngine = nil
    }
    subtree.dropAutoresizingConstraints()
    hasDetachedViews = true
    needsLayout = true
  }

  /// Forgets the whole tree (its root is being added to another tree, whose engine takes over).
  func discard() {
    for constraint in queue + brokenConstraints {
      if constraint.queuedInSerial == serial { constraint.queuedInSerial = 0 }
      if constraint.engine === self {
        constraint.forgetSolverRow()
      }
    }
    root.forEachViewInSubtree { view in
      for constraint in view.constraints where constraint.engine === self {
        constraint.forgetSolverRow()
      }
      if view.registeredEngine === self { view.registeredEngine = nil }
    }
    root.dropAutoresizingConstraints()
    queue.removeAll()
    stackQueue.removeAll()
    constraintUpdateQueue.removeAll()
    safeAreaViews.removeAll()
    widthDependentViews.removeAll()
    brokenConstraints.removeAll()
    frameOwners.removeAll()
    framesToWrite.removeAll()
    guidesToWrite.removeAll()
    movedVariables.removeAll()
    needsFullFrameWalk = true
    unseenVariableCount = 0
    solver.reset()
  }

  /// Removes a constraint's row from the solver; a row shared by a content-size pair leaves for both.
  func uninstall(_ constraint: LayoutConstraint) {
    if let installed = constraint.solverConstraint {
      try? solver.remove(installed)
    }
    let partner = constraint.pairedConstraint
    constraint.forgetSolverRow()
    partner?.forgetSolverRow()
  }

  /// Whether a constraint should be in the solver now.
  func wantsInstalled(_ constraint: LayoutConstraint) -> Bool {
    constraint.activeStorage && !constraint.isBroken && constraint.owner?.registeredEngine === self
  }
}
