import Foundation
import Testing

@testable import Trellis

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
}
