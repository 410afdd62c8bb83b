import Foundation
import Trellis

/// A row of one or two field views, as RSFormView's `TextFieldCell` and `TwoTextFieldsCell`: a horizontal stack
/// of equal widths, inset 7 points from the row's sides. A half field shares its row with an empty slot, so it
/// takes half of the row less the inset, as RSFormView's (width / 2 − 7). The row is as tall as its tallest
/// field view; the others keep their own height at the top.
final class FormRowView: View {
  /// The inset from the row's leading and trailing sides.
  static let sideInset: CGFloat = 7

  let stack = StackView()
  let fieldViews: [FormFieldView]

  init(fieldViews: [FormFieldView]) {
    self.fieldViews = fieldViews
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    // Top-aligned, so a field whose error shows does not stretch the other field of its row.
    stack.alignment = .top
    stack.translatesAutoresizingMaskIntoConstraints = false
    for view in fieldViews { stack.addArrangedSubview(view) }
    if fieldViews.count == 1, fieldViews[0].field.isHalfField { stack.addArrangedSubview(View()) }
    addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.sideInset),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Self.sideInset),
    ])
  }

  required init?(coder: NSCoder) {
    return nil
  }
}
