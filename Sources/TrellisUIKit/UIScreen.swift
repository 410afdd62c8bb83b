import Foundation
import Trellis

/// A device's screen, as `UIScreen`: its bounds in points and its scale.
///
/// UIKit code reads the screen it runs on from `UIScreen.main`; here there is no device underneath, so
/// ``main`` is the iPhone 15 in portrait, and a window's `screen` is its own device's screen.
/// Prefer `view.window?.screen` (as UIKit itself now recommends) when the layout is meant for other devices.
public final class UIScreen {
  /// The device.
  public let device: Device
  /// The orientation.
  public let orientation: Device.Orientation

  /// Creates the screen of a device.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: The orientation; portrait by default.
  public init(device: Device, orientation: Device.Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
  }

  /// The screen of an iPhone 15 in portrait: 393 × 852 points at 3×.
  public static var main: UIScreen { UIScreen(device: .iPhone15) }

  /// The screen's rectangle in points, at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: device.screenSize(in: orientation)) }

  /// Pixels per point.
  public var scale: CGFloat { device.scale }

  /// Pixels per point of the physical screen: the same as ``scale`` here.
  public var nativeScale: CGFloat { device.scale }
}

extension Window {
  /// The screen of the window's device, in its orientation.
  public var screen: UIScreen { UIScreen(device: device, orientation: orientation) }
}
