import Foundation
import Testing
import TrellisText

@testable import Trellis

@Suite struct FittingTests {
  @Test func compressedSizeWrapsTheContent() {
    let container = View()
    let content = SizedView(width: 120, height: 44)
    container.addSubview(content)
    LayoutConstraint.activate(pin(content, to: container, inset: 10))
    // 120 + 2·10 = 140 by 44 + 2·10 = 64.
    #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 140, height: 64))
    // The engine's state is untouched: the container's frame is still its own.
    #expect(container.frame == .zero)
  }

  @Test func requiredWidthWrapsMultiLineLabels() {
    let cell = View()
    let label = Label()
    label.numberOfLines = 0
    label.text = "A long description that certainly wraps onto several lines when it is only two hundred wide."
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(label)
    LayoutConstraint.activate(pin(label, to: cell, inset: 10))
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // Width 200 exactly; the label wraps at 200 − 20 = 180, plus 20 of insets.
    let wrapped = TextMeasurer().layout(
      of: label.text!, font: label.font, maxWidth: 180, numberOfLines: 0, lineBreakMode: .byTruncatingTail, scale: 3)
    #expect(wrapped.lines.count > 1)
    #expect(size.width == 200)
    #expect(abs(size.height - (wrapped.size.height + 20)) < 1e-9)
  }

  @Test func stackFitsItsArrangedViews() {
    let stack = StackView(arrangedSubviews: [SizedView(width: 30, height: 10), SizedView(width: 50, height: 20)])
    stack.axis = .vertical
    stack.spacing = 4
    stack.alignment = .leading
    // Widest 50; 10 + 4 + 20 = 34 tall.
    #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 50, height: 34))
  }
}
