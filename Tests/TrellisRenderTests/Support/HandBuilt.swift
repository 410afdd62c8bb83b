import Foundation
import TrellisText

@testable import Trellis

/// Small snapshots written by hand, so that the expected output can be worked out without a layout.
enum HandBuilt {
  static func node(
    _ id: String, kind: String = "View", identifier: String? = nil, frame: CGRect, isHidden: Bool = false,
    background: Color? = nil, content: LayoutSnapshot.Content = .view, children: [LayoutSnapshot.Node] = []
  ) -> LayoutSnapshot.Node {
    LayoutSnapshot.Node(
      id: id, kind: kind, identifier: identifier, frame: frame, isHidden: isHidden, backgroundColor: background,
      content: content, children: children)
  }

  static func text(
    _ string: String, size: CGFloat = 17, weight: Font.Weight = .regular, color: Color = .label,
    alignment: TextAlignment = .left, lines: [String]? = nil, firstBaseline: CGFloat = 16,
    lastBaseline: CGFloat? = nil
  ) -> LayoutSnapshot.Text {
    LayoutSnapshot.Text(
      text: string, font: .systemFont(ofSize: size, weight: weight), color: color, alignment: alignment,
      numberOfLines: 1, lines: lines ?? [string], firstBaseline: firstBaseline,
      lastBaseline: lastBaseline ?? firstBaseline)
  }

  /// A 200 × 300 root with a label (fractional frame), a hidden view with a child, a filled button, a text field
  /// with a placeholder and a switch.
  static var smallScreen: LayoutSnapshot {
    var snapshot = LayoutSnapshot(of: View(frame: CGRect(x: 0, y: 0, width: 200, height: 300)))
    snapshot.root = node(
      "0", identifier: "root", frame: CGRect(x: 0, y: 0, width: 200, height: 300), background: .systemBackground,
      children: [
        node(
          "0.0", kind: "Label", identifier: "greeting", frame: CGRect(x: 16, y: 20.333_333, width: 168, height: 20.5),
          content: .text(text("Hello, <Ash> & 'Pikachu'"))),
        node(
          "0.1", frame: CGRect(x: 10, y: 50, width: 100, height: 40), isHidden: true,
          children: [node("0.1.0", kind: "Label", frame: CGRect(x: 12, y: 55, width: 50, height: 20))]),
        node(
          "0.2", kind: "Button", identifier: "save", frame: CGRect(x: 50, y: 100, width: 100, height: 40),
          content: .button(text("Save", color: .white, alignment: .center, firstBaseline: 26), background: .systemBlue)),
        node(
          "0.3", kind: "TextField", frame: CGRect(x: 16, y: 160, width: 168, height: 34),
          content: .textField(
            text("Name", color: .placeholderText, firstBaseline: 23), isPlaceholder: true, borderStyle: .roundedRect)),
        node("0.4", kind: "Switch", frame: CGRect(x: 16, y: 210, width: 51, height: 31), content: .toggle(isOn: false)),
      ])
    return snapshot
  }
}
