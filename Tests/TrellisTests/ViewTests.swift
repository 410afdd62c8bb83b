import Foundation
import Testing

@testable import Trellis

/// A subclass written as in any programmatic-UIKit codebase.
final class CardView: View {
  let titleLabel = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@Suite struct ViewTests {
  @Test func subclassesCompileAndInitialise() {
    let card = CardView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(card.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(card.subviews.count == 1)
    #expect(card.titleLabel.superview === card)
    let plain = CardView()
    #expect(plain.frame == .zero)
  }

  @Test func initWithCoderReturnsNil() throws {
    let coder = NSCoder()
    #expect(View(coder: coder) == nil)
    #expect(Label(coder: coder) == nil)
  }

  @Test func defaults() {
    let view = View()
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(!view.isHidden)
    #expect(view.accessibilityIdentifier == nil)
    #expect(view.superview == nil)
    #expect(view.subviews.isEmpty)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
  }

  @Test func addInsertAndRemoveSubviews() {
    let root = View()
    let a = View()
    let b = View()
    let c = View()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, at: 1)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    root.insertSubview(a, at: 99)  // a move within the same superview, index clamped
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    b.removeFromSuperview()
    #expect(b.superview == nil)
    #expect(root.subviews.count == 2)
    c.addSubview(a)  // moves a from root to c
    #expect(a.superview === c)
    #expect(root.subviews.count == 1)
    #expect(a.rootView === root)
    #expect(a.isDescendant(of: root))
    #expect(!root.isDescendant(of: a))
  }

  @Test func superviewIsWeak() {
    var parent: View? = View()
    let child = View()
    parent!.addSubview(child)
    weak let weakParent = parent
    parent = nil
    #expect(weakParent == nil)
    #expect(child.superview == nil)
  }

  @Test func addingAnAncestorIsAnErrorNotACrash() {
    let root = View()
    let child = View()
    root.addSubview(child)
    #expect(throws: LayoutError.subviewIsAncestor(view: root.layoutName, superview: child.layoutName)) {
      try child.addSubviewOrThrow(root)
    }
    #expect(throws: LayoutError.self) { try root.addSubviewOrThrow(root) }
    // The UIKit-named call records the error and changes nothing.
    child.addSubview(root)
    #expect(root.superview == nil)
    #expect(child.superview === root)
    #expect(root.layoutEngine.issues.count == 1)
  }

  @Test func boundsAndCenter() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    // Setting the bounds resizes around the centre: (60 − 20, 45 − 10, 40, 20).
    view.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(view.frame == CGRect(x: 40, y: 35, width: 40, height: 20))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -20, y: -10, width: 40, height: 20))
  }

  @Test func convertBetweenViews() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = View(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    let c = View(frame: CGRect(x: 200, y: 100, width: 50, height: 50))
    root.addSubview(a)
    a.addSubview(b)
    root.addSubview(c)
    // b's origin in root space is (10 + 5, 20 + 5) = (15, 25); c's is (200, 100).
    #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 27))
    #expect(b.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 27))
    #expect(b.convert(CGPoint(x: 0, y: 0), to: c) == CGPoint(x: 15 - 200, y: 25 - 100))
    #expect(c.convert(CGPoint.zero, from: b) == CGPoint(x: 15 - 200, y: 25 - 100))
    #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: a) == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(a.convert(CGRect(x: 5, y: 5, width: 1, height: 1), from: nil) == CGRect(x: -5, y: -15, width: 1, height: 1))
  }
}
