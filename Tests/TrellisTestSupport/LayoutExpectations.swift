import Testing
import Trellis

/// Checks that two snapshots hold the same tree (ids, kinds, identifiers) with the same frames and controller
/// safe-area insets, to within 1e-9 (an incremental solve and a fresh one may differ in the last bits).
///
/// - Parameters:
///   - actual: The snapshot under test.
///   - expected: The reference snapshot.
///   - sourceLocation: Where a failure is reported; the caller's line by default.
public func expectSameLayout(
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
