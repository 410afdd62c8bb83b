import Foundation
import Testing
import TrainerScreens
import TrellisForms
import TrellisUIKit

/// The RSFormView-style fixtures (RSFormViewStyle/, code written against RSFormView's documented API with only the
/// imports changed) lay out and validate as RSFormView's documentation says, and the tutorial's screen is frame
/// for frame the native `signup` screen of TrainerScreens.
@Suite struct RSFormViewFixtureTests {
  /// The tutorial's app: the controller in a navigation controller whose bar is hidden, as its app delegate sets
  /// it up.
  struct TutorialApp {
    let window: UIWindow
    let controller = FormViewExampleViewController()

    init(device: Device = .iPhone15, orientation: Device.Orientation = .portrait) {
      let navigationController = UINavigationController(rootViewController: controller)
      navigationController.setNavigationBarHidden(true, animated: false)
      window = UIWindow(device: device, orientation: orientation)
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
    }

    /// Types an entry into the form's text fields, a character at a time, as a user would.
    func type(_ entry: SignUpEntry) {
      let values = [
        ("FIRST NAME", entry.firstName), ("LAST NAME", entry.lastName), ("EMAIL", entry.email),
        ("PASSWORD", entry.password), ("CONFIRM PASSWORD", entry.confirmation),
      ]
      for (name, value) in values {
        for character in value { controller.formView.fieldView(named: name)?.textField.insertText(String(character)) }
      }
      window.layoutIfNeeded()
    }
  }

  static let cases: [(Device, Device.Orientation)] = Device.all.flatMap { device in
    Device.Orientation.allCases.map { (device, $0) }
  }

  /// The fixture and the native screen give the same frames, view by view, empty and after each entry.
  @Test(arguments: cases)
  func theTutorialScreenIsTheNativeSignUpScreen(device: Device, orientation: Device.Orientation) {
    for entry in [nil, SignUpEntry.invalid, .valid] {
      let app = TutorialApp(device: device, orientation: orientation)
      let native = SignUpViewController()
      let nativeWindow = UIWindow(device: device, orientation: orientation)
      nativeWindow.rootViewController = native
      nativeWindow.makeKeyAndVisible()
      if let entry {
        app.type(entry)
        native.enter(entry)
      }
      nativeWindow.layoutIfNeeded()
      let fixtureFrames = SeedAppendixNativeComparisonTests.frames(of: app.controller.view)
      let nativeFrames = SeedAppendixNativeComparisonTests.frames(of: native.view)
      #expect(fixtureFrames == nativeFrames, "\(device) \(orientation) \(String(describing: entry))")
      #expect(app.window.layoutEngine.issues.isEmpty)
    }
  }

  /// On an iPhone 15 (safe area 59 / 34), by hand: the description starts 59 + 30 = 89 down, 32 in, 393 − 64 =
  /// 329 wide; SUBMIT is 24 in, 393 − 48 = 345 wide, 44 tall, its bottom 24 above the safe area: 852 − 34 − 24 −
  /// 44 = 750; the form is full width and ends 10 above it, at 740; the switch is 49 wide, 32 from the right edge
  /// (393 − 32 − 49 = 312), 31 tall.
  @Test func theTutorialScreenByHand() {
    let app = TutorialApp()
    let controller = app.controller
    #expect(controller.descriptionLabel.frame.origin == CGPoint(x: 32, y: 89))
    #expect(controller.descriptionLabel.frame.width == 329)
    #expect(controller.submitButton.frame == CGRect(x: 24, y: 750, width: 345, height: 44))
    #expect(controller.formView.frame.minX == 0 && controller.formView.frame.width == 393)
    #expect(controller.formView.frame.maxY == 740)
    #expect(controller.modeSwitch.frame.minX == 312)
    #expect(controller.modeSwitch.frame.size == CGSize(width: 49, height: 31))
    // The switch is centred on the label's line; the label ends 10 above the form.
    #expect(abs(controller.modeSwitch.frame.midY - controller.switchLabel.frame.midY) < 1e-9)
    #expect(abs(controller.switchLabel.frame.maxY - (controller.formView.frame.minY - 10)) < 1e-9)
    #expect(app.window.layoutEngine.ambiguityReport().isEmpty)
  }

  /// SUBMIT is grey and takes no taps until every field is valid; then it is blue, and tapping it presents the
  /// "Collected data" alert listing every field, which OK dismisses.
  @Test func submitWaitsForAValidFormThenShowsTheCollectedData() throws {
    let app = TutorialApp()
    let controller = app.controller
    let gray = Color.brightGray
    #expect(
      controller.submitButton.backgroundColor == Color(red: gray.red, green: gray.green, blue: gray.blue, alpha: 0.4))
    #expect(!controller.submitButton.isUserInteractionEnabled)
    controller.submitButton.tap()
    #expect(controller.presentedViewController == nil)

    app.type(.invalid)
    #expect(!controller.submitButton.isUserInteractionEnabled)
    for name in ["EMAIL", "PASSWORD", "CONFIRM PASSWORD"] {
      let fieldView = try #require(controller.formView.fieldView(named: name))
      #expect(!fieldView.errorLabel.isHidden, "\(name)")
    }
    #expect(controller.formView.fieldView(named: "EMAIL")?.errorLabel.text == "Please enter a valid email")

    let valid = TutorialApp()
    valid.type(.valid)
    #expect(valid.controller.submitButton.isUserInteractionEnabled)
    #expect(valid.controller.submitButton.backgroundColor == .dodgerBlue)
    valid.controller.submitButton.tap()
    let alert = try #require(valid.controller.presentedViewController as? UIAlertController)
    #expect(alert.title == "Collected data")
    #expect(
      alert.message
        == "FIRST NAME: Ash\nLAST NAME: Ketchum\nEMAIL: ash@pallet.town\nPASSWORD: pikachu25\n"
        + "CONFIRM PASSWORD: pikachu25\n")
    #expect(alert.actions.map(\.title) == ["OK"])
    #expect(alert.actions.map(\.style) == [.cancel])
    valid.window.layoutIfNeeded()
    // The alert covers the window, over the screen, which stays.
    #expect(alert.view.frame == valid.window.bounds)
    #expect(alert.presentationStyleInEffect == .overFullScreen)
    alert.actionButtons[0].tap()
    #expect(valid.controller.presentedViewController == nil)
    #expect(alert.view.superview == nil)
  }

  /// The switch swaps the configurators and the screen's colours, as the tutorial's action does.
  @Test func theSwitchTurnsTheFormDark() throws {
    let app = TutorialApp()
    let controller = app.controller
    controller.modeSwitch.toggle()
    #expect(controller.formView.formConfigurator is DarkModeConfigurator)
    #expect(controller.view.backgroundColor == .mineShaftGray)
    #expect(controller.descriptionLabel.textColor == .white)
    #expect(controller.switchLabel.textColor == .white)
    #expect(controller.formView.backgroundColor == .mineShaftGray)
    let header = try #require(controller.formHelper.personalInfoHeaderItem.attributedText)
    #expect(header.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? Color == .white)
    controller.modeSwitch.toggle()
    #expect(!(controller.formView.formConfigurator is DarkModeConfigurator))
    #expect(controller.view.backgroundColor == .white)
    #expect(controller.descriptionLabel.textColor == .brightGray)
  }

  /// A server-side error shows under its field (13-point error label, 5 + 16 = 21 points more) and pushes the
  /// rows below it down by as much; the form's validity follows.
  @Test func aServerSideErrorShowsUnderItsField() throws {
    let app = TutorialApp()
    app.type(.valid)
    let controller = app.controller
    let email = try #require(controller.formView.fieldView(named: "EMAIL"))
    let password = try #require(controller.formView.fieldView(named: "PASSWORD"))
    let emailHeight = email.frame.height
    let passwordY = password.frameInRootSpace.minY
    controller.formView.markItemInvalid(fieldName: "EMAIL", error: "This email is already taken")
    app.window.layoutIfNeeded()
    #expect(email.errorLabel.text == "This email is already taken")
    #expect(!email.errorLabel.isHidden)
    #expect(abs(email.frame.height - emailHeight - 21) < 1e-9)
    #expect(abs(password.frameInRootSpace.minY - passwordY - 21) < 1e-9)
    #expect(!controller.formHelper.validateFields())
  }

  // MARK: - The README-style form

  private func profileScreen() -> (UIWindow, ProfileFormViewController) {
    let controller = ProfileFormViewController()
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  /// A form made with a frame keeps it. Inside it, by hand (3×, Inter's line height 1.21023 em): the header
  /// "Your profile" (20 pt: 24.205 → 73/3 tall) 50 below the top and 25 from the sides, then 5, so the first
  /// field row starts at 50 + 73/3 + 5 = 238/3; a field view is 8 + 18 + 8 + 55/3 + 5 + 1 + 3 = 184/3 tall, 7 from
  /// the row's sides: 320 − 14 = 306 wide, or (320 − 14) / 2 = 153 when it shares its row (the half field shares
  /// it with an empty slot).
  @Test func theREADMEFormLaysOutInItsFrame() throws {
    let (window, controller) = profileScreen()
    let form = controller.formView
    #expect(form.frame == CGRect(x: 0, y: 20, width: 320, height: 700))
    let header = try #require(form.itemViews.first?.subviews.first as? UILabel)
    #expect(header.text == "Your profile")
    #expect(header.frame == CGRect(x: 25, y: 50, width: 270, height: 73.0 / 3))
    #expect(header.textColor == UIColor.black.withAlphaComponent(0.8))
    let fieldHeight = 184.0 / 3
    let firstRow = 238.0 / 3
    let birthdate = try #require(form.fieldView(named: "DOB"))
    expectClose(birthdate.frameInRootSpace, CGRect(x: 7, y: 20 + firstRow, width: 306, height: fieldHeight))
    let gender = try #require(form.fieldView(named: "GENDER"))
    expectClose(gender.frameInRootSpace, CGRect(x: 7, y: 20 + firstRow + fieldHeight, width: 153, height: fieldHeight))
    let age = try #require(form.fieldView(named: "AGE"))
    let height = try #require(form.fieldView(named: "HEIGHT"))
    expectClose(age.frameInRootSpace, CGRect(x: 7, y: 20 + firstRow + 2 * fieldHeight, width: 153, height: fieldHeight))
    expectClose(
      height.frameInRootSpace, CGRect(x: 160, y: 20 + firstRow + 2 * fieldHeight, width: 153, height: fieldHeight))
    // The configurator's customised title font and colours reach the fields.
    #expect(age.titleLabel.font == UIFont.systemFont(ofSize: 13))
    #expect(age.titleLabel.textColor == UIColor.blue)
    #expect(age.textField.textColor == UIColor.lightGray)
    #expect(window.layoutEngine.issues.isEmpty)
  }

  /// Every field type validates as documented; the delegate reports the whole form valid only once every field
  /// is, and `fields()` collects the values.
  @Test func theREADMEFormValidatesAndCollects() throws {
    let (window, controller) = profileScreen()
    let form = controller.formView
    func type(_ text: String, into name: String) {
      for character in text { form.fieldView(named: name)?.textField.insertText(String(character)) }
    }
    #expect(!controller.isFormValid)
    type("1.655", into: "HEIGHT")  // three decimal places: .double(maxDecimalPlaces: 2) refuses it
    #expect(form.fieldView(named: "HEIGHT")?.field.isValid == false)
    form.fieldView(named: "HEIGHT")?.textField.deleteBackward()
    #expect(form.fieldView(named: "HEIGHT")?.field.isValid == true)
    type("5551234567", into: "PHONE")
    type("ca", into: "STATE")
    type("9410", into: "ZIP CODE")
    #expect(form.fieldView(named: "ZIP CODE")?.field.isValid == false)
    type("7", into: "ZIP CODE")
    type("122099", into: "CARD EXPIRATION")
    try #require(form.fieldView(named: "GENDER")).choose(option: "female")
    #expect(!controller.isFormValid)  // the birthdate is still empty
    try #require(form.fieldView(named: "DOB")).choose(date: Date(timeIntervalSince1970: 0))
    #expect(controller.isFormValid)
    #expect(
      controller.collectProfile()
        == ProfileFormViewController.Profile(
          birthdate: "01/01/1970", gender: "female", age: 10, height: 1.65, phone: "555-123-4567",
          address: "CA 94107", others: ["CARD EXPIRATION": "12/2099", "NICKNAME": ""]))
    // A server-side error marks the phone invalid, shows its message and makes the form invalid.
    controller.phoneNumberWasTaken()
    window.layoutIfNeeded()
    let phone = try #require(form.fieldView(named: "PHONE"))
    #expect(!phone.field.isValid)
    #expect(phone.errorLabel.text == "This number is already registered")
    #expect(!phone.errorLabel.isHidden)
    #expect(!controller.viewModel.validateFields())
    // Editing the field validates it again.
    phone.textField.deleteBackward()
    type("7", into: "PHONE")
    #expect(phone.field.isValid)
    #expect(controller.isFormValid)
  }

  private func expectClose(
    _ actual: CGRect, _ expected: CGRect, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let close = [
      (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
      (actual.height, expected.height),
    ].allSatisfy { abs($0.0 - $0.1) < 1e-9 }
    #expect(close, "\(actual) != \(expected)", sourceLocation: sourceLocation)
  }
}
