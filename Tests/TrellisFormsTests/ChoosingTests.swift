import Foundation
import Testing
import Trellis
import TrellisForms

/// Choosing values for date and picker fields in code, and the typed errors for bad choices.
@Suite struct ChoosingTests {
  private func pickerForm() -> (FormView, FormField, DelegateSpy) {
    let gender = makeField("GENDER", .picker)
    gender.options = ["male", "female", "other"]
    let spy = DelegateSpy()
    let form = makeForm([TextFieldCellItem(with: gender)]).form
    form.delegate = spy
    return (form, gender, spy)
  }

  @Test func choosingAnOptionSetsTheValueAndValidates() throws {
    let (form, gender, spy) = pickerForm()
    try form.fieldView(named: "GENDER")?.choose(option: "female")
    #expect(gender.value == "female")
    #expect(gender.isValid)
    #expect(form.fieldView(named: "GENDER")?.textField.text == "female")
    #expect(spy.calls == [true])
  }

  @Test func anUnknownOptionIsATypedError() {
    let (form, gender, spy) = pickerForm()
    #expect(throws: FormError.unknownOption(field: "GENDER", option: "robot", options: ["male", "female", "other"])) {
      try form.fieldView(named: "GENDER")?.choose(option: "robot")
    }
    #expect(gender.value == "")
    #expect(spy.calls.isEmpty)
  }

  @Test func aDateIsWrittenMonthDayYearInUTC() throws {
    let field = makeField("DOB", .date)
    let form = makeForm([TextFieldCellItem(with: field)]).form
    // 1997-04-01 00:00 UTC = 859 852 800 s after 1970.
    try form.fieldView(named: "DOB")?.choose(date: Date(timeIntervalSince1970: 859_852_800))
    #expect(field.value == "04/01/1997")
    #expect(field.isValid)
  }

  @Test func aDateOutsideTheLimitsIsATypedError() {
    let field = makeField("DOB", .date)
    field.maximumDate = Date(timeIntervalSince1970: 0)
    let form = makeForm([TextFieldCellItem(with: field)]).form
    #expect(throws: FormError.dateOutOfRange(field: "DOB", date: "04/01/1997")) {
      try form.fieldView(named: "DOB")?.choose(date: Date(timeIntervalSince1970: 859_852_800))
    }
    #expect(field.value == "")
  }

  @Test func choosingForTheWrongFieldTypeIsATypedError() {
    let form = makeForm([TextFieldCellItem(with: makeField("NAME", .regular))]).form
    let view = form.fieldView(named: "NAME")
    #expect(throws: FormError.wrongFieldType(field: "NAME", expected: "picker")) { try view?.choose(option: "x") }
    #expect(throws: FormError.wrongFieldType(field: "NAME", expected: "date")) { try view?.choose(date: Date()) }
  }

  @Test func aDisabledFieldCannotBeChosen() {
    let (form, gender, _) = pickerForm()
    gender.isEnabled = false
    #expect(throws: FormError.fieldDisabled(field: "GENDER")) {
      try form.fieldView(named: "GENDER")?.choose(option: "male")
    }
  }

  @Test func errorsDescribeThemselves() {
    #expect(
      FormError.unknownOption(field: "G", option: "x", options: ["a", "b"]).description
        == "'x' is not an option of field 'G' (options: a, b)")
    #expect(FormError.unknownField(name: "Q").description == "the form has no field named 'Q'")
  }
}
