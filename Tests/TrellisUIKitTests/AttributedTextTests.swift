import Foundation
import Testing
import TrellisUIKit

@Suite struct AttributedTextTests {
  @Test func aLabelTakesTheTextFontAndColour() {
    let label = UILabel()
    let font = UIFont.boldSystemFont(ofSize: 24)
    label.attributedText = NSAttributedString(
      string: "Gym Leader", attributes: [.font: font, .foregroundColor: UIColor.systemRed])
    #expect(label.text == "Gym Leader")
    #expect(label.font == font)
    #expect(label.textColor == .systemRed)
    // The intrinsic size follows: 24 pt Inter line, 24 × 3408/2816 = 29.045 → 88/3 at 3×.
    #expect(label.intrinsicContentSize.height == 88.0 / 3)
    let readBack = label.attributedText
    #expect(readBack?.string == "Gym Leader")
    #expect(readBack?.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont == font)
  }

  @Test func missingAttributesLeaveTheLabelsOwn() {
    let label = UILabel()
    label.textColor = .secondaryLabel
    label.attributedText = NSAttributedString(string: "Plain")
    #expect(label.text == "Plain")
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.textColor == .secondaryLabel)
    label.attributedText = nil
    #expect(label.text == nil)
    #expect(label.attributedText == nil)
  }

  @Test func aTextFieldTakesTheTextFontAndColour() {
    let field = UITextField()
    field.attributedText = NSAttributedString(
      string: "Ash", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.systemBlue])
    #expect(field.text == "Ash")
    #expect(field.font == .systemFont(ofSize: 20))
    #expect(field.textColor == .systemBlue)
  }

  @Test func aButtonTakesTheTitleFontAndTheStatesColour() throws {
    let button = UIButton(type: .system)
    let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
    button.setAttributedTitle(
      NSAttributedString(string: "Skip", attributes: [.font: font, .foregroundColor: UIColor.secondaryLabel]),
      for: .normal)
    #expect(button.currentTitle == "Skip")
    #expect(button.titleLabel?.font == font)
    #expect(button.titleColor(for: .normal) == .secondaryLabel)
    let readBack = try #require(button.attributedTitle(for: .normal))
    #expect(readBack.string == "Skip")
    #expect(readBack.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor == .secondaryLabel)
    // The width is the semibold 13-point title's, on the 3× pixel grid.
    #expect(button.intrinsicContentSize.width == (3 * font.width(of: "Skip")).rounded(.up) / 3)
    button.setAttributedTitle(nil, for: .normal)
    #expect(button.currentTitle == nil)
    #expect(button.attributedTitle(for: .normal) == nil)
  }

  @Test func theKeysAreUIKitsRawNames() {
    #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
  }
}

@Suite struct ScreenTests {
  @Test func mainIsAnIPhone15() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(UIScreen.main.scale == 3)
  }

  @Test func aWindowsScreenIsItsDevices() {
    let window = UIWindow(device: .iPhoneSE3, orientation: .landscape)
    #expect(window.screen.bounds == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(window.screen.nativeScale == 2)
    let view = UIView()
    #expect(view.window == nil)
    window.addSubview(view)
    #expect(view.window === window)
  }
}
