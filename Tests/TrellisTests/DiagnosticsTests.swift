import Foundation
import Testing

@testable import Trellis

@Suite struct DiagnosticsTests {
  @Test func conflictBreaksTheLastAddedAndReportsTheSet() throws {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let lineA = #line + 1
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    let lineB = #line + 1
    let wide = box.widthAnchor.constraint(equalToConstant: 200).withIdentifier("too-wide")
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
    ])
    root.layoutIfNeeded()
    // Recovery: the layout goes on without the broken constraint.
    #expect(box.frame.width == 100)
    #expect(wide.isBroken)
    #expect(wide.isActive)
    let report = try #require(root.layoutEngine.conflicts.first)
    #expect(report.constraints.map(\.description) == [narrow.description, wide.description])
    #expect(report.broken == wide.summary)
    #expect(report.items == ["box"])
    #expect(report.constraints[0].sourceLocation.line == lineA)
    #expect(report.broken.sourceLocation.line == lineB)
    #expect(report.description.contains("Unable to simultaneously satisfy constraints."))
    #expect(report.description.contains("'too-wide' box.width == 200 @1000 (DiagnosticsTests.swift:\(lineB))"))
  }

  @Test func brokenConstraintComesBackWhenTheConflictGoes() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([narrow, wide])
    root.layoutIfNeeded()
    #expect(box.frame.width == 100)
    narrow.isActive = false
    root.layoutIfNeeded()
    #expect(!wide.isBroken)
    #expect(box.frame.width == 200)
  }

  @Test func changingABrokenConstraintRetriesIt() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([narrow, wide])
    root.layoutIfNeeded()
    #expect(wide.isBroken)
    wide.constant = 100  // now agrees with narrow
    root.layoutIfNeeded()
    #expect(!wide.isBroken)
    let stubborn = box.widthAnchor.constraint(equalToConstant: 300)
    stubborn.isActive = true
    root.layoutIfNeeded()
    #expect(stubborn.isBroken)
    // Lowering the priority makes it a preference: no longer broken, just unmet.
    stubborn.isActive = false
    stubborn.priority = .defaultHigh
    stubborn.isActive = true
    root.layoutIfNeeded()
    #expect(!stubborn.isBroken)
    #expect(box.frame.width == 100)
    #expect(root.layoutEngine.conflicts.count == 2)
  }

  @Test func constantChangeThatConflictsBreaksThatConstraint() throws {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let maximum = box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([maximum, width])
    root.layoutIfNeeded()
    width.constant = 180
    root.layoutIfNeeded()
    #expect(width.isBroken)
    let report = try #require(root.layoutEngine.conflicts.first)
    #expect(report.broken == width.summary)
    #expect(report.constraints.count == 2)
    width.constant = 120
    maximum.constant = 160  // any later change lets the engine try the broken constraint again
    root.layoutIfNeeded()
    #expect(!width.isBroken)
    #expect(box.frame.width == 120)
  }

  @Test func conflictReportFindsTheConstraintsWhereverTheTreeHoldsThem() throws {
    // The conflicting constraints are held by the root (outer's edges, and the root's own frame), by outer (inner's
    // edges) and by inner (its width); the report finds each of them.
    let root = makeRoot()
    let outer = makeView("outer", in: root)
    let inner = makeView("inner", in: outer)
    let outerLeading = outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let outerTrailing = outer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
    let innerLeading = inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor)
    let innerTrailing = inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor)
    let unrelated = inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
    LayoutConstraint.activate([outerLeading, outerTrailing, innerLeading, innerTrailing, unrelated])
    root.layoutIfNeeded()
    // inner: 320 − 10 − 10 = 300 wide.
    #expect(inner.frame.width == 300)
    let narrow = inner.widthAnchor.constraint(equalToConstant: 100)
    narrow.isActive = true
    unrelated.isActive = false
    root.layoutIfNeeded()
    // 100 ≠ 300: the root's width (its frame, 320), outer's two edges, inner's two edges and the new width.
    let report = try #require(root.layoutEngine.conflicts.first)
    #expect(report.broken == narrow.summary)
    let rootWidth = try #require(
      root.constraints.first { $0.identifier == "root-frame" && $0.firstAttribute == .width })
    let expected = [rootWidth, outerLeading, outerTrailing, innerLeading, innerTrailing, narrow].map(\.description)
    #expect(report.constraints.count == expected.count)
    #expect(Set(report.constraints.map(\.description)) == Set(expected))
    #expect(report.constraints.last?.description == narrow.description)
    #expect(inner.frame.width == 300)
  }

  @Test func strictLayoutThrows() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 1), box.widthAnchor.constraint(equalToConstant: 2),
    ])
    #expect(throws: LayoutError.self) { try root.layoutIfNeededOrThrow() }
    // Nothing new in the next pass: no error.
    root.setNeedsLayout()
    #expect(throws: Never.self) { try root.layoutIfNeededOrThrow() }
  }

  @Test func autoresizingConflictIsReportedWithTheEngineConstraints() throws {
    // The classic mistake: constraints on a view that still translates its autoresizing mask.
    let root = makeRoot()
    let box = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    box.accessibilityIdentifier = "box"
    root.addSubview(box)
    box.widthAnchor.constraint(equalToConstant: 80).isActive = true
    root.layoutIfNeeded()
    let report = try #require(root.layoutEngine.conflicts.first)
    #expect(report.constraints.contains { $0.isEngineGenerated && $0.identifier == "autoresizing-mask" })
    #expect(box.frame.width == 50)
  }

  @Test func ambiguity() {
    let root = makeRoot()
    let loose = makeView("loose", in: root)
    let placed = makeView("placed", in: root)
    LayoutConstraint.activate([
      loose.widthAnchor.constraint(equalToConstant: 10), loose.heightAnchor.constraint(equalToConstant: 10),
      loose.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    LayoutConstraint.activate(pin(placed, to: root))
    #expect(loose.hasAmbiguousLayout)
    #expect(!placed.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    #expect(root.layoutEngine.ambiguityReport() == [AmbiguousItem(name: "loose", axes: [.horizontal])])
  }

  @Test func equalPriorityPreferencesAreAmbiguous() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(equalToConstant: 100).withPriority(500),
      box.widthAnchor.constraint(equalToConstant: 200).withPriority(500),
    ])
    #expect(box.hasAmbiguousLayout)
    #expect(root.layoutEngine.ambiguityReport().first?.axes == [.horizontal])
  }

  @Test func constraintsAffectingLayout() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let top = box.topAnchor.constraint(equalTo: root.topAnchor)
    let width = box.widthAnchor.constraint(equalToConstant: 5)
    LayoutConstraint.activate([leading, top, width])
    let horizontal = box.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.count == 2)
    #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
    #expect(box.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
  }
}
