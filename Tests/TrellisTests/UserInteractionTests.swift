import Foundation
import Testing

@testable import Trellis

/// `isUserInteractionEnabled` stops simulated taps on a control and its subviews' controls, as UIKit stops touches;
/// code that sends actions itself still runs them.
@Suite struct UserInteractionTests {
  @Test func defaultsFollowUIKit() {
    #expect(View().isUserInteractionEnabled)
    #expect(Button().isUserInteractionEnabled)
    #expect(!Label().isUserInteractionEnabled)
    #expect(!ImageView(image: nil).isUserInteractionEnabled)
  }

  @Test func tapsDoNotReachAControlThatDoesNotReceiveThem() {
    let container = View()
    let button = Button()
    let toggle = Switch()
    container.addSubview(button)
    container.addSubview(toggle)
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    button.tap()
    #expect(taps == 1)
    button.isUserInteractionEnabled = false
    button.tap()
    #expect(taps == 1)
    // Code still sends the actions itself.
    button.sendActions(for: .touchUpInside)
    #expect(taps == 2)
    button.isUserInteractionEnabled = true
    container.isUserInteractionEnabled = false
    button.tap()
    toggle.toggle()
    #expect(taps == 2)
    #expect(!toggle.isOn)
    container.isUserInteractionEnabled = true
    button.isHidden = true
    button.tap()
    #expect(taps == 2)
    toggle.toggle()
    #expect(toggle.isOn)
  }

  @Test func withAlphaComponentKeepsTheColour() {
    let gray = Color.rgb(54, 61, 79)
    #expect(gray.withAlphaComponent(0.4) == Color(red: 54.0 / 255, green: 61.0 / 255, blue: 79.0 / 255, alpha: 0.4))
    #expect(gray.withAlphaComponent(2).alpha == 1)
    #expect(gray.withAlphaComponent(-1).alpha == 0)
    #expect(gray.withAlphaComponent(.nan).alpha == 0)
  }

  @Test func switchesRecordTheirOnTint() {
    let toggle = Switch()
    #expect(toggle.onTintColor == nil)
    toggle.onTintColor = .systemBlue
    #expect(toggle.onTintColor == .systemBlue)
  }
}
