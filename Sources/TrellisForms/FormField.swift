import Foundation

/// One input of a form, as RSFormView's `FormField`: its name (which identifies it and titles it), its value,
/// what kind of value it is, how it is validated, and whether it is valid.
///
/// ```swift
/// let password = FormField(
///   name: "PASSWORD", initialValue: "", placeholder: "PASSWORD", fieldType: .password, isValid: false,
///   errorMessage: "Please enter a valid password")
/// password.minimumTextLength = 8
/// ```
///
/// A field is a reference: the ``FormView`` showing it writes what the user types into ``value`` and keeps
/// ``isValid`` up to date, so the model that owns the field sees the data as it is entered.
open class FormField {
  /// The identifier of the field, also shown as its title once it has a value.
  public var name: String

  /// The text entered or chosen.
  public var value: String

  /// The text shown while ``value`` is empty.
  public var placeholder: String

  /// What kind of value the field holds.
  public var fieldType: FieldType {
    didSet { capitalizeValue = Self.capitalizesByDefault(fieldType) }
  }

  /// The rule the value must satisfy; `nil` (the default) uses ``defaultValidationType``.
  public var validationType: ValidationType?

  /// The message shown under the field while it is invalid.
  public var errorMessage: String?

  /// A message set by ``FormViewModel/markItemInvalid(fieldName:error:)`` (a server-side error); it replaces
  /// ``errorMessage`` and keeps the field invalid until the user edits it.
  public var oneTimeErrorMessage: String?

  /// Whether the value passed validation at the last check.
  public var isValid: Bool

  /// Whether an invalid state is shown (title, line and error message in the invalid colours). False until the
  /// user edits the field, so an untouched empty form shows no errors.
  public var shouldDisplayError = false

  /// Whether typed text is capitalised word by word; true by default except for ``FieldType/email`` and
  /// ``FieldType/password``.
  public var capitalizeValue: Bool

  /// Whether typed text is upper-cased; false by default.
  public var uppercaseValue = false

  /// The name of another field whose value this one must equal (a password confirmation).
  public var validationMatch: String?

  /// Whether the user can change the field; true by default.
  public var isEnabled = true

  /// Whether the title is shown even while the value is empty; false by default (the title appears above the
  /// text once there is a value, replacing the placeholder).
  public var hasFixedTitle = false

  /// Whether the field takes half of its row; false by default.
  public var isHalfField = false

  /// The earliest date a ``FieldType/date`` field accepts.
  public var minimumDate: Date?

  /// The latest date a ``FieldType/date`` field accepts.
  public var maximumDate: Date?

  /// The fewest characters the value may have.
  public var minimumTextLength: Int?

  /// The most characters the value may have.
  public var maximumTextLength: Int?

  /// The choices of a ``FieldType/picker`` field.
  public var options: [String]?

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - name: The identifier and title.
  ///   - initialValue: The value to start with.
  ///   - placeholder: The text shown while the value is empty; empty by default.
  ///   - fieldType: What kind of value the field holds.
  ///   - isValid: The validity to start with (a field with an initial value is checked when a form shows it).
  ///   - errorMessage: The message shown while the field is invalid.
  public init(
    name: String, initialValue: String, placeholder: String = "", fieldType: FieldType, isValid: Bool,
    errorMessage: String? = nil
  ) {
    self.name = name
    self.value = initialValue
    self.placeholder = placeholder
    self.fieldType = fieldType
    self.isValid = isValid
    self.errorMessage = errorMessage
    self.capitalizeValue = Self.capitalizesByDefault(fieldType)
  }

  /// The rule a field type implies: ``ValidationType/nonEmpty`` for regular, date, password and picker fields,
  /// ``ValidationType/usPhone`` for US phones, and so on.
  public var defaultValidationType: ValidationType {
    switch fieldType {
    case .email: return .email
    case .integer: return .integer
    case .double(let places): return .double(maxDecimalPlaces: places)
    case .usState: return .usState
    case .usPhone: return .usPhone
    case .fiveDigitZipCode: return .fiveDigitZipCode
    case .expiration: return .expiration
    case .regular, .date, .password, .picker: return .nonEmpty
    }
  }

  /// The message shown while the field is invalid: the one-time message if there is one, else ``errorMessage``.
  public var displayedErrorMessage: String? { oneTimeErrorMessage ?? errorMessage }

  /// Whether the invalid state is shown now.
  public var showsError: Bool { shouldDisplayError && !isValid }

  private static func capitalizesByDefault(_ type: FieldType) -> Bool {
    type != .email && type != .password
  }
}
