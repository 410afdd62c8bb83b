import Foundation
import Trellis
import TrellisText

/// The Trainer form: a large title, a stack of two ``FormSectionView``s (name and favourite Pokémon) and a save
/// button that hands the typed ``TrainerInfo`` to ``saveButtonAction``.
///
/// Layout, top to bottom, every view as wide as the form: the title (the extra-large-title text style) at the top;
/// the stack 32 points below it, its sections 16 apart; the 48-point button 32 points below the stack. Nothing pins
/// the button to the bottom: a taller form leaves empty space under it.
///
/// Accessibility identifiers: `trainerForm.form` (this view), `trainerForm.title`, `trainerForm.stack`,
/// `trainerForm.nameSection`, `trainerForm.nameField`, `trainerForm.pokemonSection`, `trainerForm.pokemonField` and
/// `trainerForm.saveButton`.
public final class TrainerFormView: View {
  /// Called with the trainer typed so far when the save button is tapped.
  public var saveButtonAction: ((TrainerInfo) -> Void)?

  /// The trainer typed so far; "Name" who likes "Pokemon" until the fields are edited, as in the tutorial.
  public private(set) var trainerData = TrainerInfo(name: "Name", favoritePokemon: "Pokemon")

  /// "Trainer Form", centred.
  public let headerTitle = Label.makeLabel(
    text: "Trainer Form", font: .preferredFont(forTextStyle: .extraLargeTitle))

  /// The vertical stack of sections, 16 points apart.
  public let formStack = StackView.makeStack(axis: .vertical, spacing: 16)

  /// The section for the trainer's name.
  public let nameSection = FormSectionView()

  /// The section for the favourite Pokémon.
  public let pokemonSection = FormSectionView()

  /// "Save Trainer Data": sends ``trainerData`` to ``saveButtonAction``.
  public private(set) lazy var saveButton = Button.makeFilledButton(
    title: "Save Trainer Data",
    action: Action { [weak self] _ in
      guard let self else { return }
      self.saveButtonAction?(self.trainerData)
    })

  /// Creates the form with empty fields.
  ///
  /// - Parameter frame: The frame; `.zero` when the form is laid out with constraints.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    // Subviews first: a constraint can only relate views of one tree.
    addSubviews(headerTitle, formStack, saveButton)
    configureSections()
    configureConstraints()
    configureIdentifiers()
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func configureSections() {
    nameSection.sectionTitle = { "Trainer Name" }
    nameSection.textDidChange = { [weak self] text in self?.trainerData.name = text }
    pokemonSection.sectionTitle = { "Favorite Pokémon" }
    pokemonSection.textDidChange = { [weak self] text in self?.trainerData.favoritePokemon = text }
    formStack.addArrangedSubviews(nameSection, pokemonSection)
  }

  private func configureConstraints() {
    LayoutConstraint.activate([
      headerTitle.topAnchor.constraint(equalTo: topAnchor),
      headerTitle.leadingAnchor.constraint(equalTo: leadingAnchor),
      headerTitle.trailingAnchor.constraint(equalTo: trailingAnchor),

      formStack.topAnchor.constraint(equalTo: headerTitle.bottomAnchor, constant: 32),
      formStack.leadingAnchor.constraint(equalTo: leadingAnchor),
      formStack.trailingAnchor.constraint(equalTo: trailingAnchor),

      saveButton.topAnchor.constraint(equalTo: formStack.bottomAnchor, constant: 32),
      saveButton.heightAnchor.constraint(equalToConstant: 48),
      saveButton.leadingAnchor.constraint(equalTo: leadingAnchor),
      saveButton.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
  }

  private func configureIdentifiers() {
    accessibilityIdentifier = "trainerForm.form"
    headerTitle.accessibilityIdentifier = "trainerForm.title"
    formStack.accessibilityIdentifier = "trainerForm.stack"
    nameSection.accessibilityIdentifier = "trainerForm.nameSection"
    nameSection.textField.accessibilityIdentifier = "trainerForm.nameField"
    pokemonSection.accessibilityIdentifier = "trainerForm.pokemonSection"
    pokemonSection.textField.accessibilityIdentifier = "trainerForm.pokemonField"
    saveButton.accessibilityIdentifier = "trainerForm.saveButton"
  }
}
