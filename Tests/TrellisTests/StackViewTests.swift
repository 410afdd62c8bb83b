import Foundation
import Testing

@testable import Trellis

/// The expected frames of three views in a stack, derived by hand from UIKit's documented behaviour and the
/// constraints UIStackView generates (REFERENCE §2).
///
/// Setup: a stack 300 long on its axis and 100 across, spacing 10, three views whose intrinsic sizes are
/// 40 × 20, 60 × 30 and 80 × 40 (main × cross). Ranges are (start, length) along an axis.
private enum Expected {
  static func main(_ distribution: StackView.Distribution) -> [(CGFloat, CGFloat)] {
    switch distribution {
    case .fill:
      // 40 + 60 + 80 + 2·10 = 200 < 300: all hug at 250, the last stretches by 100 → 180.
      return [(0, 40), (50, 60), (120, 180)]
    case .fillEqually:
      // (300 − 2·10) / 3 = 280/3 each.
      let size: CGFloat = 280.0 / 3
      return [(0, size), (size + 10, size), (2 * size + 20, size)]
    case .fillProportionally:
      // Multipliers ICS / (ΣICS + spacings) = 40/200, 60/200, 80/200 of 300 → 60 @999, 90 @998, 120 @997;
      // the chain needs 300 − 20 = 280 in all, so the last (lowest priority) gives: 280 − 150 = 130.
      return [(0, 60), (70, 90), (170, 130)]
    case .equalSpacing:
      // Intrinsic sizes (180 in all), the 120 left split into two equal gaps of 60.
      return [(0, 40), (100, 60), (220, 80)]
    case .equalCentering:
      // Centres equally spaced: first at 20, last at 300 − 40 = 260, middle at 140 → starts at 110.
      return [(0, 40), (110, 60), (220, 80)]
    }
  }

  static func cross(_ alignment: StackView.Alignment, axis: LayoutConstraint.Axis) -> [(CGFloat, CGFloat)] {
    switch alignment {
    case .fill: return [(0, 100), (0, 100), (0, 100)]
    case .leading: return [(0, 20), (0, 30), (0, 40)]
    case .center: return [(40, 20), (35, 30), (30, 40)]  // 50 − size / 2
    case .trailing: return [(80, 20), (70, 30), (60, 40)]  // 100 − size
    case .firstBaseline, .lastBaseline:
      // Vertical stacks treat baseline alignment as fill. In horizontal ones a plain view's baselines are its
      // bottom: bottoms line up and the tallest (40) touches the top, so the bottoms are at 40.
      if axis == .vertical { return [(0, 100), (0, 100), (0, 100)] }
      return [(20, 20), (10, 30), (0, 40)]
    }
  }
}

@Suite struct StackViewTests {
  /// A stack 300 × 100 (horizontal) or 100 × 300 (vertical) at the origin of a root, with three sized views.
  private func makeStack(
    axis: LayoutConstraint.Axis, distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
    configure: (StackView, [SizedView]) -> Void = { _, _ in }
  ) -> (View, StackView, [SizedView]) {
    let root = makeRoot(width: 400, height: 400)
    let sizes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (80, 40)]
    let views = sizes.enumerated().map { index, size in
      axis == .horizontal
        ? SizedView(width: size.0, height: size.1, identifier: "v\(index)")
        : SizedView(width: size.1, height: size.0, identifier: "v\(index)")
    }
    let stack = StackView(arrangedSubviews: views)
    stack.accessibilityIdentifier = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 10
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: axis == .horizontal ? 300 : 100),
      stack.heightAnchor.constraint(equalToConstant: axis == .horizontal ? 100 : 300),
    ])
    configure(stack, views)
    root.layoutIfNeeded()
    return (root, stack, views)
  }

  private func frame(main: (CGFloat, CGFloat), cross: (CGFloat, CGFloat), axis: LayoutConstraint.Axis) -> CGRect {
    axis == .horizontal
      ? CGRect(x: main.0, y: cross.0, width: main.1, height: cross.1)
      : CGRect(x: cross.0, y: main.0, width: cross.1, height: main.1)
  }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical], StackView.Distribution.allCases)
  func distributionsWithEveryAlignment(axis: LayoutConstraint.Axis, distribution: StackView.Distribution) {
    for alignment in StackView.Alignment.allCases {
      let (root, _, views) = makeStack(axis: axis, distribution: distribution, alignment: alignment)
      let main = Expected.main(distribution)
      let cross = Expected.cross(alignment, axis: axis)
      for index in 0..<3 {
        #expect(
          views[index].frame == frame(main: main[index], cross: cross[index], axis: axis),
          "\(axis) \(distribution) \(alignment) view \(index)")
      }
      #expect(root.layoutEngine.issues.isEmpty, "\(axis) \(distribution) \(alignment)")
      #expect(!views.contains { $0.hasAmbiguousLayout }, "\(axis) \(distribution) \(alignment)")
    }
  }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical])
  func hiddenViewCollapses(axis: LayoutConstraint.Axis) {
    let (root, _, views) = makeStack(axis: axis) { _, views in views[1].isHidden = true }
    // Visible: 40 and the last, which stretches to 300 − 40 − 10 = 250; the hidden one is 0 long at 40.
    #expect(views[0].frame == frame(main: (0, 40), cross: (0, 100), axis: axis))
    #expect(views[1].frame == frame(main: (40, 0), cross: (0, 100), axis: axis))
    #expect(views[2].frame == frame(main: (50, 250), cross: (0, 100), axis: axis))
    #expect(root.layoutEngine.issues.isEmpty)
  }

  @Test func hidingAndShowingIsIncremental() {
    let (root, _, views) = makeStack(axis: .horizontal, distribution: .fillEqually)
    views[0].isHidden = true
    root.layoutIfNeeded()
    // Two visible views share 300 − 10 = 290.
    #expect(views[1].frame == CGRect(x: 0, y: 0, width: 145, height: 100))
    #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 100))
    views[0].isHidden = false
    root.layoutIfNeeded()
    let (_, _, fresh) = makeStack(axis: .horizontal, distribution: .fillEqually)
    #expect(views.map(\.frame) == fresh.map(\.frame))
  }

  @Test func customSpacing() {
    let (_, stack, views) = makeStack(axis: .horizontal) { stack, views in stack.setCustomSpacing(20, after: views[0]) }
    // 40, gap 20, 60, gap 10, then 300 − 40 − 20 − 60 − 10 = 170.
    #expect(views.map(\.frame.minX) == [0, 60, 130])
    #expect(views[2].frame.width == 170)
    #expect(stack.customSpacing(after: views[0]) == 20)
    #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
  }

  @Test func layoutMarginsRelativeArrangement() {
    let (_, _, views) = makeStack(axis: .horizontal) { stack, _ in stack.isLayoutMarginsRelativeArrangement = true }
    // Canvas inset by 8: (8, 8, 284, 84); the last view stretches to 284 − 40 − 60 − 20 = 164.
    #expect(views[0].frame == CGRect(x: 8, y: 8, width: 40, height: 84))
    #expect(views[1].frame == CGRect(x: 58, y: 8, width: 60, height: 84))
    #expect(views[2].frame == CGRect(x: 128, y: 8, width: 164, height: 84))
  }

  @Test func rightToLeftStacksFromTheRight() {
    let (root, _, views) = makeStack(axis: .horizontal) { stack, _ in stack.semanticContentAttribute = .forceRightToLeft
    }
    // Leading is the right edge: 300 − 40 = 260, 260 − 10 − 60 = 190, then 180 wide from 0.
    #expect(views.map(\.frame.minX) == [260, 190, 0])
    #expect(root.layoutEngine.issues.isEmpty)
  }

  @Test func lowerHuggingStretchesInsteadOfTheLast() {
    let (_, _, views) = makeStack(axis: .horizontal) { _, views in
      views[0].setContentHuggingPriority(249, for: .horizontal)
    }
    // The first hugs least and takes the 100 extra: 140, 60, 80.
    #expect(views.map(\.frame.width) == [140, 60, 80])
  }

  @Test func unconstrainedStackSizesToItsContent() {
    let root = makeRoot()
    let views = [SizedView(width: 40, height: 20), SizedView(width: 60, height: 30)]
    let stack = StackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.spacing = 5
    stack.alignment = .center
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    // 40 + 5 + 60 = 105 wide, as tall as the tallest (30); the shorter one centred at 15 − 10 = 5.
    #expect(stack.frame == CGRect(x: 10, y: 10, width: 105, height: 30))
    #expect(views[0].frame == CGRect(x: 0, y: 5, width: 40, height: 20))
    #expect(!stack.hasAmbiguousLayout)
  }

  @Test func arrangedSubviewManagement() {
    let stack = StackView()
    let a = View()
    let b = View()
    stack.addArrangedSubview(a)
    stack.insertArrangedSubview(b, at: 0)
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    stack.removeArrangedSubview(b)
    #expect(b.superview === stack)
    #expect(stack.arrangedSubviews.count == 1)
    a.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(StackView.Alignment.top == .leading)
    #expect(StackView.Alignment.bottom == .trailing)
    #expect(StackView.Distribution.equalCentering.rawValue == 4)
  }

  @Test func baselineRelativeVerticalSpacing() {
    let root = makeRoot()
    let first = Label()
    first.text = "First"
    let second = Label()
    second.font = .systemFont(ofSize: 28)
    second.text = "Second"
    let stack = StackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 30
    stack.isBaselineRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // second.firstBaseline == first.lastBaseline + 30, in root space.
    let firstBaseline = first.frame.minY + first.textLayout.lastBaseline
    let secondBaseline = second.frame.minY + second.textLayout.firstBaseline
    #expect(abs(secondBaseline - firstBaseline - 30) < 1e-9)
  }
}

@Suite struct StackViewConstraintTests {
  @Test func generatedConstraintsCarryUIKitsIdentifiers() {
    let views = [SizedView(width: 10, height: 10), SizedView(width: 20, height: 10)]
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 4
    stack.alignment = .center
    let root = makeRoot()
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    root.addSubview(stack)
    root.layoutIfNeeded()
    let identifiers = Set(stack.constraints.compactMap(\.identifier))
    #expect(
      identifiers.isSuperset(of: [
        "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary", "UISV-spanning-fit",
        "UISV-ambiguity-suppression",
      ]))
    let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" }
    #expect(spacing?.description.hasPrefix("'UISV-spacing' SizedView#") == true)
    #expect(spacing?.constant == 4)
  }

  @Test func requiredSizeOnAHiddenViewConflictsWithHiding() throws {
    let views = [SizedView(width: 10, height: 10), SizedView(width: 20, height: 10)]
    let stack = StackView(arrangedSubviews: views)
    let root = makeRoot()
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    root.addSubview(stack)
    let width = views[0].widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    root.layoutIfNeeded()
    views[0].isHidden = true
    root.layoutIfNeeded()
    let report = try #require(root.layoutEngine.conflicts.first)
    #expect(report.broken.identifier == "UISV-hiding")
    #expect(views[0].frame.width == 10)
    // The usual fix: a priority below required lets the stack collapse the view.
    width.isActive = false
    width.priority = 999
    width.isActive = true
    root.layoutIfNeeded()
    #expect(views[0].frame.width == 0)
  }
}
