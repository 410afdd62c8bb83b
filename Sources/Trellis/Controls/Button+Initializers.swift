extension Button {
  /// The kinds of button UIKit makes, as `UIButton.ButtonType`.
  public enum ButtonType: Int, Hashable, Sendable, CaseIterable {
    /// No system styling.
    case custom = 0
    /// A system button: tinted title, no background.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An info button on a light background.
    case infoLight = 3
    /// An info button on a dark background.
    case infoDark = 4
    /// An add-contact button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }

  /// Creates a button of a type, as `UIButton(type:)`.
  ///
  /// Every type is laid out and drawn as a system button: the title in the 15-point system font, at least 30
  /// points tall (see ``Button``); the image-only types (info, disclosure, close) have no images here.
  ///
  /// - Parameter type: The type.
  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
  }

  /// Creates a button with a configuration, as `UIButton(configuration:primaryAction:)`.
  ///
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - primaryAction: An action run on `.primaryActionTriggered` (a tap), or `nil`.
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(frame: .zero)
    self.configuration = configuration
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
}
