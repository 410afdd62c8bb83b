import Foundation
import TrellisSolver

extension LayoutEngine {
  /// Steps 1–3 of a pass: registration, intrinsic sizes, queued constraints.
  func applyPendingChanges() {
    registerPendingViews()
    runConstraintUpdates()
    if hasDetachedViews {
      widthDependentViews.removeAll { $0.registeredEngine !== self }
      safeAreaViews.removeAll { $0.registeredEngine !== self }
      hasDetachedViews = false
    }
    let stacks = stackQueue
    stackQueue.removeAll()
    for stack in stacks where stack.registeredEngine === self && stack.needsRebuild { stack.rebuildArrangement() }
    let intrinsic = intrinsicQueue
    intrinsicQueue.removeAll()
    for view in intrinsic where view.registeredEngine === self { view.updateContentSizeConstraints() }
    applyQueuedConstraints()
  }

  /// Runs the queued `updateConstraints()`, deepest views first (UIKit updates constraints bottom-up).
  private func runConstraintUpdates() {
    guard !constraintUpdateQueue.isEmpty else { return }
    let views = constraintUpdateQueue.filter { $0.registeredEngine === self }.map { ($0.depth, $0) }
    constraintUpdateQueue.removeAll()
    for (_, view) in views.sorted(by: { $0.0 > $1.0 }) where view.needsUpdateConstraints {
      view.needsUpdateConstraints = false
      view.updateConstraints()
    }
  }

  /// Applies the queued constraint changes: removals, then constant changes, then additions.
  func applyQueuedConstraints() {
    guard !queue.isEmpty else { return }
    let batch = queue
    queue.removeAll()
    var constantChanges: [LayoutConstraint] = []
    var additions: [LayoutConstraint] = []
    // A first layout adds its whole batch: room at once (growing step by step reallocated it seven times for the
    // Trainer form). A re-layout's few changes keep the lazy growth.
    if batch.count > 16 { additions.reserveCapacity(batch.count) }
    var freedRoom = false
    for constraint in batch {
      guard constraint.queuedInSerial == serial else { continue }
      constraint.queuedInSerial = 0
      if constraint.isBroken && constraint.activeStorage {
        // A broken constraint that changed (its constant or priority) gets another chance.
        constraint.isBroken = false
        brokenConstraints.removeAll { $0 === constraint }
      }
      let wanted = wantsInstalled(constraint)
      if let installed = constraint.solverConstraint, constraint.engine === self {
        let rightToLeft = isRightToLeft(constraint)
        let partner = constraint.pairedConstraint
        if !wanted || installedStrength(of: constraint, in: installed) != constraint.priorityStorage.strength
          || rightToLeft != constraint.installedRightToLeft
          || partner.map({ $0.constantStorage != constraint.constantStorage }) ?? false
        {
          uninstall(constraint)
          freedRoom = true
          if wanted { additions.append(constraint) }
          // The partner lost the shared row with it; `install` pairs the two again if both still qualify.
          if let partner, wantsInstalled(partner) { additions.append(partner) }
        } else if constraint.installedConstant != constraint.constantStorage {
          constantChanges.append(constraint)
        }
      } else if wanted {
        additions.append(constraint)
      }
      if constraint.isBroken && !constraint.activeStorage {
        constraint.isBroken = false
        brokenConstraints.removeAll { $0 === constraint }
      }
    }
    for constraint in constantChanges {
      // A pair's shared row moves once, for the first of the two.
      guard let installed = constraint.solverConstraint, constraint.installedConstant != constraint.constantStorage
      else { continue }
      let partner = constraint.pairedConstraint
      do {
        try solver.setConstant(of: installed, to: -Double(constraint.constantStorage))
        constraint.installedConstant = constraint.constantStorage
        partner?.installedConstant = constraint.constantStorage
        freedRoom = true
      } catch {
        uninstall(constraint)
        breakConstraint(constraint, error: error)
        if let partner, wantsInstalled(partner) { additions.append(partner) }
      }
    }
    if !additions.isEmpty {
      // Room for the whole batch (a first layout adds every row of the tree at once).
      solver.reserveCapacity(constraints: additions.count, variables: unseenVariableCount)
      unseenVariableCount = 0
    }
    for constraint in additions { install(constraint) }
    if freedRoom && !brokenConstraints.isEmpty { retryBrokenConstraints() }
    directionBatch = nextDirectionBatch.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// Whether a constraint is mirrored: it uses leading or trailing and its first item's layout is right to left.
  /// Memoized per view for the batch (``directionBatch``): the direction is the nearest explicit
  /// `semanticContentAttribute` up the tree, and a batch of sibling constraints asks for it again and again. The
  /// answer is kept on the view's layout state, stamped with the batch number (a dictionary by view identity cost a
  /// hash per constraint), and the walk goes up the states, which mirror the hierarchy: walking the views retained
  /// each one, the slow way for views that a weak reference has pointed at (see ``LayoutItemState/container``).
  private func isRightToLeft(_ constraint: LayoutConstraint) -> Bool {
    guard constraint.usesDirection, let state = constraint.firstItemState?.hierarchyState else { return false }
    return isRightToLeft(state)
  }

  private func isRightToLeft(_ state: LayoutItemState) -> Bool {
    if state.resolvedDirectionBatch == directionBatch { return state.resolvedRightToLeft }
    let result: Bool
    switch state.semanticContentAttribute {
    case .forceLeftToRight: result = false
    case .forceRightToLeft: result = true
    case .unspecified: result = state.container.map(isRightToLeft) ?? false
    }
    state.resolvedRightToLeft = result
    state.resolvedDirectionBatch = directionBatch
    return result
  }

  /// The strength the solver holds a constraint at: a compression-resistance constraint that shares its row with
  /// its hugging partner is the row's side below zero.
  private func installedStrength(of constraint: LayoutConstraint, in installed: Constraint) -> Strength {
    constraint.pairedConstraint != nil && constraint.kind == .compressionResistance
      ? installed.strengthBelow : installed.strength
  }

  /// Adds a constraint's row to the solver, breaking the constraint when it conflicts.
  private func install(_ constraint: LayoutConstraint) {
    // Already in, with its content-size partner (a batch may list both, and a priority change lists the partner).
    if constraint.solverConstraint != nil, constraint.engine === self { return }
    if let partner = contentSizePartner(of: constraint) {
      installPair(constraint, partner)
      return
    }
    guard let row = constraint.makeSolverConstraint(rightToLeft: isRightToLeft(constraint)) else {
      record(.missingItem(constraint.summary))
      return
    }
    do {
      try solver.add(row)
      constraint.solverConstraint = row
      constraint.engine = self
    } catch {
      breakConstraint(constraint, error: error)
    }
  }

  /// The other content-size constraint of the same view and axis, when the two can share one solver row: both
  /// wanted, both optional, with the same constant (the intrinsic size). A partner installed on its own is taken
  /// out first.
  private func contentSizePartner(of constraint: LayoutConstraint) -> LayoutConstraint? {
    guard constraint.kind == .contentHugging || constraint.kind == .compressionResistance,
      !constraint.priorityStorage.isRequired, let view = constraint.owner,
      let partner = view.contentSizeConstraints.partner(of: constraint), !partner.priorityStorage.isRequired,
      partner.constantStorage == constraint.constantStorage, wantsInstalled(partner)
    else { return nil }
    if partner.solverConstraint != nil {
      guard partner.engine === self else { return nil }
      uninstall(partner)
    }
    return partner
  }

  /// Adds a view's hugging and compression-resistance constraints of one axis as one row of the solver: the
  /// preference `size == intrinsic`, missed above at the hugging priority and below at the compression-resistance
  /// priority (``TrellisSolver/Constraint/init(preferring:above:below:)``). Two inequalities would make two rows,
  /// each with a slack and an error symbol; the pair's optimum is the same, for 13% fewer instructions in a first
  /// layout of the Trainer form (Docs/Performance.md).
  func installPair(_ constraint: LayoutConstraint, _ partner: LayoutConstraint) {
    let (hugging, compression) = constraint.kind == .contentHugging ? (constraint, partner) : (partner, constraint)
    guard let expression = hugging.makeSolverExpression(),
      let row = Constraint(
        preferring: expression, above: hugging.priorityStorage.strength,
        below: compression.priorityStorage.strength)
    else {
      record(.missingItem(constraint.summary))
      return
    }
    compression.installedConstant = compression.constantStorage
    compression.installedRightToLeft = hugging.installedRightToLeft
    do {
      try solver.add(row)
    } catch {
      breakConstraint(constraint, error: error)
      return
    }
    for (member, other) in [(hugging, compression), (compression, hugging)] {
      member.solverConstraint = row
      member.engine = self
      member.pairedConstraint = other
    }
  }

  /// Marks a constraint broken after the solver refused it, and records why.
  private func breakConstraint(_ constraint: LayoutConstraint, error: SolverError) {
    switch error {
    case .unsatisfiableConstraint(_, let conflicts):
      constraint.isBroken = true
      brokenConstraints.append(constraint)
      var set = layoutConstraints(behind: conflicts)
      set.append(constraint)
      record(.unsatisfiableConstraints(ConflictReport(constraints: set.map(\.summary), broken: constraint.summary)))
    case .nonFiniteConstraint, .nonFiniteValue:
      record(.nonFiniteValue(constraint.summary))
    default:
      preconditionFailure("unexpected solver error for \(constraint): \(error)")
    }
  }

  /// The layout constraints behind solver constraints, in the same order. Every constraint in the solver is active
  /// and held by a view of the tree (removals are applied before anything is added or changed), so a walk over the
  /// tree finds them: a conflict is rare, and an index kept up to date would cost every addition a dictionary
  /// insertion.
  private func layoutConstraints(behind rows: [Constraint]) -> [LayoutConstraint] {
    var positions: [Int: Int] = [:]
    for (position, row) in rows.enumerated() { positions[row.id] = position }
    var found = [LayoutConstraint?](repeating: nil, count: rows.count)
    root.forEachViewInSubtree { view in
      for constraint in view.constraints where constraint.engine === self {
        if let id = constraint.solverConstraint?.id, let position = positions[id] { found[position] = constraint }
      }
    }
    return found.compactMap { $0 }
  }

  /// Tries again to add the broken constraints, after a removal or a constant change may have made room; those
  /// that still conflict stay broken without a new report.
  private func retryBrokenConstraints() {
    let broken = brokenConstraints
    brokenConstraints.removeAll()
    for constraint in broken {
      constraint.isBroken = false
      guard wantsInstalled(constraint), let row = constraint.makeSolverConstraint() else { continue }
      do {
        try solver.add(row)
        constraint.solverConstraint = row
        constraint.engine = self
      } catch {
        constraint.isBroken = true
        brokenConstraints.append(constraint)
      }
    }
  }

  /// Step 5: gives width-dependent views their resolved widths; returns whether any size changed.
  func resolveWidthDependentSizes() -> Bool {
    // Most trees have none.
    guard !widthDependentViews.isEmpty else { return false }
    var changed = false
    // Re-measuring and invalidating only queue changes: nothing here writes the solver while it is borrowed.
    withSolver { solved in
      for view in widthDependentViews where view.registeredEngine === self {
        let width = snap(solved.value(of: view.layoutState.variables.width))
        if view.resolveWidthDependentSize(width: width) {
          view.invalidateIntrinsicContentSize()
          changed = true
        }
      }
    }
    return changed
  }

  /// A solver value with floating-point noise removed: values within 1e-6 of the pixel grid are put on it.
  func snap(_ value: Double) -> CGFloat {
    Self.snap(value, Double(root.rootDisplayScale))
  }

  /// A value put on the grid of `1 / scale` when it is within 1e-6 of it.
  static func snap(_ value: Double, _ scale: Double) -> CGFloat {
    let onGrid = (value * scale).rounded() / scale
    if abs(value - onGrid) < 1e-6 { return onGrid == 0 ? 0 : CGFloat(onGrid) }
    return CGFloat(value)
  }
}
