/// A button of an ``AlertController``, as `UIAlertAction`: a title, a style, and what tapping it does.
public final class AlertAction {
  /// How an action's button looks.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// A regular action.
    case `default` = 0
    /// The action that cancels: its title is semibold.
    case cancel = 1
    /// An action that destroys data: its title is red.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The look.
  public let style: Style
  /// Whether the button can be tapped; true by default.
  public var isEnabled = true
  let handler: ((AlertAction) -> Void)?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The look.
  ///   - handler: Run after the alert is dismissed when the button is tapped; `nil` to only dismiss it.
  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
