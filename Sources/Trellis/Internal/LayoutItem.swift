import Foundation
import Synchronization
import TrellisSolver

/// The next number handed to a new view or guide, used in descriptions of unnamed items.
private let nextItemNumber = Atomic<Int>(1)

/// The four solver variables of a rectangle, in the coordinate space of the root of its tree (the root's
/// superview space, which is window space when the root is a window).
struct LayoutVariables {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  /// Makes the variables of the item numbered `number`, named `#number.minX` and so on.
  ///
  /// The names are only for the solver's descriptions. They are kept within 15 UTF-8 bytes (up to seven digits),
  /// which Swift stores inside the `String` itself: copying a ``/TrellisSolver/Variable`` (into a term, a dictionary
  /// key, a row) then retains and releases nothing. A heap-allocated name such as `StackView#1234.height` cost a
  /// retain and a release per copy, several per solver row.
  init(number: Int) {
    minX = Variable("#\(number).minX")
    minY = Variable("#\(number).minY")
    width = Variable("#\(number).width")
    height = Variable("#\(number).height")
  }

  /// The origin variable on an axis: minX or minY.
  func origin(on axis: LayoutConstraint.Axis) -> Variable {
    axis == .horizontal ? minX : minY
  }

  /// The four, in the order minX, minY, width, height.
  var all: [Variable] { [minX, minY, width, height] }

  /// The key of these variables in the engine's frame-owner index (``LayoutEngine/frameOwners``): the identity of
  /// `minX` when the four identities are consecutive, as `init(number:)` makes them unless another thread makes a
  /// variable in between; `nil` otherwise.
  var consecutiveKey: Int? {
    let first = minX.id
    return minY.id == first + 1 && width.id == first + 2 && height.id == first + 3 ? first : nil
  }

  /// Whether `variable` is one of the four.
  func contains(_ variable: Variable) -> Bool {
    variable == minX || variable == minY || variable == width || variable == height
  }

  /// Whether `variable` is one of the four, and on which axis.
  func axis(of variable: Variable) -> LayoutConstraint.Axis? {
    if variable == minX || variable == width { return .horizontal }
    if variable == minY || variable == height { return .vertical }
    return nil
  }
}

/// What the layout engine knows of a view or a layout guide. A class: it is shared between the item and the
/// engine's bookkeeping, and its identity is the item's.
final class LayoutItemState {
  /// A process-unique number, used to name unnamed items in descriptions.
  let number: Int
  /// The rectangle's variables.
  let variables: LayoutVariables
  // `@exclusivity(unchecked)` on the stored properties below: layout reads and writes them for every constraint it
  // handles, and the runtime's exclusivity checks cost about 5% of a first layout (Docs/Layout.md, Performance). No
  // code holds overlapping accesses to them (every suite passed with the checks on before they were turned off).
  /// The baselines of an item that draws text (`first == centerY + c₁`, `last == centerY + c₂`), or `nil` when
  /// its baselines are its bottom edge.
  @exclusivity(unchecked) var baselines: (first: Variable, last: Variable)?
  /// The active constraints that mention the item, in the order they were activated.
  @exclusivity(unchecked) var referencingConstraints: [LayoutConstraint] = []
  // The item, until it deinitializes: a view or a guide. Constraints and the engine's frame index hold the state,
  // not the item (see ``LayoutConstraint/firstLayoutItem``). Not weak, which would give the item a side table and
  // make every retain and release of it slow; the item sets it once made and clears it in its `deinit`, so it
  // never dangles.
  /// The view whose state this is, until it deinitializes.
  @exclusivity(unchecked) unowned(unsafe) var view: View? {
    didSet { hasItem = view != nil || guide != nil }
  }
  /// The guide whose state this is, until it deinitializes.
  @exclusivity(unchecked) unowned(unsafe) var guide: LayoutGuide? {
    didSet { hasItem = view != nil || guide != nil }
  }
  /// Whether the view or guide still exists: a flag, because testing the references themselves retains the item.
  @exclusivity(unchecked) private(set) var hasItem = false

  /// The view or guide, until it deinitializes.
  var item: (any LayoutItem)? {
    if let view { return view }
    return guide
  }

  /// Whether the item is a layout guide (whose origin is measured in its owning view's space).
  let isGuide: Bool
  /// The state of the view the item's origin is measured from: a view's superview, a guide's owning view; `nil`
  /// without one. The item's `superview` or `owningView` keeps it equal to theirs (and clears it with them).
  ///
  /// Building a constraint's row walks the hierarchy through these states rather than through the views: once any
  /// weak reference has pointed at a view (a `[weak self]` closure in a view's own code, as in every UIKit
  /// screen), each retain and release of the view takes the runtime's slow path, and the walks retained each
  /// view they passed.
  @exclusivity(unchecked) unowned(unsafe) var container: LayoutItemState?
  /// A view's `semanticContentAttribute`, kept by the property's observer, so that the engine resolves layout
  /// directions walking states (see `LayoutEngine.isRightToLeft(_:)`).
  @exclusivity(unchecked) var semanticContentAttribute: SemanticContentAttribute = .unspecified
  /// The layout direction the engine resolved for this item in the batch of constraint additions numbered
  /// ``resolvedDirectionBatch`` (true: right to left).
  @exclusivity(unchecked) var resolvedRightToLeft = false
  /// The engine batch whose direction ``resolvedRightToLeft`` holds; 0 for none.
  @exclusivity(unchecked) var resolvedDirectionBatch = 0

  init(isGuide: Bool) {
    number = nextItemNumber.wrappingAdd(1, ordering: .relaxed).oldValue
    variables = LayoutVariables(number: number)
    self.isGuide = isGuide
  }

  /// The state of the view whose hierarchy the item lives in: a view's own, a guide's owning view's.
  var hierarchyState: LayoutItemState? { isGuide ? container : self }

  /// The number of ancestors of a view's state (of the view, since the states mirror the hierarchy).
  var depth: Int {
    var count = 0
    var state = container
    while let current = state {
      count += 1
      state = current.container
    }
    return count
  }

  /// The nearest common ancestor of two views' states (the view itself counts), with the usual cases (the same
  /// view, a view and its superview, siblings) decided without measuring depths; `nil` when the views are in
  /// different trees.
  static func nearestCommonAncestor(_ first: LayoutItemState, _ second: LayoutItemState) -> LayoutItemState? {
    if first === second { return first }
    let firstParent = first.container
    if firstParent === second { return second }
    let secondParent = second.container
    if secondParent === first { return first }
    if let firstParent, firstParent === secondParent { return firstParent }
    var depthFirst = first.depth
    var depthSecond = second.depth
    var a: LayoutItemState? = first
    var b: LayoutItemState? = second
    while depthFirst > depthSecond {
      a = a?.container
      depthFirst -= 1
    }
    while depthSecond > depthFirst {
      b = b?.container
      depthSecond -= 1
    }
    while let x = a, let y = b {
      if x === y { return x }
      a = x.container
      b = y.container
    }
    return nil
  }

  /// Marks the item gone, from its `deinit`, and lets go of its constraints (which hold this state: keeping them
  /// would make a cycle).
  func itemDidDeinitialize() {
    view = nil
    guide = nil
    container = nil
    referencingConstraints.removeAll()
  }

  func addReference(_ constraint: LayoutConstraint) {
    // Most items get several (a label in a stack about nine): room for eight at once instead of growing from one.
    if referencingConstraints.capacity == 0 { referencingConstraints.reserveCapacity(8) }
    referencingConstraints.append(constraint)
  }

  func removeReference(_ constraint: LayoutConstraint) {
    if let index = referencingConstraints.lastIndex(where: { $0 === constraint }) {
      referencingConstraints.remove(at: index)
    }
  }
}

/// Something constraints can be made on: a ``View`` or a ``LayoutGuide``.
protocol LayoutItem: AnyObject {
  /// The item's layout bookkeeping.
  var layoutState: LayoutItemState { get }
  /// The view whose hierarchy the item lives in: the view itself, or a guide's owning view.
  var hierarchyView: View? { get }
  /// The name used in constraint descriptions: the identifier when set, else the type and a number.
  var layoutName: String { get }
  /// Whether the item is a layout guide, whose origin is measured in its owning view's space (a view's is in its
  /// superview's).
  var isLayoutGuide: Bool { get }
}

extension LayoutItemState {
  /// Appends the terms of one of the item's attributes, in the coordinate space of `reference`, to `terms`.
  ///
  /// Each view's variables are its frame, in its superview's coordinates; each guide's are its layout frame, in its
  /// owning view's. An item's location in the space of an ancestor `reference` is therefore its own origin plus
  /// the origins of the views between it and `reference`; `reference` itself is at zero. With a `nil` reference
  /// the space is that of the root's superview (the root's variables are its frame there), so the origins of every
  /// view up to the root count; the engine uses it only for constraints on the root's own location. Sizes are the
  /// same in every space.
  ///
  /// In a right-to-left layout a constraint that uses leading or trailing is mirrored, as in UIKit: its x
  /// locations are measured leftwards (`leading` is `-(minX + width)`, `trailing` is `-minX`, `centerX` is
  /// `-(minX + width / 2)`), so `view.leading == superview.leading + 16` puts the view 16 points in from the right.
  ///
  /// The terms are those the expression operators would build for the attribute, in the same order and with the
  /// same coefficients (bit for bit), without the intermediate arrays: the solver meets the variables in the same
  /// order, so the layout is the same.
  ///
  /// - Parameters:
  ///   - attribute: The attribute.
  ///   - mirrored: Whether the constraint is directional and the layout right to left.
  ///   - reference: The view whose space the terms are in: the constraint's nearest common ancestor, or `nil`
  ///     when that is the root.
  ///   - multiplier: `nil` for the first side of a constraint; for the second side, the constraint's multiplier:
  ///     each coefficient `c` is then appended as `(c × multiplier) × −1`, which is what
  ///     `first − multiplier × second` computes.
  ///   - terms: The terms to append to.
  func appendTerms(
    of attribute: LayoutAttribute, mirrored: Bool, in reference: LayoutItemState?, subtractedWith multiplier: Double?,
    to terms: inout [Term]
  ) {
    switch attribute {
    case .width:
      appendTerm(variables.width, 1, subtractedWith: multiplier, to: &terms)
      return
    case .height:
      appendTerm(variables.height, 1, subtractedWith: multiplier, to: &terms)
      return
    case .notAnAttribute: return
    default: break
    }
    guard let axis = attribute.axis else { return }
    // Mirrored x locations are measured leftwards: every origin term is negated.
    let sign: Double = mirrored && (attribute == .leading || attribute == .trailing || attribute == .centerX) ? -1 : 1
    // The origin: a guide's own origin variable, then those of the views up to `reference` (from the item itself, or
    // from a guide's owning view).
    if isGuide { appendTerm(variables.origin(on: axis), sign, subtractedWith: multiplier, to: &terms) }
    var state = hierarchyState
    while let current = state, current !== reference {
      appendTerm(current.variables.origin(on: axis), sign, subtractedWith: multiplier, to: &terms)
      state = current.container
    }
    switch attribute {
    case .right: appendTerm(variables.width, 1, subtractedWith: multiplier, to: &terms)
    case .bottom: appendTerm(variables.height, 1, subtractedWith: multiplier, to: &terms)
    case .leading: if mirrored { appendTerm(variables.width, -1, subtractedWith: multiplier, to: &terms) }
    case .trailing: if !mirrored { appendTerm(variables.width, 1, subtractedWith: multiplier, to: &terms) }
    case .centerX: appendTerm(variables.width, mirrored ? -0.5 : 0.5, subtractedWith: multiplier, to: &terms)
    case .centerY: appendTerm(variables.height, 0.5, subtractedWith: multiplier, to: &terms)
    case .firstBaseline, .lastBaseline:
      // A baseline variable is measured in the item's own space, from its top; without baselines it is the bottom.
      if let baselines {
        appendTerm(
          attribute == .firstBaseline ? baselines.first : baselines.last, 1, subtractedWith: multiplier, to: &terms)
      } else {
        appendTerm(variables.height, 1, subtractedWith: multiplier, to: &terms)
      }
    default: break
    }
  }
}

/// Appends `coefficient × variable` to a constraint's terms: as is for the first side, as
/// `(coefficient × multiplier) × −1` for the second (what `first − multiplier × second` computes).
@inline(__always)
private func appendTerm(
  _ variable: Variable, _ coefficient: Double, subtractedWith multiplier: Double?, to terms: inout [Term]
) {
  if let multiplier {
    terms.append(Term(variable, coefficient: (coefficient * multiplier) * -1))
  } else {
    terms.append(Term(variable, coefficient: coefficient))
  }
}
