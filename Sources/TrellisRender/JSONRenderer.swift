import Foundation
import Trellis

/// Writes a snapshot as JSON with a stable schema (Docs/Render.md, version 1).
///
/// The output is deterministic: keys in a fixed order, two-space indentation, numbers rounded to 1/1000 of a point
/// with trailing zeros trimmed, and no key that depends on memory addresses or hashing. Everything comes from the
/// snapshot: the device, orientation and appearance at the top, then the tree.
///
/// ```swift
/// let json = JSONRenderer().render(LayoutSnapshot(of: window))
/// ```
public struct JSONRenderer: Hashable, Sendable {
  /// The schema version written as the top-level `version`.
  public static let schemaVersion = 1

  /// Creates a JSON renderer.
  public init() {}

  /// The snapshot as a JSON document ending with a newline.
  ///
  /// - Parameter snapshot: The snapshot.
  /// - Returns: The JSON text.
  /// - Complexity: O(n) in the number of nodes.
  public func render(_ snapshot: LayoutSnapshot) -> String {
    var members: [(String, String)] = [("version", String(Self.schemaVersion))]
    if let device = snapshot.device {
      members.append(
        (
          "device",
          JSONText.inlineObject([
            ("name", JSONText.string(device.name)), ("width", JSONText.number(device.portraitSize.width)),
            ("height", JSONText.number(device.portraitSize.height)), ("scale", JSONText.number(device.scale)),
          ])
        ))
    }
    if let orientation = snapshot.orientation {
      members.append(("orientation", JSONText.string(orientation == .portrait ? "portrait" : "landscape")))
    }
    members.append(("appearance", JSONText.string(snapshot.appearance == .dark ? "dark" : "light")))
    members.append(("root", object(for: snapshot.root, indent: "  ")))
    return block(members, indent: "") + "\n"
  }

  private func object(for node: LayoutSnapshot.Node, indent: String) -> String {
    let frame = node.frame
    var members: [(String, String)] = [
      ("id", JSONText.string(node.displayID)), ("path", JSONText.string(node.id)),
      ("kind", JSONText.string(node.kind)),
      (
        "frame",
        JSONText.inlineObject([
          ("x", JSONText.number(frame.minX)), ("y", JSONText.number(frame.minY)),
          ("width", JSONText.number(frame.width)), ("height", JSONText.number(frame.height)),
        ])
      ),
    ]
    if let insets = node.safeAreaInsets {
      members.append(
        (
          "safeAreaInsets",
          JSONText.inlineObject([
            ("top", JSONText.number(insets.top)), ("left", JSONText.number(insets.left)),
            ("bottom", JSONText.number(insets.bottom)), ("right", JSONText.number(insets.right)),
          ])
        ))
    }
    if let presentation = node.presentation {
      members.append(("presentation", JSONText.string(presentation.style.rawValue)))
    }
    // `if case` rather than `switch`: content kinds this version does not know (the snapshot grows) add no key.
    if case .text(let text) = node.content {
      members.append(("text", JSONText.string(text.text)))
    } else if case .button(let text, _) = node.content {
      members.append(("text", JSONText.string(text.text)))
    } else if case .textField(let text, let isPlaceholder, _) = node.content {
      members.append((isPlaceholder ? "placeholder" : "text", JSONText.string(text.text)))
    } else if case .toggle(let isOn) = node.content {
      members.append(("isOn", isOn ? "true" : "false"))
    } else if case .image(let name) = node.content {
      members.append(("image", JSONText.string(name)))
    }
    members.append(("hidden", node.isHidden ? "true" : "false"))
    if node.isAmbiguous { members.append(("ambiguous", "true")) }
    let childIndent = indent + "    "
    let children =
      node.children.isEmpty
      ? "[]"
      : "[\n" + node.children.map { childIndent + object(for: $0, indent: childIndent) }.joined(separator: ",\n")
        + "\n" + indent + "  ]"
    members.append(("children", children))
    return block(members, indent: indent)
  }

  /// A multi-line object whose members are indented two spaces deeper than `indent`.
  private func block(_ members: [(String, String)], indent: String) -> String {
    "{\n" + members.map { "\(indent)  \(JSONText.string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n\(indent)}"
  }
}
