import Trellis

/// ``FormViewController`` written as a declarative view controller: it declares its root view's content (the
/// form, 16 points inside the safe area) and writes no `loadView()`, no `addSubview` and no `activate`. Saving
/// hands the trainer to ``saveAction`` and dismisses the controller, as ``FormViewController`` does.
///
/// ```swift
/// let form = DeclarativeFormViewController()
/// form.saveAction = { [weak self] trainer in self?.label.text = trainer.description }
/// present(form, animated: true)
/// ```
public final class DeclarativeFormViewController: DeclarativeViewController {
  /// Called with the trainer when the form's save button is tapped, before the controller is dismissed.
  public var saveAction: ((TrainerInfo) -> Void)?

  /// The form.
  public let trainerForm = DeclarativeTrainerFormView()

  /// The form.
  public var body: [View] { trainerForm }

  /// The form, 16 points inside the safe area on every side.
  public var layout: [LayoutConstraint] {
    let safeArea = view.safeAreaLayoutGuide
    trainerForm.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16)
    trainerForm.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16)
    trainerForm.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16)
    trainerForm.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16)
  }

  /// The background, the identifier `trainerForm`, and the save button's connection to ``saveAction`` and the
  /// dismissal.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "trainerForm"
    trainerForm.saveButtonAction = { [weak self] trainer in
      self?.saveAction?(trainer)
      self?.dismiss(animated: true)
    }
  }
}
