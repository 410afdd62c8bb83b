import Foundation
import Testing
import Trellis
import TrellisForms

/// Whether two rectangles are equal to within 1e-6 points (solved frames are snapped to the pixel grid, so thirds
/// of a point are not exact in binary).
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
    && abs(a.height - b.height) < 1e-6
}

/// A field with a name used as its placeholder, invalid and empty to start with.
func makeField(_ name: String, _ type: FieldType, error: String? = nil) -> FormField {
  FormField(
    name: name, initialValue: "", placeholder: name, fieldType: type, isValid: false,
    errorMessage: error ?? "Invalid \(name)")
}

/// A form showing items, pinned to the top, leading and trailing edges of a root of a width (at the default
/// display scale 3), with nothing fixing its height.
func makeForm(_ items: [FormItem], width: CGFloat = 390) -> (root: View, form: FormView, model: BasicFormViewModel) {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 800))
  let model = BasicFormViewModel(items: items)
  let form = FormView(with: model)
  form.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(form)
  LayoutConstraint.activate([
    form.topAnchor.constraint(equalTo: root.topAnchor),
    form.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    form.trailingAnchor.constraint(equalTo: root.trailingAnchor),
  ])
  root.layoutIfNeeded()
  return (root, form, model)
}

/// Types a string character by character into a field's text field, as a user would.
func type(_ text: String, into form: FormView, field name: String) {
  guard let textField = form.fieldView(named: name)?.textField else {
    Issue.record("no field named \(name)")
    return
  }
  for character in text { textField.insertText(String(character)) }
}

/// Records every delegate call.
final class DelegateSpy: FormViewDelegate {
  var calls: [Bool] = []

  func didUpdateFields(in formView: FormView, allFieldsValid: Bool) {
    calls.append(allFieldsValid)
  }
}

/// 2026-11-30 12:00 UTC: the "now" expiration dates are compared with in tests.
let testNow = Date(timeIntervalSince1970: 1_796_040_000)
