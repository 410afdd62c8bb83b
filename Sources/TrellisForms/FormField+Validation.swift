import Foundation

extension FormField {
  /// Whether the value satisfies every rule: the validation type, the length limits, and equality with the field
  /// named by ``validationMatch``. A one-time error message (``oneTimeErrorMessage``) is not considered.
  ///
  /// - Parameters:
  ///   - fields: The form's fields, where ``validationMatch`` is looked up (a missing match fails).
  ///   - now: The date expiration dates are compared with.
  /// - Returns: Whether the value is valid.
  public func passesValidation(among fields: [FormField], now: Date = Date()) -> Bool {
    guard (validationType ?? defaultValidationType).accepts(value, now: now) else { return false }
    let length = value.count
    if let minimumTextLength, length < minimumTextLength { return false }
    if let maximumTextLength, length > maximumTextLength { return false }
    if let validationMatch {
      guard let other = fields.first(where: { $0.name == validationMatch }) else { return false }
      return other.value == value
    }
    return true
  }

  /// Sets ``isValid``: false while a one-time error message stands, else the result of
  /// ``passesValidation(among:now:)``.
  ///
  /// - Parameter fields: The form's fields.
  public func validate(among fields: [FormField]) {
    isValid = oneTimeErrorMessage == nil && passesValidation(among: fields)
  }
}
