import Foundation
import Trellis
import TrellisText

/// Reads a text row's font and colour from an attributed string, under Apple's raw key names, so that strings
/// built with `NSAttributedString.Key.font` and `.foregroundColor` (as TrellisUIKit spells them) are understood.
enum TextAttributes {
  /// The raw value of `NSAttributedString.Key.font`.
  static let font = NSAttributedString.Key("NSFont")
  /// The raw value of `NSAttributedString.Key.foregroundColor`.
  static let color = NSAttributedString.Key("NSColor")

  /// The font and colour at the first character, when set.
  static func style(of text: NSAttributedString) -> (font: Font?, color: Color?) {
    guard text.length > 0 else { return (nil, nil) }
    let attributes = text.attributes(at: 0, effectiveRange: nil)
    return (attributes[font] as? Font, attributes[color] as? Color)
  }
}
