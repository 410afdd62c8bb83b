import Trellis

/// ``FormViewController`` with a declarative root view: the controller writes no view code; its
/// ``DeclarativeFormSheetView`` declares the form 16 points inside the safe area. Saving hands the trainer to
/// ``saveAction`` and dismisses the controller, as ``FormViewController`` does.
///
/// ```swift
/// let form = DeclarativeFormViewController()
/// form.saveAction = { [weak self] trainer in self?.label.text = trainer.description }
/// present(form, animated: true)
/// ```
public final class DeclarativeFormViewController: ViewController {
  /// Called with the trainer when the form's save button is tapped, before the controller is dismissed.
  public var saveAction: ((TrainerInfo) -> Void)?

  /// The root view.
  public let sheet = DeclarativeFormSheetView()

  /// The form.
  public var trainerForm: DeclarativeTrainerFormView { sheet.trainerForm }

  /// Makes ``sheet`` the root view.
  public override func loadView() {
    view = sheet
  }

  /// Connects the form's save button to ``saveAction`` and the dismissal.
  public override func viewDidLoad() {
    super.viewDidLoad()
    trainerForm.saveButtonAction = { [weak self] trainer in
      self?.saveAction?(trainer)
      self?.dismiss(animated: true)
    }
  }
}

/// The root view of ``DeclarativeFormViewController``: a ``DeclarativeTrainerFormView`` pinned 16 points inside
/// the safe area on every side, on the system background; identifier `trainerForm`.
public final class DeclarativeFormSheetView: DeclarativeView {
  /// The form.
  public let trainerForm = DeclarativeTrainerFormView()

  /// The form.
  public var body: [View] { trainerForm }

  /// The form, 16 points inside the safe area on every side.
  public var layout: [LayoutConstraint] {
    trainerForm.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16)
    trainerForm.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 16)
    trainerForm.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor, constant: -16)
    trainerForm.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -16)
  }

  /// The background and the identifier.
  public override func applyAdditionalChanges() {
    backgroundColor = .systemBackground
    accessibilityIdentifier = "trainerForm"
  }
}
