import Foundation
import TrellisSolver

extension View {
  /// A guide covering the part of the view that bars, the status bar, the sensor housing and the home indicator
  /// leave free, made when first asked for, as `safeAreaLayoutGuide`. Outside a ``Window`` it is the view's
  /// bounds.
  ///
  /// The insets depend on where the view ends up, so the engine computes them after solving and solves again
  /// when they changed (as UIKit updates `safeAreaInsets` during layout).
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = safeAreaGuide { return guide }
    let insets = safeAreaInsetsStorage
    let (guide, constraints) = makeInsetGuide(
      role: .safeArea, mechanism: "safe area", prefix: "safe-area",
      edges: [(.top, insets.top), (.left, insets.left), (.bottom, -insets.bottom), (.right, -insets.right)])
    safeAreaGuide = guide
    safeAreaConstraints = constraints
    return guide
  }

  /// The distances from the view's edges to its safe area, as of the last layout pass.
  public var safeAreaInsets: EdgeInsets { safeAreaInsetsStorage }

  /// Gives the view new safe-area insets; returns whether they changed.
  func setSafeAreaInsets(_ insets: EdgeInsets) -> Bool {
    guard insets != safeAreaInsetsStorage else { return false }
    safeAreaInsetsStorage = insets
    if safeAreaConstraints.count == 4 {
      safeAreaConstraints[0].constant = insets.top
      safeAreaConstraints[1].constant = insets.left
      safeAreaConstraints[2].constant = -insets.bottom
      safeAreaConstraints[3].constant = -insets.right
    }
    updateMarginConstants()
    return true
  }
}

extension LayoutEngine {
  /// Follows a view whose guides depend on its safe-area insets, starting from the insets its current frame gives
  /// when that frame is already the solved one (see ``presetSafeAreaInsets(of:)``).
  func trackSafeArea(of view: View) {
    needsLayout = true
    guard !safeAreaViews.contains(where: { $0 === view }) else { return }
    safeAreaViews.append(view)
    presetSafeAreaInsets(of: view)
  }

  /// Gives a view the safe-area insets of its current frame when the view and every ancestor are placed by their
  /// autoresizing masks: their frames are then what solving will give them (the masks' constraints fix them), so
  /// the insets the pass computes after solving are these, and it does not have to solve a second time with new
  /// constants. A view controller's root view in a window is such a view; for one whose frame depends on other
  /// constraints, the insets wait for the solved frame as before.
  func presetSafeAreaInsets(of view: View) {
    var current: View? = view
    while let ancestor = current, ancestor !== root {
      guard ancestor.translatesAutoresizingMaskIntoConstraints else { return }
      current = ancestor.superview
    }
    guard current === root else { return }
    _ = view.setSafeAreaInsets(safeAreaInsets(of: view, rect: frameRect(of:)))
  }

  /// The rectangle of a view in root space from the frames it and its ancestors have now, as ``solvedRect(of:in:)``
  /// measures it from the solver's values.
  func frameRect(of view: View) -> CGRect {
    var origin = CGPoint.zero
    var current: View? = view
    while let ancestor = current {
      origin.x += ancestor.frameStorage.minX
      origin.y += ancestor.frameStorage.minY
      current = ancestor.superview
    }
    return CGRect(origin: origin, size: view.frameStorage.size)
  }

  /// The rectangle of a view in root space, from the solver's current values: its frame moved by the origins of
  /// its ancestors, the root's included. `solved` is the engine's solver, read through one copy: every read of the
  /// ``LayoutEngine/solver`` property would copy (retain and release) all of the solver's storage.
  func solvedRect(of view: View, in solved: Solver) -> CGRect {
    let v = view.layoutState.variables
    var x = 0.0
    var y = 0.0
    var current: View? = view
    while let ancestor = current {
      x += solved.value(of: ancestor.layoutState.variables.minX)
      y += solved.value(of: ancestor.layoutState.variables.minY)
      current = ancestor.superview
    }
    return CGRect(
      x: snap(x), y: snap(y), width: snap(solved.value(of: v.width)), height: snap(solved.value(of: v.height)))
  }

  /// Computes the safe-area insets of the followed views from the solved frames; returns whether any changed.
  func resolveSafeAreaInsets() -> Bool {
    // A tree that never asked for a safe area: no copy of the solver.
    guard !safeAreaViews.isEmpty else { return false }
    var changed = false
    // Setting insets only queues constraint changes: nothing here writes the solver while it is borrowed.
    withSolver { solved in
      for view in safeAreaViews where view.registeredEngine === self {
        if view.setSafeAreaInsets(safeAreaInsets(of: view, in: solved)) { changed = true }
      }
    }
    return changed
  }

  /// The safe rectangle of the window, narrowed by the additional insets of the view and its ancestors
  /// (view controllers' `additionalSafeAreaInsets`, added to the insets the view would have without them),
  /// measured from the view's solved edges.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - solved: The engine's solver (one copy for all the reads; see ``solvedRect(of:in:)``). Not an optional with
  ///     the engine's solver as the default: wrapping it in an optional copied it again (every array retained) on
  ///     every call.
  func safeAreaInsets(of view: View, in solved: Solver) -> EdgeInsets {
    safeAreaInsets(of: view) { solvedRect(of: $0, in: solved) }
  }

  /// The safe-area insets of a view with the rectangles in root space that `rect` gives for it, its ancestors and
  /// the window.
  func safeAreaInsets(of view: View, rect: (View) -> CGRect) -> EdgeInsets {
    guard let window = root as? Window else { return .zero }
    let bounds = rect(window)
    let screen = window.screenSafeAreaInsets
    var safe = CGRect(
      x: bounds.minX + screen.left, y: bounds.minY + screen.top, width: bounds.width - screen.left - screen.right,
      height: bounds.height - screen.top - screen.bottom)
    // Each ancestor with additional insets (a view controller's) narrows the safe area it passes down.
    var chain: [View] = []
    var current: View? = view
    while let ancestor = current {
      chain.append(ancestor)
      current = ancestor.superview
    }
    for ancestor in chain.reversed() {
      let extra = ancestor.additionalSafeAreaInsetsStorage
      guard extra != .zero else { continue }
      let rect = rect(ancestor)
      let top = max(safe.minY, rect.minY) + extra.top
      let left = max(safe.minX, rect.minX) + extra.left
      let bottom = min(safe.maxY, rect.maxY) - extra.bottom
      let right = min(safe.maxX, rect.maxX) - extra.right
      safe = CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
    let rect = rect(view)
    return EdgeInsets(
      top: snap(min(max(0, safe.minY - rect.minY), rect.height)),
      left: snap(min(max(0, safe.minX - rect.minX), rect.width)),
      bottom: snap(min(max(0, rect.maxY - safe.maxY), rect.height)),
      right: snap(min(max(0, rect.maxX - safe.maxX), rect.width)))
  }
}
