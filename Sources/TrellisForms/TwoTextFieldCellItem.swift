/// A row with two fields side by side, each half of the row, as RSFormView's `TwoTextFieldCellItem`.
public final class TwoTextFieldCellItem: FormItem {
  /// Creates a row with two fields.
  ///
  /// - Parameters:
  ///   - firstField: The leading field.
  ///   - secondField: The trailing field.
  public convenience init(firstField: FormField, secondField: FormField) {
    self.init(with: [firstField, secondField])
  }
}
