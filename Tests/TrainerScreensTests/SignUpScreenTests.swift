import Foundation
import Testing
import TrainerScreens
import Trellis
import TrellisForms

/// The sign-up example (seed 003), built through the catalog and driven through its controls.
///
/// Text heights, from the embedded Inter metrics (line = 3,408/2,816 = 1.21023 em), rounded up to the pixel grid:
/// description 22 pt semibold, 4 lines: 4 × 26.625 = 106.5 (@2x 106.5, @3x 320/3); switch label 19 pt: 22.994 →
/// 23; header 20 pt: 24.205 → 24.5 (@2x), 73/3 (@3x); text field 15 pt: 18.153 → 18.5 (@2x), 55/3 (@3x); error
/// 13 pt: 15.733 → 16. A field view is 8 + 18 + 8 + text + 5 + 1 + 3, and 5 + 16 more with its error.
@Suite struct SignUpScreenTests {
  private func build(_ device: Device = .iPhone15, state: String? = nil, appearance: UserInterfaceStyle = .light)
    throws -> (Window, SignUpViewController)
  {
    let window = try Screen.signUp.makeWindow(device: device, appearance: appearance, state: state)
    let controller = try #require(window.rootViewController as? SignUpViewController)
    return (window, controller)
  }

  @Test func theScreenIsInTheCatalogWithItsStates() {
    #expect(Screen.named("signup")?.states.map(\.name) == ["empty", "filled", "invalid"])
    #expect(Screen.signUp.defaultState?.name == "empty")
  }

  @Test func keyFramesOnAnIPhone15() throws {
    let (window, _) = try build(.iPhone15)
    let snapshot = LayoutSnapshot(of: window)
    #expect(window.layoutEngine.issues.isEmpty)
    // Description: safe top 59 + 30 = 89, 32 from each side: 393 − 64 = 329 wide, 4 lines: 320/3 tall.
    expectFrame(snapshot, "signup.description", CGRect(x: 32, y: 89, width: 329, height: 320.0 / 3))
    #expect(snapshot.node(withIdentifier: "signup.description").map(lineCount) == 4)
    // Switch label 40 below: 89 + 320/3 + 40 = 707/3, 23 tall; from 32 to the switch's leading + 32: the switch
    // is 49 wide ending at 393 − 32 = 361, so it starts at 312 and the label ends at 344: 312 wide.
    expectFrame(snapshot, "signup.switchLabel", CGRect(x: 32, y: 707.0 / 3, width: 312, height: 23))
    // Switch centred on the label: 707/3 + 11.5 − 15.5 = 695/3.
    expectFrame(snapshot, "signup.darkModeSwitch", CGRect(x: 312, y: 695.0 / 3, width: 49, height: 31))
    // Submit: 24 from the sides (345 wide), bottom at 852 − 34 − 24 = 794, 44 tall → y 750.
    expectFrame(snapshot, "signup.submitButton", CGRect(x: 24, y: 750, width: 345, height: 44))
    // Form: full width, from the switch label's bottom + 10 = 707/3 + 33 = 806/3 to the button's top − 10 = 740.
    expectFrame(snapshot, "signup.form", CGRect(x: 0, y: 806.0 / 3, width: 393, height: 740 - 806.0 / 3))
  }

  @Test func keyFramesOnAnIPhoneSE() throws {
    let (window, _) = try build(.iPhoneSE3)
    let snapshot = LayoutSnapshot(of: window)
    #expect(window.layoutEngine.issues.isEmpty)
    // Safe top 20 + 30 = 50; 375 − 64 = 311 wide; 4 lines: 106.5.
    expectFrame(snapshot, "signup.description", CGRect(x: 32, y: 50, width: 311, height: 106.5))
    // 50 + 106.5 + 40 = 196.5; the switch starts at 375 − 32 − 49 = 294, the label ends at 326: 294 wide.
    expectFrame(snapshot, "signup.switchLabel", CGRect(x: 32, y: 196.5, width: 294, height: 23))
    expectFrame(snapshot, "signup.darkModeSwitch", CGRect(x: 294, y: 192.5, width: 49, height: 31))
    // Submit bottom at 667 − 0 − 24 = 643 → y 599, 375 − 48 = 327 wide.
    expectFrame(snapshot, "signup.submitButton", CGRect(x: 24, y: 599, width: 327, height: 44))
    // Form from 196.5 + 23 + 10 = 229.5 to 599 − 10 = 589: 359.5 tall.
    expectFrame(snapshot, "signup.form", CGRect(x: 0, y: 229.5, width: 375, height: 359.5))
  }

  @Test func theInvalidStateShowsThreeErrorsAndStillFitsAnIPhoneSE() throws {
    let (window, controller) = try build(.iPhoneSE3, state: "invalid")
    let form = controller.formView
    let shown = form.fieldViews.filter { !$0.errorLabel.isHidden }.map(\.field.name)
    #expect(shown == ["EMAIL", "PASSWORD", "CONFIRM PASSWORD"])
    #expect(!controller.submitButton.isEnabled)
    // Rows from the form's top, 229.5: header 20 + 24.5 + 5 = 49.5 → names 279 (61.5 tall) → e-mail 340.5 (82.5,
    // with its error) → password 423 (82.5) → confirmation 505.5 (82.5) → ends at 588, within the form (589).
    let tops = form.itemViews.map(\.frameInRootSpace.minY)
    #expect(tops == [229.5, 279, 340.5, 423, 505.5])
    let confirmation = try #require(form.fieldView(named: "CONFIRM PASSWORD"))
    #expect(confirmation.frameInRootSpace == CGRect(x: 7, y: 505.5, width: 361, height: 82.5))
    // Its error: 505.5 + 8 + 18 + 8 + 18.5 + 5 + 1 + 5 = 569, 16 tall, 16 + 7 = 23 from the left, 375 − 46 wide.
    #expect(confirmation.errorLabel.frameInRootSpace == CGRect(x: 23, y: 569, width: 329, height: 16))
    #expect(confirmation.errorLabel.text == "Passwords don't match")
    #expect(window.layoutEngine.issues.isEmpty)
  }

  @Test func theEmptyStateShowsNoErrorsAndDisablesSubmit() throws {
    let (_, controller) = try build(state: "empty")
    #expect(controller.formView.fieldViews.allSatisfy { $0.errorLabel.isHidden })
    #expect(controller.form.fields().allSatisfy { $0.value.isEmpty })
    #expect(!controller.submitButton.isEnabled)
    #expect(controller.submitButton.configuration?.baseBackgroundColor?.alpha == 0.4)
  }

  @Test func theFilledStateIsValidAndEnablesSubmit() throws {
    let (_, controller) = try build(state: "filled")
    #expect(controller.form.validateFields())
    #expect(controller.formView.fieldViews.allSatisfy { $0.errorLabel.isHidden })
    #expect(controller.submitButton.isEnabled)
    #expect(controller.submitButton.configuration?.baseBackgroundColor == .dodgerBlue)
    #expect(controller.form.field(named: .email)?.value == "ash@pallet.town")
  }

  @Test func submitIsEnabledOnlyWhileEveryFieldIsValid() throws {
    let (_, controller) = try build(state: "filled")
    let confirmation = try #require(controller.formView.fieldView(named: "CONFIRM PASSWORD")?.textField)
    confirmation.deleteBackward()
    #expect(!controller.submitButton.isEnabled)
    confirmation.insertText("5")
    #expect(controller.submitButton.isEnabled)
    // The custom rule: a last name equal to the first disables it again.
    let lastName = try #require(controller.formView.fieldView(named: "LAST NAME")?.textField)
    for _ in 0..<"Ketchum".count { lastName.deleteBackward() }
    lastName.insertText("Ash")
    #expect(controller.formView.fieldView(named: "LAST NAME")?.errorLabel.isHidden == false)
    #expect(!controller.submitButton.isEnabled)
  }

  @Test func submittingPresentsTheCollectedDataAndOKDismissesIt() throws {
    let (window, controller) = try build(state: "filled")
    controller.submitButton.sendActions(for: .touchUpInside)
    let sheet = try #require(controller.presentedViewController as? CollectedDataViewController)
    #expect(sheet.titleLabel.text == "Collected data")
    #expect(
      sheet.messageLabel.text
        == """
        FIRST NAME: Ash
        LAST NAME: Ketchum
        EMAIL: ash@pallet.town
        PASSWORD: pikachu25
        CONFIRM PASSWORD: pikachu25
        """)
    #expect(LayoutSnapshot(of: window).node(withIdentifier: "signup.collectedData.message") != nil)
    sheet.okButton.sendActions(for: .touchUpInside)
    #expect(controller.presentedViewController == nil)
    #expect(LayoutSnapshot(of: window).node(withIdentifier: "signup.collectedData.message") == nil)
  }

  @Test func aDisabledSubmitPresentsNothing() throws {
    let (_, controller) = try build(state: "invalid")
    controller.submitButton.sendActions(for: .touchUpInside)
    #expect(controller.presentedViewController == nil)
  }

  @Test func theSwitchTurnsTheDarkLookOnAndOff() throws {
    let (_, controller) = try build()
    let header = try #require(controller.formView.itemViews.first?.subviews.first as? Label)
    #expect(controller.view.backgroundColor == .white)
    #expect(header.textColor == .brightGray)
    controller.modeSwitch.toggle()
    #expect(controller.isDarkMode)
    #expect(controller.view.backgroundColor == .mineShaftGray)
    #expect(controller.formView.backgroundColor == .mineShaftGray)
    #expect(controller.formView.formConfigurator is DarkModeConfigurator)
    #expect(controller.descriptionLabel.textColor == .white)
    #expect(controller.switchLabel.textColor == .white)
    #expect(header.textColor == .white)
    controller.modeSwitch.toggle()
    #expect(controller.view.backgroundColor == .white)
    #expect(controller.descriptionLabel.textColor == .brightGray)
    #expect(header.textColor == .brightGray)
    #expect(!(controller.formView.formConfigurator is DarkModeConfigurator))
  }

  @Test func theDarkAppearanceTurnsTheSwitchOnWithoutMovingAFrame() throws {
    let (light, _) = try build(state: "invalid")
    let (dark, controller) = try build(state: "invalid", appearance: .dark)
    #expect(controller.modeSwitch.isOn)
    #expect(controller.formView.backgroundColor == .mineShaftGray)
    #expect(LayoutSnapshot(of: light).nodes.map(\.frame) == LayoutSnapshot(of: dark).nodes.map(\.frame))
  }

  private func lineCount(_ node: LayoutSnapshot.Node) -> Int {
    if case .text(let text) = node.content { return text.lines.count }
    return 0
  }
}
