import Foundation
import Testing
import Trellis

/// Text heights of the embedded system font (Inter's metrics: 2,816 units per em, ascender 2,728, descender −680,
/// no line gap), so a line is 3,408/2,816 of the point size, rounded up to the device's pixels.
enum LineHeight {
  /// Body, 17 pt: 17 × 3408/2816 = 20.574 → 62/3 at @3x, 21 at @2x.
  static func body(scale: CGFloat) -> CGFloat { scale == 3 ? 62.0 / 3 : 21 }
  /// Extra large title, 36 pt: 36 × 3408/2816 = 43.568 → 131/3 at @3x, 44 at @2x.
  static func extraLargeTitle(scale: CGFloat) -> CGFloat { scale == 3 ? 131.0 / 3 : 44 }
  /// Section titles, 24 pt semibold: 24 × 3408/2816 = 29.045 → 88/3 at @3x, 29.5 at @2x.
  static func sectionTitle(scale: CGFloat) -> CGFloat { scale == 3 ? 88.0 / 3 : 29.5 }
  /// A filled button or a rounded text field: a body line plus 7 above and below: 62/3 + 14 = 104/3 at @3x,
  /// 21 + 14 = 35 at @2x.
  static func control(scale: CGFloat) -> CGFloat { body(scale: scale) + 14 }
}

/// Checks the frame (in window coordinates) of the view with an accessibility identifier.
func expectFrame(
  _ snapshot: LayoutSnapshot, _ identifier: String, _ expected: CGRect,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  guard let node = snapshot.node(withIdentifier: identifier) else {
    Issue.record("no view '\(identifier)'", sourceLocation: sourceLocation)
    return
  }
  let frame = node.frame
  let close =
    abs(frame.minX - expected.minX) < 1e-9 && abs(frame.minY - expected.minY) < 1e-9
    && abs(frame.width - expected.width) < 1e-9 && abs(frame.height - expected.height) < 1e-9
  #expect(close, "\(identifier): \(frame) is not \(expected)", sourceLocation: sourceLocation)
}
