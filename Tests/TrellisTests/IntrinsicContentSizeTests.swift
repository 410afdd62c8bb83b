import Foundation
import Testing

@testable import Trellis
@testable import TrellisSolver

@Suite struct IntrinsicContentSizeTests {
  /// Two sized views side by side filling a root of the given width.
  private func row(rootWidth: CGFloat, a: CGSize, b: CGSize, configure: (SizedView, SizedView) -> Void) -> (
    CGRect, CGRect
  ) {
    let root = makeRoot(width: rootWidth, height: 100)
    let first = SizedView(width: a.width, height: a.height, identifier: "a")
    let second = SizedView(width: b.width, height: b.height, identifier: "b")
    root.addSubview(first)
    root.addSubview(second)
    configure(first, second)
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      first.topAnchor.constraint(equalTo: root.topAnchor), second.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return (first.frame, second.frame)
  }

  @Test func intrinsicSizeDecidesWhenNothingElseDoes() {
    let root = makeRoot()
    let view = SizedView(width: 66, height: 61.0 / 3)
    root.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 66, height: 61.0 / 3))
    #expect(!view.hasAmbiguousLayout)
    // Four content-size rows: hugging and compression resistance per axis, with UIKit's default priorities.
    let rows = view.constraints.filter { $0.kind == .contentHugging || $0.kind == .compressionResistance }
    #expect(rows.count == 4)
    #expect(
      rows.filter { $0.kind == .contentHugging }.allSatisfy { $0.priority == 250 && $0.relation == .lessThanOrEqual })
    #expect(rows.filter { $0.kind == .compressionResistance }.allSatisfy { $0.priority == 750 })
  }

  @Test func lowerCompressionResistanceShrinksFirst() {
    // 200 + 200 = 400 > 320: 80 must go; b resists at 749 < 750, so b is 200 − 80 = 120.
    let (a, b) = row(rootWidth: 320, a: CGSize(width: 200, height: 20), b: CGSize(width: 200, height: 20)) {
      _, b in b.setContentCompressionResistancePriority(749, for: .horizontal)
    }
    #expect(a == CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(b == CGRect(x: 200, y: 0, width: 120, height: 20))
  }

  @Test func lowerHuggingGrowsFirst() {
    // 100 + 100 = 200 < 320: 120 must be added; a hugs at 251 > 250, so b grows to 100 + 120 = 220.
    let (a, b) = row(rootWidth: 320, a: CGSize(width: 100, height: 20), b: CGSize(width: 100, height: 20)) {
      a, _ in a.setContentHuggingPriority(251, for: .horizontal)
    }
    #expect(a.width == 100)
    #expect(b == CGRect(x: 100, y: 0, width: 220, height: 20))
  }

  @Test func intrinsicChangeIsAppliedInPlace() throws {
    let root = makeRoot()
    let view = SizedView(width: 10, height: 10)
    root.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let rows = view.contentSizeConstraints.compactMap { $0?.solverConstraint }
    view.size = CGSize(width: 30, height: 40)
    root.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 30, height: 40))
    #expect(view.contentSizeConstraints.compactMap { $0?.solverConstraint } == rows)
    // Dropping an axis's metric removes its two rows.
    view.size = CGSize(width: View.noIntrinsicMetric, height: 40)
    root.layoutIfNeeded()
    #expect(view.contentSizeConstraints.compactMap { $0 }.count == 2)
  }

  @Test func priorityChangeRebuildsTheRow() {
    // Hugging at 1000 (required) against a required width of 50: a conflict, recorded, not a crash.
    let root = makeRoot()
    let view = SizedView(width: 10, height: 10)
    root.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 50)
    view.setContentHuggingPriority(.required, for: .horizontal)
    root.layoutIfNeeded()
    #expect(root.layoutEngine.conflicts.count == 1)
    #expect(view.frame.width == 50)
    view.setContentHuggingPriority(.defaultLow, for: .horizontal)
    root.layoutIfNeeded()
    #expect(view.frame.width == 50)
  }

  /// The hugging and compression-resistance constraints of an axis share one solver row while both are optional
  /// (the solver's preference with two strengths); a required one gets a row of its own, and the pair is rebuilt
  /// when it becomes optional again. Frames: the view is pinned at x = 0 and pulled to 80 wide at 500, which
  /// beats hugging (250, intrinsic 30) and loses to nothing else: 80; with compression resistance at 1000 and a
  /// pull to 20, it stays 30 (required), and with compression back at 750 the pull at 500 still loses: 30.
  @Test func huggingAndCompressionShareOneRowWhileBothAreOptional() throws {
    let root = makeRoot()
    let view = SizedView(width: 30, height: 10)
    root.addSubview(view)
    let pull = view.widthAnchor.constraint(equalToConstant: 80).withPriority(500)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
      pull,
    ])
    root.layoutIfNeeded()
    let engine = root.layoutEngine
    func rows(_ slots: ClosedRange<Int>) -> [TrellisSolver.Constraint?] {
      slots.map { view.contentSizeConstraints[$0]?.solverConstraint }
    }
    let width = rows(0...1)
    #expect(width[0] != nil && width[0] == width[1])
    #expect(width[0]?.strength == TrellisSolver.Strength(250))
    #expect(width[0]?.strengthBelow == TrellisSolver.Strength(750))
    #expect(rows(2...3)[0] == rows(2...3)[1])
    // Two shared rows, not four.
    #expect(engine.solver.constraints.filter { $0.isAsymmetric }.count == 2)
    #expect(view.frame.width == 80)

    view.setContentCompressionResistancePriority(.required, for: .horizontal)
    pull.constant = 20
    root.layoutIfNeeded()
    let split = rows(0...1)
    #expect(split[0] != nil && split[1] != nil && split[0] != split[1])
    #expect(split[1]?.strength == .required)
    #expect(view.frame.width == 30)

    view.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
    root.layoutIfNeeded()
    let paired = rows(0...1)
    #expect(paired[0] != nil && paired[0] == paired[1])
    #expect(view.frame.width == 30)
    // A text change moves the shared row in place.
    view.size = CGSize(width: 60, height: 10)
    root.layoutIfNeeded()
    #expect(rows(0...1) == paired)
    #expect(view.frame.width == 60)
    #expect(engine.solver.brokenInvariant() == nil)

    // Deactivating one of a pair leaves the other in a row of its own: compression resistance alone holds the
    // width at 60 against the pull to 20 @500; hugging alone, after the pull goes to 80, lets it grow to 80.
    let compression = try #require(view.contentSizeConstraints[1])
    let hugging = try #require(view.contentSizeConstraints[0])
    hugging.isActive = false
    pull.constant = 20
    root.layoutIfNeeded()
    #expect(hugging.solverConstraint == nil && hugging.pairedConstraint == nil)
    #expect(compression.solverConstraint?.strength == TrellisSolver.Strength(750))
    #expect(compression.solverConstraint?.isAsymmetric == false)
    #expect(view.frame.width == 60)
    hugging.isActive = true
    compression.isActive = false
    pull.constant = 80
    root.layoutIfNeeded()
    #expect(hugging.solverConstraint?.relation == .lessThanOrEqual)
    #expect(view.frame.width == 80)
    compression.isActive = true
    root.layoutIfNeeded()
    #expect(hugging.solverConstraint != nil && hugging.solverConstraint == compression.solverConstraint)
    #expect(engine.solver.brokenInvariant() == nil)

    // Removing the view takes the shared rows out with it.
    view.removeFromSuperview()
    root.layoutIfNeeded()
    #expect(engine.solver.constraints.filter { $0.isAsymmetric }.isEmpty)
    #expect(view.contentSizeConstraints.allSatisfy { $0?.pairedConstraint == nil })
  }
}
