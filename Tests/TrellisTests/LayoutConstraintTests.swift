import Foundation
import Testing

@testable import Trellis

@Suite struct LayoutConstraintTests {
  @Test func descriptionShowsEquationPriorityAndSourceLocation() {
    let root = makeRoot()
    let label = makeView("label", in: root)
    let guide = LayoutGuide()
    guide.identifier = "safeArea"
    root.addLayoutGuide(guide)
    let line = #line + 1
    let top = label.topAnchor.constraint(equalTo: guide.topAnchor, constant: 64)
    #expect(top.description == "label.top == safeArea.top + 64 @1000 (LayoutConstraintTests.swift:\(line))")
    #expect(top.sourceLocation.fileID.hasSuffix("LayoutConstraintTests.swift"))
    #expect(top.sourceLocation.line == line)
    let width = label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8)
      .withPriority(.defaultHigh).withIdentifier("half")
    #expect(width.description.hasPrefix("'half' label.width == 0.5 * root.width - 8 @750 (LayoutConstraintTests"))
    let height = label.heightAnchor.constraint(lessThanOrEqualToConstant: 20.5)
    #expect(height.description.hasPrefix("label.height <= 20.5 @1000"))
  }

  @Test func propertiesMirrorTheAnchors() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let constraint = view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -4)
    #expect(constraint.firstItem === view)
    #expect(constraint.secondItem === root)
    #expect(constraint.firstAttribute == .trailing)
    #expect(constraint.secondAttribute == .trailing)
    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint.constant == -4)
    #expect(constraint.multiplier == 1)
    #expect(constraint.priority == .required)
    #expect(!constraint.isActive)
    let constant = view.widthAnchor.constraint(equalToConstant: 3)
    #expect(constant.secondItem == nil)
    #expect(constant.secondAttribute == .notAnAttribute)
  }

  @Test func activationInstallsOnTheNearestCommonAncestor() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    let b = makeView("b", in: a)
    let c = makeView("c", in: root)
    let bc = b.leadingAnchor.constraint(equalTo: c.leadingAnchor)
    let ab = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let alone = b.widthAnchor.constraint(equalToConstant: 1)
    LayoutConstraint.activate([bc, ab, alone])
    #expect(root.constraints.contains { $0 === bc })
    #expect(a.constraints.contains { $0 === ab })
    #expect(b.constraints.contains { $0 === alone })
    LayoutConstraint.deactivate([bc, ab, alone])
    #expect(![bc, ab, alone].contains { $0.isActive })
    #expect(!root.constraints.contains { $0 === bc })
  }

  @Test func noCommonAncestorIsAnError() {
    let first = makeRoot()
    let second = makeRoot()
    let a = makeView("a", in: first)
    let b = makeView("b", in: second)
    let constraint = a.topAnchor.constraint(equalTo: b.topAnchor)
    #expect(throws: LayoutError.noCommonAncestor(constraint.summary)) { try constraint.activate() }
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(first.layoutEngine.issues == [.noCommonAncestor(constraint.summary)])
  }

  @Test func guideWithoutOwnerHasNoCommonAncestor() {
    let root = makeRoot()
    let guide = LayoutGuide()
    #expect(throws: LayoutError.self) { try guide.widthAnchor.constraint(equalTo: root.widthAnchor).activate() }
  }

  @Test func activateOrThrowIsAllOrNothing() {
    let root = makeRoot()
    let other = makeRoot()
    let a = makeView("a", in: root)
    let good = a.widthAnchor.constraint(equalToConstant: 10)
    let bad = a.widthAnchor.constraint(equalTo: other.widthAnchor)
    #expect(throws: LayoutError.self) { try LayoutConstraint.activateOrThrow([good, bad]) }
    #expect(!good.isActive)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteNumbersAreErrors(value: CGFloat) {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let constant = view.widthAnchor.constraint(equalToConstant: value)
    #expect(throws: LayoutError.nonFiniteValue(constant.summary)) { try constant.activate() }
    let multiplier = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: value)
    #expect(throws: LayoutError.self) { try multiplier.activate() }
    // Setting a non-finite constant on an active constraint is refused and recorded.
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    width.constant = value
    #expect(width.constant == 10)
    #expect(root.layoutEngine.issues.contains(.nonFiniteValue(width.summary)))
  }

  @Test func requiredToOptionalOnAnActiveConstraintIsAnError() throws {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    width.priority = .defaultHigh  // inactive: allowed
    #expect(width.priority == .defaultHigh)
    width.isActive = true
    width.priority = .defaultLow  // optional to optional: allowed
    #expect(width.priority == .defaultLow)
    #expect(throws: LayoutError.requiredPriorityChange(width.summary, to: .required)) {
      try width.setPriority(.required)
    }
    width.priority = .required
    #expect(width.priority == .defaultLow)
    #expect(root.layoutEngine.issues.count == 1)
    width.isActive = false
    width.priority = .required
    #expect(width.priority == .required)
  }

  @Test func optionalPriorityChangeReplacesTheRow() throws {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let narrow = view.widthAnchor.constraint(equalToConstant: 10).withPriority(300)
    let wide = view.widthAnchor.constraint(equalToConstant: 90).withPriority(400)
    LayoutConstraint.activate([narrow, wide])
    root.layoutIfNeeded()
    #expect(view.frame.width == 90)
    narrow.priority = 500
    root.layoutIfNeeded()
    #expect(view.frame.width == 10)
  }

  @Test func itemsAreWeak() {
    var view: View? = View()
    let constraint = view!.widthAnchor.constraint(equalToConstant: 10)
    view = nil
    #expect(constraint.firstItem == nil)
    #expect(throws: LayoutError.self) { try constraint.activate() }
  }
}

@Suite struct ItemConstraintTests {
  @Test func itemFormMatchesTheAnchorForm() {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let constraints = [
      LayoutConstraint(
        item: view, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5),
      LayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 10),
      LayoutConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 40),
      LayoutConstraint(
        item: view, attribute: .height, relatedBy: .equal, toItem: view, attribute: .width, multiplier: 0.5),
    ]
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // centre at 0.5 · 160 = 80, so x = 80 − 20 = 60; height 0.5 · 40 = 20.
    #expect(view.frame == CGRect(x: 60, y: 10, width: 40, height: 20))
  }

  /// A multiplier on a location is applied in the superview's own coordinates, as in UIKit, wherever the
  /// superview sits: `centerX == 0.5 × superview.centerX` puts the view's centre at a quarter of the superview.
  @Test func locationMultiplierIsInTheSuperviewsSpace() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let view = makeView("view", in: box)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 100),
      LayoutConstraint(
        item: view, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .centerX, multiplier: 0.5),
      LayoutConstraint(
        item: view, attribute: .centerY, relatedBy: .equal, toItem: box, attribute: .centerY, multiplier: 0.5),
      view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // In the box's space its centre is (100, 50), so the view's centre is (50, 25): x = 50 − 10 = 40,
    // y = 25 − 5 = 20; in the root's space that is (140, 50).
    #expect(view.frame == CGRect(x: 40, y: 20, width: 20, height: 10))
    #expect(view.frameInRootSpace == CGRect(x: 140, y: 50, width: 20, height: 10))
  }

  /// UIKit's initializer does not throw, and neither does this one: where UIKit raises an exception, the
  /// constraint is made but never activates, and activating it records UIKit's reason in the engine's issues.
  @Test(arguments: [
    (LayoutAttribute.top, LayoutAttribute.leading, CGFloat(1), true, "the attributes lie on different axes"),
    (.width, .leading, 1, true, "a size cannot be related to a location"),
    (.leading, .notAnAttribute, 1, false, "location attributes must be specified in pairs"),
    (.leading, .leading, 0, true, "location attributes must be specified in pairs"),
    (.notAnAttribute, .width, 1, true, "the first attribute is missing"),
  ])
  func invalidCombinationsAreReportedWhenActivated(
    first: LayoutAttribute, second: LayoutAttribute, multiplier: CGFloat, hasItem: Bool, reason: String
  ) {
    let root = makeRoot()
    let view = makeView("view", in: root)
    let constraint = LayoutConstraint(
      item: view, attribute: first, relatedBy: .equal, toItem: hasItem ? root : nil, attribute: second,
      multiplier: multiplier, constant: 20)
    LayoutConstraint.activate([
      constraint, view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 6), view.widthAnchor.constraint(equalToConstant: 7),
      view.heightAnchor.constraint(equalToConstant: 8),
    ])
    #expect(!constraint.isActive)
    #expect(root.constraints.allSatisfy { $0 !== constraint })
    let issues = root.layoutEngine.issues
    #expect(issues.count == 1)
    guard case .invalidAttributes(let message)? = issues.first else {
      Issue.record("expected invalidAttributes, got \(issues)")
      return
    }
    #expect(message.contains(reason))
    #expect(message.contains("LayoutConstraintTests.swift:"))
    // The rest of the layout goes on without it.
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    #expect(throws: LayoutError.self) { try constraint.activate() }
    #expect(!constraint.isActive)
  }

  @Test func otherMisuseIsReportedWhenActivated() {
    let root = makeRoot()
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    let baseline = LayoutConstraint(
      item: guide, attribute: .firstBaseline, relatedBy: .equal, toItem: root, attribute: .top)
    #expect {
      try baseline.activate()
    } throws: { error in
      guard case LayoutError.invalidAttributes(let message) = error else { return false }
      return message.contains("layout guides have no baselines")
    }
    let mixed = LayoutConstraint(item: root, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left)
    #expect(throws: LayoutError.mixedDirectionalAttributes(mixed.summary)) { try mixed.activate() }
    let notANumber = LayoutConstraint(
      item: root, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .nan)
    #expect(throws: LayoutError.nonFiniteValue(notANumber.summary)) { try notANumber.activate() }
    let notAView = LayoutConstraint(
      item: "not a view" as NSString, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute)
    #expect(notAView.firstItem == nil)
    #expect {
      try notAView.activate()
    } throws: { error in
      guard case LayoutError.invalidAttributes(let message) = error else { return false }
      return message.contains("the first item is not a view or a layout guide")
    }
    // Setting isActive on a constraint with no view to report to does nothing, and does not crash.
    notAView.isActive = true
    #expect(!notAView.isActive)
    let notASecondView = LayoutConstraint(
      item: root, attribute: .width, relatedBy: .equal, toItem: "not a view" as NSString, attribute: .width)
    notASecondView.isActive = true
    #expect(!notASecondView.isActive)
    #expect(
      root.layoutEngine.issues.contains {
        if case .invalidAttributes(let message) = $0 {
          message.contains("the second item is not a view")
        } else {
          false
        }
      })
  }
}
