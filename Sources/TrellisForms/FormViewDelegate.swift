/// What a ``FormView`` tells its owner, as RSFormView's `FormViewDelegate`.
public protocol FormViewDelegate: AnyObject {
  /// Called after every change the user makes to a field (a typed or deleted character, a chosen date or option),
  /// once every field has been validated again.
  ///
  /// - Parameters:
  ///   - formView: The form.
  ///   - allFieldsValid: The model's ``FormViewModel/validateFields()``: whether the form can be submitted.
  func didUpdateFields(in formView: FormView, allFieldsValid: Bool)
}
