import Foundation
import Trellis
import TrellisText

/// The view of one ``FormField``, as RSFormView's `TextFieldView`: a title, the text field, a line under it, and
/// an error message that appears under the line while the field is invalid (the form re-flows around it).
///
/// ```
///  8   top inset
/// 18   titleLabel (the field's name once it has a value; empty while the placeholder shows)
///  8   labelToTextFieldDistance
///  h   textField (its intrinsic height in the text font)
///  5   textFieldToBottomLineDistance
///  1   bottomLineView
///  5   bottomLineToErrorLabelDistance  ┐ only while the error shows
///  e   errorLabel                      ┘
///  3   bottom inset
/// ```
/// with 16 points on the leading and trailing sides. Typing goes through ``textField``: ``/Trellis/TextField/insertText(_:)``
/// and ``/Trellis/TextField/deleteBackward()`` change the value; the field type's formatting is applied on
/// `.editingChanged`. Date and picker fields refuse typing; use ``choose(date:)`` and ``choose(option:)``.
open class FormFieldView: View {
  /// The space around the content: top, leading, bottom, trailing.
  public static let contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 3, trailing: 16)
  /// The height of the title row.
  public static let titleHeight: CGFloat = 18

  /// The field shown.
  public let field: FormField
  /// The title above the text.
  public let titleLabel = Label()
  /// The text field the user types in; its accessibility identifier is the field's name.
  public let textField = TextField()
  /// The one-point line under the text.
  public let bottomLineView = View()
  /// The error message; hidden while the field shows no error. Its accessibility identifier is `Error` followed
  /// by the field's name.
  public let errorLabel = Label()
  /// Whether the text field is being edited: from its `.editingDidBegin` to its `.editingDidEnd`.
  public private(set) var isEditing = false

  /// The look; set by the form.
  var configurator: FormConfigurator
  /// Called after the user changed the value; the form validates and refreshes every field.
  var valueDidChange: ((FormFieldView) -> Void)?
  let contentStack = StackView()

  /// Creates the view of a field.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - configurator: The look; the default look by default.
  public init(field: FormField, configurator: FormConfigurator = FormConfigurator()) {
    self.field = field
    self.configurator = configurator
    super.init(frame: .zero)
    buildHierarchy()
    refresh()
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func buildHierarchy() {
    translatesAutoresizingMaskIntoConstraints = false
    contentStack.axis = .vertical
    contentStack.translatesAutoresizingMaskIntoConstraints = false
    for view in [titleLabel, textField, bottomLineView, errorLabel] { contentStack.addArrangedSubview(view) }
    addSubview(contentStack)
    errorLabel.numberOfLines = 0
    errorLabel.isHidden = true
    textField.delegate = self
    textField.addAction(Action { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
    textField.addAction(Action { [weak self] _ in self?.setEditing(true) }, for: .editingDidBegin)
    textField.addAction(Action { [weak self] _ in self?.setEditing(false) }, for: .editingDidEnd)
    let insets = Self.contentInsets
    LayoutConstraint.activate([
      contentStack.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
      contentStack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.leading),
      contentStack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
      contentStack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.trailing),
      titleLabel.heightAnchor.constraint(equalToConstant: Self.titleHeight),
      bottomLineView.heightAnchor.constraint(equalToConstant: 1),
    ])
  }

  /// Shows the field's current value, validity and the configurator's look.
  public func refresh() {
    let look = configurator
    let showsError = field.showsError
    backgroundColor = look.fieldsBackgroundColor
    titleLabel.font = look.titleFont
    titleLabel.text = field.hasFixedTitle || isEditing || !field.value.isEmpty ? field.name : ""
    titleLabel.textColor =
      showsError ? look.invalidTitleColor : isEditing ? look.editingTitleColor : look.validTitleColor
    textField.font = look.textFont
    textField.textColor = look.textColor
    textField.placeholder = field.placeholder
    if textField.text != field.value { textField.text = field.value }
    textField.isSecureTextEntry = field.fieldType == .password
    textField.isEnabled = field.isEnabled
    textField.accessibilityIdentifier = field.name
    bottomLineView.backgroundColor =
      showsError ? look.invalidLineColor : isEditing ? look.editingLineColor : look.validLineColor
    let border = showsError ? look.invalidBorderColor : isEditing ? look.editingBorderColor : look.validBorderColor
    // A clear border (the default) is no border: the snapshot then records none.
    let hasBorder = border.alpha > 0
    textField.layer.borderColor = border
    textField.layer.borderWidth = hasBorder ? look.borderWidth : 0
    textField.layer.cornerRadius = hasBorder ? look.borderCornerRadius : 0
    let message = field.displayedErrorMessage ?? ""
    errorLabel.font = look.errorFont
    errorLabel.textColor = look.errorTextColor
    errorLabel.text = message
    errorLabel.accessibilityIdentifier = "Error\(field.name)"
    errorLabel.isHidden = !showsError || message.isEmpty
    setSpacing(look.labelToTextFieldDistance, after: titleLabel)
    setSpacing(look.textFieldToBottomLineDistance, after: textField)
    setSpacing(look.bottomLineToErrorLabelDistance, after: bottomLineView)
  }

  private func setSpacing(_ spacing: CGFloat, after view: View) {
    if contentStack.customSpacing(after: view) != spacing { contentStack.setCustomSpacing(spacing, after: view) }
  }

  private func setEditing(_ editing: Bool) {
    guard editing != isEditing else { return }
    isEditing = editing
    refresh()
  }

  /// Takes the text field's new text as the value, formatted for the field type.
  private func textDidChange() {
    let typed = textField.text ?? ""
    let value = field.formattedValue(for: typed, replacing: field.value)
    if value != typed { textField.text = value }
    commit(value)
  }

  /// Stores a value the user entered and has the form validate it.
  func commit(_ value: String) {
    field.oneTimeErrorMessage = nil
    field.value = value
    field.shouldDisplayError = true
    if let valueDidChange {
      valueDidChange(self)
    } else {
      field.validate(among: [field])
      refresh()
    }
  }
}

extension FormFieldView: TextFieldDelegate {
  /// Allows typing in enabled fields whose value is typed (not dates or picker fields).
  ///
  /// - Parameters:
  ///   - textField: The text field.
  ///   - range: The range to replace.
  ///   - string: The replacement.
  /// - Returns: Whether the change may happen.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    field.isEnabled && !field.fieldType.isChosen
  }
}
