/// The three steps of building a view in code, and the ``setupView()`` that runs them in order: the "view code"
/// convention of UIKit projects.
///
/// Every step has a default that does nothing, so a view implements only the steps it needs. Adopt it in any
/// ``View`` subclass and call ``setupView()`` from its initializer, or subclass ``PrimitiveView``, which calls it
/// for you (and whose hooks can be overridden):
///
/// ```swift
/// final class BadgeView: PrimitiveView {
///   let label = Label()
///
///   override func buildHierarchy() {
///     addSubview(label)
///   }
///
///   override func setupConstraints() {
///     label.translatesAutoresizingMaskIntoConstraints = false
///     LayoutConstraint.activate {
///       label.centerXAnchor.constraint(equalTo: centerXAnchor)
///       label.centerYAnchor.constraint(equalTo: centerYAnchor)
///     }
///   }
///
///   override func applyAdditionalChanges() {
///     backgroundColor = .systemBackground
///   }
/// }
/// ```
public protocol ViewCodable: AnyObject {
  /// Adds the subviews. Runs first, because constraints can only be made between views of one tree.
  func buildHierarchy()

  /// Makes and activates the constraints. Runs after ``buildHierarchy()``.
  func setupConstraints()

  /// Everything else: colours, text, accessibility identifiers. Runs last.
  func applyAdditionalChanges()

  /// Runs ``buildHierarchy()``, ``setupConstraints()`` and ``applyAdditionalChanges()``, in that order.
  func setupView()
}

extension ViewCodable {
  /// Does nothing.
  public func buildHierarchy() {}

  /// Does nothing.
  public func setupConstraints() {}

  /// Does nothing.
  public func applyAdditionalChanges() {}

  /// Runs ``buildHierarchy()``, ``setupConstraints()`` and ``applyAdditionalChanges()``, in that order.
  public func setupView() {
    buildHierarchy()
    setupConstraints()
    applyAdditionalChanges()
  }
}
