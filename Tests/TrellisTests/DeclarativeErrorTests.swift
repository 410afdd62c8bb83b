import Foundation
import Testing

@testable import Trellis

/// A view whose body and layout the test sets.
///
/// It holds the listed views weakly, since a test may list the view itself or its superview, and a strong array
/// would then keep the tree alive in a cycle; the `declared` closures capture the view and its root `unowned` for
/// the same reason.
private final class ConfigurableView: DeclarativeView {
  private var listedReferences: [() -> View?] = []
  var listed: [View] {
    get { listedReferences.compactMap { $0() } }
    set { listedReferences = newValue.map { view in { [weak view] in view } } }
  }
  var declared: () -> [LayoutConstraint] = { [] }

  var body: [View] { listed }
  var layout: [LayoutConstraint] { declared() }
}

/// A view that forgets to list a view it constrains.
private final class ForgetfulView: DeclarativeView {
  let title = SizedView(width: 10, height: 10, identifier: "title")
  let subtitle = SizedView(width: 10, height: 10, identifier: "subtitle")

  var body: [View] { title }

  var layout: [LayoutConstraint] {
    title.topAnchor.constraint(equalTo: topAnchor)
    subtitle.topAnchor.constraint(equalTo: title.bottomAnchor)
  }
}

@Suite struct DeclarativeErrorTests {
  @Test func aConstraintOnAnUnlistedViewIsReportedNotActivated() throws {
    let view = ForgetfulView()
    let issues = view.layoutEngine.issues
    try #require(issues.count == 1)
    guard case .itemOutsideDeclaringView(let summary, let item, let declaring) = issues[0] else {
      Issue.record("unexpected \(issues[0])")
      return
    }
    #expect(item == "subtitle")
    // The error is recorded during init, before anyone could name the view: its type and number name it.
    #expect(declaring == view.layoutName)
    #expect(declaring.hasPrefix("ForgetfulView#"))
    #expect(summary.firstItem == "subtitle")
    #expect(summary.sourceLocation.line == 32)  // the subtitle's line in ForgetfulView.layout
    // The title's constraint is active; the subtitle's is not, and the subtitle was not added.
    #expect(view.constraints.count == 1)
    #expect(view.subtitle.superview == nil)
    #expect(issues[0].description.contains("mentions subtitle, which is not in \(declaring)'s hierarchy"))
  }

  @Test func recordedIssuesFollowTheViewIntoItsWindow() {
    let window = Window(device: .iPhone15)
    window.addSubview(ForgetfulView())
    #expect(window.layoutEngine.issues.count == 1)
    if case .itemOutsideDeclaringView = window.layoutEngine.issues.first {
    } else {
      Issue.record("expected the declaration error in the window's issues")
    }
  }

  @Test func reloadOrThrowChangesNothingOnError() throws {
    let view = ConfigurableView()
    let a = SizedView(width: 10, height: 10, identifier: "a")
    let b = SizedView(width: 10, height: 10, identifier: "b")
    let stranger = SizedView(width: 10, height: 10, identifier: "stranger")
    view.listed = [a]
    view.declared = { [unowned view] in [a.topAnchor.constraint(equalTo: view.topAnchor)] }
    try view.reloadContentOrThrow()
    let before = view.constraints
    // b replaces a, but a constraint mentions a view outside the hierarchy to be: nothing happens.
    view.listed = [b]
    view.declared = { [unowned view] in
      [
        b.topAnchor.constraint(equalTo: view.topAnchor),
        b.leadingAnchor.constraint(equalTo: stranger.leadingAnchor),
      ]
    }
    #expect(throws: LayoutError.self) { try view.reloadContentOrThrow() }
    #expect(view.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
    #expect(view.constraints.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    #expect(b.superview == nil)
    // A constraint on a view the new body drops is refused too: a goes, so a.top cannot stay.
    view.declared = { [unowned view] in [a.topAnchor.constraint(equalTo: view.topAnchor)] }
    do {
      try view.reloadContentOrThrow()
      Issue.record("expected an error")
    } catch {
      guard case .itemOutsideDeclaringView(_, let item, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(item == "a")
    }
    #expect(a.superview === view)
    #expect(view.layoutEngine.issues.isEmpty)
  }

  @Test func duplicatesAreAddedOnce() throws {
    let view = ConfigurableView()
    view.accessibilityIdentifier = "host"
    let a = View()
    a.accessibilityIdentifier = "a"
    view.listed = [a, a]
    #expect(throws: LayoutError.duplicateSubview(view: "a", superview: "host")) { try view.reloadContentOrThrow() }
    #expect(view.subviews.isEmpty)
    view.reloadContent()
    #expect(view.subviews.count == 1)
    #expect(view.layoutEngine.issues == [.duplicateSubview(view: "a", superview: "host")])
  }

  @Test func theViewItselfOrAnAncestorIsNotAdded() throws {
    let parent = View()
    parent.accessibilityIdentifier = "parent"
    let view = ConfigurableView()
    view.accessibilityIdentifier = "host"
    parent.addSubview(view)
    view.listed = [view]
    #expect(throws: LayoutError.subviewIsAncestor(view: "host", superview: "host")) {
      try view.reloadContentOrThrow()
    }
    view.listed = [parent]
    #expect(throws: LayoutError.subviewIsAncestor(view: "parent", superview: "host")) {
      try view.reloadContentOrThrow()
    }
    view.reloadContent()
    #expect(view.subviews.isEmpty)
    #expect(parent.layoutEngine.issues == [.subviewIsAncestor(view: "parent", superview: "host")])
  }

  @Test func aConstraintToTheSuperviewBelongsToTheSuperview() {
    let root = makeRoot()
    let view = ConfigurableView()
    root.addSubview(view)
    let a = View()
    view.listed = [a]
    view.declared = { [unowned root] in [a.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)] }
    view.reloadContent()
    #expect(a.superview === view)
    #expect(root.constraints.isEmpty && view.constraints.isEmpty)
    guard case .itemOutsideDeclaringView(_, let item, _) = root.layoutEngine.issues.first else {
      Issue.record("expected an itemOutsideDeclaringView issue")
      return
    }
    #expect(item == "root")
  }

  @Test func guidesOfTheHierarchyAreAllowedAndOthersAreNot() throws {
    let view = ConfigurableView()
    let a = View()
    let outsider = View()
    outsider.accessibilityIdentifier = "outsider"
    view.listed = [a]
    view.declared = { [unowned view] in
      [
        a.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        a.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      ]
    }
    try view.reloadContentOrThrow()
    #expect(view.constraints.filter { $0.firstItem === a }.count == 2)
    view.declared = { [a.topAnchor.constraint(equalTo: outsider.layoutMarginsGuide.topAnchor)] }
    #expect(throws: LayoutError.self) { try view.reloadContentOrThrow() }
  }

  @Test func nonFiniteAndMixedDirectionConstraintsAreRefused() throws {
    let view = ConfigurableView()
    let a = View()
    view.listed = [a]
    let nan = a.widthAnchor.constraint(equalToConstant: .nan)
    view.declared = { [nan] }
    #expect(throws: LayoutError.nonFiniteValue(nan.summary)) { try view.reloadContentOrThrow() }
    let mixed = LayoutConstraint(
      item: a, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading)
    view.declared = { [mixed, nan] }
    view.reloadContent()
    #expect(mixed.isActive)
    #expect(!nan.isActive)
    #expect(view.layoutEngine.issues == [.nonFiniteValue(nan.summary)])
  }
}
