import Foundation
import Trellis
import TrellisText

extension NSAttributedString.Key {
  /// The font of the text: a ``UIFont``, as UIKit's `.font`.
  public static let font = NSAttributedString.Key("NSFont")

  /// The colour of the text: a ``UIColor``, as UIKit's `.foregroundColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension NSAttributedString {
  /// The font and colour at the start of the string, where `.font` and `.foregroundColor` hold Trellis values.
  var leadingTextAttributes: (font: Font?, color: Color?) {
    guard length > 0 else { return (nil, nil) }
    let attributes = self.attributes(at: 0, effectiveRange: nil)
    return (attributes[.font] as? Font, attributes[.foregroundColor] as? Color)
  }
}
