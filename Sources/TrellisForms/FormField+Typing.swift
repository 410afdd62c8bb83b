extension FormField {
  /// The value a field takes when the user changes its text: the field type's formatting (a US phone's dashes, an
  /// expiration date's leading zero and slash, a state code's capitals) and the capitalisation options applied.
  ///
  /// - Parameters:
  ///   - text: The text after the user's change.
  ///   - previous: The value before it.
  /// - Returns: The value to store and show.
  public func formattedValue(for text: String, replacing previous: String) -> String {
    let isDeleting = text.count < previous.count
    var result = text
    switch fieldType {
    case .usPhone where !isDeleting && (result.count == 3 || result.count == 7):
      result += "-"
    case .expiration where !isDeleting:
      result = Self.formattedExpiration(result, previous: previous)
    default:
      break
    }
    if capitalizeValue && fieldType != .usState { result = result.capitalized }
    if uppercaseValue { result = result.uppercased() }
    if fieldType == .usState { result = result.count > 2 ? result.capitalized : result.uppercased() }
    return result
  }

  /// Completes the month of an expiration date as it is typed: a first digit above 1 can only start a month
  /// 02…09, so it becomes `0d/`; a second digit closes the month with `/`, unless the month would exceed 12, in
  /// which case the digit is refused.
  private static func formattedExpiration(_ text: String, previous: String) -> String {
    switch previous.count {
    case 0:
      guard let digit = Int(text), digit > 1 else { return text }
      return "0\(digit)/"
    case 1:
      guard let month = Int(text) else { return text }
      return month > 12 ? previous : text + "/"
    default:
      return text
    }
  }
}
