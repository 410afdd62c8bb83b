import Foundation
import Testing

@testable import Trellis

/// A tree is freed with its layout engine when the last outside reference to its root goes. The root owns its
/// engine, so the engine must not hold the root strongly in any of its lists: a window whose safe-area guide a
/// constraint uses stays in the engine's list of safe-area views for good, and a tree dropped before its first
/// pass is still in the engine's list of subtrees to register (`TreeViewList`).
@Suite struct TreeDeallocationTests {
  /// A window with a vertical stack of one row of two labels, optionally pinned to the window's safe-area guide,
  /// laid out or not, and with the row removed (and laid out again) or not: once dropped, the window, its engine,
  /// the stacks, the labels and every constraint are freed, the removed row included.
  @Test(arguments: [false, true], [false, true])
  func aDroppedWindowIsFreed(pinnedToTheSafeArea: Bool, laidOut: Bool) {
    for removesTheRow in [false, true] {
      var watched: [(name: String, object: () -> AnyObject?)] = []
      do {
        let window = Window(device: .iPhone15)
        let content = StackView()
        content.axis = .vertical
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(content)
        if pinnedToTheSafeArea {
          LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
          ])
        }
        let row = StackView(arrangedSubviews: [Label(), Label()])
        content.addArrangedSubview(row)
        if laidOut { window.layoutIfNeeded() }
        watched = objects(of: window) + objects(of: row)
        let engine = window.layoutEngine
        watched.append(("layout engine", { [weak engine] in engine }))
        if removesTheRow {
          row.removeFromSuperview()
          window.layoutIfNeeded()
        }
      }
      let alive = watched.filter { $0.object() != nil }.map(\.name)
      #expect(alive.isEmpty, "row removed: \(removesTheRow): \(alive)")
    }
  }

  /// A lone label, the root of its own tree, whose text changes after its first pass (which queues it again for
  /// its intrinsic size, as the root of the tree): freed once dropped.
  @Test func aDroppedRootLabelIsFreed() {
    weak var weakLabel: Label?
    weak var weakEngine: LayoutEngine?
    do {
      let label = Label()
      label.text = "One"
      label.layoutIfNeeded()
      label.text = "Two"
      weakLabel = label
      weakEngine = label.layoutEngine
    }
    #expect(weakLabel == nil)
    #expect(weakEngine == nil)
  }

  /// A constraint kept after a view it mentions is freed no longer sees that view (it holds no weak reference: the
  /// view's deinitializer tells it) but still sees a guide that lives on, and refuses to activate; a subview kept
  /// after its superview is freed is a root; a guide kept after its view is freed has no owning view.
  @Test func survivorsForgetTheirFreedRelatives() {
    var constraint: LayoutConstraint?
    var sizeConstraint: LayoutConstraint?
    var child: View?
    var guide: LayoutGuide?
    weak var weakParent: View?
    do {
      let parent = View()
      let kept = View()
      let other = View()
      let ownGuide = LayoutGuide()
      parent.addSubview(kept)
      parent.addSubview(other)
      parent.addLayoutGuide(ownGuide)
      constraint = other.topAnchor.constraint(equalTo: ownGuide.topAnchor, constant: 8)
      constraint?.isActive = true
      sizeConstraint = other.widthAnchor.constraint(equalToConstant: 20)
      parent.layoutIfNeeded()
      #expect(constraint?.firstItem === other)
      #expect(constraint?.owner === parent)
      child = kept
      guide = ownGuide
      weakParent = parent
    }
    #expect(weakParent == nil)
    #expect(child?.superview == nil)
    #expect(guide?.owningView == nil)
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem === guide)
    #expect(constraint?.owner == nil)
    #expect(sizeConstraint?.firstItem == nil)
    #expect(throws: LayoutError.self) { try sizeConstraint?.activate() }
  }

  /// A label and its constraint kept after their window is freed find no engine (views and constraints reach it
  /// through its handle, which the engine clears as it goes): changing the label's text, the constraint's constant
  /// or the label's layout needs then touches no freed engine, and the label lays out in a tree of its own.
  @Test func survivorsOfAFreedWindowFindNoEngine() {
    var label: Label?
    var constraint: LayoutConstraint?
    weak var weakEngine: LayoutEngine?
    do {
      let window = Window(device: .iPhone15)
      let kept = Label()
      kept.text = "Kept"
      kept.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(kept)
      let width = kept.widthAnchor.constraint(equalToConstant: 120)
      width.isActive = true
      window.layoutIfNeeded()
      #expect(kept.registeredEngine === window.layoutEngine)
      #expect(width.engine === window.layoutEngine)
      weakEngine = window.layoutEngine
      label = kept
      constraint = width
    }
    #expect(weakEngine == nil)
    #expect(label?.registeredEngine == nil)
    #expect(constraint?.engine == nil)
    label?.text = "Changed"
    constraint?.constant = 80
    label?.setNeedsLayout()
    label?.removeFromSuperview()
    label?.layoutIfNeeded()
    #expect(label?.frame.width == 80)
  }

  /// A guide removed from a laid-out view is freed once dropped: the engine's index of frame owners, which holds
  /// its items strongly, lets it go.
  @Test func aRemovedGuideIsFreed() {
    let view = View()
    weak var weakGuide: LayoutGuide?
    do {
      let guide = LayoutGuide()
      view.addLayoutGuide(guide)
      view.layoutIfNeeded()
      view.removeLayoutGuide(guide)
      weakGuide = guide
    }
    view.layoutIfNeeded()
    #expect(weakGuide == nil)
  }

  /// Each item's layout state mirrors its `superview` or `owningView` (the engine walks the states, not the views)
  /// through moves, removals and the parent's deallocation, and a row built after a move is in the new space.
  @Test func layoutStatesFollowTheHierarchy() {
    let first = View()
    let second = View()
    let child = View()
    let guide = LayoutGuide()
    first.addSubview(child)
    first.addLayoutGuide(guide)
    #expect(child.layoutState.container === first.layoutState)
    #expect(guide.layoutState.container === first.layoutState)
    #expect(first.layoutState.container == nil)
    second.insertSubview(child, at: 0)
    second.addLayoutGuide(guide)
    #expect(child.layoutState.container === second.layoutState)
    #expect(guide.layoutState.container === second.layoutState)
    child.removeFromSuperview()
    second.removeLayoutGuide(guide)
    #expect(child.layoutState.container == nil)
    #expect(guide.layoutState.container == nil)
    do {
      let parent = View()
      parent.addSubview(child)
      parent.addLayoutGuide(guide)
      #expect(child.layoutState.container === parent.layoutState)
    }
    #expect(child.superview == nil)
    #expect(child.layoutState.container == nil)
    #expect(guide.layoutState.container == nil)

    // A guide of a subview, constrained to a sibling of that subview: the row goes through the subview's origin.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let holder = View()
    let sibling = View()
    for view in [holder, sibling] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let inner = LayoutGuide()
    holder.addLayoutGuide(inner)
    LayoutConstraint.activate([
      holder.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
      holder.topAnchor.constraint(equalTo: root.topAnchor), holder.widthAnchor.constraint(equalToConstant: 100),
      holder.heightAnchor.constraint(equalToConstant: 100),
      inner.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 10),
      inner.topAnchor.constraint(equalTo: holder.topAnchor), inner.widthAnchor.constraint(equalToConstant: 20),
      inner.heightAnchor.constraint(equalToConstant: 20),
      sibling.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 5),
      sibling.topAnchor.constraint(equalTo: root.topAnchor), sibling.widthAnchor.constraint(equalToConstant: 10),
      sibling.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(inner.layoutFrame == CGRect(x: 10, y: 0, width: 20, height: 20))
    #expect(sibling.frame == CGRect(x: 75, y: 0, width: 10, height: 10))
  }

  /// Weak references to the views of a tree and to the constraints they hold.
  private func objects(of root: View) -> [(name: String, object: () -> AnyObject?)] {
    var watched: [(name: String, object: () -> AnyObject?)] = []
    var views = [root]
    while let view = views.popLast() {
      watched.append(("\(type(of: view))", { [weak view] in view }))
      for constraint in view.constraints { watched.append(("\(constraint)", { [weak constraint] in constraint })) }
      views.append(contentsOf: view.subviews)
    }
    return watched
  }
}
