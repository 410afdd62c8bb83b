import Foundation

extension Color {
  /// The same colour with another opacity, as `UIColor.withAlphaComponent(_:)`.
  ///
  /// ```swift
  /// Color.brightGray.withAlphaComponent(0.4)  // RSFormView's disabled-button grey
  /// ```
  ///
  /// - Parameter alpha: The opacity, from 0 (clear) to 1 (opaque); values outside are clamped, as UIKit clamps
  ///   them when drawing.
  /// - Returns: The colour with that opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha.isNaN ? 0 : min(1, max(0, alpha)))
  }
}
