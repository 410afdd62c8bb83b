import Foundation
import Trellis
import TrellisText

/// A row of text, as RSFormView's `FormTextCell`: a wrapping label 25 points from each side (the cell's width
/// less 50), with the item's top and bottom margins.
final class FormTextRowView: View {
  /// The inset from the row's leading and trailing sides.
  static let sideInset: CGFloat = 25

  let item: FormItem
  let label = Label()
  private var topConstraint: LayoutConstraint?
  private var bottomConstraint: LayoutConstraint?

  init(item: FormItem) {
    self.item = item
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    addSubview(label)
    let margins = item.contraintsConfigurator
    let top = label.topAnchor.constraint(equalTo: topAnchor, constant: margins.headerLabelTopMargin)
    let bottom = bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: margins.headerLabelBottomMargin)
    LayoutConstraint.activate([
      top, bottom,
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.sideInset),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Self.sideInset),
    ])
    topConstraint = top
    bottomConstraint = bottom
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Shows the item's text, font, colour and margins.
  func refresh(with configurator: FormConfigurator) {
    backgroundColor = configurator.cellsBackgroundColor
    let text = item.attributedText
    let style: (font: Font?, color: Color?) = text.map(TextAttributes.style(of:)) ?? (nil, nil)
    label.text = text?.string ?? ""
    label.font = style.font ?? .systemFont(ofSize: 17)
    label.textColor = style.color ?? configurator.textColor
    let margins = item.contraintsConfigurator
    if topConstraint?.constant != margins.headerLabelTopMargin {
      topConstraint?.constant = margins.headerLabelTopMargin
    }
    if bottomConstraint?.constant != margins.headerLabelBottomMargin {
      bottomConstraint?.constant = margins.headerLabelBottomMargin
    }
  }
}
