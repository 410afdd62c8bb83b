import Foundation
import Testing

@testable import Trellis

/// A small deterministic generator (SplitMix64), so that random runs repeat.
private struct StackSeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A form-like tree of nested stacks with labels, described as a value: sections of rows, each row a horizontal
/// stack of a fixed-width title and two labels, as `trellis-bench --layout` builds them.
private struct StackTreeSpec {
  struct Row {
    var value: String
    var detail: String
    var titleWidth: CGFloat
    var isDetailHidden = false
    var isHidden = false
  }

  var sections: [[Row]]
  var sectionSpacing: CGFloat = 4
}

/// A live tree built from a spec in an iPhone 15 window, with handles on what the mutations change.
private final class LiveStackTree {
  let window = Window(device: .iPhone15)
  let content = StackView()
  var sections: [StackView] = []
  var rows: [[StackView]] = []
  var values: [[Label]] = []
  var details: [[Label]] = []
  var titleWidths: [[LayoutConstraint]] = []

  init(_ spec: StackTreeSpec) {
    content.axis = .vertical
    content.spacing = 12
    content.isLayoutMarginsRelativeArrangement = true
    content.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(content)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      content.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -16),
    ])
    for rowSpecs in spec.sections {
      let section = StackView()
      section.axis = .vertical
      section.spacing = spec.sectionSpacing
      content.addArrangedSubview(section)
      sections.append(section)
      rows.append([])
      values.append([])
      details.append([])
      titleWidths.append([])
      for row in rowSpecs { append(row, to: sections.count - 1) }
    }
  }

  func append(_ spec: StackTreeSpec.Row, to section: Int) {
    let title = Label()
    title.text = "Title"
    let value = Label()
    value.text = spec.value
    let detail = Label()
    detail.text = spec.detail
    detail.isHidden = spec.isDetailHidden
    let row = StackView(arrangedSubviews: [title, value, detail])
    row.spacing = 8
    row.isHidden = spec.isHidden
    let width = title.widthAnchor.constraint(equalToConstant: spec.titleWidth)
    width.isActive = true
    sections[section].addArrangedSubview(row)
    rows[section].append(row)
    values[section].append(value)
    details[section].append(detail)
    titleWidths[section].append(width)
  }

  func removeLastRow(of section: Int) {
    rows[section].removeLast().removeFromSuperview()
    values[section].removeLast()
    details[section].removeLast()
    titleWidths[section].removeLast()
  }

  /// Every view's frame (superview coordinates) and every guide's layout frame, in tree order.
  var frames: [CGRect] {
    var result: [CGRect] = []
    window.forEachViewInSubtree { view in
      result.append(view.frame)
      for guide in view.layoutGuides { result.append(guide.layoutFrame) }
    }
    return result
  }
}

@Suite struct IncrementalStackLayoutTests {
  private static let texts = ["", "A", "Ash", "Pikachu", "A much longer value than the others", "Zoé"]

  private func randomRow(_ random: inout StackSeededGenerator) -> StackTreeSpec.Row {
    StackTreeSpec.Row(
      value: Self.texts.randomElement(using: &random)!, detail: Self.texts.randomElement(using: &random)!,
      titleWidth: CGFloat(Int.random(in: 40...120, using: &random)))
  }

  /// Applies one random mutation to both the spec and the live tree: a text, a constant, a hidden label or row, a
  /// row added or removed, or a stack's spacing.
  private func mutate(_ spec: inout StackTreeSpec, _ live: LiveStackTree, _ random: inout StackSeededGenerator) {
    let section = Int.random(in: 0..<spec.sections.count, using: &random)
    guard !spec.sections[section].isEmpty else {
      let row = randomRow(&random)
      spec.sections[section].append(row)
      live.append(row, to: section)
      return
    }
    let row = Int.random(in: 0..<spec.sections[section].count, using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      let text = Self.texts.randomElement(using: &random)!
      spec.sections[section][row].value = text
      live.values[section][row].text = text
    case 1:
      let width = CGFloat(Int.random(in: 40...120, using: &random))
      spec.sections[section][row].titleWidth = width
      live.titleWidths[section][row].constant = width
    case 2:
      spec.sections[section][row].isDetailHidden.toggle()
      live.details[section][row].isHidden = spec.sections[section][row].isDetailHidden
    case 3:
      spec.sections[section][row].isHidden.toggle()
      live.rows[section][row].isHidden = spec.sections[section][row].isHidden
    case 4:
      let newRow = randomRow(&random)
      spec.sections[section].append(newRow)
      live.append(newRow, to: section)
    case 5:
      spec.sections[section].removeLast()
      live.removeLastRow(of: section)
    default:
      let spacing = CGFloat(Int.random(in: 0...12, using: &random))
      spec.sectionSpacing = spacing
      for stack in live.sections { stack.spacing = spacing }
    }
  }

  /// After each of 16 random mutations, re-laying out the live tree gives every view the frame, and every guide
  /// the layout frame, of a tree built fresh in the mutated state — including views whose own variables did not
  /// move but whose superview did (the engine writes only the frames of moved views and their subviews).
  @Test(arguments: 0..<12)
  func stackTreeRelayoutMatchesAFreshLayout(seed: Int) {
    var random = StackSeededGenerator(state: UInt64(seed) &* 104_729 &+ 3)
    var spec = StackTreeSpec(
      sections: (0..<Int.random(in: 1...3, using: &random)).map { _ in
        (0..<Int.random(in: 1...4, using: &random)).map { _ in randomRow(&random) }
      })
    let live = LiveStackTree(spec)
    live.window.layoutIfNeeded()
    for step in 0..<16 {
      mutate(&spec, live, &random)
      live.window.layoutIfNeeded()
      let fresh = LiveStackTree(spec)
      fresh.window.layoutIfNeeded()
      let (a, b) = (live.frames, fresh.frames)
      #expect(a.count == b.count, "seed \(seed) step \(step): the trees differ in shape")
      for (index, (mine, theirs)) in zip(a, b).enumerated() {
        let close =
          abs(mine.minX - theirs.minX) < 1e-6 && abs(mine.minY - theirs.minY) < 1e-6
          && abs(mine.width - theirs.width) < 1e-6 && abs(mine.height - theirs.height) < 1e-6
        #expect(close, "seed \(seed) step \(step) item \(index): \(mine) vs fresh \(theirs)")
      }
      #expect(live.window.layoutEngine.issues.isEmpty, "seed \(seed) step \(step)")
    }
  }

  /// A view whose frame is set by hand (its constraints unchanged) gets its solved frame back at the next pass,
  /// although none of its variables moved: 16 + 10 = 26 from the window's leading edge, 40 wide.
  @Test func aFrameSetByHandIsRestoredByTheNextPass() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 26),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    box.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 26, y: 10, width: 40, height: 20))
  }

  /// Moving a view moves its subviews in root space, but their frames (relative to it) stay: the parent slides
  /// from x = 10 to x = 30 and the child stays 5 points inside it (root space 15 → 35).
  @Test func subviewsOfAMovedViewKeepTheirFrames() {
    let root = makeRoot()
    let parent = makeView("parent", in: root)
    let child = makeView("child", in: parent)
    let leading = parent.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    LayoutConstraint.activate(
      [
        leading, parent.topAnchor.constraint(equalTo: root.topAnchor),
        parent.widthAnchor.constraint(equalToConstant: 100), parent.heightAnchor.constraint(equalToConstant: 50),
      ] + pin(child, to: parent, inset: 5))
    root.layoutIfNeeded()
    leading.constant = 30
    root.layoutIfNeeded()
    #expect(parent.frame == CGRect(x: 30, y: 0, width: 100, height: 50))
    #expect(child.frame == CGRect(x: 5, y: 5, width: 90, height: 40))
    #expect(child.frameInRootSpace == CGRect(x: 35, y: 5, width: 90, height: 40))
  }

  /// A subview pinned to the root keeps its root-space place when its superview moves, so none of its variables
  /// move, yet its frame (relative to the superview) changes: the parent slides from x = 10 to x = 30, the child
  /// stays at root x = 15, so its frame's x goes from 15 − 10 = 5 to 15 − 30 = −15.
  @Test func aSubviewThatStaysWhileItsSuperviewMovesGetsANewFrame() {
    let root = makeRoot()
    let parent = makeView("parent", in: root)
    let child = makeView("child", in: parent)
    let leading = parent.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    LayoutConstraint.activate([
      leading, parent.topAnchor.constraint(equalTo: root.topAnchor),
      parent.widthAnchor.constraint(equalToConstant: 100), parent.heightAnchor.constraint(equalToConstant: 50),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 15),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    leading.constant = 30
    root.layoutIfNeeded()
    #expect(parent.frame == CGRect(x: 30, y: 0, width: 100, height: 50))
    #expect(child.frame == CGRect(x: -15, y: 5, width: 20, height: 20))
  }
}
