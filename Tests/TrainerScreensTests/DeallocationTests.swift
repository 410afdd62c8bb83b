import Testing
import Trellis

@testable import TrainerScreens

/// A window of the catalog is freed with everything it holds once the last outside reference to it goes, as a
/// UIKit window is: nothing in the tree, its controllers or its layout engine refers back to the window, or to
/// anything above a view, strongly (Docs/Reliability.md, "LeakSanitizer").
@Suite struct ScreenDeallocationTests {
  /// Every screen in every state: after the window built by `makeWindow` (laid out) is dropped, weak references
  /// to the window, each of its views and constraints, its root controller and its layout engine are all `nil`.
  @Test(
    arguments: Screen.all.flatMap { screen in
      screen.states.isEmpty ? [(screen, String?.none)] : screen.states.map { (screen, Optional($0.name)) }
    })
  func aDroppedWindowIsFreedWithItsScreen(screen: Screen, state: String?) throws {
    var watched: [(name: String, object: () -> AnyObject?)] = []
    do {
      let window = try screen.makeWindow(state: state)
      watched = WeakObjects.tree(of: window)
      let engine = window.layoutEngine
      watched.append(("layout engine", { [weak engine] in engine }))
      let controller = try #require(window.rootViewController)
      watched.append(("root view controller", { [weak controller] in controller }))
    }
    #expect(watched.count > 10)
    let alive = watched.filter { $0.object() != nil }.map(\.name)
    #expect(
      alive.isEmpty, "\(screen.name) \(state ?? ""): \(alive.count) objects outlive the window: \(alive.prefix(10))")
  }
}

/// Weak references to the objects of a view tree.
enum WeakObjects {
  /// A weak reference to each view of the tree of `root` (named by type and accessibility identifier) and to each
  /// constraint it holds.
  static func tree(of root: View) -> [(name: String, object: () -> AnyObject?)] {
    var watched: [(name: String, object: () -> AnyObject?)] = []
    var views = [root]
    while let view = views.popLast() {
      watched.append(("\(type(of: view)) \(view.accessibilityIdentifier ?? "")", { [weak view] in view }))
      for constraint in view.constraints {
        watched.append(("constraint \(constraint)", { [weak constraint] in constraint }))
      }
      views.append(contentsOf: view.subviews)
    }
    return watched
  }
}
