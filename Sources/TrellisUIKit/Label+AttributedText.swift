import Foundation
import Trellis
import TrellisText

extension Label {
  /// The text with its font and colour, as `UILabel.attributedText`.
  ///
  /// A Trellis label draws its text in one font and one colour, so setting an attributed string sets
  /// ``/Trellis/Label/text`` to its characters, and ``/Trellis/Label/font`` and ``/Trellis/Label/textColor`` to the
  /// `.font` and `.foregroundColor` at its start (leaving each as it was when absent). Runs with other fonts or colours
  /// later in the string are drawn in the first run's (see Docs/PortingFromUIKit.md). Reading it returns the text
  /// with the label's font and colour.
  public var attributedText: NSAttributedString? {
    get {
      text.map { NSAttributedString(string: $0, attributes: [.font: font, .foregroundColor: textColor]) }
    }
    set {
      guard let newValue else {
        text = nil
        return
      }
      let leading = newValue.leadingTextAttributes
      if let font = leading.font { self.font = font }
      if let color = leading.color { textColor = color }
      text = newValue.string
    }
  }
}

extension TextField {
  /// The text with its font and colour, as `UITextField.attributedText`; see `UILabel.attributedText` for
  /// how the attributes map.
  public var attributedText: NSAttributedString? {
    get {
      text.map { NSAttributedString(string: $0, attributes: [.font: font, .foregroundColor: textColor]) }
    }
    set {
      guard let newValue else {
        text = nil
        return
      }
      let leading = newValue.leadingTextAttributes
      if let font = leading.font { self.font = font }
      if let color = leading.color { textColor = color }
      text = newValue.string
    }
  }
}
