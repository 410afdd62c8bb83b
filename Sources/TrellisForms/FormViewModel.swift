/// What a ``FormView`` shows, as RSFormView's `FormViewModel`: any class with an array of ``FormItem``s. The
/// field list, the overall validity and server-side errors come with default implementations.
///
/// ```swift
/// final class SignUpForm: FormViewModel {
///   var items: [FormItem] = [TextFieldCellItem(with: email), TwoTextFieldCellItem(firstField: first, secondField: last)]
/// }
/// ```
public protocol FormViewModel: AnyObject {
  /// The rows, in order.
  var items: [FormItem] { get set }

  /// Whether every field is valid; by default, whether every field's ``FormField/isValid`` is true.
  func validateFields() -> Bool

  /// Every field of every row, in order; by default the items' fields, flattened.
  func fields() -> [FormField]
}

extension FormViewModel {
  /// Every field of every row, in order.
  ///
  /// - Returns: The items' ``FormItem/formFields``, flattened.
  public func fields() -> [FormField] {
    items.flatMap(\.formFields)
  }

  /// Whether every field is valid.
  ///
  /// - Returns: Whether no field has ``FormField/isValid`` false (true for a form without fields).
  public func validateFields() -> Bool {
    fields().allSatisfy(\.isValid)
  }

  /// Marks a field invalid with a message, as after a server-side check: the field stays invalid, showing the
  /// message, until the user edits it. A name no field has is ignored, as in RSFormView. Call
  /// ``FormView/markItemInvalid(fieldName:error:)`` instead to update the form on screen too.
  ///
  /// - Parameters:
  ///   - fieldName: The ``FormField/name`` of the field.
  ///   - error: The message to show under it.
  public func markItemInvalid(fieldName: String, error: String) {
    guard let field = fields().first(where: { $0.name == fieldName }) else { return }
    field.oneTimeErrorMessage = error
    field.isValid = false
    field.shouldDisplayError = true
  }
}
