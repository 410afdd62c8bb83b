import Foundation

extension LayoutConstraint {
  /// Whether the constraint takes part in layout.
  ///
  /// Activating installs it on the nearest common ancestor of its items. When it cannot be activated (its items
  /// have no common ancestor, a number is not finite, an item is gone, its attributes are ones UIKit refuses) it
  /// stays inactive and the error is recorded
  /// in the engine's ``LayoutEngine/issues`` instead of raising an exception as UIKit does; use
  /// ``activate()`` to get the error.
  public var isActive: Bool {
    get { activeStorage }
    set {
      if newValue {
        do {
          try activate()
        } catch {
          report(error)
        }
      } else {
        deactivateNow()
      }
    }
  }

  /// Activates the constraint, or throws when it cannot be activated.
  ///
  /// - Throws: ``LayoutError/noCommonAncestor(_:)`` when the items are in different trees (or a guide has no
  ///   owning view), ``LayoutError/nonFiniteValue(_:)`` for a NaN or infinite constant or multiplier,
  ///   ``LayoutError/mixedDirectionalAttributes(_:)`` for leading or trailing related to left or right, and
  ///   ``LayoutError/missingItem(_:)`` when an item has been deallocated, and ``LayoutError/invalidAttributes(_:)``
  ///   for a constraint made from items and attributes UIKit refuses. The constraint stays inactive then.
  public func activate() throws(LayoutError) {
    guard !activeStorage else { return }
    if let error = activationErrorIgnoringHierarchy() { throw error }
    guard let first = firstLayoutItem else { throw .missingItem(summary) }
    let second = secondLayoutItem
    guard let firstView = first.hierarchyView else { throw .noCommonAncestor(summary) }
    var owner = firstView
    if let second {
      guard let secondView = second.hierarchyView, let common = View.nearestCommonAncestor(firstView, secondView)
      else { throw .noCommonAncestor(summary) }
      owner = common
    }
    install(on: owner)
  }

  /// The error ``activate()`` would throw whatever trees the items are in: attributes UIKit refuses, a non-finite
  /// number, leading or trailing related to left or right, or a deallocated item; `nil` when there is none.
  func activationErrorIgnoringHierarchy() -> LayoutError? {
    if let creationError { return creationError }
    guard constantStorage.isFinite, multiplier.isFinite else { return .nonFiniteValue(summary) }
    guard !mixesDirectionalAndAbsolute else { return .mixedDirectionalAttributes(summary) }
    guard firstLayoutItem != nil else { return .missingItem(summary) }
    if secondAttribute != .notAnAttribute && secondLayoutItem == nil { return .missingItem(summary) }
    return nil
  }

  /// Installs the constraint on a view without checks (the engine's own constraints, and ``activate()``).
  func install(on owner: View) {
    activeStorage = true
    isBroken = false
    self.owner = owner
    owner.constraints.append(self)
    // Through the items' states, which is cheaper than through the items (see `LayoutItemState.container`).
    let first = firstItemState.flatMap { $0.hasItem ? $0 : nil }
    let second = secondItemState.flatMap { $0.hasItem ? $0 : nil }
    first?.addReference(self)
    if let second, second !== first { second.addReference(self) }
    if kind != .baseline {
      // A label's baseline rows are made only once a constraint uses its baselines.
      if firstAttribute.isBaseline, let view = first?.view { view.buildBaselineConstraints() }
      if secondAttribute.isBaseline, let view = second?.view { view.buildBaselineConstraints() }
    }
    // A registered owner knows its engine (the root's); otherwise walk up to the root.
    if let engine = owner.registeredEngine ?? owner.rootView.ownedEngine { engine.enqueue(self) }
  }

  /// Deactivates the constraint; its solver row goes at the next layout pass.
  func deactivateNow() {
    guard activeStorage else { return }
    activeStorage = false
    if let owner, let index = owner.constraints.lastIndex(where: { $0 === self }) {
      owner.constraints.remove(at: index)
    }
    firstLayoutItem?.layoutState.removeReference(self)
    if let second = secondLayoutItem, second !== firstLayoutItem { second.layoutState.removeReference(self) }
    if let engine {
      engine.enqueue(self)
    } else if isBroken, let engine = owner?.rootView.ownedEngine {
      engine.enqueue(self)
    }
    owner = nil
  }

  /// Activates each constraint, as `NSLayoutConstraint.activate(_:)`.
  ///
  /// A constraint that cannot be activated stays inactive and its error is recorded in the engine's
  /// ``LayoutEngine/issues``; the others are activated. Use ``activateOrThrow(_:)->()`` to get the errors.
  ///
  /// - Parameter constraints: The constraints to activate.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Activates all the constraints, or none of them.
  ///
  /// - Parameter constraints: The constraints to activate.
  /// - Throws: The error of the first constraint that cannot be activated (see ``activate()``); the constraints
  ///   activated by this call before it are deactivated again.
  public static func activateOrThrow(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    var activated: [LayoutConstraint] = []
    for constraint in constraints where !constraint.isActive {
      do {
        try constraint.activate()
        activated.append(constraint)
      } catch {
        for done in activated { done.deactivateNow() }
        throw error
      }
    }
  }

  /// Deactivates each constraint, as `NSLayoutConstraint.deactivate(_:)`.
  ///
  /// - Parameter constraints: The constraints to deactivate.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.deactivateNow() }
  }
}
