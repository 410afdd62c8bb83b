import Foundation
import Trellis
import TrellisText

/// Real screens built with Trellis's public API, laid out in a window and snapshotted.
enum Screens {
  /// The profile screen under a navigation bar titled "Trainer": a label, a rounded-rect text field showing its
  /// placeholder, a switch that is on, a hidden label, a filled and a plain button, and a horizontal stack of two
  /// labels at the bottom.
  static func profile(device: Device = .iPhone15) -> (window: Window, controller: ProfileViewController) {
    let window = Window(device: device)
    let controller = ProfileViewController()
    window.rootViewController = NavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    return (window, controller)
  }

  /// The profile screen with the new-trainer form presented as a page sheet over it.
  static func presentedForm(device: Device = .iPhone15) -> Window {
    let (window, controller) = profile(device: device)
    controller.present(FormViewController(), animated: false)
    window.layoutIfNeeded()
    return window
  }
}

/// A screen with one of each control.
final class ProfileViewController: ViewController {
  let label = Screens.label("Trainer Ash likes Pikachu", identifier: "trainerLog.label")
  let nameField = TextField()
  let notifySwitch = Switch()
  let hiddenLabel = Screens.label("Not shown", identifier: "hidden.label")
  let saveButton = Screens.button("Save", style: .filled(), identifier: "save.button")
  let cancelButton = Screens.button("Cancel", style: .plain(), identifier: "cancel.button")
  let footer = StackView(arrangedSubviews: [
    Screens.label("Level", identifier: "level.title"), Screens.label("12", identifier: "level.value"),
  ])

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Trainer"
    view.backgroundColor = .systemBackground
    nameField.borderStyle = .roundedRect
    nameField.placeholder = "Name"
    nameField.accessibilityIdentifier = "name.field"
    notifySwitch.isOn = true
    notifySwitch.accessibilityIdentifier = "notify.switch"
    hiddenLabel.isHidden = true
    footer.axis = .horizontal
    footer.distribution = .equalSpacing
    footer.accessibilityIdentifier = "footer.stack"
    for subview in [label, nameField, notifySwitch, hiddenLabel, saveButton, cancelButton, footer] as [View] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safe = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: safe.topAnchor, constant: 64),
      label.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      nameField.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 16),
      nameField.leadingAnchor.constraint(equalTo: label.leadingAnchor),
      nameField.trailingAnchor.constraint(equalTo: label.trailingAnchor),
      notifySwitch.topAnchor.constraint(equalTo: nameField.bottomAnchor, constant: 16),
      notifySwitch.leadingAnchor.constraint(equalTo: label.leadingAnchor),
      hiddenLabel.topAnchor.constraint(equalTo: notifySwitch.bottomAnchor, constant: 8),
      hiddenLabel.leadingAnchor.constraint(equalTo: label.leadingAnchor),
      saveButton.topAnchor.constraint(equalTo: notifySwitch.bottomAnchor, constant: 32),
      saveButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      cancelButton.topAnchor.constraint(equalTo: saveButton.bottomAnchor, constant: 8),
      cancelButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
      footer.leadingAnchor.constraint(equalTo: label.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: label.trailingAnchor),
    ])
  }
}

/// The form presented over the profile screen: a title and a text field with text.
final class FormViewController: ViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "form"
    let title = Screens.label("New Trainer", identifier: "form.title")
    title.font = .systemFont(ofSize: 24, weight: .semibold)
    let field = TextField()
    field.borderStyle = .roundedRect
    field.text = "Ash"
    field.accessibilityIdentifier = "form.name"
    for subview in [title, field] as [View] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safe = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
      title.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
      field.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      field.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
    ])
  }
}

extension Screens {
  static func label(_ text: String, identifier: String) -> Label {
    let label = Label()
    label.text = text
    label.accessibilityIdentifier = identifier
    return label
  }

  static func button(_ title: String, style: Button.Configuration, identifier: String) -> Button {
    let button = Button()
    button.setTitle(title, for: .normal)
    button.configuration = style
    button.accessibilityIdentifier = identifier
    return button
  }
}
