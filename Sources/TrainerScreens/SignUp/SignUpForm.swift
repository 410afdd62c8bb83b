import Foundation
import Trellis
import TrellisForms
import TrellisText

/// The sign-up example's form model (the tutorial's `ExampleFormHelper`): a "personal info" header, first and
/// last name side by side, e-mail, password and its confirmation.
///
/// The rules show each kind of validation: the first name is 3 to 6 characters (length limits), the last name
/// must differ from it (a custom evaluator), the e-mail must be one (a field type), and the confirmation must
/// equal the password (match another field), which needs 8 characters or more.
public final class SignUpForm: FormViewModel {
  /// The names of the fields, which are also their titles and placeholders.
  public enum FieldName: String, CaseIterable, Sendable {
    /// The first name.
    case firstName = "FIRST NAME"
    /// The last name.
    case lastName = "LAST NAME"
    /// The e-mail address.
    case email = "EMAIL"
    /// The password.
    case password = "PASSWORD"
    /// The password again.
    case confirmPassword = "CONFIRM PASSWORD"
  }

  /// The header's text.
  public static let headerText = "Enter your personal info"

  /// The rows.
  public var items: [FormItem] = []
  /// The header row.
  public let headerItem = TextCellItem()

  /// Creates the form, empty.
  public init() {
    updateHeaders(isDarkMode: false)
    // Tighter than the default 30 and 12.5, so that the form with three errors showing fits an iPhone SE.
    headerItem.contraintsConfigurator.headerLabelTopMargin = 20
    headerItem.contraintsConfigurator.headerLabelBottomMargin = 5
    let firstName = Self.field(.firstName, type: .regular, error: "Please enter 3 to 6 letters")
    firstName.minimumTextLength = 3
    firstName.maximumTextLength = 6
    let lastName = Self.field(.lastName, type: .regular, error: "Please enter another last name")
    lastName.validationType = .custom(evaluator: { [weak self] value in
      let first = self?.field(named: .firstName)?.value ?? ""
      return value.count > 1 && value != first
    })
    let password = Self.field(.password, type: .password, error: "Please enter 8 characters or more")
    password.minimumTextLength = 8
    let confirmation = Self.field(.confirmPassword, type: .password, error: "Passwords don't match")
    confirmation.validationMatch = FieldName.password.rawValue
    items = [
      headerItem,
      TwoTextFieldCellItem(firstField: firstName, secondField: lastName),
      TextFieldCellItem(with: Self.field(.email, type: .email, error: "Please enter a valid email")),
      TextFieldCellItem(with: password),
      TextFieldCellItem(with: confirmation),
    ]
  }

  /// The field with a name.
  ///
  /// - Parameter name: The name.
  /// - Returns: The field, or `nil` if the items were changed and no longer hold it.
  public func field(named name: FieldName) -> FormField? {
    fields().first { $0.name == name.rawValue }
  }

  /// Gives the header the colour of an appearance: `Color.brightGray` on light, white on dark.
  ///
  /// - Parameter isDarkMode: Whether the form is dark.
  public func updateHeaders(isDarkMode: Bool) {
    headerItem.setText(
      Self.headerText, font: .systemFont(ofSize: 20), textColor: isDarkMode ? .white : .brightGray)
  }

  /// Every field's name and value, one per line, as the "Collected data" alert shows them.
  public var collectedData: String {
    fields().map { "\($0.name): \($0.value)" }.joined(separator: "\n")
  }

  private static func field(_ name: FieldName, type: FieldType, error: String) -> FormField {
    FormField(
      name: name.rawValue, initialValue: "", placeholder: name.rawValue, fieldType: type, isValid: false,
      errorMessage: error)
  }
}
