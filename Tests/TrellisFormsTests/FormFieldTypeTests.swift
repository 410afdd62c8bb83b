import Testing
import TrellisForms

@Suite struct FormFieldTypeTests {
  @Test func everyFieldTypeOfRSFormViewExists() {
    #expect(FormFieldType.allCases.count == 11)
  }
}
