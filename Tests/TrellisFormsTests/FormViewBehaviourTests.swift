import Foundation
import Testing
import Trellis
import TrellisForms

/// The form's reactions to edits: the delegate, overall validity, errors shown, server-side errors.
@Suite struct FormViewBehaviourTests {
  private func signUp() -> (FormView, BasicFormViewModel, DelegateSpy) {
    let email = makeField("EMAIL", .email)
    let password = makeField("PASSWORD", .password)
    password.minimumTextLength = 8
    let confirmation = makeField("CONFIRM", .password)
    confirmation.validationMatch = "PASSWORD"
    let (_, form, model) = makeForm([
      TextFieldCellItem(with: email), TextFieldCellItem(with: password), TextFieldCellItem(with: confirmation),
    ])
    let spy = DelegateSpy()
    form.delegate = spy
    return (form, model, spy)
  }

  @Test func theDelegateHearsEveryCharacterAndAllFieldsValidOnlyAtTheEnd() {
    let (form, model, spy) = signUp()
    type("a@b.co", into: form, field: "EMAIL")
    type("pikachu2", into: form, field: "PASSWORD")
    type("pikachu2", into: form, field: "CONFIRM")
    // 6 + 8 + 8 characters, one call each; only the last completes the form.
    #expect(spy.calls.count == 22)
    #expect(spy.calls.dropLast().allSatisfy { !$0 })
    #expect(spy.calls.last == true)
    #expect(model.validateFields())
  }

  @Test func changingTheMatchedFieldRevalidatesTheConfirmation() {
    let (form, model, spy) = signUp()
    type("a@b.co", into: form, field: "EMAIL")
    type("pikachu2", into: form, field: "PASSWORD")
    type("pikachu2", into: form, field: "CONFIRM")
    form.fieldView(named: "PASSWORD")?.textField.insertText("5")
    let confirmation = model.fields()[2]
    #expect(!confirmation.isValid)
    #expect(confirmation.showsError)
    #expect(form.fieldView(named: "CONFIRM")?.errorLabel.isHidden == false)
    #expect(spy.calls.last == false)
  }

  @Test func untouchedFieldsShowNoErrorUntilEdited() {
    let (form, model, _) = signUp()
    #expect(form.fieldViews.allSatisfy { $0.errorLabel.isHidden })
    type("a", into: form, field: "EMAIL")
    #expect(form.fieldView(named: "EMAIL")?.errorLabel.isHidden == false)
    #expect(form.fieldView(named: "EMAIL")?.errorLabel.text == "Invalid EMAIL")
    #expect(form.fieldView(named: "PASSWORD")?.errorLabel.isHidden == true)
    #expect(!model.fields()[1].isValid)
  }

  @Test func markItemInvalidShowsTheMessageUntilTheUserEditsTheField() {
    let (form, model, spy) = signUp()
    type("a@b.co", into: form, field: "EMAIL")
    let email = model.fields()[0]
    #expect(email.isValid)
    form.markItemInvalid(fieldName: "EMAIL", error: "This email is already taken")
    let view = form.fieldView(named: "EMAIL")
    #expect(!email.isValid)
    #expect(view?.errorLabel.isHidden == false)
    #expect(view?.errorLabel.text == "This email is already taken")
    #expect(spy.calls.count == 6)  // markItemInvalid does not call the delegate, as in RSFormView
    // Editing another field keeps the server error…
    type("x", into: form, field: "PASSWORD")
    #expect(!email.isValid)
    #expect(view?.errorLabel.text == "This email is already taken")
    // …editing the field itself clears it: "a@b.com" is valid again.
    type("m", into: form, field: "EMAIL")
    #expect(email.isValid)
    #expect(email.oneTimeErrorMessage == nil)
    #expect(view?.errorLabel.isHidden == true)
  }

  @Test func markItemInvalidIgnoresUnknownNames() {
    let (form, model, _) = signUp()
    form.markItemInvalid(fieldName: "NOWHERE", error: "x")
    #expect(model.fields().allSatisfy { $0.oneTimeErrorMessage == nil })
  }

  @Test func theModelsMarkItemInvalidWorksWithoutAView() {
    let field = makeField("EMAIL", .email)
    let model = BasicFormViewModel(items: [TextFieldCellItem(with: field)])
    model.markItemInvalid(fieldName: "EMAIL", error: "Taken")
    #expect(!field.isValid)
    #expect(field.displayedErrorMessage == "Taken")
  }

  @Test func initialValuesAreValidatedWhenTheFormLoads() {
    let good = FormField(name: "ZIP", initialValue: "12345", fieldType: .fiveDigitZipCode, isValid: false)
    let bad = FormField(name: "STATE", initialValue: "ZZ", fieldType: .usState, isValid: true, errorMessage: "State?")
    let empty = FormField(name: "CITY", initialValue: "", fieldType: .regular, isValid: true)
    let form = makeForm([TwoTextFieldCellItem(firstField: good, secondField: bad), TextFieldCellItem(with: empty)]).form
    #expect(good.isValid)
    #expect(!bad.isValid)
    #expect(form.fieldView(named: "STATE")?.errorLabel.isHidden == false)
    // An empty initial value keeps the validity it was given, as in RSFormView.
    #expect(empty.isValid)
    #expect(form.fieldView(named: "ZIP")?.textField.text == "12345")
  }

  @Test func theTitleReplacesThePlaceholderOnceThereIsAValue() {
    let (form, _, _) = signUp()
    let view = form.fieldView(named: "EMAIL")
    #expect(view?.titleLabel.text == "")
    #expect(view?.textField.placeholder == "EMAIL")
    type("a", into: form, field: "EMAIL")
    #expect(view?.titleLabel.text == "EMAIL")
    view?.textField.deleteBackward()
    #expect(view?.titleLabel.text == "")
  }

  @Test func aFixedTitleShowsWhileEmpty() {
    let field = makeField("NOTE", .regular)
    field.hasFixedTitle = true
    let form = makeForm([TextFieldCellItem(with: field)]).form
    #expect(form.fieldView(named: "NOTE")?.titleLabel.text == "NOTE")
  }

  @Test func aFormWithoutFieldsIsValid() {
    let model = BasicFormViewModel(items: [TextCellItem(text: "Hello")])
    #expect(model.fields().isEmpty)
    #expect(model.validateFields())
  }

  @Test func reloadDataRebuildsTheRowsFromTheItems() {
    let (form, model, _) = signUp()
    #expect(form.itemViews.count == 3)
    model.items.append(TextCellItem(text: "More"))
    model.items.append(TextFieldCellItem(with: makeField("CITY", .regular)))
    form.reloadData()
    #expect(form.itemViews.count == 5)
    #expect(form.fieldViews.map(\.field.name) == ["EMAIL", "PASSWORD", "CONFIRM", "CITY"])
    #expect(form.stackView.arrangedSubviews.count == 5)
  }
}
