import Foundation
import Testing
import TrainerScreens
import Trellis

/// `trainer-form` on every device, against frames computed by hand from the tutorial's constraints and the device
/// metrics (REFERENCE §3, `Device.swift`).
///
/// The page sheet starts 10 below the top of the screen's safe area and runs to the bottom of the screen. Its safe
/// area keeps the screen's left, right and bottom insets (the sheet starts below the top one). On an iPhone in
/// landscape (compact height) UIKit presents a page sheet full screen: the sheet is the window, with the screen's
/// safe area. The form is pinned 16
/// inside that safe area on every side. Inside the form, every view is as wide as the form, top to bottom: the title
/// (an extra-large-title line), 32, the stack (two sections 16 apart, each a section-title line over a text field),
/// 32, the 48-point save button.
@Suite struct TrainerFormLayoutTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let device: Device
    let orientation: Device.Orientation
    /// The sheet's frame in the window.
    let sheet: CGRect
    /// The form's frame in the window.
    let form: CGRect

    var testDescription: String { "\(device.commandLineName) \(orientation)" }
  }

  static let cases: [Case] = [
    // Sheet: y 59 + 10 = 69, height 852 − 69 = 783. Form: (16, 69 + 16), 393 − 32 wide, 783 − 32 − 34 tall.
    Case(
      device: .iPhone15, orientation: .portrait, sheet: CGRect(x: 0, y: 69, width: 393, height: 783),
      form: CGRect(x: 16, y: 85, width: 361, height: 717)),
    // Full screen (compact height): the sheet is the window, 852 × 393, with the screen's safe area (0, 59, 21, 59).
    // Form: (59 + 16, 0 + 16), 852 − 2 × 59 − 32 wide, 393 − 32 − 21 tall.
    Case(
      device: .iPhone15, orientation: .landscape, sheet: CGRect(x: 0, y: 0, width: 852, height: 393),
      form: CGRect(x: 75, y: 16, width: 702, height: 340)),
    // Sheet: y 69, height 932 − 69 = 863. Form: 430 − 32 wide, 863 − 32 − 34 tall.
    Case(
      device: .iPhone15ProMax, orientation: .portrait, sheet: CGRect(x: 0, y: 69, width: 430, height: 863),
      form: CGRect(x: 16, y: 85, width: 398, height: 797)),
    // Full screen, 932 × 430. Form: (75, 16), 932 − 118 − 32 wide, 430 − 32 − 21 tall.
    Case(
      device: .iPhone15ProMax, orientation: .landscape, sheet: CGRect(x: 0, y: 0, width: 932, height: 430),
      form: CGRect(x: 75, y: 16, width: 782, height: 377)),
    // Sheet: y 20 + 10 = 30, height 667 − 30 = 637. Form: (16, 46), 375 − 32 wide, 637 − 32 − 0 tall.
    Case(
      device: .iPhoneSE3, orientation: .portrait, sheet: CGRect(x: 0, y: 30, width: 375, height: 637),
      form: CGRect(x: 16, y: 46, width: 343, height: 605)),
    // Full screen, 667 × 375, no insets. Form: (16, 16), 667 − 32 wide, 375 − 32 tall.
    Case(
      device: .iPhoneSE3, orientation: .landscape, sheet: CGRect(x: 0, y: 0, width: 667, height: 375),
      form: CGRect(x: 16, y: 16, width: 635, height: 343)),
    // Sheet: y 24 + 10 = 34, height 1180 − 34 = 1146. Form: (16, 50), 820 − 32 wide, 1146 − 32 − 20 tall.
    Case(
      device: .iPadAir, orientation: .portrait, sheet: CGRect(x: 0, y: 34, width: 820, height: 1146),
      form: CGRect(x: 16, y: 50, width: 788, height: 1094)),
    // An iPad's height is regular in landscape too: still a page sheet. Sheet: y 34, height 820 − 34 = 786.
    // Form: 1180 − 32 wide, 786 − 32 − 20 tall.
    Case(
      device: .iPadAir, orientation: .landscape, sheet: CGRect(x: 0, y: 34, width: 1180, height: 786),
      form: CGRect(x: 16, y: 50, width: 1148, height: 734)),
  ]

  /// Where each view of the form starts, from the form's top, and how tall it is.
  ///
  /// @3x: title 131/3; stack at 131/3 + 32 = 227/3, sections 88/3 + 104/3 = 64 tall, so the stack is 64 + 16 + 64 =
  /// 144; name field at 227/3 + 88/3 = 105; Pokémon section at 227/3 + 80 = 467/3, its field at 467/3 + 88/3 = 185;
  /// button at 227/3 + 144 + 32 = 755/3.
  ///
  /// @2x: title 44; stack at 76, sections 29.5 + 35 = 64.5, stack 145; name field at 105.5; Pokémon section at
  /// 76 + 80.5 = 156.5, its field at 186; button at 76 + 145 + 32 = 253.
  static func offsets(scale: CGFloat) -> [Offset] {
    scale == 3 ? offsetsAt3x : offsetsAt2x
  }

  struct Offset: Sendable {
    let identifier: String
    let y: CGFloat
    let height: CGFloat
  }

  static let offsetsAt3x: [Offset] = [
    Offset(identifier: "trainerForm.title", y: 0, height: 131.0 / 3),
    Offset(identifier: "trainerForm.stack", y: 227.0 / 3, height: 144),
    Offset(identifier: "trainerForm.nameSection", y: 227.0 / 3, height: 64),
    Offset(identifier: "trainerForm.nameField", y: 105, height: 104.0 / 3),
    Offset(identifier: "trainerForm.pokemonSection", y: 467.0 / 3, height: 64),
    Offset(identifier: "trainerForm.pokemonField", y: 185, height: 104.0 / 3),
    Offset(identifier: "trainerForm.saveButton", y: 755.0 / 3, height: 48),
  ]

  static let offsetsAt2x: [Offset] = [
    Offset(identifier: "trainerForm.title", y: 0, height: 44),
    Offset(identifier: "trainerForm.stack", y: 76, height: 145),
    Offset(identifier: "trainerForm.nameSection", y: 76, height: 64.5),
    Offset(identifier: "trainerForm.nameField", y: 105.5, height: 35),
    Offset(identifier: "trainerForm.pokemonSection", y: 156.5, height: 64.5),
    Offset(identifier: "trainerForm.pokemonField", y: 186, height: 35),
    Offset(identifier: "trainerForm.saveButton", y: 253, height: 48),
  ]

  @Test func theCasesCoverEveryDeviceInBothOrientations() {
    #expect(Self.cases.count == Device.all.count * 2)
    #expect(Set(Self.cases.map(\.testDescription)).count == Self.cases.count)
  }

  @Test func theOffsetsAgreeWithTheLineHeights() {
    for scale: CGFloat in [2, 3] {
      let offsets = Self.offsets(scale: scale)
      let title = LineHeight.extraLargeTitle(scale: scale)
      let section = LineHeight.sectionTitle(scale: scale) + LineHeight.control(scale: scale)
      #expect(abs(offsets[0].height - title) < 1e-9)
      #expect(abs(offsets[1].y - (title + 32)) < 1e-9)
      #expect(abs(offsets[2].height - section) < 1e-9)
      #expect(abs(offsets[6].y - (title + 32 + 2 * section + 16 + 32)) < 1e-9)
    }
  }

  @Test(arguments: cases)
  func presentedForm(_ expected: Case) throws {
    let window = try Screen.trainerForm.makeWindow(device: expected.device, orientation: expected.orientation)
    let snapshot = LayoutSnapshot(of: window)
    expectFrame(snapshot, "trainerForm", expected.sheet)
    expectFrame(snapshot, "trainerForm.form", expected.form)
    for offset in Self.offsets(scale: expected.device.scale) {
      let form = expected.form
      let frame = CGRect(x: form.minX, y: form.minY + offset.y, width: form.width, height: offset.height)
      expectFrame(snapshot, offset.identifier, frame)
    }
    #expect(window.layoutEngine.issues.isEmpty)
    #expect(window.layoutEngine.ambiguityReport().isEmpty)
  }

  /// The save button stays inside the form on the shortest screen: iPhone 15 landscape's form is 340 tall and the
  /// button ends at 755/3 + 48 = 899/3 ≈ 299.7.
  @Test func theButtonFitsInTheShortestForm() throws {
    let window = try Screen.trainerForm.makeWindow(device: .iPhone15, orientation: .landscape)
    let snapshot = LayoutSnapshot(of: window)
    let form = try #require(snapshot.node(withIdentifier: "trainerForm.form")).frame
    let button = try #require(snapshot.node(withIdentifier: "trainerForm.saveButton")).frame
    #expect(button.maxY <= form.maxY)
    #expect(abs(button.maxY - form.minY - 899.0 / 3) < 1e-9)
  }

  /// The presentation style in the snapshot follows the adaptation: full screen on an iPhone in landscape, a page
  /// sheet in portrait and on an iPad; turning the window switches it both ways.
  @Test func aPageSheetIsFullScreenWhereTheHeightIsCompact() throws {
    func style(_ window: Window) -> LayoutSnapshot.Presentation.Style? {
      LayoutSnapshot(of: window).node(withIdentifier: "trainerForm")?.presentation?.style
    }
    let phone = try Screen.trainerForm.makeWindow(device: .iPhone15, orientation: .portrait)
    #expect(style(phone) == .pageSheet)
    phone.orientation = .landscape
    phone.layoutIfNeeded()
    #expect(style(phone) == .fullScreen)
    expectFrame(LayoutSnapshot(of: phone), "trainerForm", CGRect(x: 0, y: 0, width: 852, height: 393))
    phone.orientation = .portrait
    phone.layoutIfNeeded()
    #expect(style(phone) == .pageSheet)
    expectFrame(LayoutSnapshot(of: phone), "trainerForm", CGRect(x: 0, y: 69, width: 393, height: 783))
    let pad = try Screen.trainerForm.makeWindow(device: .iPadAir, orientation: .landscape)
    #expect(style(pad) == .pageSheet)
  }

  /// A controller that asks for full screen gets it in portrait too; its safe area is the screen's: 59 at the top,
  /// 34 at the bottom on an iPhone 15.
  @Test func fullScreenPresentationCoversTheWindow() throws {
    let window = Window(device: .iPhone15)
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = ViewController()
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: false)
    let safeArea = presented.view.safeAreaLayoutGuide
    window.layoutIfNeeded()
    #expect(presented.presentationStyleInEffect == .fullScreen)
    #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(presented.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // 852 − 59 − 34 = 759 tall.
    #expect(safeArea.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    presented.dismiss(animated: false)
    #expect(presented.presentationStyleInEffect == nil)
    #expect(presented.view.superview == nil)
  }
}
