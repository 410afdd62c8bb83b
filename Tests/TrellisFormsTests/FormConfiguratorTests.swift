import Foundation
import Testing
import Trellis
import TrellisForms
import TrellisText

/// The configurators' values (REFERENCE §4) and how a form shows them in each field state.
@Suite struct FormConfiguratorTests {
  private let darkGray = Color(white: 1.0 / 3)
  private let lightGray = Color(white: 2.0 / 3)
  private let red = Color(red: 1, green: 0, blue: 0)

  @Test func rsFormViewColoursHaveTheirComponents() {
    #expect(Color.brightGray == Color(red: 54.0 / 255, green: 61.0 / 255, blue: 79.0 / 255))
    #expect(Color.mineShaftGray == Color(white: 33.0 / 255))
    #expect(Color.tundoraGray == Color(white: 66.0 / 255))
    #expect(Color.dodgerBlue == Color(red: 53.0 / 255, green: 170.0 / 255, blue: 1))
    #expect(Color.bitterSweetRed == Color(red: 1, green: 98.0 / 255, blue: 98.0 / 255))
    #expect(Color.astralBlue == Color(red: 46.0 / 255, green: 120.0 / 255, blue: 170.0 / 255))
    #expect(Color.blizzardBlue == Color(red: 169.0 / 255, green: 211.0 / 255, blue: 239.0 / 255))
    #expect(Color.heliotropePurple == Color(red: 187.0 / 255, green: 134.0 / 255, blue: 252.0 / 255))
    #expect(Color.razzmatazzRed == Color(red: 206.0 / 255, green: 6.0 / 255, blue: 112.0 / 255))
    #expect(Color.formColor(red: 300, green: -5, blue: 0) == Color(red: 1, green: 0, blue: 0))
  }

  @Test func theDefaultLookIsRSFormViews() {
    let look = FormConfigurator()
    #expect(look.formBackgroundColor == .white)
    #expect(look.fieldsBackgroundColor == .clear)
    #expect(look.cellsBackgroundColor == .white)
    #expect(look.validTitleColor == darkGray)
    #expect(look.invalidTitleColor == .bitterSweetRed)
    #expect(look.editingTitleColor == .dodgerBlue)
    #expect(look.validLineColor == lightGray)
    #expect(look.invalidLineColor == red)
    #expect(look.textColor == .brightGray)
    #expect(look.errorTextColor == red)
    #expect(look.titleFont == .boldSystemFont(ofSize: 12))
    #expect(look.textFont == .systemFont(ofSize: 15))
    #expect(look.errorFont == .systemFont(ofSize: 13))
    #expect(look.keyboardAppearance == .default)
  }

  @Test func theDarkLookChangesOnlyItsColoursAndKeyboard() {
    let dark = DarkModeConfigurator()
    #expect(dark.formBackgroundColor == .mineShaftGray)
    #expect(dark.fieldsBackgroundColor == .tundoraGray)
    #expect(dark.cellsBackgroundColor == .tundoraGray)
    #expect(dark.validLineColor == .white)
    #expect(dark.textColor == .white)
    #expect(dark.validTitleColor == .white)
    #expect(dark.placeholderTextColor == .white)
    #expect(dark.keyboardAppearance == .dark)
    #expect(dark.invalidTitleColor == .bitterSweetRed)
    #expect(dark.textFont == FormConfigurator().textFont)
  }

  private func form() -> FormView {
    makeForm([
      TextCellItem(text: "Personal info", font: .systemFont(ofSize: 20)),
      TextFieldCellItem(with: makeField("EMAIL", .email)),
    ]).form
  }

  @Test func switchingToTheDarkLookRecoloursEveryPartAndBack() throws {
    let form = form()
    let field = try #require(form.fieldView(named: "EMAIL"))
    let header = try #require(form.itemViews[0].subviews.first as? Label)
    #expect(form.backgroundColor == .white)
    #expect(form.itemViews.map(\.backgroundColor) == [.white, .white])
    #expect(field.backgroundColor == .clear)
    #expect(field.textField.textColor == .brightGray)
    #expect(field.titleLabel.textColor == darkGray)
    #expect(field.bottomLineView.backgroundColor == lightGray)
    #expect(header.textColor == .brightGray)  // no colour of its own: the configurator's text colour

    form.formConfigurator = DarkModeConfigurator()
    #expect(form.backgroundColor == .mineShaftGray)
    #expect(form.itemViews.map(\.backgroundColor) == [.tundoraGray, .tundoraGray])
    #expect(field.backgroundColor == .tundoraGray)
    #expect(field.textField.textColor == .white)
    #expect(field.titleLabel.textColor == .white)
    #expect(field.bottomLineView.backgroundColor == .white)
    #expect(header.textColor == .white)

    form.formConfigurator = FormConfigurator()
    #expect(form.backgroundColor == .white)
    #expect(field.textField.textColor == .brightGray)
    #expect(field.bottomLineView.backgroundColor == lightGray)
  }

  @Test func anInvalidFieldUsesTheInvalidColoursInBothLooks() throws {
    let form = form()
    let field = try #require(form.fieldView(named: "EMAIL"))
    type("a", into: form, field: "EMAIL")
    #expect(field.titleLabel.textColor == .bitterSweetRed)
    #expect(field.bottomLineView.backgroundColor == red)
    #expect(field.errorLabel.textColor == red)
    #expect(field.errorLabel.font == .systemFont(ofSize: 13))
    form.formConfigurator = DarkModeConfigurator()
    #expect(field.titleLabel.textColor == .bitterSweetRed)
    #expect(field.bottomLineView.backgroundColor == red)
  }

  @Test func editingUsesTheEditingColoursUntilEditingEnds() throws {
    let form = form()
    let field = try #require(form.fieldView(named: "EMAIL"))
    field.textField.sendActions(for: .editingDidBegin)
    #expect(field.isEditing)
    #expect(field.titleLabel.textColor == .dodgerBlue)
    #expect(field.titleLabel.text == "EMAIL")  // the title shows while editing, even empty
    #expect(field.bottomLineView.backgroundColor == .dodgerBlue)
    field.textField.sendActions(for: .editingDidEnd)
    #expect(!field.isEditing)
    #expect(field.titleLabel.textColor == darkGray)
    #expect(field.titleLabel.text == "")
  }

  @Test func aHeadersOwnFontAndColourWin() throws {
    let item = TextCellItem()
    let red = Color(red: 1, green: 0, blue: 0)
    item.setText("Address", font: .systemFont(ofSize: 24), textColor: red)
    let form = makeForm([item]).form
    form.formConfigurator = DarkModeConfigurator()
    let header = try #require(form.itemViews[0].subviews.first as? Label)
    #expect(header.text == "Address")
    #expect(header.font == .systemFont(ofSize: 24))
    #expect(header.textColor == red)
  }

  @Test func headersReadAttributedStringsUnderAppleKeyNames() throws {
    let item = TextCellItem()
    item.attributedText = NSAttributedString(
      string: "Enter your address",
      attributes: [
        NSAttributedString.Key("NSFont"): Font.systemFont(ofSize: 20),
        NSAttributedString.Key("NSColor"): Color.brightGray,
      ])
    let form = makeForm([item]).form
    let header = try #require(form.itemViews[0].subviews.first as? Label)
    #expect(header.font == .systemFont(ofSize: 20))
    #expect(header.textColor == .brightGray)
  }

  @Test func changingAConfiguratorInPlaceShowsAfterReloadVisibleCells() throws {
    let form = form()
    let field = try #require(form.fieldView(named: "EMAIL"))
    form.formConfigurator.textColor = .dodgerBlue
    #expect(field.textField.textColor == .brightGray)
    form.reloadVisibleCells()
    #expect(field.textField.textColor == .dodgerBlue)
  }

  @Test func aBorderColourThatIsNotClearDrawsABorderPerState() throws {
    let form = form()
    let field = try #require(form.fieldView(named: "EMAIL"))
    #expect(field.textField.layer.borderWidth == 0)  // clear by default: no border
    let look = FormConfigurator()
    look.validBorderColor = .brightGray
    look.invalidBorderColor = .bitterSweetRed
    look.borderWidth = 2
    look.borderCornerRadius = 6
    form.formConfigurator = look
    #expect(field.textField.layer.borderColor == .brightGray)
    #expect(field.textField.layer.borderWidth == 2)
    #expect(field.textField.layer.cornerRadius == 6)
    field.textField.sendActions(for: .editingDidBegin)
    #expect(field.textField.layer.borderWidth == 0)  // the editing border is still clear
    type("a", into: form, field: "EMAIL")
    #expect(field.textField.layer.borderColor == .bitterSweetRed)  // an error wins over editing
    #expect(field.textField.layer.borderWidth == 2)
  }

  @Test func theFormClipsRowsThatDoNotFit() {
    #expect(form().clipsToBounds)
  }
}
