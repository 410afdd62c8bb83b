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
  /// The orientation.
  public let orientation: Device.Orientation
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

  private func installRootView(of controller: ViewController) {
    guard let root = controller.view else { return }
    root.frame = bounds
    root.translatesAutoresizingMaskIntoConstraints = true
    addSubview(root)
    controller.didMove(to: device)
  }
}
