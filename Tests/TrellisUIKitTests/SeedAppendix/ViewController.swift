// swift-format-ignore-file
// Fixture: the "ViewController" file from the appendix of the seed 000_1e750f2c46c7b37e.txt (a copy is
// Resources/Seed000.txt). Changes, all checked by SeedAppendixTextTests:
// - This header, up to the first blank line.
// - `import TrellisUIKit` added: the appendix prints this file without its imports (the Xcode
//   template's first line is `import UIKit`).

import TrellisUIKit

final class ViewController: UIViewController {
    
    // MARK: - UI Elements
    private lazy var button: UIButton = .makeSimpleButton(title: "Add Trainer Data", action: buttonAction)
    private lazy var label: UILabel = .makeSimpleLabel()

    // MARK: - ViewController Life Cycle
    override func viewDidLoad() {
        super.viewDidLoad()
        // To show the title I need a navigation controller initialized
        title = "Trainer Log"
        configureView()
    }


}

// MARK: - Private Methods
private extension ViewController {
    
    var buttonAction: UIAction {
        UIAction { [weak self] action in
            let formViewController = FormViewController()
            formViewController.saveAction = { [weak self] trainerData in
                self?.label.text = trainerData.description
            }
            self?.present(formViewController, animated: true)
        }
    }
    
    func configureView() {
        view.backgroundColor = .systemBackground
        view.addSubviews([button, label])
        configureConstraints()
    }
    
    func configureConstraints() {
        let buttonConstraints = [
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 64),
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16)
        ]
        NSLayoutConstraint.activate(buttonConstraints)
    }
}
