import Foundation
import TrellisText

/// A stack of view controllers under a navigation bar, as `UINavigationController`.
///
/// The bar starts below the status bar; the top controller's view fills the navigation controller's view and its
/// safe area starts below the bar (97.667 points from the top on an iPhone 15 in portrait: 59 + 44 − 5.333,
/// REFERENCE §3). In landscape an iPhone hides the status bar and the bar is compact: 32 points tall at the top of
/// the screen, so the safe area starts 32 from the top (``Device/statusBarHeight(in:)``,
/// ``Device/navigationBarHeight(in:)``).
open class NavigationController: ViewController {
  /// The controllers on the stack, root first.
  public private(set) var viewControllers: [ViewController] = []
  /// The bar at the top, showing the top controller's title.
  public let navigationBar = NavigationBar()
  private var barConstraints: [LayoutConstraint] = []

  /// Creates a navigation controller with a root controller.
  ///
  /// - Parameter rootViewController: The first controller on the stack.
  public init(rootViewController: ViewController) {
    super.init()
    pushViewController(rootViewController, animated: false)
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// Whether the bar is hidden, as `isNavigationBarHidden`; false by default. A hidden bar takes no room: the
  /// controllers' safe area is the screen's.
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar, as `setNavigationBarHidden(_:animated:)`.
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide the bar.
  ///   - animated: Ignored: the change happens at once.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != navigationBar.isHidden else { return }
    navigationBar.isHidden = hidden
    for controller in viewControllers where controller.isViewLoaded { applyBarInsets(to: controller) }
  }

  /// Makes the container view with the bar on top.
  open override func loadView() {
    let container = View()
    container.accessibilityIdentifier = "navigation"
    navigationBar.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(navigationBar)
    barConstraints = [
      navigationBar.topAnchor.constraint(
        equalTo: container.topAnchor, constant: device.statusBarHeight(in: orientation)),
      navigationBar.heightAnchor.constraint(equalToConstant: device.navigationBarHeight(in: orientation)),
      navigationBar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      navigationBar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ]
    LayoutConstraint.activate(barConstraints)
    view = container
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = topViewController { show(top) }
  }

  /// Pushes a controller; its view replaces the previous top controller's view.
  ///
  /// - Parameters:
  ///   - controller: The controller to push.
  ///   - animated: Ignored.
  open func pushViewController(_ controller: ViewController, animated: Bool) {
    if let previous = topViewController { previous.viewStorage?.removeFromSuperview() }
    viewControllers.append(controller)
    controller.navigationController = self
    controller.device = device
    controller.orientation = orientation
    if isViewLoaded { show(controller) }
  }

  /// Pops the top controller, unless it is the root.
  ///
  /// - Parameter animated: Ignored.
  /// - Returns: The popped controller, or `nil` when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    popped.viewStorage?.removeFromSuperview()
    popped.navigationController = nil
    if isViewLoaded, let top = topViewController { show(top) }
    return popped
  }

  /// Pops every controller above the root.
  ///
  /// - Parameter animated: Ignored.
  /// - Returns: The popped controllers, or `nil` when there were none.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    var popped: [ViewController] = []
    while let controller = popViewController(animated: false) { popped.insert(controller, at: 0) }
    return popped.isEmpty ? nil : popped
  }

  private func show(_ controller: ViewController) {
    guard let child = controller.view else { return }
    child.translatesAutoresizingMaskIntoConstraints = false
    view.insertSubview(child, at: 0)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      child.topAnchor.constraint(equalTo: view.topAnchor), child.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    applyBarInsets(to: controller)
    updateBarTitle()
  }

  /// The top controller's safe area starts below the bar: its additional top inset is the part of the bar below
  /// the screen's safe area, in the current orientation (none while the bar is hidden).
  private func applyBarInsets(to controller: ViewController) {
    let barBottom = device.statusBarHeight(in: orientation) + device.navigationBarHeight(in: orientation)
    var insets = controller.additionalSafeAreaInsets
    insets.top = navigationBar.isHidden ? 0 : max(0, barBottom - device.safeAreaInsets(in: orientation).top)
    controller.additionalSafeAreaInsets = insets
  }

  func updateBarTitle() {
    navigationBar.titleLabel.text = topViewController?.title
  }

  override func didMove(to device: Device, orientation: Device.Orientation) {
    super.didMove(to: device, orientation: orientation)
    if barConstraints.count == 4 {
      barConstraints[0].constant = device.statusBarHeight(in: orientation)
      barConstraints[1].constant = device.navigationBarHeight(in: orientation)
    }
    for controller in viewControllers {
      controller.didMove(to: device, orientation: orientation)
      if controller.isViewLoaded { applyBarInsets(to: controller) }
    }
  }
}
