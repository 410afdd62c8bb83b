import Foundation
import Trellis

extension FormView {
  /// Builds the rows again from the model's items, for example after changing ``FormViewModel/items``. Fields
  /// that start with a value are validated and show their errors, as in RSFormView.
  public func reloadData() {
    for view in itemViews { view.removeFromSuperview() }
    itemViews = []
    fieldViews = []
    let items = viewModel?.items ?? []
    let fields = viewModel?.fields() ?? []
    for field in fields where !field.value.isEmpty && field.oneTimeErrorMessage == nil {
      field.shouldDisplayError = true
      field.validate(among: fields)
    }
    for item in items {
      let row = makeRow(for: item)
      stackView.addArrangedSubview(row)
      itemViews.append(row)
    }
    reloadVisibleCells()
  }

  private func makeRow(for item: FormItem) -> View {
    guard !item.formFields.isEmpty else { return FormTextRowView(item: item) }
    let views = item.formFields.map { field in
      let view = FormFieldView(field: field, configurator: formConfigurator)
      view.valueDidChange = { [weak self] view in self?.fieldDidChange(view) }
      return view
    }
    fieldViews.append(contentsOf: views)
    return FormRowView(fieldViews: views)
  }

  /// Validates every field again (a change can make another field valid or invalid: a confirmation, a custom
  /// rule that reads other fields), shows the result, and tells the delegate.
  private func fieldDidChange(_ view: FormFieldView) {
    let fields = viewModel?.fields() ?? [view.field]
    for field in fields { field.validate(among: fields) }
    reloadVisibleCells()
    delegate?.didUpdateFields(in: self, allFieldsValid: viewModel?.validateFields() ?? false)
  }
}
