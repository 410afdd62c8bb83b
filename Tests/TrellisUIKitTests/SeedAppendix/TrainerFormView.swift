// swift-format-ignore-file
// Fixture: the "TrainerFormView" file from the appendix of the seed 000_1e750f2c46c7b37e.txt (a copy is
// Resources/Seed000.txt). Changes, all checked by SeedAppendixTextTests:
// - This header, up to the first blank line.
// - `import UIKit` became `import TrellisUIKit`.
// - The `#Preview` block at the end deleted (there is no SwiftUI canvas here).

import TrellisUIKit

final class TrainerFormView: UIView {
    
    private var trainerData: TrainerInfo = .init(id: UUID(), name: "Name", favoritePokemon: "Pokemon")
    
    var saveButtonAction: ((TrainerInfo) -> Void)?
    
    private lazy var headerTitle: UILabel = .makeSimpleLabel(
        text: "Trainer Form",
        font: .preferredFont(forTextStyle: .extraLargeTitle)
    )
    
    private lazy var formStack: UIStackView = .makeSimpleStack(axis: .vertical)
    
    private lazy var saveButton: UIButton = .makeSimpleButton(
        title: "Save Trainer Data",
        action: saveAction
    )

    override init(frame: CGRect) {
        super.init(frame: frame)
        // If you don't add the subviews before the constraints the simulator will crash
        addSubviews([headerTitle, formStack, saveButton])
        configureConstraints()
        configureStack()
    }
    
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
}

private extension TrainerFormView {
    
    func configureConstraints() {
        let headerTitleConstraints = [
            headerTitle.topAnchor.constraint(equalTo: topAnchor),
            headerTitle.leadingAnchor.constraint(equalTo: leadingAnchor),
            headerTitle.trailingAnchor.constraint(equalTo: trailingAnchor)
        ]
        
        let formStackConstraints = [
            formStack.topAnchor.constraint(equalTo: headerTitle.bottomAnchor, constant: 32),
            formStack.leadingAnchor.constraint(equalTo: leadingAnchor),
            formStack.trailingAnchor.constraint(equalTo: trailingAnchor)
        ]
        
        let saveButtonConstraints = [
            saveButton.topAnchor.constraint(equalTo: formStack.bottomAnchor, constant: 32),
            saveButton.heightAnchor.constraint(equalToConstant: 48),
            saveButton.leadingAnchor.constraint(equalTo: leadingAnchor),
            saveButton.trailingAnchor.constraint(equalTo: trailingAnchor)
        ]
        
        let viewConstraints = headerTitleConstraints + formStackConstraints + saveButtonConstraints
        
        NSLayoutConstraint.activate(viewConstraints)
    }
    
    var saveAction: UIAction {
        UIAction { [weak self] action in
            // If I don't safe unwrap self this wont work because trainerData despite not being optional
            // by the weak self it becomes optional when accessing via self?. .
            guard let self else { return }
            self.saveButtonAction?(self.trainerData)
        }
    }
    
    func configureStack() {
        let nameSection = FormSectionView()
        nameSection.sectionTitle = { "Trainer Name" }
        nameSection.textDidChange = { [weak self] text in
            self?.trainerData.name = text
        }
        
        let pokemonSection = FormSectionView()
        pokemonSection.sectionTitle = { "Favorite Pokémon"}
        pokemonSection.textDidChange = { [weak self] text in
            self?.trainerData.favoritePokemon = text
        }
        
        formStack.addArrangedSubviews([nameSection, pokemonSection])
        
        formStack.spacing = 16
    }
}
