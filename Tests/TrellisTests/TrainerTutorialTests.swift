import Foundation
import Testing
import TrellisText

@testable import Trellis

// The Trainer tutorial (shared/seeds/000_…), ported line by line: only the `UI`/`NS` prefixes change.

extension Button {
  fileprivate static func makeSimpleButton(title: String, action: Action) -> Button {
    let button = Button()
    button.setTitle(title, for: .normal)
    button.addAction(action, for: .touchUpInside)
    button.configuration = Button.Configuration.filled()
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }
}

extension Label {
  fileprivate static func makeSimpleLabel(
    text: String = "", textAlignment: TextAlignment = .center, font: Font = .preferredFont(forTextStyle: .body)
  ) -> Label {
    let label = Label()
    label.textAlignment = textAlignment
    label.text = text
    label.font = font
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }
}

extension StackView {
  fileprivate static func makeSimpleStack(axis: LayoutConstraint.Axis) -> StackView {
    let stack = StackView()
    stack.axis = axis
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
  }

  fileprivate func addArrangedSubviews(_ views: [View]) {
    for view in views { addArrangedSubview(view) }
  }
}

extension TextField {
  fileprivate static func makeSimpleTextField(delegate: (any TextFieldDelegate)?) -> TextField {
    let textField = TextField()
    textField.borderStyle = .roundedRect
    textField.delegate = delegate
    textField.translatesAutoresizingMaskIntoConstraints = false
    return textField
  }
}

extension View {
  fileprivate func addSubviews(_ views: [View]) {
    for view in views { addSubview(view) }
  }
}

private struct TrainerInfo {
  var name: String
  var favoritePokemon: String
}

private final class FormSectionView: View {
  var textDidChange: ((String) -> Void)?
  var sectionTitle: (() -> String)? {
    didSet { sectionLabel.text = sectionTitle?() }
  }

  lazy var sectionLabel: Label = .makeSimpleLabel(
    text: "No Text Received, sectionTitle not set.", textAlignment: .natural,
    font: .systemFont(ofSize: 24, weight: .semibold))
  lazy var sectionTextField: TextField = .makeSimpleTextField(delegate: self)

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubviews([sectionLabel, sectionTextField])
    LayoutConstraint.activate([
      sectionLabel.topAnchor.constraint(equalTo: topAnchor),
      sectionLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
      sectionLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
      sectionTextField.topAnchor.constraint(equalTo: sectionLabel.bottomAnchor),
      sectionTextField.leadingAnchor.constraint(equalTo: leadingAnchor),
      sectionTextField.trailingAnchor.constraint(equalTo: trailingAnchor),
      sectionTextField.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

extension FormSectionView: TextFieldDelegate {
  func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    guard let text = textField.text, let textRange = Range(range, in: text) else { return false }
    textDidChange?(text.replacingCharacters(in: textRange, with: string))
    return true
  }
}

private final class TrainerFormView: View {
  var saveButtonAction: ((TrainerInfo) -> Void)?
  var trainerData = TrainerInfo(name: "Name", favoritePokemon: "Pokemon")
  lazy var headerTitle: Label = .makeSimpleLabel(
    text: "Trainer Form", font: .preferredFont(forTextStyle: .extraLargeTitle))
  lazy var formStack: StackView = .makeSimpleStack(axis: .vertical)
  lazy var saveButton: Button = .makeSimpleButton(
    title: "Save Trainer Data",
    action: Action { [weak self] _ in
      guard let self else { return }
      self.saveButtonAction?(self.trainerData)
    })
  let nameSection = FormSectionView()
  let pokemonSection = FormSectionView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubviews([headerTitle, formStack, saveButton])
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
    nameSection.sectionTitle = { "Trainer Name" }
    nameSection.textDidChange = { [weak self] text in self?.trainerData.name = text }
    pokemonSection.sectionTitle = { "Favorite Pokémon" }
    pokemonSection.textDidChange = { [weak self] text in self?.trainerData.favoritePokemon = text }
    formStack.addArrangedSubviews([nameSection, pokemonSection])
    formStack.spacing = 16
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class FormViewController: ViewController {
  lazy var trainerForm = TrainerFormView()
  var saveAction: ((TrainerInfo) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    trainerForm.translatesAutoresizingMaskIntoConstraints = false
    trainerForm.saveButtonAction = { [weak self] trainerData in
      self?.saveAction?(trainerData)
      self?.dismiss(animated: true)
    }
    view.addSubview(trainerForm)
    LayoutConstraint.activate([
      trainerForm.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      trainerForm.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      trainerForm.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      trainerForm.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
    ])
  }
}

private final class MainViewController: ViewController {
  lazy var button: Button = .makeSimpleButton(title: "Add Trainer Data", action: buttonAction)
  lazy var label: Label = .makeSimpleLabel()

  var buttonAction: Action {
    Action { [weak self] _ in
      let formViewController = FormViewController()
      formViewController.saveAction = { [weak self] trainer in
        self?.label.text = "Trainer \(trainer.name) likes \(trainer.favoritePokemon)"
      }
      self?.present(formViewController, animated: true)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Trainer"
    view.backgroundColor = .systemBackground
    view.addSubviews([button, label])
    LayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 64),
      label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
    ])
  }
}

@Suite struct TrainerTutorialTests {
  let measurer = TextMeasurer()

  @Test func mainScreen() throws {
    let viewController = MainViewController()
    let navigationController = NavigationController(rootViewController: viewController)
    let window = Window(device: .iPhone15)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    // Safe area below the bar: 59 + 44 − 16/3 = 293/3; the label 64 below it, 16 in from each side: 393 − 32.
    let label = viewController.label
    #expect(label.frameInRootSpace.minY == 485.0 / 3)  // 293/3 + 64
    #expect(label.frame.minX == 16)
    #expect(label.frame.width == 361)
    // The button is centred on the screen: 393/2, 852/2.
    let button = viewController.button
    #expect(abs(button.frameInRootSpace.midX - 196.5) < 1e-9)
    #expect(abs(button.frameInRootSpace.midY - 426) < 1e-9)
    #expect(window.layoutEngine.issues.isEmpty)
    #expect(window.layoutEngine.ambiguityReport().isEmpty)
  }

  @Test func formFlowPresentsEditsAndReportsBack() throws {
    let viewController = MainViewController()
    let window = Window(device: .iPhone15)
    window.rootViewController = NavigationController(rootViewController: viewController)
    window.makeKeyAndVisible()
    viewController.button.tap()
    let form = try #require(viewController.presentedViewController as? FormViewController)
    window.layoutIfNeeded()
    #expect(window.layoutEngine.issues.isEmpty)
    // The sheet starts at 59 + 10 = 69, below the unsafe top, so the form is 16 from its top and sides.
    let trainerForm = form.trainerForm
    #expect(trainerForm.frame.origin == CGPoint(x: 16, y: 16))
    #expect(trainerForm.frame.width == 361)
    // Heights, from the text measurement: header (36 pt bold), then 32, the stack of two sections (24 pt
    // semibold label over a rounded text field, 16 apart), 32, and the 48-point button.
    let header = measurer.layout(of: "Trainer Form", font: .preferredFont(forTextStyle: .extraLargeTitle), scale: 3)
    let section = form.trainerForm.nameSection
    let sectionLabel = measurer.layout(
      of: "Trainer Name", font: .systemFont(ofSize: 24, weight: .semibold), scale: 3)
    #expect(trainerForm.headerTitle.frame.height == header.size.height)
    #expect(section.sectionLabel.frame.height == sectionLabel.size.height)
    let sectionHeight = section.frame.height
    #expect(
      abs(sectionHeight - (sectionLabel.size.height + section.sectionTextField.intrinsicContentSize.height)) < 1e-9)
    let expectedButtonY = header.size.height + 32 + (2 * sectionHeight + 16) + 32
    #expect(abs(trainerForm.saveButton.frame.minY - expectedButtonY) < 1e-9)
    #expect(trainerForm.saveButton.frame.height == 48)
    // Typing goes through the delegate; saving dismisses and updates the first screen's label.
    section.sectionTextField.insertText("Ash")
    form.trainerForm.pokemonSection.sectionTextField.insertText("Pikachu")
    trainerForm.saveButton.tap()
    #expect(viewController.presentedViewController == nil)
    #expect(viewController.label.text == "Trainer Ash likes Pikachu")
    window.layoutIfNeeded()
    #expect(window.layoutEngine.issues.isEmpty)
  }
}
