import Foundation
import Testing

@testable import Trellis

/// The engine's index from solver variables to the views and guides whose frames they determine
/// (`LayoutEngine.frameOwner(of:)`), which a re-layout uses to write only the frames that moved. It keeps one entry
/// per item when the item's four variable identities are consecutive, so it must still find the right item for
/// each of the four, and nothing for a variable that is not a frame variable.
@Suite("Frame-owner index")
struct FrameOwnerIndexTests {
  /// A window-less root holding a vertical stack of three labels and a guide pinned to the root.
  private func makeTree() -> (root: View, stack: StackView, labels: [Label], guide: LayoutGuide) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let stack = StackView()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let labels = (0..<3).map { index in
      let label = Label()
      label.text = "Row \(index)"
      stack.addArrangedSubview(label)
      return label
    }
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      guide.topAnchor.constraint(equalTo: root.topAnchor),
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      guide.widthAnchor.constraint(equalToConstant: 10),
      guide.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (root, stack, labels, guide)
  }

  @Test func everyViewAndGuideOwnsEachOfItsFourVariables() {
    let tree = makeTree()
    tree.root.layoutIfNeeded()
    let engine = tree.root.layoutEngine
    for view in [tree.root, tree.stack] + tree.labels {
      for variable in view.layoutState.variables.all {
        #expect(engine.frameOwner(of: variable)?.view === view)
        #expect(engine.frameOwner(of: variable)?.guide == nil)
      }
    }
    for variable in tree.guide.layoutState.variables.all {
      #expect(engine.frameOwner(of: variable)?.guide === tree.guide)
    }
  }

  @Test func aLabelsBaselineVariablesHaveNoFrameOwner() throws {
    // The baselines are made right after the label's four frame variables, so their identities follow the label's;
    // the index must not take them for the label's (or the next item's) frame variables.
    let tree = makeTree()
    tree.root.layoutIfNeeded()
    let baselines = try #require(tree.labels[0].layoutState.baselines)
    #expect(tree.root.layoutEngine.frameOwner(of: baselines.first) == nil)
    #expect(tree.root.layoutEngine.frameOwner(of: baselines.last) == nil)
  }

  @Test func aRemovedViewLeavesTheIndexAndItsSiblingsStay() {
    let tree = makeTree()
    tree.root.layoutIfNeeded()
    let engine = tree.root.layoutEngine
    tree.labels[1].removeFromSuperview()
    tree.root.layoutIfNeeded()
    for variable in tree.labels[1].layoutState.variables.all { #expect(engine.frameOwner(of: variable) == nil) }
    for label in [tree.labels[0], tree.labels[2]] {
      for variable in label.layoutState.variables.all { #expect(engine.frameOwner(of: variable)?.view === label) }
    }
  }

  @Test func aViewAddedAfterTheFirstPassIsIndexedAndLaidOut() {
    let tree = makeTree()
    tree.root.layoutIfNeeded()
    let late = Label()
    late.text = "Late"
    tree.stack.addArrangedSubview(late)
    tree.root.layoutIfNeeded()
    for variable in late.layoutState.variables.all {
      #expect(tree.root.layoutEngine.frameOwner(of: variable)?.view === late)
    }
    // The new label is the fourth row of the stack: it starts where the third ends.
    #expect(late.frame.minY == tree.labels[2].frame.maxY)
  }
}
