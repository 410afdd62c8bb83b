import Foundation

/// The root of a screen, as `UIWindow`: sized to a device's screen, with its safe-area insets and scale.
///
/// ```swift
/// let window = Window(device: .iPhone15)
/// window.rootViewController = NavigationController(rootViewController: LogViewController())
/// window.makeKeyAndVisible()
/// let snapshot = LayoutSnapshot(of: window)
/// ```
open class Window: View {
  /// The device the window stands for.
  public let device: Device
  /// The orientation. Setting it turns the window as the device turns: the window and its root controller's view
  /// take the screen's size in the new orientation, presented controllers are placed again (a page sheet is full screen on an iPhone in landscape), navigation bars take the
  /// orientation's status-bar and bar heights, and the next layout pass recomputes every safe area.
  ///
  /// ```swift
  /// let window = Window(device: .iPhone15)
  /// window.rootViewController = NavigationController(rootViewController: LogViewController())
  /// window.makeKeyAndVisible()
  /// window.orientation = .landscape  // 852 × 393, a 32-point bar at the top, safe area 59 left and right
  /// window.layoutIfNeeded()
  /// ```
  public var orientation: Device.Orientation {
    didSet {
      guard orientation != oldValue else { return }
      turnToOrientation()
    }
  }
  /// Whether ``makeKeyAndVisible()`` was called.
  public private(set) var isKeyWindow = false

  /// The controller whose view fills the window.
  open var rootViewController: ViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      guard let controller = rootViewController else { return }
      installRootView(of: controller)
    }
  }

  /// Creates a window the size of a device's screen.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: The orientation; portrait by default.
  public init(device: Device, orientation: Device.Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
    super.init(frame: CGRect(origin: .zero, size: device.screenSize(in: orientation)))
    rootDisplayScale = device.scale
    accessibilityIdentifier = "window"
  }

  /// Creates a window the size of an iPhone 15's screen.
  ///
  /// - Parameter frame: Ignored: a window is the size of its device's screen.
  public convenience override init(frame: CGRect) {
    self.init(device: .iPhone15)
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes the window key and lays it out.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    layoutIfNeeded()
  }

  /// The device's safe-area insets in the window's orientation.
  var screenSafeAreaInsets: EdgeInsets { device.safeAreaInsets(in: orientation) }

  /// Resizes the window and the root controller's view to the screen in the current orientation and tells every
  /// controller shown in the window about it.
  private func turnToOrientation() {
    frame = CGRect(origin: frame.origin, size: device.screenSize(in: orientation))
    guard let controller = rootViewController else { return }
    controller.viewStorage?.frame = bounds
    reorient(controller)
  }

  /// Tells a controller its orientation, then places the sheets it and the controllers of its navigation stack
  /// presented, and their own.
  private func reorient(_ controller: ViewController) {
    controller.didMove(to: device, orientation: orientation)
    let stack = (controller as? NavigationController)?.viewControllers ?? []
    for presenter in [controller] + stack {
      guard let presented = presenter.presentedViewController else { continue }
      presented.placeAsPresented(in: self)
      reorient(presented)
    }
  }

  private func installRootView(of controller: ViewController) {
    guard let root = controller.view else { return }
    root.frame = bounds
    root.translatesAutoresizingMaskIntoConstraints = true
    addSubview(root)
    controller.didMove(to: device, orientation: orientation)
  }
}
