import Trellis
import TrellisText

/// ``TrainerFormView`` written as a declarative view: the same title, stack of two sections and save button, the
/// same constraints, identifiers and frames, declared in ``body`` and ``layout`` with no initializer.
///
/// Accessibility identifiers are those of ``TrainerFormView``: `trainerForm.form` (this view),
/// `trainerForm.title`, `trainerForm.stack`, `trainerForm.nameSection`, `trainerForm.nameField`,
/// `trainerForm.pokemonSection`, `trainerForm.pokemonField` and `trainerForm.saveButton`.
public final class DeclarativeTrainerFormView: DeclarativeView {
  /// Called with the trainer typed so far when the save button is tapped.
  public var saveButtonAction: ((TrainerInfo) -> Void)?

  /// The trainer typed so far; "Name" who likes "Pokemon" until the fields are edited, as in the tutorial.
  public private(set) var trainerData = TrainerInfo(name: "Name", favoritePokemon: "Pokemon")

  /// "Trainer Form", centred, in the extra-large-title text style.
  public let headerTitle = Label.makeLabel(
    text: "Trainer Form", font: .preferredFont(forTextStyle: .extraLargeTitle))

  /// The section for the trainer's name.
  public let nameSection = DeclarativeFormSectionView()

  /// The section for the favourite Pokémon.
  public let pokemonSection = DeclarativeFormSectionView()

  /// The vertical stack of the two sections, 16 points apart.
  public private(set) lazy var formStack = StackView(axis: .vertical, spacing: 16) {
    nameSection
    pokemonSection
  }

  /// "Save Trainer Data": sends ``trainerData`` to ``saveButtonAction``.
  public private(set) lazy var saveButton = Button.makeFilledButton(
    title: "Save Trainer Data",
    action: Action { [weak self] _ in
      guard let self else { return }
      self.saveButtonAction?(self.trainerData)
    })

  /// The title, the stack, the button.
  public var body: [View] {
    headerTitle
    formStack
    saveButton
  }

  /// Top to bottom, every view as wide as the form: the title at the top, the stack 32 below it, the 48-point
  /// button 32 below the stack.
  public var layout: [LayoutConstraint] {
    for view in [headerTitle, formStack, saveButton] {
      view.leadingAnchor.constraint(equalTo: leadingAnchor)
      view.trailingAnchor.constraint(equalTo: trailingAnchor)
    }
    headerTitle.topAnchor.constraint(equalTo: topAnchor)
    formStack.topAnchor.constraint(equalTo: headerTitle.bottomAnchor, constant: 32)
    saveButton.topAnchor.constraint(equalTo: formStack.bottomAnchor, constant: 32)
    saveButton.heightAnchor.constraint(equalToConstant: 48)
  }

  /// Titles and closures of the sections, and the identifiers.
  public override func applyAdditionalChanges() {
    nameSection.sectionTitle = { "Trainer Name" }
    nameSection.textDidChange = { [weak self] text in self?.trainerData.name = text }
    pokemonSection.sectionTitle = { "Favorite Pokémon" }
    pokemonSection.textDidChange = { [weak self] text in self?.trainerData.favoritePokemon = text }
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
