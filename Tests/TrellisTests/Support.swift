import Foundation
import Testing

@testable import Trellis

/// A view with a fixed intrinsic size, for hand-computed layouts.
final class SizedView: View {
  var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(width: CGFloat, height: CGFloat, identifier: String? = nil) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    accessibilityIdentifier = identifier
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

/// A root view of a given size with a name.
func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.accessibilityIdentifier = "root"
  return root
}

/// A subview laid out by constraints, with a name.
func makeView(_ identifier: String, in parent: View) -> View {
  let view = View()
  view.translatesAutoresizingMaskIntoConstraints = false
  view.accessibilityIdentifier = identifier
  parent.addSubview(view)
  return view
}

/// Pins a view to all four edges of another with insets.
func pin(_ view: View, to other: View, inset: CGFloat = 0) -> [LayoutConstraint] {
  [
    view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
    view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
    view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
    view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
  ]
}

/// Checks that two snapshots hold the same tree (ids, kinds, identifiers) with the same frames and controller
/// safe-area insets, to within 1e-9 (an incremental solve and a fresh one may differ in the last bits).
func expectSameLayout(
  _ actual: LayoutSnapshot, _ expected: LayoutSnapshot, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(actual.nodes.map(\.id) == expected.nodes.map(\.id), sourceLocation: sourceLocation)
  for (node, reference) in zip(actual.nodes, expected.nodes) {
    #expect(node.kind == reference.kind && node.identifier == reference.identifier, sourceLocation: sourceLocation)
    let frames = [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height]
    let references = [reference.frame.minX, reference.frame.minY, reference.frame.width, reference.frame.height]
    let insets = node.safeAreaInsets.map { [$0.top, $0.left, $0.bottom, $0.right] } ?? []
    let referenceInsets = reference.safeAreaInsets.map { [$0.top, $0.left, $0.bottom, $0.right] } ?? []
    #expect(insets.count == referenceInsets.count, "\(node.id) safe area", sourceLocation: sourceLocation)
    let close = zip(frames + insets, references + referenceInsets).allSatisfy { abs($0 - $1) < 1e-9 }
    #expect(close, "\(node.id): \(node.frame) is not \(reference.frame)", sourceLocation: sourceLocation)
  }
  #expect(actual.orientation == expected.orientation, sourceLocation: sourceLocation)
}
