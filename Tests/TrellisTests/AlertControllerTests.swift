import Foundation
import Testing
import TrellisText

@testable import Trellis

/// An alert is presented over the whole screen (the presenting screen stays), its box laid out from the metrics in
/// `AlertController`'s documentation, and tapping a button dismisses it and then runs the action.
@Suite struct AlertControllerTests {
  /// A line of a font on a 3× screen: its line height rounded up to a third of a point.
  private func line(_ font: Font, count: CGFloat = 1) -> CGFloat { (count * font.lineHeight * 3).rounded(.up) / 3 }

  private func presentedAlert(
    actions: [AlertAction], message: String = "Done"
  ) -> (Window, ViewController, AlertController) {
    let window = Window(device: .iPhone15)
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let alert = AlertController(title: "Saved", message: message, preferredStyle: .alert)
    for action in actions { alert.addAction(action) }
    root.present(alert, animated: true)
    window.layoutIfNeeded()
    return (window, root, alert)
  }

  @Test func oneActionIsAButtonUnderTheText() throws {
    let (window, root, alert) = presentedAlert(actions: [AlertAction(title: "OK", style: .cancel)])
    #expect(alert.presentationStyleInEffect == .overFullScreen)
    #expect(alert.view.frame == window.bounds)
    #expect(root.view.superview === window)  // the presenting screen stays
    let box = try #require(alert.view.subviews.first)
    // 20 + title + 2 + message + 20 + 44, 270 wide, centred in 393 × 852.
    let title = line(.preferredFont(forTextStyle: .headline))
    let message = line(.preferredFont(forTextStyle: .footnote))
    let height = 20 + title + 2 + message + 20 + 44
    #expect(abs(box.frame.height - height) < 1e-9)
    #expect(box.frame.minX == 61.5)  // (393 − 270) / 2
    #expect(box.frame.width == 270)
    #expect(abs(box.frame.midY - 426) < 1.0 / 3)
    let button = alert.actionButtons[0]
    #expect(button.frame == CGRect(x: 0, y: 0, width: 270, height: 44))
    #expect(abs((button.superview?.frame.minY ?? 0) - (height - 44)) < 1e-9)
    let snapshot = LayoutSnapshot(of: window)
    #expect(snapshot.node(withIdentifier: "alert")?.presentation?.style == .overFullScreen)
    #expect(window.layoutEngine.issues.isEmpty)
    #expect(window.layoutEngine.ambiguityReport().isEmpty)
  }

  @Test func twoActionsShareARowAndThreeAreStacked() {
    let (_, _, pair) = presentedAlert(actions: [
      AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Delete", style: .destructive),
    ])
    // Side by side: 270 / 2 = 135 each, at the same y.
    #expect(pair.actionButtons.map(\.frame.width) == [135, 135])
    #expect(pair.actionButtons[1].frame.minX == 135)
    #expect(pair.actionButtons[0].frame.minY == pair.actionButtons[1].frame.minY)
    let (_, _, three) = presentedAlert(actions: [
      AlertAction(title: "A", style: .default), AlertAction(title: "B", style: .default),
      AlertAction(title: "C", style: .cancel),
    ])
    // One above the other, 44 apart, full width.
    let ys = three.actionButtons.map(\.frame.minY)
    #expect(ys[1] - ys[0] == 44 && ys[2] - ys[1] == 44)
    #expect(three.actionButtons.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 })
  }

  @Test func tappingAnActionDismissesTheAlertThenRunsTheHandler() {
    var events: [String] = []
    // Weak: the alert holds the action, whose handler would otherwise hold the alert (a cycle).
    weak var alert: AlertController?
    let action = AlertAction(title: "OK", style: .default) { tapped in
      events.append("\(tapped.title ?? "") presented: \(alert?.presentingViewController != nil)")
    }
    let (window, root, presented) = presentedAlert(actions: [action])
    alert = presented
    presented.actionButtons[0].tap()
    #expect(events == ["OK presented: false"])
    #expect(root.presentedViewController == nil)
    #expect(presented.view.superview == nil)
    #expect(window.subviews.count == 1)
  }

  @Test func aDisabledActionCannotBeTapped() {
    let action = AlertAction(title: "Send", style: .default) { _ in Issue.record("the handler ran") }
    action.isEnabled = false
    let (_, root, alert) = presentedAlert(actions: [action])
    alert.actionButtons[0].tap()
    #expect(root.presentedViewController === alert)
  }

  /// The message wraps at 270 − 32 = 238 points, so a message of three lines makes the box taller by three lines
  /// less one (each height rounded up to a third of a point).
  @Test func longMessagesWrap() {
    let (_, _, short) = presentedAlert(actions: [AlertAction(title: "OK", style: .cancel)])
    let (_, _, long) = presentedAlert(
      actions: [AlertAction(title: "OK", style: .cancel)],
      message: "FIRST NAME: Ash\nLAST NAME: Ketchum\nEMAIL: ash@pallet.town")
    let footnote = Font.preferredFont(forTextStyle: .footnote)
    let growth = line(footnote, count: 3) - line(footnote)
    #expect(abs(long.view.subviews[0].frame.height - short.view.subviews[0].frame.height - growth) < 1e-9)
  }
}
