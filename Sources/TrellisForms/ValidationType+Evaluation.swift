import Foundation

extension ValidationType {
  /// Whether a text satisfies the rule.
  ///
  /// - Parameters:
  ///   - text: The field's text.
  ///   - now: The date ``expiration`` compares with; the current date by default.
  /// - Returns: Whether the text is valid. Length limits and matching another field are checked by
  ///   ``FormField/passesValidation(among:now:)``, not here.
  public func accepts(_ text: String, now: Date = Date()) -> Bool {
    switch self {
    case .email: return TextRules.isEmailAddress(text)
    case .nonEmpty: return !text.isEmpty
    case .none: return true
    case .usState: return USStates.contains(text)
    case .expiration: return TextRules.isExpirationDate(text, notBefore: now)
    case .fiveDigitZipCode: return TextRules.isDigits(text, count: 5)
    case .usPhone: return TextRules.isUSPhoneNumber(text)
    case .integer: return Int(text) != nil
    case .double(let maxDecimalPlaces): return TextRules.isDecimal(text, maxDecimalPlaces: maxDecimalPlaces)
    case .custom(let evaluator): return evaluator(text)
    }
  }
}
