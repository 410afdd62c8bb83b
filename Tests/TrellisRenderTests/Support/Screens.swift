import Foundation
import Trellis
import TrellisText

/// Real screens built with Trellis's public API, laid out in a window and snapshotted.
enum Screens {
  /// The profile screen under a navigation bar titled "Trainer": a label, a rounded-rect text field showing its
  /// placeholder, a switch that is on, a hidden label, a filled and a plain button, and a horizontal stack of two
  /// labels at the bottom.
  static func profile(
    device: Device = .iPhone15, appearance: UserInterfaceStyle = .unspecified
  ) -> (window: Window, controller: ProfileViewController) {
    let window = Window(device: device)
    window.overrideUserInterfaceStyle = appearance
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

extension Screens {
  /// The layer and debug-overlay screen in an iPhone 15 window (see ``LayersViewController``).
  static func layers(appearance: UserInterfaceStyle = .unspecified) -> Window {
    let window = Window(device: .iPhone15)
    window.overrideUserInterfaceStyle = appearance
    window.rootViewController = LayersViewController()
    window.makeKeyAndVisible()
    return window
  }

  /// The card's fixed (not system) colours: yellow fill, purple border.
  static let cardFill = Color(red: 1, green: 0.8, blue: 0.2)
  static let cardBorder = Color(red: 0.5, green: 0, blue: 0.5)
}

/// A rounded, bordered card (40, 79, 200, 120) that clips a blue square hanging out of its bottom-right corner; below
/// it a view whose width is ambiguous (only `width ≥ 60`) and a box whose second width constraint conflicts and is
/// broken. Frames: the safe area starts at 59 on an iPhone 15 without a navigation bar, so the card's top is
/// 59 + 20 = 79; the square is at (40 + 150, 79 + 60) = (190, 139), 100 × 100; `loose` is at y 199 + 40 = 239,
/// 40 tall; `broken` at y 279 + 40 = 319, 100 × 30.
final class LayersViewController: ViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let card = View()
    card.accessibilityIdentifier = "card"
    card.backgroundColor = Screens.cardFill
    card.layer.cornerRadius = 20
    card.layer.borderWidth = 4
    card.layer.borderColor = Screens.cardBorder
    card.clipsToBounds = true
    let inner = View()
    inner.accessibilityIdentifier = "card.inner"
    inner.backgroundColor = .systemBlue
    let loose = View()
    loose.accessibilityIdentifier = "loose"
    let broken = View()
    broken.accessibilityIdentifier = "broken"
    for (subview, parent) in [(card, view), (inner, card), (loose, view), (broken, view)] as [(View, View)] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(subview)
    }
    let safe = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 120),
      inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 150),
      inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 60),
      inner.widthAnchor.constraint(equalToConstant: 100),
      inner.heightAnchor.constraint(equalToConstant: 100),
      loose.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 40),
      loose.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
      loose.heightAnchor.constraint(equalToConstant: 40),
      loose.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
      broken.topAnchor.constraint(equalTo: loose.bottomAnchor, constant: 40),
      broken.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
      broken.heightAnchor.constraint(equalToConstant: 30),
      broken.widthAnchor.constraint(equalToConstant: 100),
    ])
    broken.widthAnchor.constraint(equalToConstant: 150).isActive = true
  }
}
