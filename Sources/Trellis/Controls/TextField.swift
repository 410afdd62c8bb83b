import Foundation
import TrellisText

/// What a ``TextField`` asks its delegate, as `UITextFieldDelegate`.
public protocol TextFieldDelegate: AnyObject {
  /// Whether the text field should replace the characters in a range (UTF-16 offsets) with a string.
  ///
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: The range of the current text to replace.
  ///   - string: The replacement; empty for a deletion.
  /// - Returns: Whether to make the change.
  func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
}

extension TextFieldDelegate {
  /// Allows every change.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
  { true }
}

/// A single line of editable text, as `UITextField`. Typing is simulated with ``insertText(_:)`` and
/// ``deleteBackward()``, which consult the delegate and send `.editingChanged`.
open class TextField: Control {
  /// The border, as `UITextField.BorderStyle`.
  public enum BorderStyle: Hashable, Sendable, CaseIterable {
    /// No border.
    case none
    /// A thin line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle, with 7 points of padding around the text.
    case roundedRect
  }

  /// The text; empty by default.
  open var text: String? = "" {
    didSet { if oldValue != text { invalidateIntrinsicContentSize() } }
  }

  /// The text shown while the field is empty.
  open var placeholder: String? {
    didSet { if oldValue != placeholder { invalidateIntrinsicContentSize() } }
  }

  /// The font; the 17-point system font by default.
  open var font: Font = .systemFont(ofSize: 17) {
    didSet { if oldValue != font { invalidateIntrinsicContentSize() } }
  }

  /// The text colour.
  open var textColor: Color = .label

  /// How the text is aligned.
  open var textAlignment: TextAlignment = .natural

  /// The border; none by default.
  open var borderStyle: BorderStyle = .none {
    didSet { if oldValue != borderStyle { invalidateIntrinsicContentSize() } }
  }

  /// Whether the text is drawn as dots.
  open var isSecureTextEntry = false

  /// The keyboard the field asks for; recorded only (no keyboard is shown). `.default` by default.
  open var keyboardType: KeyboardType = .default

  /// When typing shifts to capitals; recorded only. `.sentences` by default.
  open var autocapitalizationType: TextAutocapitalizationType = .sentences

  /// Whether typing is autocorrected; recorded only (``insertText(_:)`` inserts exactly what it is given).
  open var autocorrectionType: TextAutocorrectionType = .default

  /// The return key's title; recorded only. `.default` by default.
  open var returnKeyType: ReturnKeyType = .default

  /// The delegate consulted before each change.
  open weak var delegate: (any TextFieldDelegate)?

  private var padding: CGFloat { borderStyle == .none ? 0 : 7 }

  /// The text (or placeholder) measured, plus the border's padding.
  open override var intrinsicContentSize: CGSize {
    let shown = (text?.isEmpty ?? true) ? (placeholder ?? "") : (text ?? "")
    let size = Label.measurer.layout(
      of: shown, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail, scale: displayScale
    ).size
    let lineHeight = PixelRounding.ceil(font.lineHeight, scale: displayScale)
    let scale = displayScale
    return CGSize(
      width: PixelRounding.ceil(size.width + 2 * padding, scale: scale),
      height: PixelRounding.ceil(max(size.height, lineHeight) + 2 * padding, scale: scale))
  }

  /// Types a string at the end of the text, if the delegate allows it, and sends `.editingChanged`.
  ///
  /// - Parameter string: The typed text.
  public func insertText(_ string: String) {
    let current = text ?? ""
    let range = NSRange(location: current.utf16.count, length: 0)
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
    text = current + string
    sendActions(for: .editingChanged)
  }

  /// Deletes the last character, if there is one and the delegate allows it, and sends `.editingChanged`.
  public func deleteBackward() {
    guard var current = text, let last = current.last else { return }
    let length = String(last).utf16.count
    let range = NSRange(location: current.utf16.count - length, length: length)
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
    current.removeLast()
    text = current
    sendActions(for: .editingChanged)
  }

  override func snapshotContent() -> LayoutSnapshot.Content {
    let isPlaceholder = text?.isEmpty ?? true
    var shown = isPlaceholder ? (placeholder ?? "") : (text ?? "")
    if isSecureTextEntry && !isPlaceholder { shown = String(repeating: "\u{2022}", count: shown.count) }
    let layout = Label.measurer.layout(
      of: shown, font: font, maxWidth: max(0, frameStorage.width - 2 * padding), numberOfLines: 1,
      lineBreakMode: .byTruncatingTail, scale: displayScale)
    let top = (frameStorage.height - layout.size.height) / 2
    var alignment = textAlignment
    if alignment == .natural { alignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left }
    return .textField(
      LayoutSnapshot.Text(
        text: shown, font: font, color: isPlaceholder ? .placeholderText : textColor, alignment: alignment,
        numberOfLines: 1, lines: layout.lines.map(\.text), firstBaseline: top + layout.firstBaseline,
        lastBaseline: top + layout.lastBaseline),
      isPlaceholder: isPlaceholder, borderStyle: borderStyle)
  }
}
