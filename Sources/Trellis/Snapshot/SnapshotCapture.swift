import Foundation

/// Records a laid-out tree for ``LayoutSnapshot``: the nodes, then the constraints between them.
struct SnapshotCapture {
  /// Where a captured view is: its node id, its frame in the root's space, and the origin of its subviews' space.
  private struct Place {
    var id: String
    var frame: CGRect
    var contentOrigin: CGPoint
  }

  private let top: View
  private let engine: LayoutEngine
  private let ambiguity: AmbiguityIndex
  /// The root views of the window's view controllers, with how each was presented (`nil`: not presented).
  private let controllerRoots: [ObjectIdentifier: LayoutSnapshot.Presentation?]
  private var places: [ObjectIdentifier: Place] = [:]
  private var order: [View] = []

  /// Prepares to capture the tree under `view`, which must be laid out.
  init(top view: View) {
    top = view
    engine = view.layoutEngine
    ambiguity = AmbiguityIndex(engine: engine)
    controllerRoots = Self.controllerRoots(in: view.rootView as? Window, under: view)
  }

  /// The tree's nodes, recording where each view is for ``constraints()``.
  mutating func captureTree() -> LayoutSnapshot.Node {
    let origin = top.superview.map { $0.pointInRootSpace($0.boundsOrigin) } ?? .zero
    return node(for: top, id: "0", parentOrigin: origin)
  }

  private mutating func node(for view: View, id: String, parentOrigin: CGPoint) -> LayoutSnapshot.Node {
    let frame = view.frameStorage.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
    let contentOrigin = CGPoint(x: frame.minX - view.boundsOrigin.x, y: frame.minY - view.boundsOrigin.y)
    places[ObjectIdentifier(view)] = Place(id: id, frame: frame, contentOrigin: contentOrigin)
    order.append(view)
    let key = ObjectIdentifier(view)
    let isControllerRoot = controllerRoots.keys.contains(key)
    var children: [LayoutSnapshot.Node] = []
    for (index, child) in view.subviews.enumerated() {
      children.append(node(for: child, id: "\(id).\(index)", parentOrigin: contentOrigin))
    }
    return LayoutSnapshot.Node(
      id: id, kind: String(describing: type(of: view)), identifier: view.accessibilityIdentifier, frame: frame,
      isHidden: view.isHidden, backgroundColor: view.backgroundColor, content: view.snapshotContent(),
      children: children, cornerRadius: view.layer.cornerRadius, borderWidth: view.layer.borderWidth,
      borderColor: view.layer.borderColor, clipsToBounds: view.layer.masksToBounds,
      ambiguousAxes: ambiguity.axes(of: view),
      safeAreaInsets: isControllerRoot ? engine.safeAreaInsets(of: view, in: engine.solver) : nil,
      presentation: controllerRoots[key] ?? nil)
  }

  /// The active constraints held by the captured views whose items are all captured, in capture order.
  func constraints() -> [LayoutSnapshot.Constraint] {
    var result: [LayoutSnapshot.Constraint] = []
    for view in order {
      for constraint in view.constraints where constraint.activeStorage {
        guard let firstItem = constraint.firstLayoutItem, let first = item(for: firstItem) else { continue }
        var second: LayoutSnapshot.Constraint.Item?
        if constraint.secondAttribute != .notAnAttribute {
          guard let secondItem = constraint.secondLayoutItem, let found = item(for: secondItem) else { continue }
          second = found
        }
        result.append(
          LayoutSnapshot.Constraint(
            first: first, constraint.firstAttribute, constraint.relation, second: second,
            constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
            priority: constraint.priority, isBroken: constraint.isBroken,
            isRightToLeft: constraint.usesDirection && constraint.isRightToLeft, origin: Self.origin(of: constraint),
            identifier: constraint.identifier))
      }
    }
    return result
  }

  /// A constraint's item as a node id (and guide name) with its rectangle in the root's space.
  private func item(for layoutItem: any LayoutItem) -> LayoutSnapshot.Constraint.Item? {
    if let view = layoutItem as? View {
      guard let place = places[ObjectIdentifier(view)] else { return nil }
      return LayoutSnapshot.Constraint.Item(nodeID: place.id, frame: place.frame)
    }
    guard let guide = layoutItem as? LayoutGuide, let owner = guide.owningView,
      let place = places[ObjectIdentifier(owner)]
    else { return nil }
    let name: String
    switch guide.role {
    case .safeArea: name = "safeArea"
    case .layoutMargins: name = "margins"
    case .user:
      let index = owner.layoutGuides.firstIndex { $0 === guide } ?? 0
      name = guide.identifier.isEmpty ? "guide.\(index)" : guide.identifier
    }
    let frame = guide.layoutFrame.offsetBy(dx: place.contentOrigin.x, dy: place.contentOrigin.y)
    return LayoutSnapshot.Constraint.Item(nodeID: place.id, guide: name, frame: frame)
  }

  private static func origin(of constraint: LayoutConstraint) -> LayoutSnapshot.Constraint.Origin {
    switch constraint.kind {
    case .user: .user
    case .autoresizing: .autoresizing
    case .contentHugging, .compressionResistance: .contentSize
    case .baseline: .baseline
    case .system: .system
    }
  }

  /// The root views of the controllers shown in a window (its root controller, the controllers a navigation
  /// controller shows, presented controllers), with the presentation of presented ones.
  private static func controllerRoots(
    in window: Window?, under top: View
  ) -> [ObjectIdentifier: LayoutSnapshot.Presentation?] {
    var result: [ObjectIdentifier: LayoutSnapshot.Presentation?] = [:]
    func visit(_ controller: ViewController, presentation: LayoutSnapshot.Presentation?) {
      if let view = controller.viewStorage { result[ObjectIdentifier(view)] = .some(presentation) }
      if let navigation = controller as? NavigationController {
        for child in navigation.viewControllers { visit(child, presentation: nil) }
      }
      if let presented = controller.presentedViewController {
        let presentingID = controller.viewStorage.flatMap { path(of: $0, under: top) }
        let style: LayoutSnapshot.Presentation.Style =
          switch presented.presentationStyleInEffect {
          case .fullScreen: .fullScreen
          case .overFullScreen: .overFullScreen
          default: .pageSheet
          }
        visit(presented, presentation: LayoutSnapshot.Presentation(style: style, presentingID: presentingID))
      }
    }
    if let controller = window?.rootViewController { visit(controller, presentation: nil) }
    return result
  }

  /// The node id a view gets in a capture of `top`, or `nil` when it is not in `top`'s tree.
  private static func path(of view: View, under top: View) -> String? {
    var indices: [Int] = []
    var current = view
    while current !== top {
      guard let parent = current.superview, let index = parent.subviews.firstIndex(where: { $0 === current })
      else { return nil }
      indices.append(index)
      current = parent
    }
    return (["0"] + indices.reversed().map(String.init)).joined(separator: ".")
  }
}
