import Foundation
import Trellis

/// Prints a snapshot as an indented tree in the spirit of UIKit's `recursiveDescription`.
///
/// Each node is one line, `<Kind id='identifier'; frame = (x y; width height); attributes>`, with the frame in its
/// superview's coordinates and numbers rounded to 2 decimals with trailing zeros trimmed. `id` is the accessibility
/// identifier, or the node's stable path (`0.1.2`) when it has none. Children are indented by `"   | "` per level:
///
/// ```
/// <Window id='window'; frame = (0 0; 393 852)>
///    | <Label id='trainerLog.label'; frame = (16 161.67; 361 20.33); text = 'Trainer Ash likes Pikachu'>
/// ```
///
/// The attributes are: `text` (labels, text fields with text), `title` (buttons), `placeholder` (empty text
/// fields), `on = YES|NO` (switches), `image = 'name'` (image views), `hidden = YES` and `ambiguous = YES` (the
/// constraints leave the frame undetermined). Text is quoted with `'`; newlines, tabs, `'` and `\` are escaped so
/// that every node stays on one line.
public struct TextRenderer: Hashable, Sendable {
  /// Creates a text renderer.
  public init() {}

  /// The tree as text, one line per node, ending with a newline.
  ///
  /// - Parameter snapshot: The snapshot to print.
  /// - Returns: The text.
  /// - Complexity: O(n) in the number of nodes.
  public func render(_ snapshot: LayoutSnapshot) -> String {
    var lines: [String] = []
    appendLines(for: snapshot.root, parentFrame: nil, depth: 0, to: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One node's line, without indentation.
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - parentFrame: The parent's frame in window coordinates, or `nil` for the root.
  /// - Returns: The line.
  public func line(for node: LayoutSnapshot.Node, parentFrame: CGRect?) -> String {
    let frame = node.frame(relativeTo: parentFrame)
    var parts = [
      "\(node.kind) id='\(Self.escaped(node.displayID))'",
      "frame = (\(Self.number(frame.minX)) \(Self.number(frame.minY)); "
        + "\(Self.number(frame.width)) \(Self.number(frame.height)))",
    ]
    // `if case` rather than `switch`: content kinds this version does not know (the snapshot grows) print no
    // attribute.
    if case .text(let text) = node.content {
      parts.append("text = '\(Self.escaped(text.text))'")
    } else if case .button(let text, _) = node.content {
      parts.append("title = '\(Self.escaped(text.text))'")
    } else if case .textField(let text, let isPlaceholder, _) = node.content {
      parts.append("\(isPlaceholder ? "placeholder" : "text") = '\(Self.escaped(text.text))'")
    } else if case .toggle(let isOn) = node.content {
      parts.append("on = \(isOn ? "YES" : "NO")")
    } else if case .image(let name) = node.content {
      parts.append("image = '\(Self.escaped(name))'")
    }
    if node.isHidden { parts.append("hidden = YES") }
    if node.isAmbiguous { parts.append("ambiguous = YES") }
    return "<" + parts.joined(separator: "; ") + ">"
  }

  private func appendLines(for node: LayoutSnapshot.Node, parentFrame: CGRect?, depth: Int, to lines: inout [String]) {
    lines.append(String(repeating: "   | ", count: depth) + line(for: node, parentFrame: parentFrame))
    for child in node.children {
      appendLines(for: child, parentFrame: node.frame, depth: depth + 1, to: &lines)
    }
  }

  private static func number(_ value: CGFloat) -> String {
    NumberFormat.text(value, decimals: 2)
  }

  private static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "'": result += "\\'"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result
  }
}
