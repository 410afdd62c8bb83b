/// How ``ViewController/present(_:animated:completion:)`` shows a controller, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Hashable, Sendable {
  /// The system's choice, which for a presented view controller is ``pageSheet``; the default.
  case automatic
  /// A sheet over the presenting screen, starting 10 points below the top of the safe area. Where the screen's
  /// height is compact (an iPhone in landscape) UIKit adapts a page sheet to ``fullScreen``, and so does Trellis.
  case pageSheet
  /// The whole screen: the presented view covers the window, and the presenting screen is taken off it.
  case fullScreen
  /// The whole screen, over the presenting screen, which stays visible where the presented view is clear (an
  /// ``AlertController``'s style).
  case overFullScreen
}
