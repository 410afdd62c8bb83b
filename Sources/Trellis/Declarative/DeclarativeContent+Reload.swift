extension DeclarativeContent {
  /// Reads ``body`` and ``layout`` again and brings the hierarchy and constraints in line with them, by running
  /// ``PrimitiveView/buildHierarchy()`` then ``PrimitiveView/setupConstraints()``.
  ///
  /// Views the body no longer lists are removed (with their constraints), new ones are added, the listed ones
  /// are put in the body's order. Constraints the layout no longer lists are deactivated; a listed constraint
  /// that equals an active one except for its constant keeps the active one and changes its constant, which the
  /// engine applies to the solver row in place; the others are activated. The next layout pass re-lays out
  /// incrementally, as after any other change.
  ///
  /// Refused views and constraints are left out and their errors recorded in ``LayoutEngine/issues``, as in
  /// ``PrimitiveView/init(frame:)``; ``reloadContentOrThrow()`` refuses the whole change instead.
  ///
  /// - Complexity: O(*v* × *d* + *c* × *k*) for *v* listed views of depth at most *d*, *c* listed constraints and
  ///   *k* constraints declared before (each new constraint is matched against the old ones), plus the cost of the
  ///   subview and constraint changes themselves. Views declare tens of constraints, not thousands.
  public func reloadContent() {
    buildHierarchy()
    setupConstraints()
  }

  /// Reads ``body`` and ``layout`` again and applies them as ``reloadContent()`` does, or changes nothing and
  /// throws.
  ///
  /// Both are checked before anything changes, against the hierarchy the body will make. This applies the body
  /// and the layout directly; overrides of the hooks are not called.
  ///
  /// - Throws: The first problem found: ``LayoutError/duplicateSubview(view:superview:)`` or
  ///   ``LayoutError/subviewIsAncestor(view:superview:)`` for the body;
  ///   ``LayoutError/itemOutsideDeclaringView(_:item:view:)``, ``LayoutError/nonFiniteValue(_:)``,
  ///   ``LayoutError/mixedDirectionalAttributes(_:)`` or ``LayoutError/missingItem(_:)`` for the layout.
  public func reloadContentOrThrow() throws(LayoutError) {
    let subviews = planSubviews(body)
    if let error = subviews.errors.first { throw error }
    let constraints = planConstraints(layout, in: subviews.preview)
    if let error = constraints.errors.first { throw error }
    apply(subviews)
    apply(constraints)
  }
}
