import Foundation
import Trellis
import TrellisText

/// A row of text with no fields (a section header or a hint), as RSFormView's `TextCellItem`: set
/// ``FormItem/attributedText``, or use ``init(text:font:textColor:)``.
public final class TextCellItem: FormItem {
  /// Creates a text row with no text yet.
  public convenience init() {
    self.init(with: [])
  }

  /// Creates a text row.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - font: The font; the 17-point system font by default.
  ///   - textColor: The colour; `nil` (the default) uses the form configurator's ``FormConfigurator/textColor``.
  public convenience init(text: String, font: Font = .systemFont(ofSize: 17), textColor: Color? = nil) {
    self.init(with: [])
    setText(text, font: font, textColor: textColor)
  }

  /// Replaces the text, its font and its colour (for example when switching to a dark appearance).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - font: The font.
  ///   - textColor: The colour; `nil` uses the form configurator's ``FormConfigurator/textColor``.
  public func setText(_ text: String, font: Font, textColor: Color? = nil) {
    var attributes: [NSAttributedString.Key: Any] = [TextAttributes.font: font]
    if let textColor { attributes[TextAttributes.color] = textColor }
    attributedText = NSAttributedString(string: text, attributes: attributes)
  }
}
