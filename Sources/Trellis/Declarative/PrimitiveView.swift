import Foundation

/// A view with no initializer boilerplate: its ``init(frame:)`` runs the ``ViewCodable`` hooks, and
/// `init?(coder:)` is unavailable, so subclasses write neither.
///
/// Subclass it and override the hooks you need (``buildHierarchy()``, ``setupConstraints()``,
/// ``applyAdditionalChanges()``); stored properties with initial values are ready when they run, because Swift
/// initializes a subclass's properties before its superclass's initializer runs. A subclass may add its own
/// initializers (`init(title:)` calling `super.init(frame: .zero)`) without writing `init?(coder:)`.
///
/// Adopt ``DeclarativeContent`` as well, most simply by subclassing ``DeclarativeView``, to declare the subviews
/// and constraints instead of writing the hooks: the default ``buildHierarchy()`` adds the
/// ``DeclarativeContent/body`` and the default ``setupConstraints()`` activates the
/// ``DeclarativeContent/layout``.
open class PrimitiveView: View, ViewCodable {
  /// The subviews the last ``buildHierarchy()`` added from the body, in order.
  var declaredSubviews: [View] = []
  /// The constraints the last ``setupConstraints()`` activated from the layout, in order.
  var declaredConstraints: [LayoutConstraint] = []

  /// Creates the view and runs ``ViewCodable/setupView()``: ``buildHierarchy()``, ``setupConstraints()``,
  /// ``applyAdditionalChanges()``.
  ///
  /// - Parameter frame: The rectangle in the superview's coordinates (see ``View/init(frame:)``).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setupView()
  }

  /// Unavailable: archives are not supported, and being unavailable here spares every subclass from writing it.
  ///
  /// - Parameter coder: Ignored.
  @available(*, unavailable, message: "Trellis views are made in code; use init(frame:) or init()")
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Adds the subviews. The default adds the ``DeclarativeContent/body`` when the view declares one (see
  /// ``DeclarativeContent``) and does nothing otherwise.
  open func buildHierarchy() {
    guard let content = self as? any DeclarativeContent else { return }
    let plan = planSubviews(content.body)
    for error in plan.errors { layoutEngine.record(error) }
    apply(plan)
  }

  /// Makes and activates the constraints. The default activates the ``DeclarativeContent/layout`` when the view
  /// declares one and does nothing otherwise.
  open func setupConstraints() {
    guard let content = self as? any DeclarativeContent else { return }
    let plan = planConstraints(content.layout, in: HierarchyPreview(root: self))
    for error in plan.errors { layoutEngine.record(error) }
    apply(plan)
  }

  /// Everything else: colours, text, accessibility identifiers. The default does nothing.
  open func applyAdditionalChanges() {}
}
