// swift-format-ignore-file
// Fixture: a sign-in screen written the way programmatic UIKit tutorials write one (closure-initialised views,
// stack views, NSLayoutConstraint.activate, layout margins and safe-area guides, hugging priorities, an image view,
// a switch, target–action). The UIKit original is Resources/SignInViewController.uikit.txt; this file differs from
// it only where Swift on Linux needs it, all checked by TutorialFixtureTextTests:
// - This header, up to the first blank line.
// - `import UIKit` became `import TrellisUIKit`.
// - `#selector(method)` became `SignInViewController.method`, and `@objc ` went: there is no Objective-C runtime.

import TrellisUIKit

final class SignInViewController: UIViewController {

    // MARK: - Views

    private let avatarImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
        imageView.contentMode = .scaleAspectFill
        imageView.layer.cornerRadius = 32
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.text = "Misty"
        label.font = .preferredFont(forTextStyle: .title2)
        label.textColor = .label
        return label
    }()

    private let bioLabel: UILabel = {
        let label = UILabel()
        label.text = "Cerulean City Gym Leader"
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }()

    private let emailTextField: UITextField = {
        let textField = UITextField()
        textField.placeholder = "Email"
        textField.borderStyle = .roundedRect
        textField.keyboardType = .emailAddress
        textField.autocapitalizationType = .none
        textField.autocorrectionType = .no
        textField.returnKeyType = .next
        return textField
    }()

    private let passwordTextField: UITextField = {
        let textField = UITextField()
        textField.placeholder = "Password"
        textField.borderStyle = .roundedRect
        textField.isSecureTextEntry = true
        textField.returnKeyType = .done
        textField.layer.borderWidth = 1
        textField.layer.borderColor = UIColor.systemGray4.cgColor
        textField.layer.cornerRadius = 8
        return textField
    }()

    private let rememberMeLabel: UILabel = {
        let label = UILabel()
        label.text = "Remember me"
        label.font = .preferredFont(forTextStyle: .body)
        return label
    }()

    private let rememberMeSwitch: UISwitch = {
        let toggle = UISwitch()
        toggle.isOn = true
        return toggle
    }()

    private let signInButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        let button = UIButton(configuration: configuration)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private let forgotPasswordButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Forgot password?", for: .normal)
        button.setTitleColor(.secondaryLabel, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .footnote)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private let stackView: UIStackView = {
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        return stackView
    }()

    // MARK: - State

    private(set) var isRememberMeOn = true
    var onSignIn: ((String, String) -> Void)?

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        view.backgroundColor = .systemBackground
        overrideUserInterfaceStyle = .light
        setupViews()
        setupConstraints()
        setupActions()
    }

    // MARK: - Setup

    private func setupViews() {
        let headerStack = UIStackView(arrangedSubviews: [avatarImageView, nameLabel])
        headerStack.axis = .horizontal
        headerStack.spacing = 12
        headerStack.alignment = .center

        let rememberMeRow = UIStackView(arrangedSubviews: [rememberMeLabel, rememberMeSwitch])
        rememberMeRow.axis = .horizontal
        rememberMeRow.spacing = 8

        [headerStack, bioLabel, emailTextField, passwordTextField, rememberMeRow].forEach {
            stackView.addArrangedSubview($0)
        }

        view.addSubview(stackView)
        view.addSubview(signInButton)
        view.addSubview(forgotPasswordButton)
    }

    private func setupConstraints() {
        let margins = view.layoutMarginsGuide

        NSLayoutConstraint.activate([
            avatarImageView.widthAnchor.constraint(equalToConstant: 64),
            avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),

            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stackView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            signInButton.topAnchor.constraint(equalTo: stackView.bottomAnchor, constant: 32),
            signInButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            signInButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 50),

            forgotPasswordButton.topAnchor.constraint(equalTo: signInButton.bottomAnchor, constant: 8),
            forgotPasswordButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            forgotPasswordButton.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        ])

        nameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        rememberMeSwitch.setContentHuggingPriority(.required, for: .horizontal)
    }

    private func setupActions() {
        signInButton.addTarget(self, action: SignInViewController.signInTapped, for: .touchUpInside)
        rememberMeSwitch.addTarget(self, action: SignInViewController.rememberMeChanged, for: .valueChanged)
    }

    // MARK: - Actions

    private func signInTapped() {
        onSignIn?(emailTextField.text ?? "", passwordTextField.text ?? "")
    }

    private func rememberMeChanged(_ sender: UISwitch) {
        isRememberMeOn = sender.isOn
        UIView.animate(withDuration: 0.25) {
            self.forgotPasswordButton.isHidden = !sender.isOn
            self.view.layoutIfNeeded()
        }
    }
}
