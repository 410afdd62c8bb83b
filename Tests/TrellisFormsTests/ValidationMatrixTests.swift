import Foundation
import Testing
import TrellisForms

/// One input for a field type and whether the type's default rule accepts it.
struct ValidationCase: Sendable, CustomTestStringConvertible {
  let type: FieldType
  let text: String
  let isValid: Bool

  var testDescription: String { "\(type) \(isValid ? "accepts" : "rejects") '\(text)'" }
}

private func cases(_ type: FieldType, valid: [String], invalid: [String]) -> [ValidationCase] {
  valid.map { ValidationCase(type: type, text: $0, isValid: true) }
    + invalid.map { ValidationCase(type: type, text: $0, isValid: false) }
}

/// Every field type against inputs its default rule must accept and reject (the rules are those of REFERENCE §4:
/// RFC 5322 e-mail, `Int`, decimals with a limit on places, non-empty, US states, `ddd-ddd-dddd`, five digits,
/// `MM/yyyy` not in the past). "Now" is 2026-11-30.
let validationMatrix: [ValidationCase] =
  cases(
    .email, valid: ["ash@pallet.town", "first.last+tag@mail.example.com", "o'neil@x-y.io", "a@b.co"],
    invalid: [
      "", "ash", "ash@pallet", "ash@@pallet.town", ".ash@pallet.town", "ash.@pallet.town", "ash..k@pallet.town",
      "ash@-pallet.town", "ash@pallet-.town", "ash pallet@x.io", "ash@pallet..town", "@pallet.town",
    ])
  + cases(.integer, valid: ["42", "-7", "0"], invalid: ["", "4.2", "12a", "one"])
  + cases(
    .double(maxDecimalPlaces: 2), valid: ["3.14", "10", "-0.5", "7."],
    invalid: ["", "3.141", "abc", "1e5", "1.2.3", "nan", "inf"])
  + cases(.double, valid: ["3.14159265", "2"], invalid: ["", "pi"])
  + cases(.date, valid: ["04/30/2019"], invalid: [""])
  + cases(.usState, valid: ["CA", "ca", "New York", "district of columbia", "WY"], invalid: ["", "XX", "Calif", "PR"])
  + cases(
    .usPhone, valid: ["111-222-3333"], invalid: ["", "1112223333", "111-222-333", "abc-def-ghij", "111-2223-333"])
  + cases(.fiveDigitZipCode, valid: ["12345", "00501"], invalid: ["", "1234", "123456", "12a45", "+1234"])
  + cases(.regular, valid: ["x", "Ash Ketchum"], invalid: [""])
  + cases(
    .expiration, valid: ["11/2026", "12/2030", "01/2027"],
    invalid: ["", "10/2026", "13/2030", "00/2030", "1/2030", "11-2030", "11/26", "ab/2030"])
  + cases(.password, valid: ["secret"], invalid: [""])
  + cases(.picker, valid: ["female"], invalid: [""])

@Suite struct ValidationMatrixTests {
  @Test(arguments: validationMatrix)
  func defaultRuleOfEachFieldType(_ testCase: ValidationCase) {
    let field = makeField("F", testCase.type)
    field.value = testCase.text
    #expect(field.passesValidation(among: [field], now: testNow) == testCase.isValid)
  }

  @Test func everyFieldTypeIsCoveredWithBothOutcomes() {
    for type in FieldType.allTypes {
      let outcomes = Set(validationMatrix.filter { $0.type == type }.map(\.isValid))
      #expect(outcomes == [true, false], "\(type)")
    }
    #expect(FieldType.allTypes.count == 11)
  }

  /// (minimum, maximum, text, valid): the limits are inclusive and count characters, not bytes.
  @Test(
    arguments: [
      (3, 6, "Ash", true), (3, 6, "Ashley", true), (3, 6, "As", false), (3, 6, "Ashleyy", false),
      (8, nil, "pikachu2", true), (8, nil, "pikachu", false), (nil, 2, "", false), (nil, 2, "ab", true),
      (nil, 2, "abc", false), (2, 2, "éè", true),
    ] as [(Int?, Int?, String, Bool)])
  func lengthLimits(minimum: Int?, maximum: Int?, text: String, isValid: Bool) {
    let field = makeField("NAME", .regular)
    field.minimumTextLength = minimum
    field.maximumTextLength = maximum
    field.value = text
    #expect(field.passesValidation(among: [field]) == isValid)
  }

  @Test func lengthLimitsApplyOnTopOfTheTypeRule() {
    let zip = makeField("ZIP", .fiveDigitZipCode)
    zip.maximumTextLength = 10
    zip.value = "abcde"
    #expect(!zip.passesValidation(among: [zip]))
  }

  @Test(arguments: [("Ketchum", true), ("Ash", false), ("K", false)])
  func customEvaluatorReadsOtherFields(lastName: String, isValid: Bool) {
    let first = makeField("FIRST", .regular)
    first.value = "Ash"
    let last = makeField("LAST", .regular)
    last.validationType = .custom(evaluator: { value in value.count > 1 && value != first.value })
    last.value = lastName
    #expect(last.passesValidation(among: [first, last]) == isValid)
  }

  @Test func aValidationTypeReplacesTheFieldTypesDefault() {
    let field = makeField("CODE", .email)
    field.value = "12345"
    #expect(!field.passesValidation(among: [field]))
    field.validationType = .fiveDigitZipCode
    #expect(field.passesValidation(among: [field]))
    field.validationType = ValidationType.none
    field.value = ""
    #expect(field.passesValidation(among: [field]))
  }

  /// (password, confirmation, valid): the confirmation must equal the field it names, and be valid itself.
  @Test(arguments: [
    ("pikachu25", "pikachu25", true), ("pikachu25", "pikachu2", false), ("pikachu25", "", false),
    ("", "", false),
  ])
  func matchAnotherField(password: String, confirmation: String, isValid: Bool) {
    let first = makeField("PASSWORD", .password)
    first.value = password
    let second = makeField("CONFIRM", .password)
    second.validationMatch = "PASSWORD"
    second.value = confirmation
    #expect(second.passesValidation(among: [first, second]) == isValid)
  }

  @Test func aMatchNamingNoFieldFails() {
    let field = makeField("CONFIRM", .regular)
    field.validationMatch = "NOWHERE"
    field.value = "x"
    #expect(!field.passesValidation(among: [field]))
  }

  @Test func validateKeepsAOneTimeErrorUntilItIsCleared() {
    let field = makeField("EMAIL", .email)
    field.value = "ash@pallet.town"
    field.oneTimeErrorMessage = "Taken"
    field.validate(among: [field])
    #expect(!field.isValid)
    field.oneTimeErrorMessage = nil
    field.validate(among: [field])
    #expect(field.isValid)
  }

  @Test func expirationComparesWithTheCurrentDateByDefault() {
    #expect(ValidationType.expiration.accepts("12/2999"))
    #expect(!ValidationType.expiration.accepts("12/2000"))
  }
}
