import Trellis

extension View {
  /// Adds views as subviews, in order (each on top of the ones before).
  ///
  /// ```swift
  /// view.addSubviews(button, label)
  /// ```
  ///
  /// - Parameter views: The views to add.
  public func addSubviews(_ views: View...) {
    for view in views { addSubview(view) }
  }
}
