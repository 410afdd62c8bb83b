import Foundation
import Trellis

/// The system colours of one appearance, as iOS resolves its dynamic colours, and the chrome the SVG renderer draws
/// around views (status bar, dimming behind a sheet, control tracks and borders).
///
/// The light values are Apple's published ones (REFERENCE §3, the same as Trellis's named ``/Trellis/Color``s); the dark
/// values are the dark variants of the same colours.
///
/// ```swift
/// let svg = SVGRenderer(options: .init(theme: .dark)).render(snapshot)
/// ```
public struct Theme: Hashable, Sendable {
  /// The appearance these colours belong to.
  public var appearance: Appearance
  /// The main background: white in light, black in dark.
  public var systemBackground: Color
  /// The main background of a presented sheet (iOS raises it in dark appearance so that it stands out from the
  /// screen behind): white in light, (28, 28, 30) in dark.
  public var elevatedSystemBackground: Color
  /// Content on the main background: (242, 242, 247) in light, (28, 28, 30) in dark.
  public var secondarySystemBackground: Color
  /// The background of grouped content: (242, 242, 247) in light, black in dark.
  public var systemGroupedBackground: Color
  /// Primary text: black in light, white in dark.
  public var label: Color
  /// Secondary text: (60, 60, 67, 0.6) in light, (235, 235, 245, 0.6) in dark.
  public var secondaryLabel: Color
  /// Tertiary text, disabled titles: (60, 60, 67, 0.3) in light, (235, 235, 245, 0.3) in dark.
  public var tertiaryLabel: Color
  /// Placeholder text: (60, 60, 67, 0.3) in light, (235, 235, 245, 0.3) in dark.
  public var placeholderText: Color
  /// Thin separator lines: (60, 60, 67, 0.29) in light, (84, 84, 88, 0.6) in dark.
  public var separator: Color
  /// Opaque separator lines, used for text-field borders: (198, 198, 200) in light, (56, 56, 58) in dark.
  public var opaqueSeparator: Color
  /// The tint, system blue: #007AFF in light, #0A84FF in dark.
  public var tint: Color
  /// System green, the track of a switch that is on: (52, 199, 89) in light, (48, 209, 88) in dark.
  public var systemGreen: Color
  /// The fill of thin shapes, the track of a switch that is off: (120, 120, 128, 0.2) in light, (120, 120, 128,
  /// 0.36) in dark.
  public var systemFill: Color
  /// The background of a grey button: (120, 120, 128, 0.12) in light, (118, 118, 128, 0.24) in dark.
  public var grayButtonBackground: Color
  /// What shows around the scaled-down presenting screen while a sheet is up: black.
  public var windowBackground: Color
  /// The dimming laid over the presenting screen while a sheet is up: black at 40 % (an assumption).
  public var dimming: Color

  /// The light appearance.
  public static let light = Theme(
    appearance: .light, systemBackground: .rgb(255, 255, 255), elevatedSystemBackground: .rgb(255, 255, 255),
    secondarySystemBackground: .rgb(242, 242, 247),
    systemGroupedBackground: .rgb(242, 242, 247), label: .rgb(0, 0, 0), secondaryLabel: .rgb(60, 60, 67, 0.6),
    tertiaryLabel: .rgb(60, 60, 67, 0.3), placeholderText: .rgb(60, 60, 67, 0.3), separator: .rgb(60, 60, 67, 0.29),
    opaqueSeparator: .rgb(198, 198, 200), tint: .rgb(0, 122, 255), systemGreen: .rgb(52, 199, 89),
    systemFill: .rgb(120, 120, 128, 0.2), grayButtonBackground: .rgb(120, 120, 128, 0.12),
    windowBackground: .rgb(0, 0, 0), dimming: .rgb(0, 0, 0, 0.4))

  /// The dark appearance.
  public static let dark = Theme(
    appearance: .dark, systemBackground: .rgb(0, 0, 0), elevatedSystemBackground: .rgb(28, 28, 30),
    secondarySystemBackground: .rgb(28, 28, 30),
    systemGroupedBackground: .rgb(0, 0, 0), label: .rgb(255, 255, 255), secondaryLabel: .rgb(235, 235, 245, 0.6),
    tertiaryLabel: .rgb(235, 235, 245, 0.3), placeholderText: .rgb(235, 235, 245, 0.3),
    separator: .rgb(84, 84, 88, 0.6), opaqueSeparator: .rgb(56, 56, 58), tint: .rgb(10, 132, 255),
    systemGreen: .rgb(48, 209, 88), systemFill: .rgb(120, 120, 128, 0.36),
    grayButtonBackground: .rgb(118, 118, 128, 0.24), windowBackground: .rgb(0, 0, 0), dimming: .rgb(0, 0, 0, 0.4))

  /// The theme inside a presented sheet: ``systemBackground`` is the elevated one, as iOS's elevated user-interface
  /// level resolves it.
  public var elevated: Theme {
    var theme = self
    theme.systemBackground = elevatedSystemBackground
    return theme
  }

  /// The theme of an appearance.
  ///
  /// - Parameter appearance: The appearance.
  /// - Returns: ``dark`` for the dark appearance, ``light`` otherwise (`unspecified` is light, as at the top of a
  ///   UIKit tree).
  public static func forAppearance(_ appearance: Appearance) -> Theme {
    appearance == .dark ? .dark : .light
  }
}

extension Color {
  /// A colour from 8-bit components.
  static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> Color {
    Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
  }
}
