import Foundation
import Testing
import Trellis
import TrellisForms

/// Typing through the text field (`insertText(_:)`, `deleteBackward()`): the field type's formatting, the
/// capitalisation options, and what reaches the model.
@Suite struct TypingTests {
  /// (type, typed characters, resulting value).
  @Test(arguments: [
    (FieldType.usPhone, "1112223333", "111-222-3333"),
    (.expiration, "122030", "12/2030"),
    (.expiration, "52031", "05/2031"),
    (.expiration, "1", "1"),
    (.regular, "ash ketchum", "Ash Ketchum"),
    (.email, "Ash@Pallet.town", "Ash@Pallet.town"),
    (.password, "pikachu", "pikachu"),
    (.usState, "ca", "CA"),
    (.usState, "new york", "New York"),
    (.integer, "42", "42"),
  ])
  func typedTextIsFormatted(type: FieldType, typed: String, value: String) {
    let field = makeField("F", type)
    let (_, form, _) = makeForm([TextFieldCellItem(with: field)])
    TrellisFormsTests.type(typed, into: form, field: "F")
    #expect(field.value == value)
    #expect(form.fieldView(named: "F")?.textField.text == value)
  }

  @Test func anExpirationMonthAbove12IsRefused() {
    let field = makeField("EXP", .expiration)
    let (_, form, _) = makeForm([TextFieldCellItem(with: field)])
    TrellisFormsTests.type("13", into: form, field: "EXP")
    #expect(field.value == "1")
  }

  @Test func uppercaseValueUpperCasesEverything() {
    let field = makeField("CODE", .regular)
    field.uppercaseValue = true
    let (_, form, _) = makeForm([TextFieldCellItem(with: field)])
    TrellisFormsTests.type("ab1c", into: form, field: "CODE")
    #expect(field.value == "AB1C")
  }

  @Test func capitalizationCanBeSwitchedOff() {
    let field = makeField("NICK", .regular)
    field.capitalizeValue = false
    let (_, form, _) = makeForm([TextFieldCellItem(with: field)])
    TrellisFormsTests.type("ash", into: form, field: "NICK")
    #expect(field.value == "ash")
  }

  @Test func deletingDoesNotReAddAPhoneDash() throws {
    let field = makeField("PHONE", .usPhone)
    let (_, form, _) = makeForm([TextFieldCellItem(with: field)])
    TrellisFormsTests.type("1112", into: form, field: "PHONE")
    #expect(field.value == "111-2")
    let textField = try #require(form.fieldView(named: "PHONE")?.textField)
    textField.deleteBackward()
    #expect(field.value == "111-")
    textField.deleteBackward()
    #expect(field.value == "111")
  }

  @Test(arguments: [FieldType.date, .picker])
  func chosenFieldsRefuseTyping(type: FieldType) {
    let field = makeField("F", type)
    let spy = DelegateSpy()
    let (_, form, _) = makeForm([TextFieldCellItem(with: field)])
    form.delegate = spy
    TrellisFormsTests.type("abc", into: form, field: "F")
    #expect(field.value == "")
    #expect(form.fieldView(named: "F")?.textField.text == "")
    #expect(spy.calls.isEmpty)
  }

  @Test func disabledFieldsRefuseTyping() {
    let field = makeField("F", .regular)
    field.isEnabled = false
    let (_, form, _) = makeForm([TextFieldCellItem(with: field)])
    TrellisFormsTests.type("abc", into: form, field: "F")
    #expect(field.value == "")
    #expect(form.fieldView(named: "F")?.textField.isEnabled == false)
  }

  @Test func passwordsAreObscured() {
    let (_, form, _) = makeForm([TextFieldCellItem(with: makeField("P", .password))])
    #expect(form.fieldView(named: "P")?.textField.isSecureTextEntry == true)
  }
}
