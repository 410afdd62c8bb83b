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

  init(name: String) {
    minX = Variable("\(name).minX")
    minY = Variable("\(name).minY")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  /// The origin variable on an axis: minX or minY.
  func origin(on axis: LayoutConstraint.Axis) -> Variable {
    axis == .horizontal ? minX : minY
  }

  /// The four, in the order minX, minY, width, height.
  var all: [Variable] { [minX, minY, width, height] }

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
  /// The baselines of an item that draws text (`first == centerY + c₁`, `last == centerY + c₂`), or `nil` when
  /// its baselines are its bottom edge.
  var baselines: (first: Variable, last: Variable)?
  /// The active constraints that mention the item, in the order they were activated.
  var referencingConstraints: [LayoutConstraint] = []

  init(kind: String) {
    number = nextItemNumber.wrappingAdd(1, ordering: .relaxed).oldValue
    variables = LayoutVariables(name: "\(kind)#\(number)")
  }

  func addReference(_ constraint: LayoutConstraint) {
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
}

extension LayoutItem {
  /// The solver expression of one of the item's attributes, in the coordinate space of `reference`.
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
  /// - Parameters:
  ///   - attribute: The attribute.
  ///   - mirrored: Whether the constraint is directional and the layout right to left.
  ///   - reference: The view whose space the expression is in: the constraint's nearest common ancestor, or `nil`
  ///     when that is the root.
  func expression(
    of attribute: LayoutAttribute, mirrored: Bool, in reference: View?
  ) -> TrellisSolver.Expression {
    let v = layoutState.variables
    if attribute == .width { return TrellisSolver.Expression(v.width) }
    if attribute == .height { return TrellisSolver.Expression(v.height) }
    guard let axis = attribute.axis else { return TrellisSolver.Expression() }
    let origin = self.origin(on: axis, in: reference)
    switch attribute {
    case .left: return origin
    case .right: return origin + v.width
    case .top: return origin
    case .bottom: return origin + v.height
    case .leading: return mirrored ? -(origin + v.width) : origin
    case .trailing: return mirrored ? -origin : origin + v.width
    case .centerX: return mirrored ? -(origin + 0.5 * v.width) : origin + 0.5 * v.width
    case .centerY: return origin + 0.5 * v.height
    case .firstBaseline, .lastBaseline:
      guard let baselines = layoutState.baselines else { return origin + v.height }
      // A baseline variable is measured in the item's own space, from its top.
      return origin + (attribute == .firstBaseline ? baselines.first : baselines.last)
    case .width, .height, .notAnAttribute: return TrellisSolver.Expression()
    }
  }

  /// The item's origin on an axis in the space of `reference`: the sum of its own origin variable and those of
  /// the views between it and `reference`.
  private func origin(on axis: LayoutConstraint.Axis, in reference: View?) -> TrellisSolver.Expression {
    var terms: [Term] = []
    var view: View?
    if let guide = self as? LayoutGuide {
      terms.append(Term(guide.layoutState.variables.origin(on: axis), coefficient: 1))
      view = guide.owningView
    } else {
      view = self as? View
    }
    while let current = view, current !== reference {
      terms.append(Term(current.layoutState.variables.origin(on: axis), coefficient: 1))
      view = current.superview
    }
    return TrellisSolver.Expression(terms)
  }
}
