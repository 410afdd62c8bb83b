import Foundation

// The rest of UIKit's named colours (light appearance). Semantic values as REFERENCE §3 gives them (from
// noahsark769/ColorCompatibility); the system tints are iOS 13's published light values; the classic colours are
// the components UIKit documents for `UIColor.red`, `.lightGray`….
extension Color {
  /// Quaternary text: rgba(60, 60, 67, 0.18).
  public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
  /// Links: the system blue, #007AFF.
  public static let link = rgb(0, 122, 255)
  /// A background on top of ``systemBackground``: (242, 242, 247).
  public static let secondarySystemBackground = rgb(242, 242, 247)
  /// A background on top of ``secondarySystemBackground``: white.
  public static let tertiarySystemBackground = Color(white: 1)
  /// A grouped content background on top of ``systemGroupedBackground``: white.
  public static let secondarySystemGroupedBackground = Color(white: 1)
  /// An opaque separator: (198, 198, 200).
  public static let opaqueSeparator = rgb(198, 198, 200)
  /// A fill for thin shapes: rgba(120, 120, 128, 0.2).
  public static let systemFill = rgb(120, 120, 128, 0.2)
  /// The system grey, (142, 142, 147).
  public static let systemGray = rgb(142, 142, 147)
  /// System grey 2, (174, 174, 178).
  public static let systemGray2 = rgb(174, 174, 178)
  /// System grey 3, (199, 199, 204).
  public static let systemGray3 = rgb(199, 199, 204)
  /// System grey 4, (209, 209, 214).
  public static let systemGray4 = rgb(209, 209, 214)
  /// System grey 5, (229, 229, 234).
  public static let systemGray5 = rgb(229, 229, 234)
  /// System grey 6, (242, 242, 247).
  public static let systemGray6 = rgb(242, 242, 247)
  /// The system red, (255, 59, 48).
  public static let systemRed = rgb(255, 59, 48)
  /// The system orange, (255, 149, 0).
  public static let systemOrange = rgb(255, 149, 0)
  /// The system yellow, (255, 204, 0).
  public static let systemYellow = rgb(255, 204, 0)
  /// The system green, (52, 199, 89).
  public static let systemGreen = rgb(52, 199, 89)
  /// The system teal, (90, 200, 250).
  public static let systemTeal = rgb(90, 200, 250)
  /// The system indigo, (88, 86, 214).
  public static let systemIndigo = rgb(88, 86, 214)
  /// The system purple, (175, 82, 222).
  public static let systemPurple = rgb(175, 82, 222)
  /// The system pink, (255, 45, 85).
  public static let systemPink = rgb(255, 45, 85)
  /// Red, (1, 0, 0).
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Green, (0, 1, 0).
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Blue, (0, 0, 1).
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Orange, (1, 0.5, 0).
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Yellow, (1, 1, 0).
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Purple, (0.5, 0, 0.5).
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Brown, (0.6, 0.4, 0.2).
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  /// Cyan, (0, 1, 1).
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Magenta, (1, 0, 1).
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Grey, white 0.5.
  public static let gray = Color(white: 0.5)
  /// Light grey, white 2/3.
  public static let lightGray = Color(white: 2.0 / 3)
  /// Dark grey, white 1/3.
  public static let darkGray = Color(white: 1.0 / 3)
}
