import Foundation

extension View {
  /// Adds a view at the front of the subviews, removing it from its previous superview first.
  ///
  /// Adding a view to itself or to one of its descendants would make a cycle: the call then does nothing and
  /// records ``LayoutError/subviewIsAncestor(view:superview:)`` in this tree's ``LayoutEngine/issues`` (UIKit
  /// raises an exception). Use ``addSubviewOrThrow(_:)`` to get the error.
  ///
  /// - Parameter view: The view to add.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at an index of the subviews (clamped to `0...subviews.count`), removing it from its previous
  /// superview first; see ``addSubview(_:)`` for the error case.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: The position among the subviews; 0 is the back.
  public func insertSubview(_ view: View, at index: Int) {
    do {
      try insertSubviewOrThrow(view, at: index)
    } catch {
      layoutEngine.record(error)
    }
  }

  /// Adds a view at the front of the subviews, or throws instead of making a cycle.
  ///
  /// - Parameter view: The view to add.
  /// - Throws: ``LayoutError/subviewIsAncestor(view:superview:)`` when `view` is this view or one of its
  ///   ancestors; nothing changes then.
  public func addSubviewOrThrow(_ view: View) throws(LayoutError) {
    try insertSubviewOrThrow(view, at: subviews.count)
  }

  /// Inserts a view at an index of the subviews, or throws instead of making a cycle.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: The position among the subviews, clamped to `0...subviews.count`.
  /// - Throws: ``LayoutError/subviewIsAncestor(view:superview:)`` when `view` is this view or one of its
  ///   ancestors; nothing changes then.
  public func insertSubviewOrThrow(_ view: View, at index: Int) throws(LayoutError) {
    guard !isDescendant(of: view) else {
      throw .subviewIsAncestor(view: view.layoutName, superview: layoutName)
    }
    if view.superview === self {
      // A move within the same superview changes only the order.
      if let old = subviews.firstIndex(where: { $0 === view }) { subviews.remove(at: old) }
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      return
    }
    view.removeFromSuperview()
    if let engine = view.ownedEngine {
      // The view was the root of its own tree: that tree's engine goes, and the new root's engine takes over,
      // with the errors recorded while the subtree was built on its own.
      engine.discard()
      view.ownedEngine = nil
      if !engine.issues.isEmpty { layoutEngine.recordAll(engine.issues) }
    }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    rootView.ownedEngine?.attach(view)
    didAddSubview(view)
  }

  /// Removes the view from its superview, with every active constraint between the view's subtree and views
  /// outside it (as UIKit does). The view becomes the root of its own tree.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    // Deactivate the constraints that cross the boundary of the subtree.
    var crossing: [LayoutConstraint] = []
    forEachItemInSubtree { item in
      for constraint in item.layoutState.referencingConstraints where constraint.kind != .autoresizing {
        if let owner = constraint.owner, !owner.isDescendant(of: self) { crossing.append(constraint) }
      }
    }
    for constraint in crossing where constraint.isActive { constraint.deactivateNow() }
    registeredEngine?.detach(self)
    if let index = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
    superview = nil
    parent.setNeedsLayout()
    parent.willRemoveSubview(self)
  }

  /// Whether this view is `view` or one of its descendants.
  ///
  /// - Parameter view: A possible ancestor.
  /// - Complexity: O(depth).
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The root of the view's tree: the ancestor with no superview (the view itself for a root).
  public var rootView: View {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// The engine that lays out the view's tree, owned by the tree's root and made when first asked for.
  public var layoutEngine: LayoutEngine {
    let root = rootView
    if let engine = root.ownedEngine { return engine }
    let engine = LayoutEngine(root: root)
    root.ownedEngine = engine
    return engine
  }

  /// Calls `body` on every view and layout guide of the subtree, parents before children.
  func forEachItemInSubtree(_ body: (any LayoutItem) -> Void) {
    body(self)
    for guide in layoutGuides { body(guide) }
    for subview in subviews { subview.forEachItemInSubtree(body) }
  }

  /// Calls `body` on every view of the subtree, parents before children.
  func forEachViewInSubtree(_ body: (View) -> Void) {
    body(self)
    for subview in subviews { subview.forEachViewInSubtree(body) }
  }

  /// The nearest view that is an ancestor of both (either may be the other): the walk of their layout states,
  /// which mirror the hierarchy (``LayoutItemState/nearestCommonAncestor(_:_:)``).
  static func nearestCommonAncestor(_ first: View, _ second: View) -> View? {
    LayoutItemState.nearestCommonAncestor(first.layoutState, second.layoutState)?.view
  }

  /// The number of ancestors.
  var depth: Int { layoutState.depth }
}
