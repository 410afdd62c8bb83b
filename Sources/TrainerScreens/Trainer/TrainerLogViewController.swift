import Trellis

/// The Trainer app's first screen, "Trainer Log": a label for the last trainer saved and an "Add Trainer Data"
/// button that presents a ``FormViewController`` as a page sheet.
///
/// Show it inside a navigation controller, whose bar shows the title:
///
/// ```swift
/// let window = Window(device: .iPhone15)
/// window.rootViewController = NavigationController(rootViewController: TrainerLogViewController())
/// window.makeKeyAndVisible()
/// ```
///
/// Layout: the button is centred in the view; the label is 64 points below the top of the safe area (below the
/// navigation bar) and 16 points inside its leading and trailing edges. Saving the form sets the label to the
/// trainer's ``TrainerInfo/description``, `Trainer Ash likes Pikachu`.
///
/// Accessibility identifiers: `trainerLog` (the root view), `trainerLog.label` and `trainerLog.addButton`.
public final class TrainerLogViewController: ViewController {
  /// The last trainer saved; empty until then.
  public let label = Label.makeLabel()

  /// "Add Trainer Data": presents the form.
  public private(set) lazy var addButton = Button.makeFilledButton(
    title: "Add Trainer Data",
    action: Action { [weak self] _ in self?.presentForm() })

  /// The trainer saved last, or `nil` before the first save.
  public private(set) var trainer: TrainerInfo?

  /// Sets the title and lays out the label and the button.
  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Trainer Log"
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "trainerLog"
    label.accessibilityIdentifier = "trainerLog.label"
    addButton.accessibilityIdentifier = "trainerLog.addButton"
    view.addSubviews(addButton, label)
    let safeArea = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      addButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      addButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      label.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 64),
      label.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
    ])
  }

  /// Presents a fresh form whose save shows the trainer in the label.
  private func presentForm() {
    let form = FormViewController()
    form.saveAction = { [weak self] trainer in
      self?.trainer = trainer
      self?.label.text = trainer.description
    }
    present(form, animated: true)
  }
}
