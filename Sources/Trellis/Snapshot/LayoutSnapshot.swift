import Foundation
import TrellisText

/// An immutable picture of a laid-out view tree: what renderers read, never the live views or the solver.
///
/// ```swift
/// let snapshot = LayoutSnapshot(of: window)
/// for node in snapshot.nodes { print(node.id, node.kind, node.frame) }
/// ```
///
/// Besides the tree of ``Node``s it records the screen (``device``, ``orientation``, ``appearance``) and the
/// active ``constraints``, so that a renderer can draw the status bar, dark appearance and a constraint overlay
/// without guessing.
public struct LayoutSnapshot: Hashable, Sendable {
  /// The root node.
  public var root: Node
  /// The device of the window the tree is in; `nil` when the tree has no ``Window``.
  public var device: Device?
  /// The window's orientation; `nil` when the tree has no ``Window``.
  public var orientation: Device.Orientation?
  /// The style in effect at the root (``View/effectiveUserInterfaceStyle``): light or dark, never unspecified.
  public var appearance: UserInterfaceStyle
  /// The active constraints held by the views of the tree (including broken ones and the engine's own), in tree
  /// order and, for each view, in the order they were activated.
  public var constraints: [Constraint]

  /// Lays out the view's tree if needed and records it.
  ///
  /// - Parameter view: The root of the picture (usually a tree's root or window).
  /// - Complexity: O(n + c) in the number of views and constraints, after the layout pass.
  public init(of view: View) {
    view.layoutIfNeeded()
    var capture = SnapshotCapture(top: view)
    root = capture.captureTree()
    let window = view.rootView as? Window
    device = window?.device
    orientation = window?.orientation
    appearance = view.effectiveUserInterfaceStyle == .dark ? .dark : .light
    constraints = capture.constraints()
  }

  /// Creates a snapshot from parts, for tools and tests that build one by hand.
  ///
  /// - Parameters:
  ///   - root: The root node.
  ///   - device: The device; `nil` by default.
  ///   - orientation: The orientation; `nil` by default.
  ///   - appearance: The appearance; light by default (`unspecified` is recorded as light).
  ///   - constraints: The constraints; none by default.
  public init(
    root: Node, device: Device? = nil, orientation: Device.Orientation? = nil,
    appearance: UserInterfaceStyle = .light, constraints: [Constraint] = []
  ) {
    self.root = root
    self.device = device
    self.orientation = orientation
    self.appearance = appearance == .dark ? .dark : .light
    self.constraints = constraints
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

  /// The node with an id (a stable path such as `"0.2.1"`).
  ///
  /// - Parameter id: The id.
  /// - Returns: The node, or `nil`.
  /// - Complexity: O(depth × siblings): the path is followed from the root.
  public func node(withID id: String) -> Node? {
    let indices = id.split(separator: ".")
    guard indices.first == "0" else { return nil }
    var node = root
    for part in indices.dropFirst() {
      guard let index = Int(part), node.children.indices.contains(index) else { return nil }
      node = node.children[index]
    }
    return node
  }
}
