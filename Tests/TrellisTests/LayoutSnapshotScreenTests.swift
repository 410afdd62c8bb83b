import Foundation
import Testing

@testable import Trellis

/// What a snapshot records beyond frames: the screen, layers, ambiguity, controllers and constraints.
@Suite struct LayoutSnapshotScreenTests {
  private final class PlainController: ViewController {}

  @Test func deviceOrientationAndAppearanceComeFromTheWindow() {
    let window = Window(device: .iPhoneSE3, orientation: .landscape)
    let card = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(card)
    var snapshot = LayoutSnapshot(of: window)
    #expect(snapshot.device == .iPhoneSE3)
    #expect(snapshot.orientation == .landscape)
    #expect(snapshot.appearance == .light)
    window.overrideUserInterfaceStyle = .dark
    snapshot = LayoutSnapshot(of: window)
    #expect(snapshot.appearance == .dark)
    // A snapshot of a subview inherits the window's style and still knows the device.
    #expect(LayoutSnapshot(of: card).appearance == .dark)
    #expect(LayoutSnapshot(of: card).device == .iPhoneSE3)
    // Outside a window there is no device, and the style is light.
    let loose = LayoutSnapshot(of: makeRoot())
    #expect(loose.device == nil && loose.orientation == nil && loose.appearance == .light)
  }

  @Test func controllerStyleAppliesToItsViewAndBelow() {
    let window = Window(device: .iPhone15)
    let controller = PlainController()
    window.rootViewController = controller
    let child = View()
    controller.view.addSubview(child)
    controller.overrideUserInterfaceStyle = .dark
    #expect(controller.view.overrideUserInterfaceStyle == .dark)
    #expect(child.effectiveUserInterfaceStyle == .dark)
    #expect(window.effectiveUserInterfaceStyle == .light)
    #expect(LayoutSnapshot(of: window).appearance == .light)
    #expect(LayoutSnapshot(of: controller.view).appearance == .dark)
  }

  @Test func layerAttributesAreRecorded() {
    let root = makeRoot()
    let card = View(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 2
    card.layer.borderColor = .systemBlue
    card.clipsToBounds = true
    root.addSubview(card)
    #expect(card.layer.masksToBounds)
    let snapshot = LayoutSnapshot(of: root)
    let node = snapshot.nodes[1]
    #expect(node.cornerRadius == 12 && node.borderWidth == 2 && node.borderColor == .systemBlue)
    #expect(node.clipsToBounds)
    // CALayer's defaults: square, no border, black border colour, no clipping.
    #expect(snapshot.root.cornerRadius == 0 && snapshot.root.borderWidth == 0)
    #expect(snapshot.root.borderColor == .black && !snapshot.root.clipsToBounds)
  }

  @Test func controllerRootsCarryTheirSafeAreaInsets() throws {
    let window = Window(device: .iPhone15)
    let controller = PlainController()
    let label = Label()
    controller.view.addSubview(label)
    window.rootViewController = NavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    let snapshot = LayoutSnapshot(of: window)
    // The navigation controller's view fills the window: the screen's insets, 59 and 34 (REFERENCE §3).
    #expect(
      snapshot.node(withIdentifier: "navigation")?.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // The shown controller's safe area starts below the bar: 59 − 16/3 (status bar 53.667) + 44 = 97.667.
    let top = try #require(snapshot.node(withID: "0.0.0")?.safeAreaInsets?.top)
    #expect(abs(top - 97.667) < 0.001)
    // Views that are not a controller's root have none.
    #expect(snapshot.root.safeAreaInsets == nil)
    #expect(snapshot.node(withIdentifier: "navigationBar")?.safeAreaInsets == nil)
    #expect(snapshot.node(withID: "0.0.0.0")?.safeAreaInsets == nil)
    #expect(snapshot.nodes.filter(\.isViewControllerRoot).map(\.id) == ["0.0", "0.0.0"])
  }

  @Test func presentedControllerRootIsAPageSheetOverItsPresenter() throws {
    let window = Window(device: .iPhone15)
    let presenter = PlainController()
    window.rootViewController = NavigationController(rootViewController: presenter)
    window.makeKeyAndVisible()
    presenter.present(PlainController(), animated: false)
    let snapshot = LayoutSnapshot(of: window)
    #expect(snapshot.root.children.count == 2)
    let sheet = snapshot.root.children[1]
    #expect(sheet.presentation == LayoutSnapshot.Presentation(style: .pageSheet, presentingID: "0.0.0"))
    #expect(snapshot.root.children[0].presentation == nil)
    // The sheet starts 10 points below the safe area's top (59 + 10 = 69), so only the bottom is unsafe.
    #expect(sheet.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(sheet.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test func ambiguousAxesAreRecordedPerView() {
    let root = makeRoot()
    let loose = makeView("loose", in: root)
    let half = makeView("half", in: root)
    let fixed = makeView("fixed", in: root)
    LayoutConstraint.activate([
      loose.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      loose.topAnchor.constraint(equalTo: root.topAnchor),
      half.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      half.widthAnchor.constraint(equalToConstant: 40),
      half.topAnchor.constraint(equalTo: root.topAnchor),
      fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      fixed.widthAnchor.constraint(equalToConstant: 40),
      fixed.topAnchor.constraint(equalTo: root.topAnchor),
      fixed.heightAnchor.constraint(equalToConstant: 40),
    ])
    let snapshot = LayoutSnapshot(of: root)
    #expect(snapshot.node(withIdentifier: "loose")?.ambiguousAxes == [.horizontal, .vertical])
    #expect(snapshot.node(withIdentifier: "half")?.ambiguousAxes == [.vertical])
    #expect(snapshot.node(withIdentifier: "fixed")?.isAmbiguous == false)
    #expect(snapshot.root.isAmbiguous == false)
  }

  @Test func constraintsAreRecordedWithTheirItemsFrames() {
    let root = makeRoot(width: 200, height: 100)
    let box = makeView("box", in: root)
    let constraints = [
      box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 2),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5, constant: 5).withPriority(.defaultHigh),
    ]
    LayoutConstraint.activate(constraints)
    let snapshot = LayoutSnapshot(of: root)
    // box: x = margin 8 + 2 = 10, y = 20, width 50, height 50 × 0.5 + 5 = 30. The margins guide is the root
    // inset by 8 on every side: (8, 8, 184, 84).
    let boxItem = LayoutSnapshot.Constraint.Item(nodeID: "0.0", frame: CGRect(x: 10, y: 20, width: 50, height: 30))
    let rootItem = LayoutSnapshot.Constraint.Item(nodeID: "0", frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let margins = LayoutSnapshot.Constraint.Item(
      nodeID: "0", guide: "margins", frame: CGRect(x: 8, y: 8, width: 184, height: 84))
    let expected = [
      LayoutSnapshot.Constraint(first: boxItem, .leading, .equal, second: margins, .leading, constant: 2),
      LayoutSnapshot.Constraint(first: boxItem, .top, .equal, second: rootItem, .top, constant: 20),
      LayoutSnapshot.Constraint(first: boxItem, .width, .equal, second: nil, .notAnAttribute, constant: 50),
      LayoutSnapshot.Constraint(
        first: boxItem, .height, .equal, second: boxItem, .width, multiplier: 0.5, constant: 5,
        priority: .defaultHigh),
    ]
    #expect(snapshot.constraints.filter { $0.origin == .user } == expected)
    // The root's frame and the margins guide's edges are the engine's own constraints.
    #expect(snapshot.constraints.contains { $0.origin == .autoresizing && $0.first.nodeID == "0" })
    #expect(snapshot.constraints.contains { $0.origin == .system && $0.first.guide == "margins" })
  }

  @Test func brokenConstraintsAreMarked() {
    let root = makeRoot(width: 200, height: 100)
    let box = makeView("box", in: root)
    let label = Label()
    label.text = "Hi"
    root.addSubview(label)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(equalToConstant: 50),
    ])
    // Conflicts with width == 50: the engine breaks the one added last.
    box.widthAnchor.constraint(equalToConstant: 60).isActive = true
    let snapshot = LayoutSnapshot(of: root)
    let widths = snapshot.constraints.filter { $0.origin == .user && $0.firstAttribute == .width }
    #expect(widths.map(\.constant) == [50, 60])
    #expect(widths.map(\.isBroken) == [false, true])
    #expect(snapshot.node(withIdentifier: "box")?.frame.width == 50)
    // A label's intrinsic size is held by content-size constraints.
    #expect(snapshot.constraints.contains { $0.origin == .contentSize && $0.first.nodeID == "0.1" })
  }

  @Test func guidesAreNamedAndRightToLeftIsRecorded() {
    let root = makeRoot(width: 200, height: 100)
    root.semanticContentAttribute = .forceRightToLeft
    let named = LayoutGuide()
    named.identifier = "gap"
    let unnamed = LayoutGuide()
    root.addLayoutGuide(named)
    root.addLayoutGuide(unnamed)
    let box = makeView("box", in: root)
    LayoutConstraint.activate([
      named.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      named.widthAnchor.constraint(equalToConstant: 30),
      unnamed.topAnchor.constraint(equalTo: root.topAnchor),
      box.leadingAnchor.constraint(equalTo: named.trailingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 20),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    let user = LayoutSnapshot(of: root).constraints.filter { $0.origin == .user }
    #expect(user[0].first.guide == "gap" && user[0].first.nodeID == "0")
    #expect(user[2].first.guide == "guide.1")
    // Right to left: the guide's leading edge is the root's right edge, x 200 − 30 = 170; the box's leading edge is
    // the guide's trailing (left) edge, so the box is at 170 − 20 = 150.
    #expect(user[0].isRightToLeft && user[3].isRightToLeft)
    #expect(user[3].second?.frame.minX == 170 && user[3].second?.frame.width == 30)
    #expect(user[3].first.frame == CGRect(x: 150, y: 0, width: 20, height: 20))
    #expect(!user[4].isRightToLeft)  // top does not depend on the direction
  }

  @Test func nodesAreFoundByID() {
    let snapshot = LayoutSnapshot(of: Window(device: .iPhone15))
    #expect(snapshot.node(withID: "0")?.kind == "Window")
    #expect(snapshot.node(withID: "0.3") == nil)
    #expect(snapshot.node(withID: "1") == nil)
    #expect(snapshot.node(withID: "0.x") == nil)
  }
}
