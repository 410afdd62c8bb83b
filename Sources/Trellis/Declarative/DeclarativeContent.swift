/// A view that declares its subviews and constraints, as a SwiftUI view declares its `body`.
///
/// Conform a ``PrimitiveView`` subclass to it, most simply by subclassing ``DeclarativeView``; list the subviews
/// in ``body`` and the constraints in ``layout``, with `if`, `for`-`in`, optionals and arrays (the
/// ``SubviewsBuilder`` and ``ConstraintsBuilder`` attributes are inferred, as `@ViewBuilder` is for SwiftUI's
/// `body`):
///
/// ```swift
/// final class TitledField: DeclarativeView {
///   let title = Label()
///   let field = TextField()
///
///   var body: [View] {
///     title
///     field
///   }
///
///   var layout: [LayoutConstraint] {
///     title.topAnchor.constraint(equalTo: topAnchor)
///     title.leadingAnchor.constraint(equalTo: leadingAnchor)
///     title.trailingAnchor.constraint(equalTo: trailingAnchor)
///     field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8)
///     field.leadingAnchor.constraint(equalTo: leadingAnchor)
///     field.trailingAnchor.constraint(equalTo: trailingAnchor)
///     field.bottomAnchor.constraint(equalTo: bottomAnchor)
///   }
/// }
/// ```
///
/// What happens, in UIKit terms: ``PrimitiveView/init(frame:)`` runs ``ViewCodable/setupView()``, whose
/// ``PrimitiveView/buildHierarchy()`` adds the body's views in order (setting their
/// ``View/translatesAutoresizingMaskIntoConstraints`` to false, as SnapKit does for the views it constrains),
/// ``PrimitiveView/setupConstraints()`` activates the layout, and ``PrimitiveView/applyAdditionalChanges()``
/// runs last. The result is an ordinary view tree with ordinary constraints.
///
/// The contract:
/// - The views you constrain MUST be the same instances in ``body`` and ``layout``: keep them in stored
///   properties (`let` or `lazy var`), as in UIKit.
/// - Every item of a ``layout`` constraint MUST be the view itself, a view in its hierarchy (one the body lists,
///   or a descendant of one) or a layout guide of those. A constraint that mentions anything else is not
///   activated and ``LayoutError/itemOutsideDeclaringView(_:item:view:)`` is recorded in the tree's
///   ``LayoutEngine/issues``; constraints to views outside belong to a common superview.
/// - A view listed twice is added once (``LayoutError/duplicateSubview(view:superview:)``); the view itself or an
///   ancestor is not added (``LayoutError/subviewIsAncestor(view:superview:)``).
///
/// After a change that alters what ``body`` or ``layout`` return, call ``reloadContent()``: subviews no longer
/// listed are removed, new ones added, and the constraints replaced, keeping the solver rows of those that only
/// changed their constant.
public protocol DeclarativeContent: PrimitiveView {
  /// The subviews, back to front.
  @SubviewsBuilder var body: [View] { get }

  /// The constraints between the view and its hierarchy; none by default.
  @ConstraintsBuilder var layout: [LayoutConstraint] { get }
}

extension DeclarativeContent {
  /// No constraints.
  public var layout: [LayoutConstraint] { [] }
}

/// The class to subclass for a declarative view: a ``PrimitiveView`` (no initializer boilerplate, the
/// ``ViewCodable`` hooks) that declares its ``DeclarativeContent/body`` and ``DeclarativeContent/layout``.
///
/// A subclass of a subclass that overrides `body` or `layout` writes the builder attribute itself
/// (`@SubviewsBuilder override var body: [View] { … }`): Swift infers it only where the conformance is declared.
public typealias DeclarativeView = PrimitiveView & DeclarativeContent
