import Foundation
import TrellisText

/// An alert, as `UIAlertController`: a title, a message and buttons in a box centred over the dimmed screen.
///
/// ```swift
/// let alert = AlertController(title: "Collected data", message: summary, preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "OK", style: .cancel))
/// present(alert, animated: true)           // over the whole screen; the presenting screen stays visible
/// alert.actionButtons[0].tap()              // dismisses the alert, then runs the action's handler
/// ```
///
/// The box (the metrics are assumptions, see Docs/Layout.md): 270 points wide, centred in the window, corner
/// radius 14; the title in the headline font (17 semibold) 20 points below its top, the message in the footnote
/// font (13) 2 below the title, both centred, wrapping, 16 from the sides; 20 points below the text, the buttons,
/// 44 tall: side by side for two actions, one above the other otherwise. The action sheet style is laid out as an
/// alert.
open class AlertController: ViewController {
  /// Where the alert shows.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// At the bottom of the screen (laid out as an alert here).
    case actionSheet = 0
    /// In the centre of the screen.
    case alert = 1
  }

  /// The width of the box: 270 points.
  public static let width: CGFloat = 270
  /// The height of an action's button: 44 points.
  public static let buttonHeight: CGFloat = 44

  /// The message under the title.
  open var message: String? {
    didSet { messageLabel.text = message }
  }
  /// The style asked for.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  public private(set) var actions: [AlertAction] = []
  /// The buttons of the actions, in the same order (tap one to choose its action).
  public private(set) var actionButtons: [Button] = []

  private let box = View()
  private let titleLabel = Label()
  private let messageLabel = Label()
  private let buttonStack = StackView()

  /// Creates an alert; it is presented over the whole screen.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - message: The message, or `nil`.
  ///   - preferredStyle: Where it shows.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init()
    self.title = title
    modalPresentationStyle = .overFullScreen
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The title, shown in bold at the top of the box.
  open override var title: String? {
    didSet { titleLabel.text = title }
  }

  /// Adds a button for an action, after the others.
  ///
  /// - Parameter action: The action.
  open func addAction(_ action: AlertAction) {
    actions.append(action)
    let button = Button(type: .system)
    button.setTitle(action.title, for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: action.style == .cancel ? .semibold : .regular)
    if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
    button.isEnabled = action.isEnabled
    button.accessibilityIdentifier = "alert.action"
    button.addAction(
      Action { [weak self, action] _ in
        self?.dismiss(animated: true)
        action.handler?(action)
      }, for: .touchUpInside)
    actionButtons.append(button)
    buttonStack.addArrangedSubview(button)
    arrangeButtons()
  }

  /// Makes the dimmed full-screen view with the box in its centre.
  open override func loadView() {
    let container = View()
    container.accessibilityIdentifier = "alert"
    container.backgroundColor = Color(white: 0, alpha: 0.2)
    box.translatesAutoresizingMaskIntoConstraints = false
    box.backgroundColor = .secondarySystemBackground
    box.layer.cornerRadius = 14
    box.clipsToBounds = true
    box.accessibilityIdentifier = "alert.box"
    container.addSubview(box)
    for (label, font, identifier) in [
      (titleLabel, Font.preferredFont(forTextStyle: .headline), "alert.title"),
      (messageLabel, Font.preferredFont(forTextStyle: .footnote), "alert.message"),
    ] {
      label.font = font
      label.numberOfLines = 0
      label.textAlignment = .center
      label.translatesAutoresizingMaskIntoConstraints = false
      label.accessibilityIdentifier = identifier
      box.addSubview(label)
    }
    titleLabel.text = title
    messageLabel.text = message
    buttonStack.translatesAutoresizingMaskIntoConstraints = false
    buttonStack.accessibilityIdentifier = "alert.actions"
    box.addSubview(buttonStack)
    arrangeButtons()
    LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: Self.width),
      box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      titleLabel.topAnchor.constraint(equalTo: box.topAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -16),
      messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
      messageLabel.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16),
      messageLabel.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -16),
      buttonStack.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 20),
      buttonStack.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      buttonStack.trailingAnchor.constraint(equalTo: box.trailingAnchor),
      buttonStack.bottomAnchor.constraint(equalTo: box.bottomAnchor),
    ])
    view = container
  }

  /// Two buttons side by side, one above the other otherwise, each 44 tall.
  private func arrangeButtons() {
    buttonStack.axis = actionButtons.count == 2 ? .horizontal : .vertical
    buttonStack.distribution = .fillEqually
    for button in actionButtons where !button.constraints.contains(where: { $0.identifier == "alert-button-height" }) {
      button.heightAnchor.constraint(equalToConstant: Self.buttonHeight).withIdentifier("alert-button-height")
        .isActive = true
    }
  }
}
