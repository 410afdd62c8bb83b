/// A rule a field's text must satisfy, as RSFormView's `ValidationType`. Every ``FieldType`` has a default
/// (``FormField/defaultValidationType``); set ``FormField/validationType`` to replace it.
///
/// ```swift
/// lastName.validationType = .custom(evaluator: { value in value.count > 1 && value != firstName.value })
/// ```
///
/// - Note: Assigning `.none` to the optional ``FormField/validationType`` sets it to `nil` (Swift picks
///   `Optional.none`), which means "the default rule"; write `ValidationType.none` to switch validation off.
public enum ValidationType {
  /// An e-mail address: a dot-atom local part (RFC 5322), `@`, and a domain of two or more labels.
  case email
  /// Any text but the empty string.
  case nonEmpty
  /// Anything, including nothing.
  case none
  /// A US state's two-letter code or name (50 states and DC), in any letter case.
  case usState
  /// `MM/yyyy` with a month from 01 to 12 that has not passed.
  case expiration
  /// Exactly five ASCII digits.
  case fiveDigitZipCode
  /// `ddd-ddd-dddd` in ASCII digits.
  case usPhone
  /// A whole number, as `Int(_:)` reads one.
  case integer
  /// A decimal number (`.` as the separator) with at most `maxDecimalPlaces` digits after the point.
  case double(maxDecimalPlaces: Int)
  /// Whatever the evaluator accepts; it receives the field's text.
  case custom(evaluator: (String) -> Bool)
}
