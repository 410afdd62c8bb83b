import Foundation
import Testing
import TrellisText

@testable import Trellis

@Suite struct ButtonTitleTests {
  @Test func titleLabelFontSetsTheTitleFont() throws {
    let button = Button()
    button.setTitle("Forgot password?", for: .normal)
    let label = try #require(button.titleLabel)
    // Classic buttons default to the 15-point system font.
    #expect(label.font == .systemFont(ofSize: 15))
    #expect(label.text == "Forgot password?")
    label.font = .boldSystemFont(ofSize: 20)
    #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 20))
    // Measured in the new font: the bold 20-point title's width, and its line (20 × 3408/2816 = 24.2 → 73/3 at 3×),
    // which is under the classic button's 30-point minimum height.
    let width = Font.boldSystemFont(ofSize: 20).width(of: "Forgot password?")
    #expect(button.intrinsicContentSize.width == (3 * width).rounded(.up) / 3)
    #expect(button.intrinsicContentSize.height == 30)
    #expect(button.titleLabel === label)
  }

  @Test func aConfiguredButtonUsesTheTitleLabelFontToo() throws {
    let button = Button()
    button.configuration = .filled()
    button.setTitle("Sign In", for: .normal)
    #expect(button.titleLabel?.font == .preferredFont(forTextStyle: .body))
    button.titleLabel?.font = .systemFont(ofSize: 24)
    // 24 × 3408/2816 = 29.045 → 88/3, plus 7 + 7: 130/3.
    #expect(button.intrinsicContentSize.height == 130.0 / 3)
  }

  @Test func changingTheTitleFontRelaysOut() {
    let window = Window(device: .iPhone15)
    let button = Button()
    button.setTitle("Go", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(button)
    LayoutConstraint.activate([
      button.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
    ])
    window.layoutIfNeeded()
    let before = button.frame.width
    button.titleLabel?.font = .systemFont(ofSize: 30)
    window.layoutIfNeeded()
    #expect(button.frame.width == button.intrinsicContentSize.width)
    #expect(button.frame.width > before)
    // 30 × 3408/2816 = 36.307 → 109/3 at 3×, above the 30-point minimum.
    #expect(button.frame.height == 109.0 / 3)
  }

  @Test func titleColoursByState() {
    let button = Button()
    #expect(button.titleColor(for: .normal) == nil)
    button.setTitleColor(.systemRed, for: .normal)
    button.setTitleColor(.systemGray, for: .disabled)
    #expect(button.titleColor(for: .normal) == .systemRed)
    #expect(button.titleColor(for: .highlighted) == .systemRed)
    #expect(button.titleColor(for: .disabled) == .systemGray)
  }

  @Test func animationsRunAtOnceAndComplete() {
    var steps: [String] = []
    View.animate(withDuration: 0.3) { steps.append("animations") }
    View.animate(
      withDuration: 0.3, animations: { steps.append("second") },
      completion: { finished in steps.append("completion \(finished)") })
    View.animate(
      withDuration: 0.5, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [.curveEaseOut],
      animations: { steps.append("spring") })
    #expect(steps == ["animations", "second", "completion true", "spring"])
  }
}
