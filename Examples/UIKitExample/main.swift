// A small sign-in screen written as UIKit code, laid out on an iPhone 15, printing every view's frame. The only
// change from an iOS app is the import. Copy this file into an executable target that depends on the TrellisUIKit
// product.
//
// Every frame printed is worked out by hand in Examples/README.md; CI runs `swift run uikit-example` and compares
// its output with expected-output.txt.
import TrellisUIKit

final class SignInViewController: UIViewController {
  let titleLabel = UILabel()
  let emailField = UITextField()
  let signInButton = UIButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = "Sign in to Trainer"
    emailField.placeholder = "E-mail"
    emailField.borderStyle = .roundedRect
    signInButton.setTitle("Sign In", for: .normal)
    signInButton.configuration = .filled()
    for subview in [titleLabel, emailField, signInButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
      emailField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
      emailField.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      emailField.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      signInButton.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 24),
      signInButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
  }
}

let controller = SignInViewController()
let window = UIWindow(device: .iPhone15)
window.rootViewController = controller
window.makeKeyAndVisible()

/// A length to two decimals, without trailing zeros: 20.666… is "20.67", 16.0 is "16".
func points(_ value: CGFloat) -> String {
  String(format: "%g", (value * 100).rounded() / 100)
}

for (name, view) in [
  ("title", controller.titleLabel), ("email", controller.emailField), ("sign in", controller.signInButton),
] as [(String, UIView)] {
  let frame = view.frame
  print("\(name): (\(points(frame.minX)), \(points(frame.minY))) \(points(frame.width)) × \(points(frame.height))")
}
