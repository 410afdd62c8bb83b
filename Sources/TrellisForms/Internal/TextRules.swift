import Foundation

/// The text checks behind ``ValidationType``, written out rather than as regular expressions so that each rule
/// reads as its definition.
enum TextRules {
  /// The characters RFC 5322 allows in an unquoted local part (`atext`), besides letters and digits.
  private static let atextSymbols = Set("!#$%&'*+/=?^_`{|}~-")

  /// RFC 5322 `dot-atom` local part, `@`, and a domain of at least two labels, each letters, digits and inner
  /// hyphens (RFC 1035).
  static func isEmailAddress(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    let localAtoms = parts[0].split(separator: ".", omittingEmptySubsequences: false)
    let atomsAreValid = localAtoms.allSatisfy { atom in
      !atom.isEmpty && atom.allSatisfy { isASCIIAlphanumeric($0) || atextSymbols.contains($0) }
    }
    guard atomsAreValid else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2 else { return false }
    return labels.allSatisfy { label in
      guard let first = label.first, let last = label.last else { return false }
      return isASCIIAlphanumeric(first) && isASCIIAlphanumeric(last)
        && label.allSatisfy { isASCIIAlphanumeric($0) || $0 == "-" }
    }
  }

  /// `ddd-ddd-dddd`.
  static func isUSPhoneNumber(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [3, 3, 4] && groups.allSatisfy { $0.allSatisfy(isASCIIDigit) }
  }

  /// Exactly `count` ASCII digits.
  static func isDigits(_ text: String, count: Int) -> Bool {
    text.count == count && text.allSatisfy(isASCIIDigit)
  }

  /// Digits with an optional sign and at most one `.`, followed by at most `maxDecimalPlaces` digits.
  static func isDecimal(_ text: String, maxDecimalPlaces: Int) -> Bool {
    guard Double(text) != nil, text.allSatisfy({ isASCIIDigit($0) || "+-.".contains($0) }) else { return false }
    guard let point = text.firstIndex(of: ".") else { return true }
    return text[text.index(after: point)...].count <= maxDecimalPlaces
  }

  /// `MM/yyyy`, a month from 1 to 12, not before the month of `now` (UTC).
  static func isExpirationDate(_ text: String, notBefore now: Date) -> Bool {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 2, parts[1].count == 4,
      parts.allSatisfy({ $0.allSatisfy(isASCIIDigit) }),
      let month = Int(parts[0]), let year = Int(parts[1]), (1...12).contains(month)
    else { return false }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let current = calendar.dateComponents([.year, .month], from: now)
    guard let currentYear = current.year, let currentMonth = current.month else { return false }
    return (year, month) >= (currentYear, currentMonth)
  }

  static func isASCIIDigit(_ character: Character) -> Bool {
    character.isASCII && character.isNumber
  }

  static func isASCIIAlphanumeric(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber)
  }
}
