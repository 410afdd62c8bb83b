import Foundation
import Testing
import TrainerScreens
import Trellis
import TrellisText

/// `trainer-log` and `trainer-log-saved` on every device, against frames computed by hand from the tutorial's
/// constraints and the device metrics (REFERENCE §3, `Device.swift`).
///
/// The constraints: the button's centre is the view's centre; the label's top is 64 below the safe area's top, its
/// leading and trailing edges 16 inside the safe area's.
///
/// The safe area's top under the navigation bar is the bar's bottom: status bar + bar height. In portrait, iPhone 15
/// and 15 Pro Max: (59 − 16/3) + 44 = 293/3; iPhone SE: 20 + 44 = 64; iPad Air: 24 + 50 = 74. In landscape an iPhone
/// hides its status bar and its bar is compact: 0 + 32 = 32 on every iPhone (the screen's top inset is 0, so the
/// navigation controller adds all 32); the iPad keeps both bars: 24 + 50 = 74. Landscape iPhone 15s have 59-point
/// safe areas left and right.
///
/// The button: "Add Trainer Data" measures 136 points in the body font, plus 12 + 12 insets = 160 wide; its height
/// is a body line plus 7 + 7 (`LineHeight.control`).
@Suite struct TrainerLogLayoutTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let device: Device
    let orientation: Device.Orientation
    /// The label's frame; its height is 0 while it is empty.
    let label: CGRect
    /// The button's frame.
    let button: CGRect

    var testDescription: String { "\(device.commandLineName) \(orientation)" }
  }

  static let cases: [Case] = [
    // 393 × 852 @3x. Label: y 293/3 + 64 = 485/3, x 16, width 393 − 32 = 361.
    // Button: x (393 − 160)/2 = 116.5, y (852 − 104/3)/2 = 1226/3.
    Case(
      device: .iPhone15, orientation: .portrait, label: CGRect(x: 16, y: 485.0 / 3, width: 361, height: 0),
      button: CGRect(x: 116.5, y: 1226.0 / 3, width: 160, height: 104.0 / 3)),
    // 852 × 393. Label: y 0 + 32 + 64 = 96, x 59 + 16 = 75, width 852 − 2 × 59 − 32 = 702.
    // Button: x (852 − 160)/2 = 346, y (393 − 104/3)/2 = 1075/6.
    Case(
      device: .iPhone15, orientation: .landscape, label: CGRect(x: 75, y: 96, width: 702, height: 0),
      button: CGRect(x: 346, y: 1075.0 / 6, width: 160, height: 104.0 / 3)),
    // 430 × 932 @3x. Label: y 485/3, width 430 − 32 = 398. Button: x (430 − 160)/2 = 135, y (932 − 104/3)/2 = 1346/3.
    Case(
      device: .iPhone15ProMax, orientation: .portrait, label: CGRect(x: 16, y: 485.0 / 3, width: 398, height: 0),
      button: CGRect(x: 135, y: 1346.0 / 3, width: 160, height: 104.0 / 3)),
    // 932 × 430. Label: y 0 + 32 + 64 = 96, x 75, width 932 − 118 − 32 = 782. Button: x (932 − 160)/2 = 386,
    // y (430 − 104/3)/2 = 593/3.
    Case(
      device: .iPhone15ProMax, orientation: .landscape, label: CGRect(x: 75, y: 96, width: 782, height: 0),
      button: CGRect(x: 386, y: 593.0 / 3, width: 160, height: 104.0 / 3)),
    // 375 × 667 @2x. Label: y 64 + 64 = 128, width 375 − 32 = 343. Button: x (375 − 160)/2 = 107.5,
    // y (667 − 35)/2 = 316.
    Case(
      device: .iPhoneSE3, orientation: .portrait, label: CGRect(x: 16, y: 128, width: 343, height: 0),
      button: CGRect(x: 107.5, y: 316, width: 160, height: 35)),
    // 667 × 375, no landscape insets. Label: y 0 + 32 + 64 = 96, width 667 − 32 = 635. Button: x (667 − 160)/2 =
    // 253.5, y (375 − 35)/2 = 170.
    Case(
      device: .iPhoneSE3, orientation: .landscape, label: CGRect(x: 16, y: 96, width: 635, height: 0),
      button: CGRect(x: 253.5, y: 170, width: 160, height: 35)),
    // 820 × 1180 @2x. Label: y 74 + 64 = 138, width 820 − 32 = 788. Button: x (820 − 160)/2 = 330,
    // y (1180 − 35)/2 = 572.5.
    Case(
      device: .iPadAir, orientation: .portrait, label: CGRect(x: 16, y: 138, width: 788, height: 0),
      button: CGRect(x: 330, y: 572.5, width: 160, height: 35)),
    // 1180 × 820, status bar and bar as in portrait. Label: y 24 + 50 + 64 = 138, width 1180 − 32 = 1148.
    // Button: x (1180 − 160)/2 = 510, y (820 − 35)/2 = 392.5.
    Case(
      device: .iPadAir, orientation: .landscape, label: CGRect(x: 16, y: 138, width: 1148, height: 0),
      button: CGRect(x: 510, y: 392.5, width: 160, height: 35)),
  ]

  @Test func theButtonTitleMeasuresWhatTheCasesAssume() {
    let title = TextMeasurer().layout(of: "Add Trainer Data", font: .preferredFont(forTextStyle: .body), scale: 3)
    #expect(title.size.width + 12 + 12 == 160)
  }

  @Test func theCasesCoverEveryDeviceInBothOrientations() {
    #expect(Self.cases.count == Device.all.count * 2)
    #expect(Set(Self.cases.map(\.testDescription)).count == Self.cases.count)
  }

  @Test(arguments: cases)
  func emptyLog(_ expected: Case) throws {
    let window = try Screen.trainerLog.makeWindow(device: expected.device, orientation: expected.orientation)
    let snapshot = LayoutSnapshot(of: window)
    expectFrame(snapshot, "trainerLog.label", expected.label)
    expectFrame(snapshot, "trainerLog.addButton", expected.button)
    #expect(window.layoutEngine.issues.isEmpty)
    #expect(window.layoutEngine.ambiguityReport().isEmpty)
  }

  /// After saving, only the label's height changes: one body line.
  @Test(arguments: cases)
  func savedLog(_ expected: Case) throws {
    let window = try Screen.trainerLogSaved.makeWindow(device: expected.device, orientation: expected.orientation)
    let snapshot = LayoutSnapshot(of: window)
    var label = expected.label
    label.size.height = LineHeight.body(scale: expected.device.scale)
    expectFrame(snapshot, "trainerLog.label", label)
    expectFrame(snapshot, "trainerLog.addButton", expected.button)
    #expect(window.subviews.count == 1, "the sheet is dismissed")
    #expect(window.layoutEngine.issues.isEmpty)
  }

  @Test(arguments: cases)
  func theNavigationBarShowsTheTitle(_ expected: Case) throws {
    let window = try Screen.trainerLog.makeWindow(device: expected.device, orientation: expected.orientation)
    guard case .text(let title)? = LayoutSnapshot(of: window).node(withIdentifier: "navigationTitle")?.content else {
      Issue.record("no navigation title")
      return
    }
    #expect(title.text == "Trainer Log")
  }
}
