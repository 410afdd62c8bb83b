import Foundation
import Testing

@testable import Trellis

@Suite struct AnchorTests {
  /// A 100 × 50 view placed by one x and one y constraint against a 320 × 480 root.
  private func place(
    x: (View, View) -> LayoutConstraint, y: (View, View) -> LayoutConstraint,
    direction: SemanticContentAttribute = .unspecified
  ) -> CGRect {
    let root = makeRoot()
    root.semanticContentAttribute = direction
    let view = makeView("view", in: root)
    LayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
      x(view, root), y(view, root),
    ])
    root.layoutIfNeeded()
    return view.frame
  }

  @Test func everyXAnchor() {
    // left 10 → x 10; right −10 → 320 − 10 − 100 = 210; centerX → 160 − 50 = 110.
    let top = { (v: View, r: View) in v.topAnchor.constraint(equalTo: r.topAnchor) }
    #expect(place(x: { $0.leftAnchor.constraint(equalTo: $1.leftAnchor, constant: 10) }, y: top).minX == 10)
    #expect(place(x: { $0.rightAnchor.constraint(equalTo: $1.rightAnchor, constant: -10) }, y: top).minX == 210)
    #expect(place(x: { $0.centerXAnchor.constraint(equalTo: $1.centerXAnchor) }, y: top).minX == 110)
    #expect(place(x: { $0.leadingAnchor.constraint(equalTo: $1.leadingAnchor, constant: 16) }, y: top).minX == 16)
    #expect(place(x: { $0.trailingAnchor.constraint(equalTo: $1.trailingAnchor, constant: -16) }, y: top).minX == 204)
  }

  @Test func everyYAnchor() {
    // top 10 → y 10; bottom −10 → 480 − 10 − 50 = 420; centerY → 240 − 25 = 215; a plain view's baselines are
    // its bottom edge: 480 − 50 = 430.
    let left = { (v: View, r: View) in v.leftAnchor.constraint(equalTo: r.leftAnchor) }
    #expect(place(x: left, y: { $0.topAnchor.constraint(equalTo: $1.topAnchor, constant: 10) }).minY == 10)
    #expect(place(x: left, y: { $0.bottomAnchor.constraint(equalTo: $1.bottomAnchor, constant: -10) }).minY == 420)
    #expect(place(x: left, y: { $0.centerYAnchor.constraint(equalTo: $1.centerYAnchor) }).minY == 215)
    #expect(place(x: left, y: { $0.firstBaselineAnchor.constraint(equalTo: $1.bottomAnchor) }).minY == 430)
    #expect(place(x: left, y: { $0.lastBaselineAnchor.constraint(equalTo: $1.lastBaselineAnchor) }).minY == 430)
  }

  @Test(arguments: [
    (LayoutRelation.equal, CGFloat(50)), (.greaterThanOrEqual, 80), (.lessThanOrEqual, 50),
  ])
  func relationsAgainstAPreference(relation: LayoutRelation, expectedX: CGFloat) {
    // The view prefers x = 80 (@250), then x = 20 (@249); the required relation to root.leading + 50 decides:
    // == gives 50, >= lets 80 through, <= caps at 50 (the closest to 80; the @249 preference cannot move it).
    let frame = place(
      x: { view, root in
        LayoutConstraint.activate([
          view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 80).withPriority(250),
          view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20).withPriority(249),
        ])
        switch relation {
        case .equal: return view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
        case .greaterThanOrEqual:
          return view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 50)
        case .lessThanOrEqual:
          return view.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 50)
        }
      }, y: { $0.topAnchor.constraint(equalTo: $1.topAnchor) })
    #expect(frame.minX == expectedX)
  }

  @Test func systemSpacingIsEightPoints() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    root.layoutIfNeeded()
    // x = 10 + 2·8 = 26, y = 10 + 8 = 18.
    #expect(b.frame == CGRect(x: 26, y: 18, width: 10, height: 10))
  }

  @Test func dimensionMultipliersAndInequalities() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25, constant: 10),
      view.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.5),
      view.heightAnchor.constraint(equalToConstant: 1000).withPriority(.defaultHigh),
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
    ])
    root.layoutIfNeeded()
    // width = 0.25·320 + 10 = 90; height wants 1000 but is at most 0.5·480 = 240.
    #expect(view.frame == CGRect(x: 0, y: 0, width: 90, height: 240))
  }

  @Test func leadingAndTrailingFlipInRightToLeft() {
    let root = makeRoot()
    root.semanticContentAttribute = .forceRightToLeft
    let view = makeView("view", in: root)
    let other = makeView("other", in: root)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      view.topAnchor.constraint(equalTo: root.topAnchor), view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 10),
      other.leadingAnchor.constraint(equalTo: view.trailingAnchor, constant: 8),
      other.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 4),
      other.topAnchor.constraint(equalTo: root.topAnchor), other.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // RTL: view's right edge at 320 − 16 = 304, so x = 204; other's leading (right edge) at 204 − 8 = 196 and its
    // left (absolute) at 4: width 192.
    #expect(view.frame == CGRect(x: 204, y: 0, width: 100, height: 10))
    #expect(other.frame == CGRect(x: 4, y: 0, width: 192, height: 10))
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // Back to left to right: the directional rows are replaced at the next pass.
    root.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    // view x = 16; other's leading (left edge) at 116 + 8 = 124 and its left at 4 conflict: the row re-added
    // last (other.leading) breaks.
    #expect(view.frame.minX == 16)
    #expect(root.layoutEngine.conflicts.count == 1)
    #expect(
      root.layoutEngine.conflicts.first?.broken.description.hasPrefix("other.leading == view.trailing + 8") == true)
  }

  @Test func leadingCannotBeRelatedToLeft() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let mixed = view.leadingAnchor.constraint(equalTo: root.leftAnchor)
    #expect(throws: LayoutError.mixedDirectionalAttributes(mixed.summary)) { try mixed.activate() }
    #expect(throws: Never.self) { try view.centerXAnchor.constraint(equalTo: root.leadingAnchor).activate() }
  }

  @Test func centerRelativeToLeadingIsMirroredToo() {
    let root = makeRoot()
    root.semanticContentAttribute = .forceRightToLeft
    let view = makeView("view", in: root)
    LayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
      view.widthAnchor.constraint(equalToConstant: 40), view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    // 60 in from the right edge: centre at 320 − 60 = 260, x = 240.
    #expect(view.frame.minX == 240)
  }

  @Test func guidesTakePartInLayout() {
    let root = makeRoot()
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    LayoutConstraint.activate(
      [
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
        guide.leadingAnchor.constraint(equalTo: a.trailingAnchor), guide.widthAnchor.constraint(equalToConstant: 30),
        b.leadingAnchor.constraint(equalTo: guide.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
        guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        guide.heightAnchor.constraint(equalToConstant: 1),
      ]
        + [a, b].flatMap {
          [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 9)]
        })
    root.layoutIfNeeded()
    // a: 0…50, guide: 50…80, b: 80…130.
    #expect(b.frame.minX == 80)
    #expect(guide.layoutFrame == CGRect(x: 50, y: 5, width: 30, height: 1))
    #expect(guide.owningView === root)
    #expect(!guide.hasAmbiguousLayout)
    root.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
    #expect(guide.layoutState.referencingConstraints.isEmpty)
  }
}
