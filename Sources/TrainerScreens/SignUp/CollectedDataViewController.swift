import Foundation
import Trellis
import TrellisText

/// What the sign-up example shows after submitting (the tutorial's "Collected data" alert), as a sheet: a title,
/// the message (every field's name and value, one per line) and an OK button that dismisses it.
///
/// Identifiers: `signup.collectedData.title`, `signup.collectedData.message`, `signup.collectedData.okButton`.
public final class CollectedDataViewController: ViewController {
  /// The title text.
  public static let titleText = "Collected data"

  /// The message shown.
  public let message: String
  /// The title.
  public let titleLabel = Label()
  /// The message.
  public let messageLabel = Label()
  /// The button that dismisses the sheet.
  public let okButton = Button()

  /// Creates the sheet.
  ///
  /// - Parameter message: The collected data.
  public init(message: String) {
    self.message = message
    super.init()
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Builds the sheet: title, message and button in a column, 20 points from the top and the sides.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    titleLabel.text = Self.titleText
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.textAlignment = .center
    titleLabel.accessibilityIdentifier = "signup.collectedData.title"
    messageLabel.text = message
    messageLabel.numberOfLines = 0
    messageLabel.font = .preferredFont(forTextStyle: .body)
    messageLabel.accessibilityIdentifier = "signup.collectedData.message"
    okButton.setTitle("OK", for: .normal)
    okButton.accessibilityIdentifier = "signup.collectedData.okButton"
    okButton.addAction(Action { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
    let stack = StackView(arrangedSubviews: [titleLabel, messageLabel, okButton])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
  }
}
