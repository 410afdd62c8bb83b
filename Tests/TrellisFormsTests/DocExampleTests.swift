import Foundation
import Testing
import Trellis
import TrellisForms

/// Docs/Forms.md's example, exactly as printed there (Scripts/docs/check_doc_examples.py compares the two), run by a
/// delegate: what the guide says it does, checked.
@Suite("Documentation examples: forms")
struct DocExampleTests {
  /// The guide's `self`: a form's delegate, recording every call.
  final class Owner: FormViewDelegate {
    var validity: [Bool] = []

    func didUpdateFields(in formView: FormView, allFieldsValid: Bool) {
      validity.append(allFieldsValid)
    }

    func makeForm() -> FormView {
      // doc-example: Docs/Forms.md
      final class SignUpForm: FormViewModel {
        var items: [FormItem] = []

        init() {
          let email = FormField(
            name: "EMAIL", initialValue: "", placeholder: "EMAIL", fieldType: .email, isValid: false,
            errorMessage: "Please enter a valid email")
          let password = FormField(
            name: "PASSWORD", initialValue: "", placeholder: "PASSWORD", fieldType: .password, isValid: false,
            errorMessage: "Please enter 8 characters or more")
          password.minimumTextLength = 8
          let confirmation = FormField(
            name: "CONFIRM PASSWORD", initialValue: "", placeholder: "CONFIRM PASSWORD", fieldType: .password,
            isValid: false, errorMessage: "Passwords don't match")
          confirmation.validationMatch = "PASSWORD"
          items = [
            TextCellItem(text: "Enter your personal info", font: .systemFont(ofSize: 20)),
            TextFieldCellItem(with: email), TextFieldCellItem(with: password), TextFieldCellItem(with: confirmation),
          ]
        }
      }

      let formView = FormView()
      formView.delegate = self  // didUpdateFields(in:allFieldsValid:) after every edit
      formView.viewModel = SignUpForm()
      formView.formConfigurator = DarkModeConfigurator()
      formView.fieldView(named: "EMAIL")?.textField.insertText("ash@pallet.town")  // typing, as a user would
      formView.markItemInvalid(fieldName: "EMAIL", error: "This email is already taken")
      // end doc-example
      return formView
    }
  }

  @Test func theGuidesFormTypesAndMarksAsDocumented() throws {
    let owner = Owner()
    let formView = owner.makeForm()
    // A header and three fields; the typed e-mail reached the model, and the delegate was told after the edit (one
    // insertText, one edit), with the form still invalid: the passwords are empty.
    #expect(formView.fieldViews.count == 3)
    let email = try #require(formView.viewModel?.fields().first { $0.name == "EMAIL" })
    #expect(email.value == "ash@pallet.town")
    #expect(owner.validity == [false])
    // The server's error is shown under the field.
    let emailView = try #require(formView.fieldView(named: "EMAIL"))
    #expect(emailView.errorLabel.text == "This email is already taken")
    #expect(formView.formConfigurator is DarkModeConfigurator)
  }
}
