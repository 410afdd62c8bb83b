// swift-format-ignore-file
// Fixture: the "FormViewController" file from the appendix of the seed 000_1e750f2c46c7b37e.txt (a copy is
// Resources/Seed000.txt). Changes, all checked by SeedAppendixTextTests:
// - This header, up to the first blank line.
// - `import TrellisUIKit` added: the appendix prints this file without its imports (the Xcode
//   template's first line is `import UIKit`).

import TrellisUIKit

class FormViewController: UIViewController {
    
    var saveAction: ((TrainerInfo) -> Void)?
    
    private lazy var trainerForm: TrainerFormView = {
        let form = TrainerFormView()
        return form
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureView()
    }
    
    private func configureView() {
        trainerForm.translatesAutoresizingMaskIntoConstraints = false
        
        trainerForm.saveButtonAction = { [weak self] trainerData in
            self?.saveAction?(trainerData)
            self?.dismiss(animated: true)
        }
        
        view.addSubview(trainerForm)
        
        NSLayoutConstraint.activate([
            trainerForm.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            trainerForm.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            trainerForm.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            trainerForm.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        ])
    }

}
