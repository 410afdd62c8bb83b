import Foundation

extension View {
  /// Marks the view's tree as needing a layout pass, after which this view's `layoutSubviews()` runs.
  public func setNeedsLayout() {
    needsLayoutSubviews = true
    if let engine = registeredEngine {
      engine.framesToWrite.append(self)
      engine.setNeedsLayout()
    } else {
      rootView.ownedEngine?.setNeedsLayout()
    }
  }

  /// Lays out the view's tree now if anything changed since the last pass (the whole tree, as the engine is
  /// shared; see ``LayoutEngine/layoutIfNeeded()``).
  public func layoutIfNeeded() {
    layoutEngine.layoutIfNeeded()
  }

  /// Lays out the view's tree like ``layoutIfNeeded()`` and throws the first conflict it met.
  ///
  /// - Throws: ``LayoutError/unsatisfiableConstraints(_:)``.
  public func layoutIfNeededOrThrow() throws(LayoutError) {
    try layoutEngine.layoutIfNeededOrThrow()
  }

  /// Asks for ``updateConstraints()`` to run at the start of the next layout pass.
  public func setNeedsUpdateConstraints() {
    guard !needsUpdateConstraints else { return }
    needsUpdateConstraints = true
    if let engine = registeredEngine {
      engine.constraintUpdateQueue.append(self)
      engine.setNeedsLayout()
    } else {
      rootView.ownedEngine?.setNeedsLayout()
    }
  }

  /// Runs ``updateConstraints()`` now for this view and its descendants that need it, children first.
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    if needsUpdateConstraints {
      needsUpdateConstraints = false
      updateConstraints()
    }
  }

  /// Re-queues the direction-dependent constraints of the subtree (its layout direction changed).
  func layoutDirectionDidChange() {
    guard let engine = registeredEngine else { return }
    forEachItemInSubtree { item in
      for constraint in item.layoutState.referencingConstraints where constraint.usesDirection {
        engine.enqueue(constraint)
      }
    }
  }
}
