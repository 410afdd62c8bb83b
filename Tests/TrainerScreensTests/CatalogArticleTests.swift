import Foundation
import Testing
import TrainerScreens
import Trellis

/// The examples of TrainerScreens's DocC catalog (Sources/TrainerScreens/TrainerScreens.docc), exactly as printed
/// there (Scripts/docs/check_doc_examples.py compares the two), and what the articles say they do.
@Suite("Documentation examples: the TrainerScreens catalog")
struct CatalogArticleTests {
  @Test func landingPageSavesATrainer() {
    // doc-example: Sources/TrainerScreens/TrainerScreens.docc/TrainerScreens.md
    let log = TrainerLogViewController()
    let window = Window(device: .iPhone15)
    window.rootViewController = NavigationController(rootViewController: log)
    window.makeKeyAndVisible()

    log.addButton.sendActions(for: .touchUpInside)
    let form = log.presentedViewController as! FormViewController
    form.trainerForm.nameSection.textField.insertText("Ash")
    form.trainerForm.pokemonSection.textField.insertText("Pikachu")
    form.trainerForm.saveButton.sendActions(for: .touchUpInside)
    print(log.label.text ?? "")  // Trainer Ash likes Pikachu
    // end doc-example
    #expect(log.label.text == "Trainer Ash likes Pikachu")
    #expect(log.trainer?.name == "Ash" && log.trainer?.favoritePokemon == "Pikachu")
    #expect(log.presentedViewController == nil)
  }

  @Test func landingPageBuildsAScreenByName() throws {
    // doc-example: Sources/TrainerScreens/TrainerScreens.docc/TrainerScreens.md
    let window = try Screen.named("trainer-form")!.makeWindow(device: .iPadAir, orientation: .landscape)
    // end doc-example
    // An iPad Air is 820 × 1180 points in portrait, so 1180 × 820 in landscape.
    #expect(window.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
    #expect(LayoutSnapshot(of: window).node(withIdentifier: "trainerForm.saveButton") != nil)
    #expect(window.layoutEngine.issues.isEmpty)
  }

  @Test func factoriesMakeViewsReadyForAutoLayout() {
    var saved = 0
    func save() { saved += 1 }
    // doc-example: Sources/TrainerScreens/TrainerScreens.docc/WritingAScreen.md
    let title = Label.makeLabel(text: "Trainer Form", font: .preferredFont(forTextStyle: .extraLargeTitle))
    let stack = StackView.makeStack(axis: .vertical, spacing: 16)
    let saveButton = Button.makeFilledButton(title: "Save Trainer Data", action: Action { _ in save() })
    // end doc-example
    for view in [title, stack, saveButton] as [View] {
      #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }
    #expect(title.text == "Trainer Form")
    #expect(stack.axis == .vertical && stack.spacing == 16)
    #expect(saveButton.title(for: .normal) == "Save Trainer Data")
    saveButton.sendActions(for: .touchUpInside)
    #expect(saved == 1)
  }

  /// The article's view and screen, built as `trellis render` would build them.
  @Test func theArticlesScreenLaysOutTheView() throws {
    let window = try Screen.favoritePokemon.makeWindow()
    let controller = try #require(window.rootViewController)
    let form = try #require(controller.view.subviews.first as? FavoritePokemonView)
    // 16 below the iPhone 15's 59-point safe-area top, 16 in from each side: (16, 75), 393 − 32 = 361 wide.
    #expect(form.frame.origin == CGPoint(x: 16, y: 75))
    #expect(form.frame.width == 361)
    // The title, 32, the section, 32, the button: the view is as tall as its content, which fills its width.
    let title = form.headerTitle.frame
    let section = form.pokemonSection.frame
    let button = form.saveButton.frame
    #expect(title.minY == 0 && title.width == 361)
    #expect(abs(section.minY - (title.maxY + 32)) < 1e-9 && section.width == 361)
    #expect(abs(button.minY - (section.maxY + 32)) < 1e-9 && button.width == 361)
    #expect(abs(form.frame.height - button.maxY) < 1e-9)
    #expect(window.layoutEngine.issues.isEmpty)
    #expect(window.layoutEngine.ambiguityReport().isEmpty)

    // The closures: typing reaches the view's property; saving hands it on.
    var saved: [String] = []
    form.saveAction = { saved.append($0) }
    form.pokemonSection.textField.insertText("Pikachu")
    #expect(form.pokemon == "Pikachu")
    form.saveButton.sendActions(for: .touchUpInside)
    #expect(saved == ["Pikachu"])
    #expect(form.pokemonSection.titleLabel.text == "Favorite Pokémon")
  }

  @Test func theArticlesViewDoesNotLeakThroughItsClosures() {
    weak var released: FavoritePokemonView?
    do {
      let view = FavoritePokemonView()
      released = view
      view.pokemonSection.textField.insertText("Eevee")
      #expect(view.pokemon == "Eevee")
    }
    #expect(released == nil)
  }
}

// doc-example: Sources/TrainerScreens/TrainerScreens.docc/WritingAScreen.md
final class FavoritePokemonView: View {
  let headerTitle = Label.makeLabel(text: "Favorite", font: .preferredFont(forTextStyle: .largeTitle))
  let pokemonSection = FormSectionView()
  lazy var saveButton = Button.makeFilledButton(
    title: "Save",
    action: Action { [weak self] _ in
      guard let self else { return }
      self.saveAction?(self.pokemon)
    })
  var saveAction: ((String) -> Void)?
  private(set) var pokemon = ""

  override init(frame: CGRect) {
    super.init(frame: frame)
    pokemonSection.translatesAutoresizingMaskIntoConstraints = false  // the factories' views already are
    addSubviews(headerTitle, pokemonSection, saveButton)
    pokemonSection.sectionTitle = { "Favorite Pokémon" }
    pokemonSection.textDidChange = { [weak self] text in self?.pokemon = text }
    LayoutConstraint.activate([
      headerTitle.topAnchor.constraint(equalTo: topAnchor),
      headerTitle.leadingAnchor.constraint(equalTo: leadingAnchor),
      headerTitle.trailingAnchor.constraint(equalTo: trailingAnchor),

      pokemonSection.topAnchor.constraint(equalTo: headerTitle.bottomAnchor, constant: 32),
      pokemonSection.leadingAnchor.constraint(equalTo: leadingAnchor),
      pokemonSection.trailingAnchor.constraint(equalTo: trailingAnchor),

      saveButton.topAnchor.constraint(equalTo: pokemonSection.bottomAnchor, constant: 32),
      saveButton.leadingAnchor.constraint(equalTo: leadingAnchor),
      saveButton.trailingAnchor.constraint(equalTo: trailingAnchor),
      saveButton.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}
// end doc-example

// doc-example: Sources/TrainerScreens/TrainerScreens.docc/WritingAScreen.md
extension Screen {
  static let favoritePokemon = Screen(
    name: "favorite-pokemon",
    summary: "A favorite-Pokémon form, 16 points inside the safe area"
  ) { context in
    let controller = ViewController()
    let form = FavoritePokemonView()
    form.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(form)
    let safeArea = controller.view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      form.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      form.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
    ])
    let window = Window(device: context.device, orientation: context.orientation)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }
}
// end doc-example
