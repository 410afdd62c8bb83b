// swift-format-ignore-file
// Fixture: code written against RSFormView's documented API (its README and the RSFormView tutorial of seed
// 003_79382b769aee4872.txt), as it would be in a UIKit app. The original is Resources/RSFormView/ProfileFormViewController.uikit.txt; this
// file differs from it only where Swift on Linux needs it, all checked by RSFormViewFixtureTextTests:
// - This header, up to the first blank line.
// - `import UIKit` became `import TrellisUIKit` and `import RSFormView` became `import TrellisForms`.

import TrellisUIKit
import TrellisForms

/// A profile form set up the way RSFormView's README shows: a form view made with a frame, the controller as its
/// delegate, a `BasicFormViewModel`, a customised `FormConfigurator`, data collected with `fields()` and a
/// server-side error shown with `markItemInvalid`.
final class ProfileFormViewController: UIViewController, FormViewDelegate {
  enum FieldName: String {
    case birthdate = "DOB"
    case gender = "GENDER"
    case age = "AGE"
    case height = "HEIGHT"
    case phone = "PHONE"
    case state = "STATE"
    case zip = "ZIP CODE"
    case cardExpiration = "CARD EXPIRATION"
    case nickname = "NICKNAME"
  }

  struct Profile: Equatable {
    var birthdate = ""
    var gender = ""
    var age = 0
    var height = 0.0
    var phone = ""
    var address = ""
    var others: [String: String] = [:]
  }

  let formView = FormView(frame: CGRect(x: 0, y: 20, width: 320, height: 700))
  let viewModel = BasicFormViewModel(items: [])
  private(set) var isFormValid = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor.white

    formView.delegate = self
    let configurator = FormConfigurator()
    configurator.textColor = UIColor.lightGray
    configurator.validTitleColor = UIColor.blue
    configurator.titleFont = UIFont.systemFont(ofSize: 13)
    formView.formConfigurator = configurator

    viewModel.items = makeItems()
    formView.viewModel = viewModel
    view.addSubview(formView)
  }

  func didUpdateFields(in formView: FormView, allFieldsValid: Bool) {
    isFormValid = allFieldsValid
  }

  func collectProfile() -> Profile {
    var profile = Profile()
    viewModel.fields().forEach {
      switch $0.name {
      case FieldName.birthdate.rawValue:
        profile.birthdate = $0.value
      case FieldName.gender.rawValue:
        profile.gender = $0.value
      case FieldName.age.rawValue:
        profile.age = Int($0.value) ?? 0
      case FieldName.height.rawValue:
        profile.height = Double($0.value) ?? 0
      case FieldName.phone.rawValue:
        profile.phone = $0.value
      case FieldName.state.rawValue, FieldName.zip.rawValue:
        profile.address += profile.address.isEmpty ? $0.value : " \($0.value)"
      default:
        profile.others[$0.name] = $0.value
      }
    }
    return profile
  }

  func phoneNumberWasTaken() {
    formView.markItemInvalid(fieldName: FieldName.phone.rawValue, error: "This number is already registered")
  }

  private func makeItems() -> [FormItem] {
    let header = TextCellItem()
    header.attributedText = NSAttributedString(
      string: "Your profile",
      attributes: [
        NSAttributedString.Key.foregroundColor: UIColor.black.withAlphaComponent(0.8),
        NSAttributedString.Key.font: UIFont.systemFont(ofSize: 20),
      ])
    header.contraintsConfigurator.headerLabelTopMargin = CGFloat(50)
    header.contraintsConfigurator.headerLabelBottomMargin = CGFloat(5)

    let birthdateField = FormField(
      name: FieldName.birthdate.rawValue,
      initialValue: "",
      placeholder: FieldName.birthdate.rawValue,
      fieldType: .date,
      isValid: false,
      errorMessage: "Please enter a birthdate")

    let genderField = FormField(
      name: FieldName.gender.rawValue,
      initialValue: "",
      placeholder: FieldName.gender.rawValue,
      fieldType: .picker,
      isValid: false,
      errorMessage: "Please select your gender")
    genderField.options = ["female", "male", "other"]
    genderField.isHalfField = true

    let ageField = FormField(
      name: FieldName.age.rawValue,
      initialValue: "10",
      placeholder: FieldName.age.rawValue,
      fieldType: .integer,
      isValid: true,
      errorMessage: "Please enter a whole number")

    let heightField = FormField(
      name: FieldName.height.rawValue,
      initialValue: "",
      placeholder: FieldName.height.rawValue,
      fieldType: .double(maxDecimalPlaces: 2),
      isValid: false,
      errorMessage: "Please enter a height in metres")

    let phoneField = FormField(
      name: FieldName.phone.rawValue,
      initialValue: "",
      placeholder: FieldName.phone.rawValue,
      fieldType: .usPhone,
      isValid: false,
      errorMessage: "Please enter a US phone number")

    let stateField = FormField(
      name: FieldName.state.rawValue,
      initialValue: "",
      placeholder: FieldName.state.rawValue,
      fieldType: .usState,
      isValid: false,
      errorMessage: "Please enter a valid state")

    let zipField = FormField(
      name: FieldName.zip.rawValue,
      initialValue: "",
      placeholder: FieldName.zip.rawValue,
      fieldType: .fiveDigitZipCode,
      isValid: false,
      errorMessage: "Please enter a Zip Code")

    let expirationField = FormField(
      name: FieldName.cardExpiration.rawValue,
      initialValue: "",
      placeholder: FieldName.cardExpiration.rawValue,
      fieldType: .expiration,
      isValid: false,
      errorMessage: "Please enter a future month")

    let nicknameField = FormField(
      name: FieldName.nickname.rawValue,
      initialValue: "",
      placeholder: FieldName.nickname.rawValue,
      fieldType: .regular,
      isValid: true)
    nicknameField.validationType = ValidationType.none

    return [
      header,
      TextFieldCellItem(with: birthdateField),
      TextFieldCellItem(with: genderField),
      TwoTextFieldCellItem(firstField: ageField, secondField: heightField),
      TextFieldCellItem(with: phoneField),
      TwoTextFieldCellItem(firstField: stateField, secondField: zipField),
      TextFieldCellItem(with: expirationField),
      TextFieldCellItem(with: nicknameField),
    ]
  }
}
