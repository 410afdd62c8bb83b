import Foundation
import Trellis
import TrellisText

/// One section of a form: a title over a rounded text field, talking to its owner through two closures.
///
/// The section asks for its title with ``sectionTitle`` and reports every edit with ``textDidChange``, so one view
/// serves every field of a form:
///
/// ```swift
/// let nameSection = FormSectionView()
/// nameSection.sectionTitle = { "Trainer Name" }
/// nameSection.textDidChange = { [weak self] text in self?.trainer.name = text }
/// ```
///
/// Layout: the title is pinned to the top, leading and trailing edges; the text field sits right under it, pinned to
/// the leading, trailing and bottom edges. The section's height is therefore the title's height plus the field's.
public final class FormSectionView: View {
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

  /// Creates a section with the placeholder title and an empty field.
  ///
  /// - Parameter frame: The frame; `.zero` when the section is laid out with constraints.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubviews(titleLabel, textField)
    // The tutorial's delegate rebuilt the new text from the replaced range; the `.editingChanged` action is sent
    // after the change, with the whole text already in the field.
    textField.addAction(
      Action { [weak self] action in
        guard let field = action.sender as? TextField else { return }
        self?.textDidChange?(field.text ?? "")
      }, for: .editingChanged)
    LayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: topAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
      textField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
      textField.leadingAnchor.constraint(equalTo: leadingAnchor),
      textField.trailingAnchor.constraint(equalTo: trailingAnchor),
      textField.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }
}
