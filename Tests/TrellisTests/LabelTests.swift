import Foundation
import Testing
import TrellisText

@testable import Trellis

@Suite struct LabelTests {
  let measurer = TextMeasurer()

  @Test func defaultsAreUIKits() {
    let label = Label()
    #expect(label.font == Font.systemFont(ofSize: 17))
    #expect(label.numberOfLines == 1)
    #expect(label.textAlignment == .natural)
    #expect(label.textColor == .label)
    #expect(label.intrinsicContentSize == .zero)
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
  }

  @Test func intrinsicSizeIsTheMeasuredText() {
    let label = Label()
    label.text = "Just text"
    let expected = measurer.layout(of: "Just text", font: .systemFont(ofSize: 17), scale: 3).size
    #expect(label.intrinsicContentSize == expected)
    // Single-line heights are rounded up to the @3x pixel grid.
    #expect((label.intrinsicContentSize.height * 3).rounded() == label.intrinsicContentSize.height * 3)
  }

  @Test func textChangeRelayoutIsInPlace() throws {
    let root = makeRoot()
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Hi"
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    let rowCount = root.layoutEngine.solver.constraints.count
    label.text = "A longer text"
    root.layoutIfNeeded()
    let size = measurer.layout(of: "A longer text", font: label.font, scale: 3).size
    #expect(label.frame == CGRect(origin: CGPoint(x: 16, y: 20), size: size))
    #expect(root.layoutEngine.solver.constraints.count == rowCount)
  }

  @Test func multiLineLabelWrapsAtItsResolvedWidth() {
    let root = makeRoot()
    let text = "Sign up to track your training, log your workouts and share your favourite Pokémon with friends."
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = text
    let below = makeView("below", in: root)
    root.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      below.leadingAnchor.constraint(equalTo: root.leadingAnchor), below.widthAnchor.constraint(equalToConstant: 1),
      below.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    // Width 320 − 32 = 288; the height is the text wrapped at 288 (several lines), as preferredMaxLayoutWidth.
    let wrapped = measurer.layout(
      of: text, font: label.font, maxWidth: 288, numberOfLines: 0, lineBreakMode: .byTruncatingTail, scale: 3)
    #expect(wrapped.lines.count > 1)
    #expect(label.frame == CGRect(x: 16, y: 10, width: 288, height: wrapped.size.height))
    #expect(below.frame.minY == 10 + wrapped.size.height + 8)
    // Narrower root: the label wraps again at the new width.
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
    root.layoutIfNeeded()
    let narrower = measurer.layout(
      of: text, font: label.font, maxWidth: 168, numberOfLines: 0, lineBreakMode: .byTruncatingTail, scale: 3)
    #expect(label.frame.size == CGSize(width: 168, height: narrower.size.height))
  }

  @Test func preferredMaxLayoutWidthFixesTheWrapWidth() {
    let label = Label()
    label.numberOfLines = 2
    label.preferredMaxLayoutWidth = 100
    label.text = "one two three four five six seven"
    let expected = measurer.layout(
      of: label.text!, font: label.font, maxWidth: 100, numberOfLines: 2, lineBreakMode: .byTruncatingTail, scale: 3)
    #expect(label.intrinsicContentSize == expected.size)
  }

  @Test func firstBaselinesAlignAcrossFonts() {
    let root = makeRoot()
    let big = Label()
    big.font = .systemFont(ofSize: 34)
    big.text = "Title"
    let small = Label()
    small.font = .systemFont(ofSize: 13)
    small.text = "note"
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    LayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // big's baseline is at its ascender (its height is its text height); small's top is that minus its ascender.
    let bigLayout = measurer.layout(of: "Title", font: big.font, scale: 3)
    let smallLayout = measurer.layout(of: "note", font: small.font, scale: 3)
    #expect(abs(small.frame.minY - (bigLayout.firstBaseline - smallLayout.firstBaseline)) < 1e-9)
    #expect(abs(small.frame.height - smallLayout.size.height) < 1e-9)
  }

  @Test func snapshotCarriesTheText() {
    let root = makeRoot()
    let label = Label(frame: CGRect(x: 10, y: 20, width: 200, height: 30))
    label.text = "Hello"
    label.textAlignment = .center
    label.accessibilityIdentifier = "greeting"
    root.addSubview(label)
    let snapshot = LayoutSnapshot(of: root)
    let node = snapshot.node(withIdentifier: "greeting")
    #expect(node?.frame == CGRect(x: 10, y: 20, width: 200, height: 30))
    #expect(node?.kind == "Label")
    guard case .text(let text)? = node?.content else {
      Issue.record("no text content")
      return
    }
    #expect(text.lines == ["Hello"])
    #expect(text.alignment == .center)
  }
}

@Suite struct LabelScaleTests {
  @Test func labelMeasuredBeforeJoiningAWindowUsesTheWindowsScale() {
    let label = Label()
    label.text = "Pixel grid"
    let atThree = label.intrinsicContentSize
    let window = Window(device: .iPhoneSE3)
    window.addSubview(label)
    let atTwo = TextMeasurer().layout(of: "Pixel grid", font: label.font, scale: 2).size
    #expect(label.intrinsicContentSize == atTwo)
    #expect(atThree == TextMeasurer().layout(of: "Pixel grid", font: label.font, scale: 3).size)
  }
}
