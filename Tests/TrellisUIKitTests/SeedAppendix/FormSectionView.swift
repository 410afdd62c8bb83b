// swift-format-ignore-file
// Fixture: the "FormSectionView" file from the appendix of the seed 000_1e750f2c46c7b37e.txt (a copy is
// Resources/Seed000.txt). Changes, all checked by SeedAppendixTextTests:
// - This header, up to the first blank line.
// - `import UIKit` became `import TrellisUIKit`.
// - The `#Preview` block at the end deleted (there is no SwiftUI canvas here).

import TrellisUIKit

final class FormSectionView: UIView {
    
    var textDidChange: ((String) -> Void)?
    
    var sectionTitle: (() -> String)? {
        didSet {
            sectionLabel.text = sectionTitle?()
        }
    }
    
    private lazy var sectionLabel: UILabel = .makeSimpleLabel(
        text: "No Text Received, sectionTitle not set.",
        textAlignment: .natural,
        font: .systemFont(ofSize: 24, weight: .semibold)
    )
    
    private lazy var sectionTextField: UITextField = .makeSimpleTextField(delegate: self)
    
    override init(frame: CGRect) {
        super.init(frame: frame)
        configureView()
    }
    
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
}

private extension FormSectionView {
    func configureView() {
        addSubviews([sectionLabel, sectionTextField])
        configureConstraints()
    }
    
    func configureConstraints() {
        let sectionLabelConstraints = [
            sectionLabel.topAnchor.constraint(equalTo: topAnchor),
            sectionLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            sectionLabel.trailingAnchor.constraint(equalTo: trailingAnchor)
        ]
        
        let sectionTextFieldConstraints = [
            sectionTextField.topAnchor.constraint(equalTo: sectionLabel.bottomAnchor),
            sectionTextField.leadingAnchor.constraint(equalTo: leadingAnchor),
            sectionTextField.trailingAnchor.constraint(equalTo: trailingAnchor),
            sectionTextField.bottomAnchor.constraint(equalTo: bottomAnchor)
        ]
        
        let constraints = sectionLabelConstraints + sectionTextFieldConstraints
        
        NSLayoutConstraint.activate(constraints)
        
    }
    
}

extension FormSectionView: UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let currentText = textField.text,
              let textRange = Range(range, in: currentText) else { return false }
        
        let updatedText = currentText.replacingCharacters(in: textRange, with: string)
        textDidChange?(updatedText)
        return true
    }
}
