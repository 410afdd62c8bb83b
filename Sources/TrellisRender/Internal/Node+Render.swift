import Foundation
import Trellis

extension LayoutSnapshot.Node {
  /// The identifier renderers print: the accessibility identifier, or the stable path when there is none.
  var displayID: String { identifier ?? id }

  /// The frame in the coordinates of a parent whose window frame is `parentFrame` (the root's frame as it is).
  func frame(relativeTo parentFrame: CGRect?) -> CGRect {
    guard let parentFrame else { return frame }
    return frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
  }

}
