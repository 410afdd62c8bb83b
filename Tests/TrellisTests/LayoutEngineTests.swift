import Foundation
import Testing

@testable import Trellis

@Suite struct LayoutEngineTests {
  @Test func pinnedSubviewGetsHandComputedFrame() {
    let root = makeRoot()
    let child = makeView("child", in: root)
    LayoutConstraint.activate(pin(child, to: root, inset: 16))
    root.layoutIfNeeded()
    // x = 16, y = 16, width = 320 − 2·16 = 288, height = 480 − 2·16 = 448.
    #expect(child.frame == CGRect(x: 16, y: 16, width: 288, height: 448))
    #expect(!child.hasAmbiguousLayout)
  }

  @Test func framesAreInSuperviewCoordinates() {
    let root = makeRoot()
    let outer = makeView("outer", in: root)
    let inner = makeView("inner", in: outer)
    LayoutConstraint.activate(pin(outer, to: root, inset: 20) + pin(inner, to: outer, inset: 10))
    root.layoutIfNeeded()
    // outer: (20, 20, 320 − 40, 480 − 40); inner relative to outer: (10, 10, 280 − 20, 440 − 20).
    #expect(outer.frame == CGRect(x: 20, y: 20, width: 280, height: 440))
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 260, height: 420))
    #expect(inner.frameInRootSpace == CGRect(x: 30, y: 30, width: 260, height: 420))
  }

  @Test func autoresizingMaskFixesTheFrame() {
    let root = makeRoot()
    let child = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
    #expect(child.constraints.filter { $0.kind == .autoresizing }.count == 4)
    // Moving the frame changes the autoresizing constants in place.
    let rows = root.layoutEngine.solver.constraints.count
    child.frame = CGRect(x: 15, y: 16, width: 30, height: 40)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 15, y: 16, width: 30, height: 40))
    #expect(root.layoutEngine.solver.constraints.count == rows)
  }

  @Test func turningOffTheAutoresizingMaskLetsConstraintsDecide() {
    let root = makeRoot()
    let child = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
    root.addSubview(child)
    root.layoutIfNeeded()
    child.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5),
    ])
    root.layoutIfNeeded()
    // width 100, height 0.5·100 = 50; x = 160 − 50 = 110, y = 240 − 25 = 215.
    #expect(child.frame == CGRect(x: 110, y: 215, width: 100, height: 50))
    #expect(child.constraints.allSatisfy { $0.kind != .autoresizing })
  }

  @Test func constantChangeIsInPlace() throws {
    let root = makeRoot()
    let child = makeView("child", in: root)
    let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    LayoutConstraint.activate([
      top, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let row = try #require(top.solverConstraint)
    top.constant = 64
    root.layoutIfNeeded()
    #expect(child.frame.minY == 64)
    // Same solver row, new constant: setConstant, not remove and add.
    #expect(top.solverConstraint == row)
    #expect(root.layoutEngine.solver.contains(row))
  }

  @Test func incrementalRelayoutMatchesAFreshLayout() {
    func build(topConstant: CGFloat, width: CGFloat) -> (View, View, LayoutConstraint, LayoutConstraint) {
      let root = makeRoot()
      let a = makeView("a", in: root)
      let b = makeView("b", in: root)
      let top = a.topAnchor.constraint(equalTo: root.topAnchor, constant: topConstant)
      let widthConstraint = a.widthAnchor.constraint(equalToConstant: width)
      LayoutConstraint.activate([
        top, widthConstraint, a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
        a.heightAnchor.constraint(equalToConstant: 30),
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
        b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
        b.heightAnchor.constraint(equalTo: a.heightAnchor),
      ])
      root.layoutIfNeeded()
      return (root, b, top, widthConstraint)
    }
    let (root, b, top, width) = build(topConstant: 10, width: 100)
    top.constant = 30
    width.constant = 150
    root.layoutIfNeeded()
    let (_, freshB, _, _) = build(topConstant: 30, width: 150)
    // b: x = 8 + 150 + 8 = 166, width = 320 − 8 − 166 = 146, y = 30 + 30 + 4 = 64.
    #expect(b.frame == CGRect(x: 166, y: 64, width: 146, height: 30))
    #expect(b.frame == freshB.frame)
  }

  @Test func deactivationRemovesTheRow() throws {
    let root = makeRoot()
    let child = makeView("child", in: root)
    let width = child.widthAnchor.constraint(equalToConstant: 50)
    let wide = child.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultLow)
    LayoutConstraint.activate([width, wide])
    root.layoutIfNeeded()
    #expect(child.frame.width == 50)
    let row = try #require(width.solverConstraint)
    width.isActive = false
    root.layoutIfNeeded()
    #expect(!root.layoutEngine.solver.contains(row))
    #expect(child.frame.width == 200)
    #expect(!child.constraints.contains { $0 === width })
  }

  @Test func removingAViewRemovesConstraintsCrossingItsSubtree() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: a)
    let crossing = b.widthAnchor.constraint(equalTo: root.widthAnchor)
    let inside = b.heightAnchor.constraint(equalTo: a.heightAnchor)
    LayoutConstraint.activate(pin(a, to: root) + [crossing, inside])
    root.layoutIfNeeded()
    a.removeFromSuperview()
    #expect(!crossing.isActive)
    #expect(inside.isActive)
    #expect(a.constraints.contains { $0 === inside })
    root.layoutIfNeeded()
    #expect(
      root.layoutEngine.solver.constraints.allSatisfy { row in
        !row.expression.terms.contains { $0.variable == b.layoutState.variables.width }
      })
    // The removed subtree lays out on its own, with its root's frame fixed.
    a.frame = CGRect(x: 0, y: 0, width: 40, height: 60)
    a.translatesAutoresizingMaskIntoConstraints = true
    LayoutConstraint.activate([
      b.leadingAnchor.constraint(equalTo: a.leadingAnchor), b.topAnchor.constraint(equalTo: a.topAnchor),
      b.widthAnchor.constraint(equalToConstant: 12),
    ])
    a.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 0, y: 0, width: 12, height: 60))
  }

  @Test func addingALaidOutTreeToAnotherMergesEngines() {
    let other = makeRoot(width: 100, height: 100)
    let child = makeView("child", in: other)
    LayoutConstraint.activate(pin(child, to: other, inset: 10))
    other.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    let root = makeRoot()
    root.layoutIfNeeded()
    other.frame = CGRect(x: 50, y: 60, width: 200, height: 100)
    root.addSubview(other)
    root.layoutIfNeeded()
    #expect(other.ownedEngine == nil)
    #expect(other.frame == CGRect(x: 50, y: 60, width: 200, height: 100))
    // 200 − 20 = 180 wide, 100 − 20 = 80 tall.
    #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    #expect(child.frameInRootSpace == CGRect(x: 60, y: 70, width: 180, height: 80))
  }

  @Test func layoutIsSkippedWhenNothingChanged() {
    let root = makeRoot()
    let child = makeView("child", in: root)
    LayoutConstraint.activate(pin(child, to: root))
    root.layoutIfNeeded()
    let passes = root.layoutEngine.passCount
    root.layoutIfNeeded()
    #expect(root.layoutEngine.passCount == passes)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.layoutEngine.passCount == passes + 1)
  }

  @Test func rootWithoutAutoresizingSizesToItsContent() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 999, height: 999))
    root.translatesAutoresizingMaskIntoConstraints = false
    let content = SizedView(width: 120, height: 44)
    root.addSubview(content)
    LayoutConstraint.activate(pin(content, to: root, inset: 8))
    root.layoutIfNeeded()
    // 120 + 2·8 = 136 by 44 + 2·8 = 60; the origin stays pinned.
    #expect(root.frame == CGRect(x: 0, y: 0, width: 136, height: 60))
  }

  @Test func layoutSubviewsRunsAfterFramesAreSet() {
    final class Recorder: View {
      var seen: [CGRect] = []
      override func layoutSubviews() { seen.append(frame) }
    }
    let root = makeRoot()
    let recorder = Recorder()
    recorder.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(recorder)
    LayoutConstraint.activate(pin(recorder, to: root, inset: 1))
    root.layoutIfNeeded()
    #expect(recorder.seen == [CGRect(x: 1, y: 1, width: 318, height: 478)])
    // Called again only when its size changes or it asks for it.
    let other = makeView("other", in: root)
    LayoutConstraint.activate(pin(other, to: root))
    root.layoutIfNeeded()
    #expect(recorder.seen.count == 1)
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.layoutIfNeeded()
    #expect(recorder.seen.last == CGRect(x: 1, y: 1, width: 98, height: 98))
    recorder.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(recorder.seen.count == 3)
  }
}

@Suite struct UpdateConstraintsTests {
  final class Badge: View {
    var calls = 0
    var wide = false
    lazy var width = widthAnchor.constraint(equalToConstant: 10)

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
      calls += 1
      width.constant = wide ? 100 : 10
      width.isActive = true
      super.updateConstraints()
    }
  }

  @Test func updateConstraintsRunsBeforeThePass() {
    let root = makeRoot()
    let badge = Badge()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor), badge.topAnchor.constraint(equalTo: root.topAnchor),
      badge.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(badge.calls == 1)
    #expect(badge.frame.width == 10)
    root.layoutIfNeeded()
    #expect(badge.calls == 1)
    badge.wide = true
    badge.setNeedsUpdateConstraints()
    #expect(badge.needsUpdateConstraints)
    root.layoutIfNeeded()
    #expect(badge.calls == 2)
    #expect(badge.frame.width == 100)
    badge.setNeedsUpdateConstraints()
    badge.updateConstraintsIfNeeded()
    #expect(badge.calls == 3)
    #expect(!badge.needsUpdateConstraints)
  }
}

@Suite struct TreeMoveTests {
  @Test func constraintsActivatedBeforeAMoveAreLaidOutInTheNewTree() {
    let first = makeRoot()
    first.layoutIfNeeded()
    let container = makeView("container", in: first)
    let child = makeView("child", in: container)
    LayoutConstraint.activate(pin(child, to: container, inset: 5))
    // Moved to another laid-out tree before the first tree's next pass.
    let second = makeRoot(width: 200, height: 100)
    second.layoutIfNeeded()
    second.addSubview(container)
    LayoutConstraint.activate(pin(container, to: second))
    // The new tree lays out first, while the constraints still wait in the old tree's queue.
    second.layoutIfNeeded()
    first.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 5, width: 190, height: 90))
    #expect(second.layoutEngine.issues.isEmpty)
    #expect(!child.hasAmbiguousLayout)
  }

  @Test func removingAnArrangedViewRestacks() {
    let views = [SizedView(width: 10, height: 10), SizedView(width: 20, height: 10), SizedView(width: 30, height: 10)]
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 5
    let root = makeRoot()
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
    root.addSubview(stack)
    root.layoutIfNeeded()
    views[1].removeFromSuperview()
    root.layoutIfNeeded()
    // 10, gap 5, then the last stretches to 100 − 15 = 85.
    #expect(stack.arrangedSubviews.count == 2)
    #expect(views[2].frame == CGRect(x: 15, y: 0, width: 85, height: 10))
    #expect(root.layoutEngine.issues.isEmpty)
  }
}
