/// What kind of value a form field holds, as RSFormView's `FieldType`: it picks the formatting applied while the
/// user types, whether the text is obscured, how a value is chosen (typed, or picked for ``date`` and ``picker``)
/// and the default ``ValidationType`` (see ``FormField/defaultValidationType``).
public enum FieldType: Hashable, Sendable {
  /// An e-mail address; validated as one, never capitalised.
  case email
  /// A whole number.
  case integer
  /// A decimal number with at most a number of digits after the point.
  case double(maxDecimalPlaces: Int)
  /// A date, chosen rather than typed (``FormFieldView/choose(date:)``), shown as `MM/dd/yyyy`.
  case date
  /// A US state: its two-letter code (typed upper-cased) or its name.
  case usState
  /// A US phone number; a dash is added after the third and sixth digits while typing (`111-111-1111`).
  case usPhone
  /// A five-digit US ZIP code.
  case fiveDigitZipCode
  /// Free text that must not be empty.
  case regular
  /// A card expiration date, `MM/yyyy`; the month is completed and the slash added while typing.
  case expiration
  /// A password: the text is obscured and never capitalised.
  case password
  /// A choice from ``FormField/options``, chosen rather than typed (``FormFieldView/choose(option:)``).
  case picker

  /// A decimal number with any number of digits after the point.
  public static var double: FieldType { .double(maxDecimalPlaces: Int.max) }

  /// One of each type (``double`` with any number of decimal places), in RSFormView's declaration order.
  public static let allTypes: [FieldType] = [
    .email, .integer, .double, .date, .usState, .usPhone, .fiveDigitZipCode, .regular, .expiration, .password,
    .picker,
  ]

  /// Whether the value is chosen from a list or a calendar rather than typed.
  public var isChosen: Bool { self == .date || self == .picker }
}
