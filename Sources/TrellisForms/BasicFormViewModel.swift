/// A form model that is just its items, as RSFormView's `BasicFormViewModel`.
open class BasicFormViewModel: FormViewModel {
  /// The rows, in order.
  public var items: [FormItem]

  /// Creates a model.
  ///
  /// - Parameter items: The rows; none by default.
  public init(items: [FormItem] = []) {
    self.items = items
  }
}
