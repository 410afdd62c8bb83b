import Foundation
import Trellis
import TrellisText

// The Trainer form of the tutorial (shared/seeds/000_…), built from Trellis views as the tutorial builds it from
// UIKit's: a header, a vertical stack of two sections (a title label over a rounded text field), and a save button,
// in a view pinned 16 points inside the safe area. The benchmark lays it out in an iPhone 15 window.

/// One section of the form: a title label over a text field.
private final class BenchFormSection: View {
  let titleLabel = Label()
  let textField = TextField()

  init(title: String) {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 24, weight: .semibold)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    textField.borderStyle = .roundedRect
    textField.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    addSubview(textField)
    LayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: topAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
      textField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
      textField.leadingAnchor.constraint(equalTo: leadingAnchor),
      textField.trailingAnchor.constraint(equalTo: trailingAnchor),
      textField.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// The form's controller: the form view pinned 16 points inside the safe area.
private final class BenchFormViewController: ViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let form = View()
    form.translatesAutoresizingMaskIntoConstraints = false
    let header = Label()
    header.text = "Trainer Form"
    header.textAlignment = .center
    header.font = .preferredFont(forTextStyle: .extraLargeTitle)
    header.translatesAutoresizingMaskIntoConstraints = false
    let stack = StackView(arrangedSubviews: [
      BenchFormSection(title: "Trainer Name"), BenchFormSection(title: "Favorite Pokémon"),
    ])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    let save = Button()
    save.setTitle("Save Trainer Data", for: .normal)
    save.configuration = Button.Configuration.filled()
    save.translatesAutoresizingMaskIntoConstraints = false
    form.addSubview(header)
    form.addSubview(stack)
    form.addSubview(save)
    view.addSubview(form)
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: form.topAnchor),
      header.leadingAnchor.constraint(equalTo: form.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: form.trailingAnchor),
      stack.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 32),
      stack.leadingAnchor.constraint(equalTo: form.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: form.trailingAnchor),
      save.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 32),
      save.heightAnchor.constraint(equalToConstant: 48),
      save.leadingAnchor.constraint(equalTo: form.leadingAnchor),
      save.trailingAnchor.constraint(equalTo: form.trailingAnchor),
      form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      form.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      form.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      form.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
    ])
  }
}

/// The Trainer form screen in an iPhone 15 window, not laid out yet.
enum TrainerFormScreen {
  /// A new window whose root view controller is the form (13 views, the window included).
  static func makeWindow() -> Window {
    let window = Window(device: .iPhone15)
    window.rootViewController = BenchFormViewController()
    return window
  }
}
