import Foundation

/// One row of a form, as RSFormView's `FormItem`: one field (``TextFieldCellItem``), two side by side
/// (``TwoTextFieldCellItem``), or a line of text (``TextCellItem``). Use those subclasses; a plain `FormItem`
/// is laid out as one field per row slot, like them.
open class FormItem {
  /// The fields the row shows, in order.
  public let formFields: [FormField]

  /// The text of a text row: its string, and its font and colour from the attributes `NSFont` and `NSColor`
  /// (the raw values of `NSAttributedString.Key.font` and `.foregroundColor`) at its first character. Leave it
  /// `nil` for field rows.
  public var attributedText: NSAttributedString?

  /// The margins of a text row (the name keeps RSFormView's spelling).
  public var contraintsConfigurator = ConstraintsConfigurator()

  /// Creates a row of fields.
  ///
  /// - Parameter fields: The fields, in order.
  public init(with fields: [FormField]) {
    self.formFields = fields
  }
}

/// The vertical margins of a text row, as RSFormView's `ConstraintsConfigurator`.
open class ConstraintsConfigurator {
  /// The space above the text; 30 by default.
  public var headerLabelTopMargin: CGFloat = 30
  /// The space below the text; 12.5 by default.
  public var headerLabelBottomMargin: CGFloat = 12.5

  /// Creates the default margins.
  public init() {}
}
