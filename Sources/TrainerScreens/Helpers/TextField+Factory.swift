import Trellis

extension TextField {
  /// Makes a text field with a rounded-rect border, ready for Auto Layout.
  ///
  /// The tutorial's `makeSimpleTextField(delegate:)`. Trellis screens observe typing with an `.editingChanged`
  /// action rather than a delegate (see ``FormSectionView``), so the delegate is optional here.
  ///
  /// - Parameters:
  ///   - placeholder: The text shown while the field is empty; none by default.
  ///   - delegate: The delegate asked before each change; none by default.
  /// - Returns: A text field that does not translate its autoresizing mask.
  public static func makeRoundedTextField(
    placeholder: String? = nil, delegate: (any TextFieldDelegate)? = nil
  ) -> TextField {
    let textField = TextField()
    textField.borderStyle = .roundedRect
    textField.placeholder = placeholder
    textField.delegate = delegate
    textField.translatesAutoresizingMaskIntoConstraints = false
    return textField
  }
}
