import Foundation

/// An sRGB colour with alpha, components in 0…1; the named colours are UIKit's light-appearance values.
public struct Color: Hashable, Sendable {
  /// The red component.
  public var red: CGFloat
  /// The green component.
  public var green: CGFloat
  /// The blue component.
  public var blue: CGFloat
  /// The opacity.
  public var alpha: CGFloat

  /// Creates a colour from components in 0…1.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity; 1 by default.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a grey.
  ///
  /// - Parameters:
  ///   - white: The brightness, 0 (black) to 1 (white).
  ///   - alpha: The opacity; 1 by default.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from 8-bit components.
  static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> Color {
    Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
  }

  /// Black.
  public static let black = Color(white: 0)
  /// White.
  public static let white = Color(white: 1)
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)
  /// The primary text colour (black).
  public static let label = Color(white: 0)
  /// Secondary text: rgba(60, 60, 67, 0.6).
  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  /// Tertiary text: rgba(60, 60, 67, 0.3).
  public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
  /// Placeholder text: rgba(60, 60, 67, 0.3).
  public static let placeholderText = rgb(60, 60, 67, 0.3)
  /// The system blue, #007AFF.
  public static let systemBlue = rgb(0, 122, 255)
  /// The main background (white).
  public static let systemBackground = Color(white: 1)
  /// The grouped background, (242, 242, 247).
  public static let systemGroupedBackground = rgb(242, 242, 247)
  /// Separator lines: rgba(60, 60, 67, 0.29).
  public static let separator = rgb(60, 60, 67, 0.29)
}
