import Foundation

/// A view controller whose root view's subviews and constraints can be declared: the controller half of
/// ``PrimitiveView``.
///
/// On its own it behaves as ``ViewController`` (its root view is a plain view). Adopt
/// ``DeclarativeControllerContent`` as well, most simply by subclassing ``DeclarativeViewController``, to declare
/// the root view's ``DeclarativeControllerContent/body`` and ``DeclarativeControllerContent/layout``; the
/// controller then writes no `loadView()` and no view code in `viewDidLoad()`.
open class PrimitiveViewController: ViewController {
  /// Makes the root view and, when the controller declares content, adds the body and activates the layout.
  ///
  /// The root view is assigned before the content is read, so ``DeclarativeControllerContent/layout`` may use
  /// ``ViewController/view`` (its safe-area and margins guides).
  open override func loadView() {
    let root = ControllerRootView()
    view = root
    root.controller = self
    root.reloadContent()
  }
}

/// The root view of a ``PrimitiveViewController``: a declarative view whose content is the controller's.
final class ControllerRootView: PrimitiveView, DeclarativeContent {
  /// The controller whose content this view shows; `nil` while the view is being made.
  weak var controller: PrimitiveViewController?

  var body: [View] {
    (controller as? any DeclarativeControllerContent)?.body ?? []
  }

  var layout: [LayoutConstraint] {
    (controller as? any DeclarativeControllerContent)?.layout ?? []
  }
}
