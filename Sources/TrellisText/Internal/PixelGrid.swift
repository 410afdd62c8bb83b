import Foundation

/// Rounding to the device's pixel grid, as UIKit does for intrinsic sizes.
enum PixelGrid {
  /// Products within this distance above a whole number of pixels are treated as that number, so that floating-point
  /// noise (61.000000001) does not add a pixel.
  static let tolerance: CGFloat = 1e-6

  /// `ceil(value * scale) / scale`; a scale that is not a positive finite number is treated as 1.
  static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    guard value.isFinite, value > 0 else { return 0 }
    return (value * scale - tolerance).rounded(.up) / scale
  }
}
