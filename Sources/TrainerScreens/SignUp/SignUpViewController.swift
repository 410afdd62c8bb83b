import Foundation
import Trellis
import TrellisForms
import TrellisText

/// The sign-up example of the RSFormView tutorial: a description, a dark-mode switch row, the ``SignUpForm`` and
/// a submit button that is enabled only while every field is valid; submitting presents the collected data.
///
/// Layout (the tutorial's constraints; margins 32, vertical spacing 10, button margins 24):
///
/// ```
/// safe top + 30 ─ description (22 pt semibold, centred, wrapping) ─ 40 ─ "Enable dark mode" (19 pt) + switch (49 wide)
///   ─ 10 ─ form (full width) ─ 10 ─ SUBMIT (44 tall, 24 from the sides) ─ 24 ─ safe bottom
/// ```
///
/// Key views carry accessibility identifiers: `signup.description`, `signup.switchLabel`,
/// `signup.darkModeSwitch`, `signup.form`, `signup.submitButton`.
public final class SignUpViewController: ViewController {
  /// The tutorial's description text.
  public static let descriptionText =
    "This is an example of a RSFormView changing its aspect on an user triggered event"

  /// The form model; it holds what the user typed.
  public let form = SignUpForm()
  /// The form.
  public let formView = FormView()
  /// The submit button.
  public let submitButton = Button()
  /// The description at the top.
  public let descriptionLabel = Label()
  /// The switch's label.
  public let switchLabel = Label()
  /// The dark-mode switch.
  public let modeSwitch = Switch()

  /// Whether the dark look is on.
  public var isDarkMode: Bool { modeSwitch.isOn }

  /// Builds the screen.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    configureFormView()
    configureLabels()
    configureSubmitButton()
    configureSwitch()
    configureConstraints()
  }

  /// Types an entry into the form through its text fields, character by character, as a user would.
  ///
  /// - Parameter entry: What to type.
  public func enter(_ entry: SignUpEntry) {
    loadViewIfNeeded()
    for (name, value) in entry.values {
      guard let textField = formView.fieldView(named: name.rawValue)?.textField else { continue }
      for character in value { textField.insertText(String(character)) }
    }
  }

  private func configureFormView() {
    formView.delegate = self
    formView.viewModel = form
    formView.translatesAutoresizingMaskIntoConstraints = false
    formView.accessibilityIdentifier = "signup.form"
    view.addSubview(formView)
  }

  private func configureLabels() {
    descriptionLabel.numberOfLines = 0
    descriptionLabel.lineBreakMode = .byWordWrapping
    descriptionLabel.translatesAutoresizingMaskIntoConstraints = false
    descriptionLabel.textAlignment = .center
    descriptionLabel.text = Self.descriptionText
    descriptionLabel.font = .systemFont(ofSize: 22, weight: .semibold)
    descriptionLabel.accessibilityIdentifier = "signup.description"
    view.addSubview(descriptionLabel)

    switchLabel.textAlignment = .left
    switchLabel.translatesAutoresizingMaskIntoConstraints = false
    switchLabel.text = "Enable dark mode"
    switchLabel.font = .systemFont(ofSize: 19)
    switchLabel.accessibilityIdentifier = "signup.switchLabel"
    view.addSubview(switchLabel)
    applyLabelColors()
  }

  private func configureSubmitButton() {
    submitButton.setTitle("SUBMIT", for: .normal)
    submitButton.layer.cornerRadius = 8
    submitButton.translatesAutoresizingMaskIntoConstraints = false
    submitButton.accessibilityIdentifier = "signup.submitButton"
    submitButton.addAction(Action { [weak self] _ in self?.submit() }, for: .touchUpInside)
    updateSubmitButton(enabled: false)
    view.addSubview(submitButton)
  }

  private func configureSwitch() {
    modeSwitch.isOn = false
    modeSwitch.translatesAutoresizingMaskIntoConstraints = false
    modeSwitch.accessibilityIdentifier = "signup.darkModeSwitch"
    modeSwitch.addAction(Action { [weak self] _ in self?.switchValueChanged() }, for: .valueChanged)
    view.addSubview(modeSwitch)
  }

  private func configureConstraints() {
    let horizontalMargins: CGFloat = 32
    let verticalMargins: CGFloat = 10
    let submitButtonMargins: CGFloat = 24
    let safeArea = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      descriptionLabel.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: verticalMargins * 3),
      descriptionLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: horizontalMargins),
      descriptionLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -horizontalMargins),
      descriptionLabel.bottomAnchor.constraint(equalTo: switchLabel.topAnchor, constant: -verticalMargins * 4),

      switchLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: horizontalMargins),
      switchLabel.trailingAnchor.constraint(equalTo: modeSwitch.leadingAnchor, constant: horizontalMargins),
      switchLabel.bottomAnchor.constraint(equalTo: formView.topAnchor, constant: -verticalMargins),

      modeSwitch.widthAnchor.constraint(equalToConstant: 49),
      modeSwitch.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -horizontalMargins),
      modeSwitch.centerYAnchor.constraint(equalTo: switchLabel.centerYAnchor),

      formView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      formView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      formView.bottomAnchor.constraint(equalTo: submitButton.topAnchor, constant: -verticalMargins),

      submitButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: submitButtonMargins),
      submitButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -submitButtonMargins),
      submitButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -submitButtonMargins),
      submitButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  /// Enables the button in `Color.dodgerBlue`, or disables it in `Color.brightGray` at 40 %.
  private func updateSubmitButton(enabled: Bool) {
    let gray = Color.brightGray
    var configuration = Button.Configuration.filled()
    configuration.baseForegroundColor = .white
    configuration.baseBackgroundColor =
      enabled ? .dodgerBlue : Color(red: gray.red, green: gray.green, blue: gray.blue, alpha: 0.4)
    submitButton.configuration = configuration
    submitButton.isEnabled = enabled
  }

  private func applyLabelColors() {
    descriptionLabel.textColor = isDarkMode ? .white : .brightGray
    switchLabel.textColor = isDarkMode ? .white : .brightGray
  }

  private func switchValueChanged() {
    form.updateHeaders(isDarkMode: isDarkMode)
    formView.formConfigurator = isDarkMode ? DarkModeConfigurator() : FormConfigurator()
    view.backgroundColor = isDarkMode ? .mineShaftGray : .white
    applyLabelColors()
  }

  private func submit() {
    present(CollectedDataViewController(message: form.collectedData), animated: true)
  }
}

extension SignUpViewController: FormViewDelegate {
  /// Enables the submit button when every field is valid.
  ///
  /// - Parameters:
  ///   - formView: The form.
  ///   - allFieldsValid: Whether every field is valid.
  public func didUpdateFields(in formView: FormView, allFieldsValid: Bool) {
    updateSubmitButton(enabled: allFieldsValid)
  }
}
