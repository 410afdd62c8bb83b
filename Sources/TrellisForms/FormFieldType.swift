/// What kind of value a form field holds; it picks the keyboard, the formatting and the default validation.
public enum FormFieldType: String, CaseIterable, Hashable, Sendable {
  /// Free text.
  case regular
  /// An e-mail address.
  case email
  /// A whole number.
  case integer
  /// A decimal number.
  case double
  /// A date.
  case date
  /// A two-letter US state code.
  case usState
  /// A US phone number.
  case usPhone
  /// A five-digit US ZIP code.
  case zip
  /// A card expiration date (MM/YY).
  case expiration
  /// A password (the text is obscured).
  case password
  /// A choice from a list.
  case picker
}
