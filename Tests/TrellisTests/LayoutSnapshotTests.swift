import Foundation
import Testing

@testable import Trellis

@Suite struct LayoutSnapshotTests {
  private func requireSendable<T: Sendable>(_: T.Type) {}

  @Test func framesAreInWindowCoordinatesWithStableIDs() {
    requireSendable(LayoutSnapshot.self)
    let window = Window(device: .iPhone15)
    let card = View(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
    card.backgroundColor = .systemGroupedBackground
    card.accessibilityIdentifier = "card"
    let badge = View(frame: CGRect(x: 10, y: 5, width: 30, height: 30))
    badge.isHidden = true
    let toggle = Switch(frame: CGRect(x: 100, y: 10, width: 51, height: 31))
    toggle.isOn = true
    window.addSubview(card)
    card.addSubview(badge)
    card.addSubview(toggle)
    let snapshot = LayoutSnapshot(of: window)
    #expect(snapshot.nodes.map(\.id) == ["0", "0.0", "0.0.0", "0.0.1"])
    #expect(snapshot.nodes.map(\.kind) == ["Window", "View", "View", "Switch"])
    // The badge is at (20 + 10, 100 + 5) in the window.
    #expect(snapshot.nodes[2].frame == CGRect(x: 30, y: 105, width: 30, height: 30))
    #expect(snapshot.nodes[2].isHidden)
    #expect(snapshot.node(withIdentifier: "card")?.backgroundColor == .systemGroupedBackground)
    #expect(snapshot.nodes[3].content == .toggle(isOn: true))
    #expect(snapshot.root.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func snapshotIsAValue() {
    let root = makeRoot()
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Before"
    root.addSubview(label)
    let before = LayoutSnapshot(of: root)
    label.text = "After"
    let after = LayoutSnapshot(of: root)
    #expect(before != after)
    guard case .text(let text) = before.nodes[1].content else {
      Issue.record("no text")
      return
    }
    #expect(text.text == "Before")
  }
}
