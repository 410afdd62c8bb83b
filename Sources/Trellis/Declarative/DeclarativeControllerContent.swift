/// A view controller that declares the subviews and constraints of its root view, as ``DeclarativeContent`` does
/// for a view.
///
/// Conform a ``PrimitiveViewController`` subclass to it, most simply by subclassing
/// ``DeclarativeViewController``. The builder attributes are inferred, and ``ViewController/view`` is available in
/// ``layout``:
///
/// ```swift
/// final class ProfileViewController: DeclarativeViewController {
///   let card = ProfileCard()
///
///   var body: [View] { card }
///
///   var layout: [LayoutConstraint] {
///     card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16)
///     card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
///     card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
///   }
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     title = "Profile"
///   }
/// }
/// ```
///
/// The content is read when the view loads (in ``PrimitiveViewController/loadView()``, before `viewDidLoad()`), and
/// again by ``reloadContent()``; the rules and errors are those of ``DeclarativeContent``, with the root view as the
/// declaring view.
public protocol DeclarativeControllerContent: PrimitiveViewController {
  /// The subviews of the root view, back to front.
  @SubviewsBuilder var body: [View] { get }

  /// The constraints between the root view and its hierarchy; none by default.
  @ConstraintsBuilder var layout: [LayoutConstraint] { get }
}

extension DeclarativeControllerContent {
  /// No constraints.
  public var layout: [LayoutConstraint] { [] }

  /// Reads ``body`` and ``layout`` again and applies them to the root view, as
  /// ``DeclarativeContent/reloadContent()`` does for a view (loading the view first if needed).
  public func reloadContent() {
    rootView?.reloadContent()
  }

  /// Reads ``body`` and ``layout`` again and applies them to the root view, or changes nothing and throws, as
  /// ``DeclarativeContent/reloadContentOrThrow()`` does for a view.
  ///
  /// - Throws: See ``DeclarativeContent/reloadContentOrThrow()``.
  public func reloadContentOrThrow() throws(LayoutError) {
    try rootView?.reloadContentOrThrow()
  }

  /// The root view, if ``PrimitiveViewController/loadView()`` made it (an override may not have).
  private var rootView: ControllerRootView? {
    view as? ControllerRootView
  }
}

/// The class to subclass for a view controller with declared content: a ``PrimitiveViewController`` that declares
/// its root view's ``DeclarativeControllerContent/body`` and ``DeclarativeControllerContent/layout``.
public typealias DeclarativeViewController = PrimitiveViewController & DeclarativeControllerContent
