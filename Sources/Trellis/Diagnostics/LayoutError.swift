/// What can go wrong when building or laying out a view tree. Every case is something a user can get wrong, so
/// none of them traps: the non-throwing UIKit-named calls record the error in ``LayoutEngine/issues`` and go on,
/// and the `…OrThrow` variants throw it.
public enum LayoutError: Error, Hashable, Sendable {
  /// The constraint's items are in different view trees (or a layout guide has no owning view), so no view can
  /// hold it. UIKit: "Unable to activate constraint with anchors … because they have no common ancestor."
  case noCommonAncestor(ConstraintSummary)

  /// The constraint's constant or multiplier is NaN or infinite.
  case nonFiniteValue(ConstraintSummary)

  /// The constraint relates leading or trailing to left or right. UIKit: "A constraint cannot be made between a
  /// leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
  case mixedDirectionalAttributes(ConstraintSummary)

  /// A constraint made from items and attributes does not make sense (see
  /// ``LayoutConstraint/init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:file:line:)``); the
  /// text names the attributes, the source location and the reason.
  case invalidAttributes(String)

  /// An item of the constraint has been deallocated.
  case missingItem(ConstraintSummary)

  /// Adding the view as a subview would make it its own ancestor.
  ///
  /// - Parameters:
  ///   - view: The name of the view being added.
  ///   - superview: The name of the view it was being added to.
  case subviewIsAncestor(view: String, superview: String)

  /// A constraint in the ``DeclarativeContent/layout`` of a declarative view mentions an item outside the view's
  /// hierarchy: not the view, a view its ``DeclarativeContent/body`` lists (or one of their descendants), nor a
  /// layout guide of one of those. The constraint is not activated.
  ///
  /// - Parameters:
  ///   - constraint: The constraint.
  ///   - item: The name of the item outside the hierarchy.
  ///   - view: The name of the declarative view.
  case itemOutsideDeclaringView(ConstraintSummary, item: String, view: String)

  /// The ``DeclarativeContent/body`` of a declarative view lists a view more than once; it is added once, at its
  /// first place.
  ///
  /// - Parameters:
  ///   - view: The name of the view listed more than once.
  ///   - superview: The name of the declarative view.
  case duplicateSubview(view: String, superview: String)

  /// The priority of an active constraint cannot change between required and optional (as in UIKit).
  ///
  /// - Parameters:
  ///   - constraint: The constraint, with its current priority.
  ///   - to: The refused priority.
  case requiredPriorityChange(ConstraintSummary, to: LayoutPriority)

  /// Required constraints could not all hold; the engine broke one of them (see ``ConflictReport``).
  case unsatisfiableConstraints(ConflictReport)
}

extension LayoutError: CustomStringConvertible {
  /// A sentence naming the culprit, with the constraint's source location.
  public var description: String {
    switch self {
    case .noCommonAncestor(let constraint):
      return "Unable to activate constraint \(constraint): its items have no common ancestor."
    case .nonFiniteValue(let constraint):
      return "Non-finite constant or multiplier in \(constraint)."
    case .mixedDirectionalAttributes(let constraint):
      return "Cannot relate leading/trailing to left/right in \(constraint); use leading/trailing for both or neither."
    case .invalidAttributes(let reason):
      return "Invalid constraint \(reason)."
    case .missingItem(let constraint):
      return "An item of \(constraint) has been deallocated."
    case .subviewIsAncestor(let view, let superview):
      return "Cannot add \(view) to \(superview): \(view) is \(superview) or one of its ancestors."
    case .itemOutsideDeclaringView(let constraint, let item, let view):
      return "Constraint \(constraint) in the layout of \(view) mentions \(item), which is not in \(view)'s "
        + "hierarchy: list it in the body, or make the constraint in a common superview."
    case .duplicateSubview(let view, let superview):
      return "The body of \(superview) lists \(view) more than once; it was added once, at its first place."
    case .requiredPriorityChange(let constraint, let priority):
      return "Cannot change the priority of active constraint \(constraint) to \(priority): a change between "
        + "required and optional is not allowed on an active constraint."
    case .unsatisfiableConstraints(let report):
      return report.description
    }
  }
}
