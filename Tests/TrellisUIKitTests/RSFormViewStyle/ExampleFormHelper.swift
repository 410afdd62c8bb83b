// swift-format-ignore-file
// Fixture: code written against RSFormView's documented API (its README and the RSFormView tutorial of seed
// 003_79382b769aee4872.txt), as it would be in a UIKit app. The original is Resources/RSFormView/ExampleFormHelper.uikit.txt; this
// file differs from it only where Swift on Linux needs it, all checked by RSFormViewFixtureTextTests:
// - This header, up to the first blank line.
// - `import UIKit` became `import TrellisUIKit` and `import RSFormView` became `import TrellisForms`.

import TrellisUIKit
import TrellisForms

/// The model of the tutorial's form: a header, first and last name side by side, e-mail, password and its
/// confirmation.
final class ExampleFormHelper: FormViewModel {
  enum FieldName: String {
    case firstName = "FIRST NAME"
    case lastName = "LAST NAME"
    case email = "EMAIL"
    case password = "PASSWORD"
    case confirmPassword = "CONFIRM PASSWORD"
  }

  var items: [FormItem] = []

  lazy var personalInfoHeaderItem: TextCellItem = {
    let headerItem = TextCellItem()
    headerItem.contraintsConfigurator.headerLabelTopMargin = 20
    headerItem.contraintsConfigurator.headerLabelBottomMargin = 5
    return headerItem
  }()

  lazy var nameItem: FormItem = {
    let firstNameField = FormField(
      name: FieldName.firstName.rawValue,
      initialValue: "",
      placeholder: FieldName.firstName.rawValue,
      fieldType: .regular,
      isValid: false,
      errorMessage: "Please enter 3 to 6 letters")
    firstNameField.minimumTextLength = 3
    firstNameField.maximumTextLength = 6

    let lastNameField = FormField(
      name: FieldName.lastName.rawValue,
      initialValue: "",
      placeholder: FieldName.lastName.rawValue,
      fieldType: .regular,
      isValid: false,
      errorMessage: "Please enter another last name")
    lastNameField.validationType = .custom(evaluator: { [weak self] updatedValue in
      let firstName = self?.fields().first { $0.name == FieldName.firstName.rawValue }?.value ?? ""
      return updatedValue.count > 1 && updatedValue != firstName
    })

    return TwoTextFieldCellItem(firstField: firstNameField, secondField: lastNameField)
  }()

  lazy var emailItem: FormItem = {
    let emailField = FormField(
      name: FieldName.email.rawValue,
      initialValue: "",
      placeholder: FieldName.email.rawValue,
      fieldType: .email,
      isValid: false,
      errorMessage: "Please enter a valid email")
    return TextFieldCellItem(with: emailField)
  }()

  lazy var passwordItem: FormItem = {
    let passwordField = FormField(
      name: FieldName.password.rawValue,
      initialValue: "",
      placeholder: FieldName.password.rawValue,
      fieldType: .password,
      isValid: false,
      errorMessage: "Please enter 8 characters or more")
    passwordField.minimumTextLength = 8
    return TextFieldCellItem(with: passwordField)
  }()

  lazy var confirmPasswordItem: FormItem = {
    let confirmationField = FormField(
      name: FieldName.confirmPassword.rawValue,
      initialValue: "",
      placeholder: FieldName.confirmPassword.rawValue,
      fieldType: .password,
      isValid: false,
      errorMessage: "Passwords don't match")
    confirmationField.validationMatch = FieldName.password.rawValue
    return TextFieldCellItem(with: confirmationField)
  }()

  init() {
    updateHeaders(isDarkMode: false)
    items = [personalInfoHeaderItem, nameItem, emailItem, passwordItem, confirmPasswordItem]
  }

  func updateHeaders(isDarkMode: Bool) {
    personalInfoHeaderItem.attributedText = NSAttributedString(
      string: "Enter your personal info",
      attributes: [
        .foregroundColor: isDarkMode ? UIColor.white : UIColor.brightGray,
        .font: UIFont.systemFont(ofSize: 20),
      ])
  }

  var collectedData: String {
    var data = ""
    for field in fields() {
      data += "\(field.name): \(field.value)\n"
    }
    return data
  }
}
