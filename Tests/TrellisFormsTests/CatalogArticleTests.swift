import Foundation
import Testing
import Trellis
import TrellisForms

/// "Building a form" (TrellisForms's DocC catalog): its example, exactly as printed there
/// (Scripts/docs/check_doc_examples.py compares the two), and what the article says it does.
@Suite("Documentation examples: building a form")
struct CatalogArticleTests {
  @Test func theArticlesFormValidatesAsTheUserTypes() throws {
    var printed: [String] = []
    func print(_ items: Any...) {
      printed.append(items.map { "\($0)" }.joined(separator: " "))
    }

    // doc-example: Sources/TrellisForms/TrellisForms.docc/BuildingAForm.md
    let email = FormField(
      name: "EMAIL", initialValue: "", placeholder: "E-mail", fieldType: .email, isValid: false,
      errorMessage: "Please enter a valid email")
    let model = BasicFormViewModel(items: [TextFieldCellItem(with: email)])
    let formView = FormView(with: model)
    formView.translatesAutoresizingMaskIntoConstraints = false

    let window = Window(device: .iPhone15)
    window.addSubview(formView)
    LayoutConstraint.activate([
      formView.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      formView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      formView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])

    let fieldView = formView.fieldView(named: "EMAIL")!
    fieldView.textField.insertText("ash@")
    window.layoutIfNeeded()
    print(model.validateFields(), fieldView.errorLabel.isHidden)  // false false: the error shows under the field
    fieldView.textField.insertText("pallet.town")
    window.layoutIfNeeded()
    print(model.validateFields(), fieldView.errorLabel.isHidden)  // true true
    // end doc-example
    #expect(printed == ["false false", "true true"])
    #expect(email.value == "ash@pallet.town")
    #expect(fieldView.errorLabel.text == "Please enter a valid email")
    // The form spans the window's width below the safe area's top, and is as tall as its one row.
    #expect(formView.frame.minX == 0 && formView.frame.minY == 59 && formView.frame.width == 393)
    #expect(formView.frame.height > 0)
    #expect(window.layoutEngine.ambiguityReport().isEmpty)
    #expect(window.layoutEngine.issues.isEmpty)
  }
}
