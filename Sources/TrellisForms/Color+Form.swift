import Foundation
import Trellis

extension Color {
  /// RSFormView's text grey, (54, 61, 79).
  public static let brightGray = formColor(red: 54, green: 61, blue: 79)
  /// RSFormView's dark background, (33, 33, 33).
  public static let mineShaftGray = formColor(red: 33, green: 33, blue: 33)
  /// RSFormView's dark field background, (66, 66, 66).
  public static let tundoraGray = formColor(red: 66, green: 66, blue: 66)
  /// RSFormView's accent blue, (53, 170, 255).
  public static let dodgerBlue = formColor(red: 53, green: 170, blue: 255)
  /// RSFormView's soft red for invalid titles, (255, 98, 98).
  public static let bitterSweetRed = formColor(red: 255, green: 98, blue: 98)
  /// RSFormView's dark blue, (46, 120, 170).
  public static let astralBlue = formColor(red: 46, green: 120, blue: 170)
  /// RSFormView's pale blue, (169, 211, 239).
  public static let blizzardBlue = formColor(red: 169, green: 211, blue: 239)
  /// RSFormView's purple, (187, 134, 252).
  public static let heliotropePurple = formColor(red: 187, green: 134, blue: 252)
  /// RSFormView's magenta, (206, 6, 112).
  public static let razzmatazzRed = formColor(red: 206, green: 6, blue: 112)

  /// An opaque colour from 8-bit components, each clamped to 0…255.
  ///
  /// - Parameters:
  ///   - red: The red component, 0…255.
  ///   - green: The green component, 0…255.
  ///   - blue: The blue component, 0…255.
  /// - Returns: The colour.
  public static func formColor(red: Int, green: Int, blue: Int) -> Color {
    func unit(_ value: Int) -> CGFloat { CGFloat(min(max(value, 0), 255)) / 255 }
    return Color(red: unit(red), green: unit(green), blue: unit(blue))
  }
}
