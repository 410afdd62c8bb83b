import Foundation

extension View {
  /// Adds the views a block lists at the front of the subviews, in order, as ``addSubview(_:)`` does for each.
  ///
  /// ```swift
  /// card.addSubviews {
  ///   avatar
  ///   name
  ///   if showsBadge { badge }
  /// }
  /// ```
  ///
  /// - Parameter content: The views, listed with ``SubviewsBuilder``.
  public func addSubviews(@SubviewsBuilder _ content: () -> [View]) {
    for view in content() { addSubview(view) }
  }
}

extension StackView {
  /// Creates a stack view with an axis, a spacing and the arranged subviews a block lists.
  ///
  /// ```swift
  /// lazy var formStack = StackView(axis: .vertical, spacing: 16) {
  ///   nameSection
  ///   pokemonSection
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - axis: The axis along which the views are arranged.
  ///   - spacing: The space between adjacent views; 0 by default.
  ///   - arrangedSubviews: The views, listed with ``SubviewsBuilder``.
  public convenience init(
    axis: LayoutConstraint.Axis, spacing: CGFloat = 0, @SubviewsBuilder arrangedSubviews: () -> [View]
  ) {
    self.init(arrangedSubviews: arrangedSubviews())
    self.axis = axis
    self.spacing = spacing
  }

  /// Appends the views a block lists to the arranged subviews, in order, as ``addArrangedSubview(_:)`` does for
  /// each.
  ///
  /// - Parameter content: The views, listed with ``SubviewsBuilder``.
  public func addArrangedSubviews(@SubviewsBuilder _ content: () -> [View]) {
    for view in content() { addArrangedSubview(view) }
  }
}

extension LayoutConstraint {
  /// Activates the constraints a block lists, as `NSLayoutConstraint.activate(_:)` does for an array.
  ///
  /// ```swift
  /// LayoutConstraint.activate {
  ///   label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 64)
  ///   if centersLabel { label.centerXAnchor.constraint(equalTo: view.centerXAnchor) }
  /// }
  /// ```
  ///
  /// A constraint that cannot be activated stays inactive and its error is recorded in the engine's
  /// ``LayoutEngine/issues``; use `activateOrThrow { … }` to get the error instead.
  ///
  /// - Parameter content: The constraints, listed with ``ConstraintsBuilder``.
  /// - Returns: The constraints, for keeping a reference to some of them.
  @discardableResult
  public static func activate(@ConstraintsBuilder _ content: () -> [LayoutConstraint]) -> [LayoutConstraint] {
    let constraints = content()
    activate(constraints)
    return constraints
  }

  /// Activates all the constraints a block lists, or none of them.
  ///
  /// - Parameter content: The constraints, listed with ``ConstraintsBuilder``.
  /// - Returns: The constraints, for keeping a reference to some of them.
  /// - Throws: The error of the first constraint that cannot be activated (see ``activate()``); the constraints
  ///   this call activated before it are deactivated again.
  @discardableResult
  public static func activateOrThrow(
    @ConstraintsBuilder _ content: () -> [LayoutConstraint]
  ) throws(LayoutError) -> [LayoutConstraint] {
    let constraints = content()
    try activateOrThrow(constraints)
    return constraints
  }
}
