// swift-format-ignore-file
// Fixture: the "Extensions" file from the appendix of the seed 000_1e750f2c46c7b37e.txt (a copy is
// Resources/Seed000.txt). Changes, all checked by SeedAppendixTextTests:
// - This header, up to the first blank line.
// - `import UIKit` became `import TrellisUIKit`.

import TrellisUIKit

extension UIView {
    /// Add the array of subviews to the current View
    /// - Parameter views: The views to add
    func addSubviews(_ views: [UIView]) {
        views.forEach {
            self.addSubview($0)
        }
    }
}

extension UIStackView {
    func addArrangedSubviews(_ views: [UIView]) {
        views.forEach {
            self.addArrangedSubview($0)
        }
    }
}

extension UIButton {
    static func makeSimpleButton(title: String, action: UIAction) -> UIButton {
        let button = UIButton()
        button.setTitle(title, for: .normal)
        button.addAction(action, for: .touchUpInside)
        button.configuration = UIButton.Configuration.filled()
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }
}

extension UILabel {
    static func makeSimpleLabel(
        text: String = "",
        textAlignment: NSTextAlignment = .center,
        font: UIFont = .preferredFont(forTextStyle: .body)
    ) -> UILabel {
        let label = UILabel()
        label.textAlignment = textAlignment
        label.text = text
        label.font = font
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }
}

extension UIStackView {
    static func makeSimpleStack(axis: NSLayoutConstraint.Axis ) -> UIStackView {
        let stack = UIStackView()
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }
}

extension UITextField {
    static func makeSimpleTextField(delegate: (any UITextFieldDelegate)?) -> UITextField {
        let textField = UITextField()
        textField.borderStyle = .roundedRect
        // Don't forget to add delegate to call the function that sends data back
        textField.delegate = delegate
        textField.translatesAutoresizingMaskIntoConstraints = false
        return textField
    }
}
