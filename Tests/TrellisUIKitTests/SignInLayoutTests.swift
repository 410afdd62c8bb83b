import Foundation
import Testing
import TrellisUIKit

/// The tutorial-style sign-in screen (TutorialStyle/), laid out in a navigation controller and driven.
///
/// Figures: the root view's layout margins are 16 on each side (the system minimum on a phone), so the content is
/// 393 − 32 = 361 wide on an iPhone 15 and 375 − 32 = 343 on an iPhone SE. The safe area starts below the navigation
/// bar: 59 − 16/3 + 44 = 293/3 on an iPhone 15, 20 + 44 = 64 on an SE. Text line heights are Inter's 3408/2816 ×
/// size rounded up to the pixel grid (3× on the iPhone 15, 2× on the SE):
///
/// | text | size | exact | 3× | 2× |
/// |---|---|---|---|---|
/// | name (title2) | 22 | 26.625 | 80/3 | 27 |
/// | bio (subheadline) | 15 | 18.153 | 55/3 | 18.5 |
/// | body, fields' 17-pt text | 17 | 20.574 | 62/3 | 21 |
///
/// A rounded-rect field adds 7 + 7: 104/3 (3×), 35 (2×). The switch is 51 × 31 and hugs at 750, so the "Remember
/// me" row is 31 tall (the label's hugging, 250, gives way) and the label takes the rest of the width: 361 − 8 − 51 =
/// 302 (343 − 59 = 284 on the SE). The header row centres a 64 × 64 avatar and the name, which stretches (hugging
/// lowered to 250, the avatar's width required): 361 − 64 − 12 = 285 (267 on the SE), centred at (64 − h) / 2.
@Suite struct SignInLayoutTests {
  struct Expected {
    let device: Device
    let width: CGFloat, safeTop: CGFloat
    let nameHeight: CGFloat, bioHeight: CGFloat, fieldHeight: CGFloat
  }

  static let devices = [
    Expected(
      device: .iPhone15, width: 361, safeTop: 293.0 / 3, nameHeight: 80.0 / 3, bioHeight: 55.0 / 3,
      fieldHeight: 104.0 / 3),
    Expected(device: .iPhoneSE3, width: 343, safeTop: 64, nameHeight: 27, bioHeight: 18.5, fieldHeight: 35),
  ]

  struct Screen {
    let window: UIWindow
    let controller: SignInViewController

    init(device: Device) {
      controller = SignInViewController()
      window = UIWindow(device: device)
      window.rootViewController = UINavigationController(rootViewController: controller)
      window.makeKeyAndVisible()
    }

    var stack: UIStackView { controller.view.subviews(of: UIStackView.self)[0] }
    var rows: [UIView] { stack.arrangedSubviews }
    var header: UIStackView { rows[0] as! UIStackView }
    var rememberMeRow: UIStackView { rows[4] as! UIStackView }
    var buttons: [UIButton] { controller.view.subviews(of: UIButton.self) }
    var fields: [UITextField] { [rows[2] as! UITextField, rows[3] as! UITextField] }
    var toggle: UISwitch { rememberMeRow.arrangedSubviews[1] as! UISwitch }
  }

  /// Nearly equal: frames that go through the solver are exact to within rounding of thirds.
  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
      && abs(a.height - b.height) < 1e-9
  }

  @Test(arguments: devices)
  func laysOutAsComputedByHand(expected e: Expected) {
    let screen = Screen(device: e.device)
    #expect(screen.window.layoutEngine.issues.isEmpty)
    #expect(screen.window.layoutEngine.ambiguityReport().isEmpty)
    #expect(screen.controller.navigationController?.navigationBar.titleLabel.text == "Sign In")
    // Stack: 24 below the safe area, between the margins. Rows, 16 apart: header 64, bio, two fields, the 31-pt row.
    let rowHeights = [64, e.bioHeight, e.fieldHeight, e.fieldHeight, 31]
    let stackHeight = rowHeights.reduce(0, +) + 4 * 16
    #expect(Self.close(screen.stack.frame, CGRect(x: 16, y: e.safeTop + 24, width: e.width, height: stackHeight)))
    var y: CGFloat = 0
    for (row, height) in zip(screen.rows, rowHeights) {
      #expect(Self.close(row.frame, CGRect(x: 0, y: y, width: e.width, height: height)), "\(row)")
      y += height + 16
    }
    // Header row: avatar 64 × 64 at the leading edge; the name 12 after it, centred vertically.
    let avatar = screen.header.arrangedSubviews[0]
    let name = screen.header.arrangedSubviews[1]
    #expect(avatar.frame == CGRect(x: 0, y: 0, width: 64, height: 64))
    #expect(
      Self.close(name.frame, CGRect(x: 76, y: (64 - e.nameHeight) / 2, width: e.width - 76, height: e.nameHeight)))
    // "Remember me" row: the label stretches, the switch keeps 51 × 31 at the trailing edge.
    #expect(
      Self.close(screen.rememberMeRow.arrangedSubviews[0].frame, CGRect(x: 0, y: 0, width: e.width - 59, height: 31)))
    #expect(Self.close(screen.toggle.frame, CGRect(x: e.width - 51, y: 0, width: 51, height: 31)))
    // Sign In: 32 below the stack, between the margins, 50 tall.
    let signInTop = e.safeTop + 24 + stackHeight + 32
    #expect(Self.close(screen.buttons[0].frame, CGRect(x: 16, y: signInTop, width: e.width, height: 50)))
    // Forgot password: a system button (its 13-pt footnote title is under the 30-pt minimum) 8 below, centred.
    let forgot = screen.buttons[1]
    #expect(abs(forgot.frame.minY - (signInTop + 50 + 8)) < 1e-9)
    #expect(forgot.frame.height == 30)
    #expect(abs(forgot.frame.midX - screen.window.bounds.width / 2) < 1e-9)
    #expect(forgot.frame.width == forgot.intrinsicContentSize.width)
  }

  @Test func iPhone15FiguresWrittenOut() {
    // The same layout, as literal numbers: stack top 293/3 + 24 = 365/3; stack height
    // 64 + 55/3 + 104/3 + 104/3 + 31 + 64 = 740/3; Sign In top 365/3 + 740/3 + 32 = 1201/3; Forgot 1201/3 + 58 = 1375/3.
    let screen = Screen(device: .iPhone15)
    #expect(Self.close(screen.stack.frame, CGRect(x: 16, y: 365.0 / 3, width: 361, height: 740.0 / 3)))
    #expect(Self.close(screen.buttons[0].frame, CGRect(x: 16, y: 1201.0 / 3, width: 361, height: 50)))
    #expect(abs(screen.buttons[1].frame.minY - 1375.0 / 3) < 1e-9)
  }

  @Test func targetActionsRunTheControllersMethods() {
    let screen = Screen(device: .iPhone15)
    var signIns: [[String]] = []
    screen.controller.onSignIn = { email, password in signIns.append([email, password]) }
    screen.fields[0].insertText("misty@cerulean.example")
    screen.fields[1].insertText("starmie")
    screen.buttons[0].sendActions(for: .touchUpInside)
    #expect(signIns == [["misty@cerulean.example", "starmie"]])
    #expect(screen.controller.isRememberMeOn)
    screen.toggle.toggle()
    #expect(!screen.controller.isRememberMeOn)
    // The switch's action hides "Forgot password?" inside UIView.animate, which runs at once.
    #expect(screen.buttons[1].isHidden)
    screen.toggle.toggle()
    #expect(screen.controller.isRememberMeOn)
    #expect(!screen.buttons[1].isHidden)
  }

  @Test func traitsAndStylesAreKept() {
    let screen = Screen(device: .iPhone15)
    #expect(screen.fields[0].keyboardType == .emailAddress)
    #expect(screen.fields[0].autocapitalizationType == UITextAutocapitalizationType.none)
    #expect(screen.fields[0].returnKeyType == .next)
    #expect(screen.fields[1].isSecureTextEntry)
    #expect(screen.buttons[0].configuration?.style == .filled)
    #expect(screen.buttons[0].currentTitle == "Sign In")
    #expect(screen.buttons[1].titleLabel?.font == .preferredFont(forTextStyle: .footnote))
    #expect(screen.buttons[1].titleColor(for: .normal) == .secondaryLabel)
    #expect((screen.header.arrangedSubviews[0] as? UIImageView)?.contentMode == .scaleAspectFill)
    #expect((screen.rows[1] as? UILabel)?.textColor == .secondaryLabel)
    // Layer attributes are recorded for renderers; they change no frame (the layout tests above).
    let avatar = screen.header.arrangedSubviews[0]
    #expect(avatar.layer.cornerRadius == 32 && avatar.clipsToBounds)
    #expect(screen.fields[1].layer.borderWidth == 1)
    #expect(screen.fields[1].layer.borderColor == .systemGray4)
    #expect(screen.controller.view.effectiveUserInterfaceStyle == .light)
  }
}
