import Foundation

/// Manages a view, as `UIViewController`: loads it on first use, and presents other controllers.
///
/// ```swift
/// final class LogViewController: ViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     title = "Trainer"
///     view.addSubview(stack)
///   }
/// }
/// ```
open class ViewController {
  var viewStorage: View?

  /// The title a ``NavigationController`` shows in its bar.
  open var title: String? {
    didSet { navigationController?.updateBarTitle() }
  }

  /// The navigation controller this controller is on the stack of.
  public internal(set) weak var navigationController: NavigationController?
  /// The controller this controller presented, if any.
  public internal(set) var presentedViewController: ViewController?
  /// The controller that presented this one, if any.
  public internal(set) weak var presentingViewController: ViewController?
  /// Whether the root view keeps at least the system minimum margins (16 points leading and trailing, 20 on an
  /// iPad); true by default.
  open var viewRespectsSystemMinimumLayoutMargins = true
  /// How ``present(_:animated:completion:)`` shows this controller; ``ModalPresentationStyle/automatic`` (a page
  /// sheet) by default.
  open var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// How the controller is shown while it is presented: ``ModalPresentationStyle/pageSheet``,
  /// ``ModalPresentationStyle/fullScreen`` or ``ModalPresentationStyle/overFullScreen`` (its ``modalPresentationStyle`` adapted to the window, as UIKit adapts
  /// a page sheet to full screen where the height is compact); `nil` when it is not presented in a window.
  public internal(set) var presentationStyleInEffect: ModalPresentationStyle?
  var device: Device = .iPhone15
  var orientation: Device.Orientation = .portrait

  /// Creates a controller; its view is loaded when first asked for.
  public init() {}

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The root view, loaded (``loadView()`` then ``viewDidLoad()``) when first asked for.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return viewStorage
    }
    set { viewStorage = newValue }
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { viewStorage != nil }

  /// Loads the view if it has not been loaded.
  public func loadViewIfNeeded() {
    guard viewStorage == nil else { return }
    loadView()
    if viewStorage == nil { viewStorage = View() }
    applySystemMinimumMargins()
    viewDidLoad()
  }

  /// Makes the root view; the default makes a plain ``View``. Overrides assign ``view`` and do not call super.
  open func loadView() {
    viewStorage = View()
  }

  /// Called once the view is loaded; configure subviews and constraints here.
  open func viewDidLoad() {}

  /// The minimum margins of the root view: 0 top and bottom, 16 leading and trailing (20 on an iPad).
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: CGFloat = device.isPad ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Insets added to the root view's safe area (a navigation bar uses them for the controllers it shows).
  public var additionalSafeAreaInsets: EdgeInsets {
    get { view.additionalSafeAreaInsetsStorage }
    set {
      view.additionalSafeAreaInsetsStorage = newValue
      view.setNeedsLayout()
    }
  }

  func applySystemMinimumMargins() {
    guard viewRespectsSystemMinimumLayoutMargins, let view = viewStorage else { return }
    let minimum = systemMinimumLayoutMargins
    let current = view.directionalLayoutMargins
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: max(current.leading, minimum.leading), bottom: 0,
      trailing: max(current.trailing, minimum.trailing))
  }

  /// Tells the controller (and the ones it contains) which device its window stands for, and in which orientation.
  func didMove(to device: Device, orientation: Device.Orientation) {
    self.device = device
    self.orientation = orientation
    if isViewLoaded { applySystemMinimumMargins() }
  }

  /// Presents a controller on top of everything in the window, as its ``modalPresentationStyle`` asks: by default
  /// as a page sheet starting 10 points below the top of the safe area, or full screen where the window's height
  /// is compact (an iPhone in landscape), as UIKit adapts a page sheet (see Docs/Layout.md).
  ///
  /// - Parameters:
  ///   - controller: The controller to present.
  ///   - animated: Ignored: layout has no animations.
  ///   - completion: Called once the controller is presented.
  open func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = controller
    controller.presentingViewController = self
    if let window = view.rootView as? Window {
      controller.didMove(to: window.device, orientation: window.orientation)
      guard let sheet = controller.view else { return }
      controller.placeAsPresented(in: window)
      window.addSubview(sheet)
    }
    completion?()
  }

  /// The way a controller with a presentation style is shown in a window: a page sheet becomes full screen where
  /// the height is compact (an iPhone in landscape: UIKit's vertical size class is compact there).
  static func styleInEffect(for style: ModalPresentationStyle, in window: Window) -> ModalPresentationStyle {
    switch style {
    case .fullScreen, .overFullScreen: style
    case .automatic, .pageSheet:
      !window.device.isPad && window.orientation == .landscape ? .fullScreen : .pageSheet
    }
  }

  /// Gives the view its presented frame in a window: the window's bounds, or as a page sheet 10 points below the top of
  /// the window's safe area, full width, down to the bottom.
  func placeAsPresented(in window: Window) {
    guard let sheet = viewStorage else { return }
    let style = Self.styleInEffect(for: modalPresentationStyle, in: window)
    presentationStyleInEffect = style
    sheet.translatesAutoresizingMaskIntoConstraints = true
    if style == .fullScreen || style == .overFullScreen {
      sheet.frame = window.bounds
    } else {
      let top = window.screenSafeAreaInsets.top + 10
      sheet.frame = CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
    }
  }

  /// Dismisses the controller this one presented, or, when it presented none, this controller itself.
  ///
  /// - Parameters:
  ///   - animated: Ignored.
  ///   - completion: Called once the controller is dismissed.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.viewStorage?.removeFromSuperview()
      presented.presentingViewController = nil
      presented.presentationStyleInEffect = nil
      presentedViewController = nil
    } else if let presenting = presentingViewController {
      presenting.dismiss(animated: animated)
    }
    completion?()
  }
}
