import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

@Suite struct WindowTests {
  @Test(arguments: Device.all)
  func windowIsTheScreen(device: Device) {
    let window = Window(device: device)
    #expect(window.frame == CGRect(origin: .zero, size: device.portraitSize))
    #expect(window.displayScale == device.scale)
    #expect(Device(commandLineName: device.commandLineName) == device)
    let landscape = Window(device: device, orientation: .landscape)
    #expect(landscape.frame.size == CGSize(width: device.portraitSize.height, height: device.portraitSize.width))
  }

  @Test(arguments: [
    (Device.iPhone15, CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34)),
    (.iPhone15ProMax, CGRect(x: 0, y: 59, width: 430, height: 932 - 59 - 34)),
    (.iPhoneSE3, CGRect(x: 0, y: 20, width: 375, height: 667 - 20)),
    (.iPadAir, CGRect(x: 0, y: 24, width: 820, height: 1180 - 24 - 20)),
  ])
  func safeAreaPerDevice(device: Device, expected: CGRect) {
    let window = Window(device: device)
    let guide = window.safeAreaLayoutGuide
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == expected)
  }

  @Test func contentPinnedToTheSafeArea() {
    let window = Window(device: .iPhone15)
    let label = makeView("label", in: window)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 64),
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor), label.widthAnchor.constraint(equalToConstant: 10),
      label.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
    ])
    window.makeKeyAndVisible()
    // y = 59 + 64 = 123; bottom at 852 − 34 = 818, so height 818 − 123 = 695.
    #expect(label.frame == CGRect(x: 0, y: 123, width: 10, height: 695))
    #expect(window.isKeyWindow)
  }

  @Test func subviewSafeAreaIsItsOverlapWithTheUnsafeRegions() {
    let window = Window(device: .iPhone15)
    let header = View(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    let middle = View(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
    window.addSubview(header)
    window.addSubview(middle)
    _ = header.safeAreaLayoutGuide
    _ = middle.safeAreaLayoutGuide
    window.layoutIfNeeded()
    #expect(header.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(header.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 41))
    // Moving the header down changes its insets at the next pass: 59 − 20 = 39.
    header.frame = CGRect(x: 0, y: 20, width: 393, height: 100)
    window.layoutIfNeeded()
    #expect(header.safeAreaInsets.top == 39)
  }

  /// A view placed by its autoresizing mask, under ancestors placed the same way, has its final frame before the
  /// first solve: its safe-area insets are set when the engine starts following it, so the first pass solves once
  /// with the right constants. A view placed by constraints waits for its solved frame (zero until then).
  @Test func autoresizedViewsKnowTheirSafeAreaBeforeSolving() {
    let window = Window(device: .iPhone15)
    let controller = ViewController()
    window.rootViewController = controller
    let root = controller.view!
    let pinned = makeView("pinned", in: root)
    LayoutConstraint.activate([
      pinned.topAnchor.constraint(equalTo: root.topAnchor),
      pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 100), pinned.heightAnchor.constraint(equalToConstant: 100),
    ])
    _ = root.safeAreaLayoutGuide
    _ = pinned.safeAreaLayoutGuide
    window.layoutEngine.registerPendingViews()
    // The root fills the window (393 × 852): the screen's insets, 59 at the top and 34 at the bottom.
    #expect(root.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(pinned.safeAreaInsets == .zero)
    window.layoutIfNeeded()
    #expect(root.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // The pinned view covers y 0–100 at the top of the window: 59 of it is under the sensor housing.
    #expect(pinned.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
  }

  @Test func viewOutsideAWindowHasNoSafeAreaInsets() {
    let root = makeRoot()
    let guide = root.safeAreaLayoutGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == root.bounds)
  }

  @Test func marginsGuideDefaultsAndSafeArea() {
    let root = makeRoot()
    let guide = root.layoutMarginsGuide
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 2, y: 1, width: 314, height: 476))
    root.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    // Leading is the right: 4 from the left, 2 from the right.
    #expect(guide.layoutFrame == CGRect(x: 4, y: 1, width: 314, height: 476))
    #expect(root.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    // In a window, margins are measured from the safe area: top 59 + 8.
    let window = Window(device: .iPhone15)
    let margins = window.layoutMarginsGuide
    window.layoutIfNeeded()
    #expect(margins.layoutFrame == CGRect(x: 8, y: 67, width: 377, height: 852 - 67 - 42))
    window.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    #expect(margins.layoutFrame.minY == 8)
  }
}

@Suite struct ViewControllerTests {
  final class ProbeController: ViewController {
    var events: [String] = []
    let label = Label()

    override func loadView() {
      events.append("loadView")
      view = View()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      events.append("viewDidLoad")
      title = "Probe"
      label.text = "Content"
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      ])
    }
  }

  @Test func viewLoadsOnceOnFirstUse() {
    let controller = ProbeController()
    #expect(!controller.isViewLoaded)
    _ = controller.view
    _ = controller.view
    #expect(controller.events == ["loadView", "viewDidLoad"])
  }

  @Test func rootViewFillsTheWindowWithSystemMargins() {
    let window = Window(device: .iPhone15)
    let controller = ProbeController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.view.frame == window.bounds)
    // Leading margin 16 (system minimum), top at the safe area (59).
    #expect(controller.label.frame.origin == CGPoint(x: 16, y: 59))
    let pad = Window(device: .iPadAir)
    let padController = ProbeController()
    pad.rootViewController = padController
    pad.layoutIfNeeded()
    #expect(padController.label.frame.origin == CGPoint(x: 20, y: 24))
  }

  @Test(arguments: [
    (Device.iPhone15, CGFloat(293) / 3),  // 59 + 44 − 16/3 = 97.667
    (.iPhoneSE3, 64),  // 20 + 44
    (.iPadAir, 74),  // 24 + 50
  ])
  func navigationBarPushesTheSafeAreaDown(device: Device, safeTop: CGFloat) {
    let window = Window(device: device)
    let controller = ProbeController()
    let navigation = NavigationController(rootViewController: controller)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(controller.label.frameInRootSpace.minY == safeTop)
    #expect(abs(navigation.navigationBar.frame.maxY - safeTop) < 1e-9)
    #expect(navigation.navigationBar.titleLabel.text == "Probe")
    #expect(window.layoutEngine.issues.isEmpty)
  }

  /// A hidden bar takes no room: the controller's safe area is the screen's (59 on an iPhone 15), and showing
  /// the bar again pushes it back down to 59 − 16/3 + 44 = 293/3.
  @Test func aHiddenNavigationBarTakesNoRoom() {
    let window = Window(device: .iPhone15)
    let controller = ProbeController()
    let navigation = NavigationController(rootViewController: controller)
    navigation.setNavigationBarHidden(true, animated: false)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(navigation.isNavigationBarHidden)
    #expect(navigation.navigationBar.isHidden)
    #expect(controller.label.frameInRootSpace.minY == 59)
    navigation.isNavigationBarHidden = false
    window.layoutIfNeeded()
    #expect(abs(controller.label.frameInRootSpace.minY - 293.0 / 3) < 1e-9)
    navigation.setNavigationBarHidden(true, animated: true)
    window.orientation = .landscape
    window.layoutIfNeeded()
    // In landscape the screen's top inset is 0 and the hidden bar adds nothing.
    #expect(controller.label.frameInRootSpace.minY == 0)
    #expect(window.layoutEngine.issues.isEmpty)
  }

  @Test(arguments: [
    // iPhones in landscape hide the status bar and use the compact 32-point bar at the top. The screen's top inset
    // is 0, so the navigation controller adds all of the bar: the safe area starts at 0 + 32 = 32; left and right
    // are the screen's (59 on the iPhone 15s, so the label's leading margin is 59 + 16 = 75), bottom 21.
    (Device.iPhone15, CGRect(x: 0, y: 0, width: 852, height: 32), EdgeInsets(top: 32, left: 59, bottom: 21, right: 59)),
    (.iPhone15ProMax, CGRect(x: 0, y: 0, width: 932, height: 32), EdgeInsets(top: 32, left: 59, bottom: 21, right: 59)),
    (.iPhoneSE3, CGRect(x: 0, y: 0, width: 667, height: 32), EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
    // The iPad keeps its 24-point status bar and its 50-point bar: 24 + 50 = 74.
    (.iPadAir, CGRect(x: 0, y: 24, width: 1180, height: 50), EdgeInsets(top: 74, left: 0, bottom: 20, right: 0)),
  ])
  func navigationBarInLandscape(device: Device, bar: CGRect, safeArea: EdgeInsets) {
    let window = Window(device: device, orientation: .landscape)
    let controller = ProbeController()
    let navigation = NavigationController(rootViewController: controller)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(navigation.navigationBar.frame == bar)
    #expect(controller.view.safeAreaInsets == safeArea)
    let margin: CGFloat = device.isPad ? 20 : 16
    #expect(controller.label.frameInRootSpace.origin == CGPoint(x: safeArea.left + margin, y: safeArea.top))
    #expect(window.layoutEngine.issues.isEmpty)
  }

  @Test func barHeightsPerOrientation() {
    // Portrait: the status bar where REFERENCE §3 puts it (59 − 16/3 under the Dynamic Island), 44-point bars.
    #expect(Device.iPhone15.statusBarHeight(in: .portrait) == 59 - 16.0 / 3)
    #expect(Device.iPhone15.navigationBarHeight(in: .portrait) == 44)
    #expect(Device.iPhoneSE3.statusBarHeight(in: .portrait) == 20)
    // Landscape: iPhones hide the status bar and use the 32-point compact bar; the iPad keeps 24 and 50.
    for device in [Device.iPhone15, .iPhone15ProMax, .iPhoneSE3] {
      #expect(device.statusBarHeight(in: .landscape) == 0, "\(device)")
      #expect(device.navigationBarHeight(in: .landscape) == 32, "\(device)")
    }
    #expect(Device.iPadAir.statusBarHeight(in: .landscape) == 24)
    #expect(Device.iPadAir.navigationBarHeight(in: .landscape) == 50)
  }

  /// The bar, the content's safe area and a presented sheet after turning a live window, against a window made in
  /// the new orientation, both ways.
  @Test(arguments: Device.all)
  func turningTheWindowGivesTheLayoutOfTheNewOrientation(device: Device) {
    func makeWindow(_ orientation: Device.Orientation) -> (Window, ProbeController, ProbeController) {
      let window = Window(device: device, orientation: orientation)
      let controller = ProbeController()
      window.rootViewController = NavigationController(rootViewController: controller)
      window.makeKeyAndVisible()
      let sheet = ProbeController()
      controller.present(sheet, animated: false)
      window.layoutIfNeeded()
      return (window, controller, sheet)
    }
    let (window, controller, sheet) = makeWindow(.portrait)
    for orientation in [Device.Orientation.landscape, .portrait] {
      window.orientation = orientation
      window.layoutIfNeeded()
      let (fresh, freshController, freshSheet) = makeWindow(orientation)
      #expect(window.frame == fresh.frame)
      #expect(controller.view.frame == fresh.bounds)
      #expect(controller.view.safeAreaInsets == freshController.view.safeAreaInsets)
      #expect(controller.label.frameInRootSpace == freshController.label.frameInRootSpace)
      #expect(
        controller.navigationController?.navigationBar.frame
          == freshController.navigationController?.navigationBar.frame)
      #expect(sheet.view.frame == freshSheet.view.frame)
      #expect(sheet.view.safeAreaInsets == freshSheet.view.safeAreaInsets)
      expectSameLayout(LayoutSnapshot(of: window), LayoutSnapshot(of: fresh))
      #expect(window.layoutEngine.issues.isEmpty)
    }
  }

  @Test func turningToTheSameOrientationChangesNothing() {
    let window = Window(device: .iPhone15, orientation: .landscape)
    let controller = ProbeController()
    window.rootViewController = NavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    let before = LayoutSnapshot(of: window)
    window.orientation = .landscape
    window.layoutIfNeeded()
    #expect(LayoutSnapshot(of: window) == before)
    // The hand-computed landscape values: the bar at the top, 32 tall; the label at 59 + 16 = 75, 0 + 32 = 32.
    #expect(controller.label.frameInRootSpace.origin == CGPoint(x: 75, y: 32))
  }

  @Test func pushAndPop() {
    let window = Window(device: .iPhone15)
    let first = ProbeController()
    let navigation = NavigationController(rootViewController: first)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    let second = ProbeController()
    navigation.pushViewController(second, animated: true)
    second.title = "Second"
    window.layoutIfNeeded()
    #expect(navigation.topViewController === second)
    #expect(second.navigationController === navigation)
    #expect(first.view.superview == nil)
    #expect(second.label.frameInRootSpace.minY == 293.0 / 3)
    #expect(navigation.navigationBar.titleLabel.text == "Second")
    #expect(navigation.popViewController(animated: true) === second)
    #expect(navigation.popViewController(animated: true) == nil)
    window.layoutIfNeeded()
    #expect(first.view.superview === navigation.view)
    #expect(navigation.navigationBar.titleLabel.text == "Probe")
  }

  @Test func presentAsPageSheet() {
    let window = Window(device: .iPhone15)
    let root = ProbeController()
    window.rootViewController = root
    let sheet = ProbeController()
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    window.layoutIfNeeded()
    #expect(completed)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentingViewController === root)
    // 10 below the top of the safe area: y = 69, height 852 − 69 = 783; the sheet is below the sensor, so its
    // safe area starts at its top.
    #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    #expect(sheet.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    sheet.dismiss(animated: true)
    #expect(sheet.view.superview == nil)
    #expect(root.presentedViewController == nil)
  }
}
