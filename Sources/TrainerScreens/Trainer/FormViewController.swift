import Trellis

/// Shows a ``TrainerFormView`` 16 points inside the safe area; saving hands the trainer to ``saveAction`` and
/// dismisses the controller.
///
/// ```swift
/// let form = FormViewController()
/// form.saveAction = { [weak self] trainer in self?.label.text = trainer.description }
/// present(form, animated: true)
/// ```
public final class FormViewController: ViewController {
  /// Called with the trainer when the form's save button is tapped, before the controller is dismissed.
  public var saveAction: ((TrainerInfo) -> Void)?

  /// The form.
  public let trainerForm: TrainerFormView = {
    let form = TrainerFormView()
    form.translatesAutoresizingMaskIntoConstraints = false
    return form
  }()

  /// Adds the form, pinned 16 points inside the safe area on every side.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "trainerForm"
    trainerForm.saveButtonAction = { [weak self] trainer in
      self?.saveAction?(trainer)
      self?.dismiss(animated: true)
    }
    view.addSubview(trainerForm)
    let safeArea = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      trainerForm.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      trainerForm.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      trainerForm.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      trainerForm.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16),
    ])
  }
}
