import Foundation
import TrellisText

/// An immutable picture of a laid-out view tree: what renderers read, never the live views or the solver.
///
/// ```swift
/// let snapshot = LayoutSnapshot(of: window)
/// for node in snapshot.nodes { print(node.id, node.kind, node.frame) }
/// ```
public struct LayoutSnapshot: Hashable, Sendable {
  /// One view of the tree.
  public struct Node: Hashable, Sendable {
    /// The view's position in the tree as child indices from the root (`"0"` is the root, `"0.2.1"` the second
    /// subview of the third subview): stable for the same tree.
    public var id: String
    /// The view's type name (`View`, `Label`, or the name of your subclass).
    public var kind: String
    /// The view's ``View/accessibilityIdentifier``.
    public var identifier: String?
    /// The frame in the root's space (window coordinates when the root is a window).
    public var frame: CGRect
    /// Whether the view is hidden (its descendants are not drawn either).
    public var isHidden: Bool
    /// The background colour.
    public var backgroundColor: Color?
    /// What the view draws.
    public var content: Content
    /// The subviews, back to front.
    public var children: [Node]
  }

  /// What a view draws.
  public enum Content: Hashable, Sendable {
    /// Nothing but its background.
    case view
    /// Text, as a label draws it.
    case text(Text)
    /// A button: its title and background (`nil` for none).
    case button(Text, background: Color?)
    /// A text field: the text, or the placeholder when it is empty.
    case textField(Text, isPlaceholder: Bool, borderStyle: TextField.BorderStyle)
    /// A switch.
    case toggle(isOn: Bool)
    /// An image, scaled to the node's frame.
    case image(name: String)
  }

  /// The text of a label and how it is laid out in the node's frame.
  public struct Text: Hashable, Sendable {
    /// The whole text.
    public var text: String
    /// The font.
    public var font: Font
    /// The colour.
    public var color: Color
    /// The alignment, with `natural` resolved to left or right.
    public var alignment: TextAlignment
    /// The maximum number of lines (0 for no limit).
    public var numberOfLines: Int
    /// The lines as laid out at the frame's width, truncated where they do not fit.
    public var lines: [String]
    /// The first baseline, from the top of the frame.
    public var firstBaseline: CGFloat
    /// The last baseline, from the top of the frame.
    public var lastBaseline: CGFloat
  }

  /// The root node.
  public var root: Node

  /// Lays out the view's tree if needed and records it.
  ///
  /// - Parameter view: The root of the picture (usually a tree's root or window).
  public init(of view: View) {
    view.layoutIfNeeded()
    let origin = view.superview.map { $0.pointInRootSpace($0.boundsOrigin) } ?? .zero
    root = Self.node(for: view, id: "0", parentOrigin: origin)
  }

  private static func node(for view: View, id: String, parentOrigin: CGPoint) -> Node {
    let frame = view.frameStorage.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
    let childOrigin = CGPoint(x: frame.minX - view.boundsOrigin.x, y: frame.minY - view.boundsOrigin.y)
    return Node(
      id: id, kind: String(describing: type(of: view)), identifier: view.accessibilityIdentifier, frame: frame,
      isHidden: view.isHidden, backgroundColor: view.backgroundColor, content: view.snapshotContent(),
      children: view.subviews.enumerated().map { index, child in
        node(for: child, id: "\(id).\(index)", parentOrigin: childOrigin)
      })
  }

  /// Every node, depth first, parents before children.
  public var nodes: [Node] {
    var result: [Node] = []
    func visit(_ node: Node) {
      result.append(node)
      node.children.forEach(visit)
    }
    visit(root)
    return result
  }

  /// The first node (depth first) with an accessibility identifier.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The node, or `nil`.
  public func node(withIdentifier identifier: String) -> Node? {
    nodes.first { $0.identifier == identifier }
  }
}
