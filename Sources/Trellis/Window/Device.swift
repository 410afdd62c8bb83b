import Foundation

/// A device whose screen a ``Window`` stands for: screen size, scale, status bar and safe-area insets
/// (REFERENCE §3; the landscape insets are assumptions, see Docs/Layout.md).
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// The device's orientation.
  public enum Orientation: Hashable, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
  }

  /// The marketing name, such as "iPhone 15".
  public var name: String
  /// The name used on the command line, such as `iphone-15`.
  public var commandLineName: String
  /// The screen size in points, in portrait.
  public var portraitSize: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The safe-area insets in portrait.
  public var portraitSafeAreaInsets: EdgeInsets
  /// The safe-area insets in landscape.
  public var landscapeSafeAreaInsets: EdgeInsets
  /// The height of the status bar in portrait (where a navigation bar starts).
  public var statusBarHeight: CGFloat
  /// The height of a standard navigation bar.
  public var navigationBarHeight: CGFloat
  /// Whether the device is an iPad (regular width: 20-point root margins).
  public var isPad: Bool

  /// iPhone 15 (and 15 Pro): 393 × 852 @3x, safe area 59 / 34.
  public static let iPhone15 = Device(
    name: "iPhone 15", commandLineName: "iphone-15", portraitSize: CGSize(width: 393, height: 852), scale: 3,
    portraitSafeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeight: 59 - 16.0 / 3,
    navigationBarHeight: 44, isPad: false)

  /// iPhone 15 Pro Max (and 15 Plus): 430 × 932 @3x, safe area 59 / 34.
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", commandLineName: "iphone-15-pro-max", portraitSize: CGSize(width: 430, height: 932),
    scale: 3, portraitSafeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), statusBarHeight: 59 - 16.0 / 3,
    navigationBarHeight: 44, isPad: false)

  /// iPhone SE (2nd and 3rd generation): 375 × 667 @2x, safe area 20 / 0.
  public static let iPhoneSE3 = Device(
    name: "iPhone SE", commandLineName: "iphone-se", portraitSize: CGSize(width: 375, height: 667), scale: 2,
    portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeAreaInsets: .zero,
    statusBarHeight: 20, navigationBarHeight: 44, isPad: false)

  /// iPad Air (4th generation and later): 820 × 1180 @2x, safe area 24 / 20.
  public static let iPadAir = Device(
    name: "iPad Air", commandLineName: "ipad-air", portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    portraitSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24,
    navigationBarHeight: 50, isPad: true)

  /// Every known device, in the order the command line lists them.
  public static let all: [Device] = [.iPhone15, .iPhone15ProMax, .iPhoneSE3, .iPadAir]

  /// The device with a command-line name, or `nil`.
  ///
  /// - Parameter commandLineName: A name such as `iphone-15`.
  public init?(commandLineName: String) {
    guard let device = Device.all.first(where: { $0.commandLineName == commandLineName }) else { return nil }
    self = device
  }

  init(
    name: String, commandLineName: String, portraitSize: CGSize, scale: CGFloat, portraitSafeAreaInsets: EdgeInsets,
    landscapeSafeAreaInsets: EdgeInsets, statusBarHeight: CGFloat, navigationBarHeight: CGFloat, isPad: Bool
  ) {
    self.name = name
    self.commandLineName = commandLineName
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeAreaInsets = portraitSafeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    self.statusBarHeight = statusBarHeight
    self.navigationBarHeight = navigationBarHeight
    self.isPad = isPad
  }

  /// The screen size in points in an orientation.
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: The size.
  public func screenSize(in orientation: Orientation) -> CGSize {
    orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
  }

  /// The safe-area insets in an orientation.
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: The insets.
  public func safeAreaInsets(in orientation: Orientation) -> EdgeInsets {
    orientation == .portrait ? portraitSafeAreaInsets : landscapeSafeAreaInsets
  }

  /// The device's name.
  public var description: String { name }
}
