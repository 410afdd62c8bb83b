import Foundation

/// The bar of a ``NavigationController``: the top controller's title, centred, in the headline font.
open class NavigationBar: View {
  /// The title.
  public let titleLabel = Label()

  /// Creates a bar.
  ///
  /// - Parameter frame: The frame; see ``View/init(frame:)``.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "navigationBar"
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.accessibilityIdentifier = "navigationTitle"
    addSubview(titleLabel)
    LayoutConstraint.activate([
      titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 8),
    ])
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }
}
