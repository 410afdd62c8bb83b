/// A row with one field, as RSFormView's `TextFieldCellItem`.
public final class TextFieldCellItem: FormItem {
  /// Creates a row with one field.
  ///
  /// - Parameter field: The field.
  public convenience init(with field: FormField) {
    self.init(with: [field])
  }
}
