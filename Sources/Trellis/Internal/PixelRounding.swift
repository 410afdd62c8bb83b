import Foundation

/// Rounding to the pixel grid.
enum PixelRounding {
  /// The smallest multiple of 1/scale at or above the value (values within 1e-9 of the grid stay on it).
  static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let scaled = value * scale
    let rounded = scaled.rounded()
    if abs(scaled - rounded) < 1e-9 { return rounded / scale }
    return scaled.rounded(.up) / scale
  }
}
