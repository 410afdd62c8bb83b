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
  /// The solver expression of one of the item's attributes.
  ///
  /// In a right-to-left layout a constraint that uses leading or trailing is mirrored, as in UIKit: its x
  /// locations are measured leftwards (`leading` is `-(minX + width)`, `trailing` is `-minX`, `centerX` is
  /// `-(minX + width / 2)`), so `view.leading == superview.leading + 16` puts the view 16 points in from the right.
  ///
  /// - Parameters:
  ///   - attribute: The attribute.
  ///   - mirrored: Whether the constraint is directional and the layout right to left.
  func expression(of attribute: LayoutAttribute, mirrored: Bool) -> TrellisSolver.Expression {
    let v = layoutState.variables
    switch attribute {
    case .left: return TrellisSolver.Expression(v.minX)
    case .right: return v.minX + v.width
    case .top: return TrellisSolver.Expression(v.minY)
    case .bottom: return v.minY + v.height
    case .leading: return mirrored ? -(v.minX + v.width) : TrellisSolver.Expression(v.minX)
    case .trailing: return mirrored ? -v.minX : v.minX + v.width
    case .width: return TrellisSolver.Expression(v.width)
    case .height: return TrellisSolver.Expression(v.height)
    case .centerX: return mirrored ? -(v.minX + 0.5 * v.width) : v.minX + 0.5 * v.width
    case .centerY: return v.minY + 0.5 * v.height
    case .firstBaseline:
      if let baselines = layoutState.baselines { return TrellisSolver.Expression(baselines.first) }
      return v.minY + v.height
    case .lastBaseline:
      if let baselines = layoutState.baselines { return TrellisSolver.Expression(baselines.last) }
      return v.minY + v.height
    case .notAnAttribute: return TrellisSolver.Expression()
    }
  }
}
