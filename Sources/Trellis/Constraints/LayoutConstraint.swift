import Foundation
import TrellisSolver

/// A relation between two attributes of views or layout guides, as `NSLayoutConstraint`:
/// `first relation multiplier × second + constant`, at a priority.
///
/// Make constraints with anchors and activate them:
///
/// ```swift
/// LayoutConstraint.activate([
///   label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 64),
///   label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
/// ])
/// ```
///
/// A constraint remembers where it was made (``sourceLocation``), which its ``description`` and conflict
/// reports show: `label.top == safeArea.top + 64 @1000 (LogViewController.swift:42)`.
///
/// Changes to an active constraint are applied at the next layout pass: a new ``constant`` changes the solver row
/// in place; a new non-required ``priority`` replaces the row.
public final class LayoutConstraint {
  /// A layout axis, as `NSLayoutConstraint.Axis`.
  public enum Axis: Hashable, Sendable, CaseIterable {
    /// The x axis.
    case horizontal
    /// The y axis.
    case vertical
  }

  /// Who made a constraint: the user, or the engine on a view's behalf.
  enum Kind: Hashable {
    case user
    case autoresizing
    case contentHugging
    case compressionResistance
    case baseline
    case system
  }

  // `@exclusivity(unchecked)` on the stored properties below: layout reads and writes them for every constraint it
  // handles, and the runtime's exclusivity checks cost about 5% of a first layout (Docs/Layout.md, Performance). No
  // code holds overlapping accesses to them (every suite passed with the checks on before they were turned off).
  // The items are not weak references: a weak reference gives its object a side table, after which every retain
  // and release of it takes the runtime's slow path (13% of a first layout, Docs/Performance.md). The constraint
  // holds each item's ``LayoutItemState`` instead, which the item clears when it deinitializes.
  /// The first item's layout state (which outlives the item).
  let firstItemState: LayoutItemState?
  /// The second item's layout state, `nil` for a constraint against a constant.
  let secondItemState: LayoutItemState?

  /// The first item while it exists; `nil` once it has been deallocated.
  var firstLayoutItem: (any LayoutItem)? { firstItemState?.item }

  /// The second item while it exists; `nil` for a constraint against a constant, or once it has been deallocated.
  var secondLayoutItem: (any LayoutItem)? { secondItemState?.item }

  /// The first item: a ``View`` or a ``LayoutGuide``; `nil` once it has been deallocated.
  public var firstItem: AnyObject? { firstLayoutItem }
  /// The attribute of the first item.
  public let firstAttribute: LayoutAttribute
  /// How the first side compares to the second.
  public let relation: LayoutRelation
  /// The second item, or `nil` for a constraint against a constant.
  public var secondItem: AnyObject? { secondLayoutItem }
  /// The attribute of the second item; ``LayoutAttribute/notAnAttribute`` for a constraint against a constant.
  public let secondAttribute: LayoutAttribute
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// Where the constraint was made.
  public let sourceLocation: SourceLocation
  /// A name shown in descriptions and reports, as in UIKit (`'UISV-spacing'`).
  @exclusivity(unchecked) public var identifier: String?
  let kind: Kind

  @exclusivity(unchecked) var constantStorage: CGFloat
  @exclusivity(unchecked) var priorityStorage: LayoutPriority = .required
  @exclusivity(unchecked) var activeStorage = false

  /// The view the constraint is installed on while active: the nearest common ancestor of its items. Not weak (see
  /// the items above): the owner holds the constraint in ``View/constraints`` while it is installed, and clears
  /// this when it deinitializes.
  @exclusivity(unchecked) unowned(unsafe) var owner: View?
  /// The handle of the engine whose solver holds the constraint (see ``EngineHandle``).
  @exclusivity(unchecked) var engineHandle: EngineHandle?
  /// The engine whose solver holds the constraint, and the solver's constraint.
  var engine: LayoutEngine? {
    get { engineHandle?.engine }
    set { engineHandle = newValue?.handle }
  }
  @exclusivity(unchecked) var solverConstraint: Constraint?
  /// The other half of a content-size pair whose row the constraint shares (see ``LayoutEngine/installPair(_:_:)``):
  /// set on both while the shared row is in the solver, cleared on both when it leaves. Not retained: both are
  /// alive while the row is (the view holds them, or the engine's queue holds the one being removed).
  @exclusivity(unchecked) unowned(unsafe) var pairedConstraint: LayoutConstraint?
  /// Forgets the solver row the constraint had, the engine that held it and the partner it shared it with.
  func forgetSolverRow() {
    solverConstraint = nil
    engine = nil
    pairedConstraint = nil
  }
  /// The constant and direction the solver's row was made with.
  @exclusivity(unchecked) var installedConstant: CGFloat = 0
  @exclusivity(unchecked) var installedRightToLeft = false
  /// The ``LayoutEngine/serial`` of the engine whose queue the constraint waits in, or 0 (a subtree moved between
  /// trees before a pass may leave it in an old engine's queue too; only this one counts).
  @exclusivity(unchecked) var queuedInSerial = 0
  /// Whether the engine broke the constraint to recover from a conflict.
  @exclusivity(unchecked) public internal(set) var isBroken = false
  /// Why the constraint can never be activated, for one made from items and attributes that UIKit refuses
  /// (see `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`); `nil` for a valid one.
  @exclusivity(unchecked) var creationError: LayoutError?

  init(
    first: (any LayoutItem)?, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat,
    kind: Kind = .user, location: SourceLocation
  ) {
    firstItemState = first?.layoutState
    self.firstAttribute = firstAttribute
    self.relation = relation
    secondItemState = second?.layoutState
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    constantStorage = constant
    self.kind = kind
    sourceLocation = location
  }

  /// The constant added to the second side.
  ///
  /// Setting it on an active constraint changes the solver row in place at the next layout pass. A NaN or
  /// infinite value is refused: the constant stays and ``LayoutError/nonFiniteValue(_:)`` is recorded in the
  /// engine's ``LayoutEngine/issues``.
  public var constant: CGFloat {
    get { constantStorage }
    set {
      guard newValue.isFinite else {
        report(.nonFiniteValue(summary))
        return
      }
      guard newValue != constantStorage else { return }
      constantStorage = newValue
      noteChange()
    }
  }

  /// The priority; ``LayoutPriority/required`` by default.
  ///
  /// On an active constraint a change between required and optional is refused, as UIKit refuses it: the
  /// priority stays and ``LayoutError/requiredPriorityChange(_:to:)`` is recorded in the engine's
  /// ``LayoutEngine/issues``. Use ``setPriority(_:)`` to get the error.
  public var priority: LayoutPriority {
    get { priorityStorage }
    set {
      do {
        try setPriority(newValue)
      } catch {
        report(error)
      }
    }
  }

  /// Changes the priority, or throws when the change is between required and optional on an active constraint.
  ///
  /// - Parameter priority: The new priority.
  /// - Throws: ``LayoutError/requiredPriorityChange(_:to:)``; the priority is unchanged then.
  public func setPriority(_ priority: LayoutPriority) throws(LayoutError) {
    if activeStorage && priority.isRequired != priorityStorage.isRequired {
      throw .requiredPriorityChange(summary, to: priority)
    }
    setPriorityUnchecked(priority)
  }

  /// Changes the priority without the required ↔ optional check (the engine's own constraints).
  func setPriorityUnchecked(_ priority: LayoutPriority) {
    guard priority != priorityStorage else { return }
    priorityStorage = priority
    noteChange()
  }

  /// Returns the constraint after setting its priority, for chaining: `anchor.constraint(…).withPriority(.defaultLow)`.
  ///
  /// - Parameter priority: The priority.
  /// - Returns: The constraint itself.
  @discardableResult
  public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
    self.priority = priority
    return self
  }

  /// Returns the constraint after setting its identifier, for chaining.
  ///
  /// - Parameter identifier: The identifier shown in descriptions.
  /// - Returns: The constraint itself.
  @discardableResult
  public func withIdentifier(_ identifier: String) -> LayoutConstraint {
    self.identifier = identifier
    return self
  }

  /// Tells the engine that holds (or will hold) the constraint that it changed.
  func noteChange() {
    if let engine {
      engine.enqueue(self)
    } else if activeStorage, let owner, let engine = owner.rootView.ownedEngine {
      engine.enqueue(self)
    }
  }

  /// Records an error in the engine of the first item's tree.
  func report(_ error: LayoutError) {
    let view = owner ?? firstLayoutItem?.hierarchyView ?? secondLayoutItem?.hierarchyView
    view?.layoutEngine.record(error)
  }

  /// Whether the first item's layout direction is right to left.
  var isRightToLeft: Bool {
    firstLayoutItem?.hierarchyView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// Whether the constraint mentions leading or trailing.
  var usesDirection: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

  /// Whether the constraint relates leading or trailing to left or right, which UIKit forbids.
  var mixesDirectionalAndAbsolute: Bool {
    let absolute: Set<LayoutAttribute> = [.left, .right]
    return (firstAttribute.isDirectional && absolute.contains(secondAttribute))
      || (secondAttribute.isDirectional && absolute.contains(firstAttribute))
  }

  /// The solver constraint for the current constant, priority and direction; `nil` when an item is gone.
  ///
  /// - Parameter recording: Whether to remember the constant and direction as the installed ones (the engine
  ///   does; a one-off fitting solve does not).
  ///   - rightToLeft: Whether the layout is right to left, when the caller knows it already (the engine memoizes
  ///     it per view); computed from the first item's view when `nil`.
  func makeSolverConstraint(recording: Bool = true, rightToLeft knownDirection: Bool? = nil) -> Constraint? {
    guard let expression = makeSolverExpression(recording: recording, rightToLeft: knownDirection) else { return nil }
    let solverRelation: Relation =
      switch relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(expression, solverRelation, strength: priorityStorage.strength)
  }

  /// The solver expression `first − multiplier × second − constant` for the current constant and direction, which
  /// ``makeSolverConstraint(recording:rightToLeft:)`` relates to zero (and a content-size pair shares); `nil` when
  /// an item is gone. The parameters are those of ``makeSolverConstraint(recording:rightToLeft:)``.
  func makeSolverExpression(recording: Bool = true, rightToLeft knownDirection: Bool? = nil)
    -> TrellisSolver.Expression?
  {
    // Through the items' layout states, not the items: see ``LayoutItemState/container``.
    guard let first = firstItemState, first.hasItem else { return nil }
    let rightToLeft = usesDirection ? knownDirection ?? isRightToLeft : false
    let second = secondAttribute == .notAnAttribute ? nil : secondItemState
    if secondAttribute != .notAnAttribute && !(second?.hasItem ?? false) { return nil }
    // Locations are measured in the space of the items' nearest common ancestor, so that a constraint between
    // siblings mentions only their own variables; a constraint on the root's own location alone (its frame's
    // origin) is in the root's superview space, where its variables are.
    var reference = first.hierarchyState
    if let second, let view = reference, let other = second.hierarchyState {
      reference = LayoutItemState.nearestCommonAncestor(view, other)
    }
    if let view = reference, first === view, second == nil || second === view, view.container == nil {
      reference = nil
    }
    // The row `first − multiplier × second − constant`, built in one array: the terms and the constant (0 + −c)
    // are those the expression operators give, bit for bit.
    var terms: [Term] = []
    terms.reserveCapacity(8)
    first.appendTerms(of: firstAttribute, mirrored: rightToLeft, in: reference, subtractedWith: nil, to: &terms)
    if let second {
      second.appendTerms(
        of: secondAttribute, mirrored: rightToLeft, in: reference, subtractedWith: Double(multiplier), to: &terms)
    }
    if recording {
      installedConstant = constantStorage
      installedRightToLeft = rightToLeft
    }
    return TrellisSolver.Expression(terms, constant: 0 + -Double(constantStorage))
  }
}
