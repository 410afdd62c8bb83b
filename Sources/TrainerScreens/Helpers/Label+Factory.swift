import Trellis
import TrellisText

extension Label {
  /// Makes a single-line label, ready for Auto Layout.
  ///
  /// The tutorial's `makeSimpleLabel(text:textAlignment:font:)`.
  ///
  /// ```swift
  /// let title = Label.makeLabel(text: "Trainer Form", font: .preferredFont(forTextStyle: .extraLargeTitle))
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text; empty by default.
  ///   - alignment: How the text is aligned; centred by default.
  ///   - font: The font; the body text style by default.
  /// - Returns: A label that does not translate its autoresizing mask.
  public static func makeLabel(
    text: String = "", alignment: TextAlignment = .center, font: Font = .preferredFont(forTextStyle: .body)
  ) -> Label {
    let label = Label()
    label.textAlignment = alignment
    label.text = text
    label.font = font
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }
}
