import Foundation

/// A device whose screen a ``Window`` stands for: screen size, scale, status bar, navigation bar and safe-area
/// insets, per orientation (REFERENCE §3; the landscape values are assumptions, see Docs/Layout.md).
///
/// In landscape an iPhone hides its status bar and uses a compact 32-point navigation bar at the top of the screen;
/// an iPad keeps both as in portrait:
///
/// ```swift
/// Device.iPhone15.statusBarHeight(in: .landscape)      // 0
/// Device.iPhone15.navigationBarHeight(in: .landscape)  // 32
/// Device.iPadAir.statusBarHeight(in: .landscape)       // 24
/// ```
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
  public var portraitStatusBarHeight: CGFloat
  /// The height of the status bar in landscape: 0 on iPhones, which hide it.
  public var landscapeStatusBarHeight: CGFloat
  /// The height of a standard navigation bar in portrait.
  public var portraitNavigationBarHeight: CGFloat
  /// The height of a standard navigation bar in landscape: 32 on iPhones (the compact bar).
  public var landscapeNavigationBarHeight: CGFloat
  /// Whether the device is an iPad (regular width: 20-point root margins).
  public var isPad: Bool

  /// iPhone 15 (and 15 Pro): 393 × 852 @3x, safe area 59 / 34; in landscape 0 / 59 / 21 / 59, no status bar and a
  /// 32-point navigation bar.
  public static let iPhone15 = Device(
    name: "iPhone 15", commandLineName: "iphone-15", portraitSize: CGSize(width: 393, height: 852), scale: 3,
    portraitSafeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    bars: Bars(
      portraitStatusBar: 59 - 16.0 / 3, portraitNavigationBar: 44, landscapeStatusBar: 0, landscapeNavigationBar: 32),
    isPad: false)

  /// iPhone 15 Pro Max (and 15 Plus): 430 × 932 @3x, safe area 59 / 34; in landscape 0 / 59 / 21 / 59, no status
  /// bar and a 32-point navigation bar.
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", commandLineName: "iphone-15-pro-max", portraitSize: CGSize(width: 430, height: 932),
    scale: 3, portraitSafeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    bars: Bars(
      portraitStatusBar: 59 - 16.0 / 3, portraitNavigationBar: 44, landscapeStatusBar: 0, landscapeNavigationBar: 32),
    isPad: false)

  /// iPhone SE (2nd and 3rd generation): 375 × 667 @2x, safe area 20 / 0; in landscape no insets, no status bar and
  /// a 32-point navigation bar.
  public static let iPhoneSE3 = Device(
    name: "iPhone SE", commandLineName: "iphone-se", portraitSize: CGSize(width: 375, height: 667), scale: 2,
    portraitSafeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeAreaInsets: .zero,
    bars: Bars(portraitStatusBar: 20, portraitNavigationBar: 44, landscapeStatusBar: 0, landscapeNavigationBar: 32),
    isPad: false)

  /// iPad Air (4th generation and later): 820 × 1180 @2x, safe area 24 / 20, status bar 24 and navigation bar 50 in
  /// both orientations.
  public static let iPadAir = Device(
    name: "iPad Air", commandLineName: "ipad-air", portraitSize: CGSize(width: 820, height: 1180), scale: 2,
    portraitSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    bars: Bars(portraitStatusBar: 24, portraitNavigationBar: 50, landscapeStatusBar: 24, landscapeNavigationBar: 50),
    isPad: true)

  /// Every known device, in the order the command line lists them.
  public static let all: [Device] = [.iPhone15, .iPhone15ProMax, .iPhoneSE3, .iPadAir]

  /// The device with a command-line name, or `nil`.
  ///
  /// - Parameter commandLineName: A name such as `iphone-15`.
  public init?(commandLineName: String) {
    guard let device = Device.all.first(where: { $0.commandLineName == commandLineName }) else { return nil }
    self = device
  }

  /// The heights of a device's status and navigation bars in both orientations.
  struct Bars {
    var portraitStatusBar: CGFloat
    var portraitNavigationBar: CGFloat
    var landscapeStatusBar: CGFloat
    var landscapeNavigationBar: CGFloat
  }

  init(
    name: String, commandLineName: String, portraitSize: CGSize, scale: CGFloat, portraitSafeAreaInsets: EdgeInsets,
    landscapeSafeAreaInsets: EdgeInsets, bars: Bars, isPad: Bool
  ) {
    self.name = name
    self.commandLineName = commandLineName
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeAreaInsets = portraitSafeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    portraitStatusBarHeight = bars.portraitStatusBar
    landscapeStatusBarHeight = bars.landscapeStatusBar
    portraitNavigationBarHeight = bars.portraitNavigationBar
    landscapeNavigationBarHeight = bars.landscapeNavigationBar
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

  /// The height of the status bar in an orientation: where a navigation bar starts, 0 when the status bar is
  /// hidden (iPhones in landscape).
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: The height in points.
  public func statusBarHeight(in orientation: Orientation) -> CGFloat {
    orientation == .portrait ? portraitStatusBarHeight : landscapeStatusBarHeight
  }

  /// The height of a standard navigation bar in an orientation: 44 on iPhones in portrait, 32 (compact) in
  /// landscape; 50 on the iPad in both.
  ///
  /// - Parameter orientation: The orientation.
  /// - Returns: The height in points.
  public func navigationBarHeight(in orientation: Orientation) -> CGFloat {
    orientation == .portrait ? portraitNavigationBarHeight : landscapeNavigationBarHeight
  }

  /// The height of the status bar in portrait.
  @available(*, deprecated, message: "use statusBarHeight(in:): iPhones hide the status bar in landscape")
  public var statusBarHeight: CGFloat {
    get { portraitStatusBarHeight }
    set { portraitStatusBarHeight = newValue }
  }

  /// The height of a standard navigation bar in portrait.
  @available(*, deprecated, message: "use navigationBarHeight(in:): iPhones use a 32-point bar in landscape")
  public var navigationBarHeight: CGFloat {
    get { portraitNavigationBarHeight }
    set { portraitNavigationBarHeight = newValue }
  }

  /// The device's name.
  public var description: String { name }
}
