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

  /// The text the node shows, if any, and whether it is a placeholder.
  var shownText: (text: String, isPlaceholder: Bool)? {
    switch content {
    case .text(let text): return (text.text, false)
    case .button(let text, _): return (text.text, false)
    case .textField(let text, let isPlaceholder, _): return (text.text, isPlaceholder)
    case .view, .toggle: return nil
    }
  }
}
