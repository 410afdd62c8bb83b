// swift-format-ignore-file
// Fixture: code written against RSFormView's documented API (its README and the RSFormView tutorial of seed
// 003_79382b769aee4872.txt), as it would be in a UIKit app. The original is Resources/RSFormView/FormViewExampleViewController.uikit.txt; this
// file differs from it only where Swift on Linux needs it, all checked by RSFormViewFixtureTextTests:
// - This header, up to the first blank line.
// - `import UIKit` became `import TrellisUIKit` and `import RSFormView` became `import TrellisForms`.
// - `#selector(method)` became `FormViewExampleViewController.method`, and `@objc ` went: there is no Objective-C runtime.

import TrellisUIKit
import TrellisForms

/// The sign-up screen of the RSFormView tutorial: a description, a row with a dark-mode switch, the form, and a
/// submit button that turns blue once every field is valid.
final class FormViewExampleViewController: UIViewController {

  // MARK: - UI components

  let formView = FormView()
  let submitButton = UIButton(type: .custom)
  let descriptionLabel = UILabel()
  let switchLabel = UILabel()
  let modeSwitch = UISwitch()

  let formHelper = ExampleFormHelper()

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    configureViews()
  }

  // MARK: - Configuration

  private func configureViews() {
    view.backgroundColor = UIColor.white
    configureFormView()
    configureLabels()
    configureSubmitButton()
    configureSwitch()
    configureConstraints()
  }

  private func configureFormView() {
    formView.delegate = self
    formView.viewModel = formHelper
    formView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(formView)
  }

  private func configureLabels() {
    descriptionLabel.text = "This is an example of a RSFormView changing its aspect on an user triggered event"
    descriptionLabel.font = UIFont.systemFont(ofSize: 22, weight: .semibold)
    descriptionLabel.textColor = UIColor.brightGray
    descriptionLabel.textAlignment = .center
    descriptionLabel.numberOfLines = 0
    descriptionLabel.lineBreakMode = .byWordWrapping
    descriptionLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(descriptionLabel)

    switchLabel.text = "Enable dark mode"
    switchLabel.font = UIFont.systemFont(ofSize: 19)
    switchLabel.textColor = UIColor.brightGray
    switchLabel.textAlignment = .left
    switchLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(switchLabel)
  }

  private func configureSubmitButton() {
    updateSubmitButton(enabled: false)
    submitButton.setTitle("SUBMIT", for: .normal)
    submitButton.setTitleColor(UIColor.white, for: .normal)
    submitButton.layer.cornerRadius = 8
    submitButton.translatesAutoresizingMaskIntoConstraints = false
    submitButton.addTarget(self, action: FormViewExampleViewController.submitButtonTapped, for: .touchUpInside)
    view.addSubview(submitButton)
  }

  private func configureSwitch() {
    modeSwitch.isOn = false
    modeSwitch.onTintColor = UIColor.dodgerBlue
    modeSwitch.translatesAutoresizingMaskIntoConstraints = false
    modeSwitch.addTarget(self, action: FormViewExampleViewController.switchValueChanged, for: .valueChanged)
    view.addSubview(modeSwitch)
  }

  private func configureConstraints() {
    let horizontalMargins: CGFloat = 32
    let verticalMargins: CGFloat = 10
    let submitButtonMargins: CGFloat = 24

    NSLayoutConstraint.activate([
      descriptionLabel.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: verticalMargins * 3),
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
      submitButton.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -submitButtonMargins),
      submitButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  private func updateSubmitButton(enabled: Bool) {
    submitButton.backgroundColor = enabled ? UIColor.dodgerBlue : UIColor.brightGray.withAlphaComponent(0.4)
    submitButton.isUserInteractionEnabled = enabled
  }

  // MARK: - Actions

  private func switchValueChanged(sender: UISwitch) {
    let isDarkMode = sender.isOn
    formHelper.updateHeaders(isDarkMode: isDarkMode)
    formView.formConfigurator = isDarkMode ? DarkModeConfigurator() : FormConfigurator()
    view.backgroundColor = isDarkMode ? UIColor.mineShaftGray : UIColor.white
    descriptionLabel.textColor = isDarkMode ? UIColor.white : UIColor.brightGray
    switchLabel.textColor = isDarkMode ? UIColor.white : UIColor.brightGray
  }

  private func submitButtonTapped() {
    let alert = UIAlertController(
      title: "Collected data", message: formHelper.collectedData, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
    present(alert, animated: true)
  }
}

// MARK: - FormViewDelegate

extension FormViewExampleViewController: FormViewDelegate {
  func didUpdateFields(in formView: FormView, allFieldsValid: Bool) {
    updateSubmitButton(enabled: allFieldsValid)
  }
}
