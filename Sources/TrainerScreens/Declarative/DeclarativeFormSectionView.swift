import Trellis
import TrellisText

/// ``FormSectionView`` written as a declarative view: the same title over a rounded text field, the same closures,
/// the same frames, with no initializer and no `init?(coder:)`.
///
/// ```swift
/// let nameSection = DeclarativeFormSectionView()
/// nameSection.sectionTitle = { "Trainer Name" }
/// nameSection.textDidChange = { [weak self] text in self?.trainer.name = text }
/// ```
public final class DeclarativeFormSectionView: DeclarativeView {
  /// Called with the field's whole text after every edit.
  public var textDidChange: ((String) -> Void)?

  /// Supplies the title; setting it shows the title at once.
  public var sectionTitle: (() -> String)? {
    didSet { titleLabel.text = sectionTitle?() }
  }

  /// The title, in the 24-point semibold system font; until ``sectionTitle`` is set it says so.
  public let titleLabel = Label.makeLabel(
    text: "No Text Received, sectionTitle not set.", alignment: .natural,
    font: .systemFont(ofSize: 24, weight: .semibold))

  /// The field the user types in.
  public let textField = TextField.makeRoundedTextField()

  /// The title, then the field.
  public var body: [View] {
    titleLabel
    textField
  }

  /// The title along the top; the field right under it, down to the bottom; both as wide as the section.
  public var layout: [LayoutConstraint] {
    titleLabel.topAnchor.constraint(equalTo: topAnchor)
    titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor)
    titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor)
    textField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor)
    textField.leadingAnchor.constraint(equalTo: leadingAnchor)
    textField.trailingAnchor.constraint(equalTo: trailingAnchor)
    textField.bottomAnchor.constraint(equalTo: bottomAnchor)
  }

  /// Reports every edit through ``textDidChange``.
  public override func applyAdditionalChanges() {
    textField.addAction(
      Action { [weak self] action in
        guard let field = action.sender as? TextField else { return }
        self?.textDidChange?(field.text ?? "")
      }, for: .editingChanged)
  }
}
