import Foundation
import Trellis

extension Theme {
  /// What a colour paints, which decides how an ambiguous light value resolves: white is the system background
  /// when it fills a view but stays white as a filled button's title; black is the label colour as text.
  public enum ColorRole: Hashable, Sendable {
    /// A fill behind content (view backgrounds, button backgrounds).
    case background
    /// Text and strokes.
    case foreground
  }

  /// The colour a snapshot colour shows in this theme.
  ///
  /// The snapshot carries colours already resolved for the light appearance (Trellis's ``/Trellis/Color`` has no dynamic
  /// variants yet), so a light system colour is recognised by its value and replaced by this theme's variant; any
  /// other colour is drawn as it is, as a fixed `UIColor` would be. White (as a background) and black (as text) are
  /// taken for `systemBackground` and `label`, since the light values cannot tell them apart.
  ///
  /// - Parameters:
  ///   - color: A colour from the snapshot.
  ///   - role: What the colour paints.
  /// - Returns: The colour to draw.
  public func resolve(_ color: Color, as role: ColorRole) -> Color {
    let light = Theme.light
    let pairs: [(Color, Color)] =
      switch role {
      case .background:
        [
          (light.systemBackground, systemBackground), (light.systemGroupedBackground, systemGroupedBackground),
          (light.systemFill, systemFill), (light.grayButtonBackground, grayButtonBackground),
        ]
      case .foreground:
        [
          (light.label, label), (light.secondaryLabel, secondaryLabel), (light.tertiaryLabel, tertiaryLabel),
          (light.placeholderText, placeholderText),
        ]
      }
    for (lightValue, themed) in pairs where lightValue.isClose(to: color) { return themed }
    for (lightValue, themed) in [(light.separator, separator), (light.opaqueSeparator, opaqueSeparator)]
    where lightValue.isClose(to: color) {
      return themed
    }
    // The tint keeps the alpha it was given (a tinted button's background is the tint at 15 %).
    if light.tint.hasSameComponents(as: color) {
      return Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: color.alpha)
    }
    if light.systemGreen.hasSameComponents(as: color) {
      return Color(red: systemGreen.red, green: systemGreen.green, blue: systemGreen.blue, alpha: color.alpha)
    }
    // UIKit's other accent colours have dark variants too; they also keep their alpha.
    if appearance == .dark, let pair = Self.darkAccentVariants.first(where: { $0.light.hasSameComponents(as: color) }) {
      return Color(red: pair.dark.red, green: pair.dark.green, blue: pair.dark.blue, alpha: color.alpha)
    }
    return color
  }

  /// UIKit's accent and grey system colours, light value and dark variant (Apple's published values), beyond the
  /// tint and green a theme holds.
  static let darkAccentVariants: [(light: Color, dark: Color)] = [
    (.rgb(255, 59, 48), .rgb(255, 69, 58)),  // systemRed
    (.rgb(255, 149, 0), .rgb(255, 159, 10)),  // systemOrange
    (.rgb(255, 204, 0), .rgb(255, 214, 10)),  // systemYellow
    (.rgb(90, 200, 250), .rgb(100, 210, 255)),  // systemTeal
    (.rgb(88, 86, 214), .rgb(94, 92, 230)),  // systemIndigo
    (.rgb(175, 82, 222), .rgb(191, 90, 242)),  // systemPurple
    (.rgb(255, 45, 85), .rgb(255, 55, 95)),  // systemPink
    (.rgb(174, 174, 178), .rgb(99, 99, 102)),  // systemGray2
    (.rgb(199, 199, 204), .rgb(72, 72, 74)),  // systemGray3
    (.rgb(209, 209, 214), .rgb(58, 58, 60)),  // systemGray4
    (.rgb(229, 229, 234), .rgb(44, 44, 46)),  // systemGray5
  ]
}

extension Color {
  /// Whether two colours are the same to 8-bit precision, alpha included.
  func isClose(to other: Color) -> Bool {
    hasSameComponents(as: other) && abs(alpha - other.alpha) < 0.5 / 255
  }

  /// Whether two colours have the same red, green and blue to 8-bit precision.
  func hasSameComponents(as other: Color) -> Bool {
    abs(red - other.red) < 0.5 / 255 && abs(green - other.green) < 0.5 / 255 && abs(blue - other.blue) < 0.5 / 255
  }
}
