import Foundation
import TrellisSolver

/// The view or guide whose frame a variable is part of, through its ``LayoutItemState``.
///
/// Not a weak reference to the item, which would give it a side table (after which every retain and release of it
/// takes the runtime's slow path), nor a strong one (the root owns the engine: a cycle). The state lets go of its
/// item when the item deinitializes, and the engine removes the entry when the item leaves the tree or its guide is
/// removed (`untrackFrame(of:)`), so the index never keeps an item alive.
struct FrameOwner {
  let state: LayoutItemState

  init(view: View) { state = view.layoutState }
  init(guide: LayoutGuide) { state = guide.layoutState }

  /// The view, if the owner is a view that still exists.
  var view: View? { state.view }
  /// The guide, if the owner is a guide that still exists.
  var guide: LayoutGuide? { state.guide }

  /// Whether `variable` is one of the owner's four; false once the owner is gone.
  func determines(_ variable: Variable) -> Bool {
    state.item != nil && state.variables.contains(variable)
  }
}

extension LayoutEngine {
  /// Calls `body` with the solver in place, for reading. `let solved = solver` copies it instead (each of its
  /// forty arrays retained, then released), and so does reading values through the property one at a time or
  /// passing it as a borrowed argument; an in-out access hands over its address. `body` must not change it.
  @inline(__always)
  func withSolver<Result>(_ body: (inout Solver) -> Result) -> Result {
    body(&solver)
  }

  /// Solves, and remembers which variables moved, so that ``assignFrames()`` writes only their frames.
  func solve() {
    solver.updateVariables()
    // A pass that rewrites every frame (the first) does not read which variables moved.
    guard !needsFullFrameWalk else { return }
    movedVariables.append(contentsOf: solver.changedVariables)
  }

  /// Indexes the variables of a view and of its guides, so that a move of any of them rewrites its frame, and
  /// queues the view's first frame.
  func trackFrame(of view: View) {
    index(view.layoutState.variables, as: FrameOwner(view: view))
    for guide in view.layoutGuides { trackFrame(of: guide) }
    framesToWrite.append(view)
  }

  /// Indexes a guide's variables, and queues its first layout frame.
  func trackFrame(of guide: LayoutGuide) {
    index(guide.layoutState.variables, as: FrameOwner(guide: guide))
    guidesToWrite.append(guide)
  }

  /// Forgets the variables of a view leaving the tree, and those of its guides.
  func untrackFrame(of view: View) {
    index(view.layoutState.variables, as: nil)
    for guide in view.layoutGuides { index(guide.layoutState.variables, as: nil) }
  }

  /// Forgets the variables of a guide removed from its view.
  func untrackFrame(of guide: LayoutGuide) {
    index(guide.layoutState.variables, as: nil)
  }

  /// Sets (or, with `nil`, removes) the frame-owner entry of an item's variables: one entry under the first
  /// identity when the four are consecutive, else one per variable (a dictionary insertion costs several hundred
  /// instructions, and a first layout made four per view).
  private func index(_ variables: LayoutVariables, as owner: FrameOwner?) {
    if let key = variables.consecutiveKey {
      frameOwners[key] = owner
    } else {
      for variable in variables.all { frameOwners[variable.id] = owner }
    }
  }

  /// The view or guide whose frame `variable` determines: the entry under its own identity or one of the three
  /// before it (an item's consecutive variables share the entry of the first) whose item really has the variable.
  func frameOwner(of variable: Variable) -> FrameOwner? {
    for offset in 0..<4 {
      if let owner = frameOwners[variable.id - offset], owner.determines(variable) { return owner }
    }
    return nil
  }

  /// Step 6: writes the frame of every view, and the layout frame of every guide, whose variables moved since the
  /// last pass — the whole tree on the first pass. A view's variables are its frame in its superview's
  /// coordinates and a guide's its layout frame in its owning view's, so nothing else changes. Returns the views
  /// whose `layoutSubviews()` must run (size changed, or `setNeedsLayout()` was called), parents first.
  @discardableResult
  func assignFrames() -> [View] {
    // The solver borrowed once for all the reads (writing frames does not change it).
    withSolver { assignFrames(solved: &$0) }
  }

  /// ``assignFrames()`` with the solver to read.
  private func assignFrames(solved: inout Solver) -> [View] {
    let scale = Double(root.rootDisplayScale)
    var needingLayout: [View] = []
    defer {
      movedVariables.removeAll()
      framesToWrite.removeAll()
      guidesToWrite.removeAll()
    }
    if needsFullFrameWalk {
      needsFullFrameWalk = false
      // The views first, then a plain loop: a closure over `solved` copied the solver on every call.
      var views: [View] = []
      views.reserveCapacity(frameOwners.count)
      root.forEachViewInSubtree { views.append($0) }
      for view in views {
        writeFrame(of: view, solved: solved, scale: scale, needingLayout: &needingLayout)
        for guide in view.layoutGuides { writeFrame(of: guide, solved: solved, scale: scale) }
      }
      return needingLayout
    }
    var views = framesToWrite.views
    var guides = guidesToWrite
    for variable in movedVariables {
      guard let owner = frameOwner(of: variable) else { continue }
      if let view = owner.view { views.append(view) }
      if let guide = owner.guide { guides.append(guide) }
    }
    var written = Set<ObjectIdentifier>()
    for view in views where view.registeredEngine === self && written.insert(ObjectIdentifier(view)).inserted {
      writeFrame(of: view, solved: solved, scale: scale, needingLayout: &needingLayout)
    }
    for guide in guides where guide.owningView?.registeredEngine === self {
      writeFrame(of: guide, solved: solved, scale: scale)
    }
    guard needingLayout.count > 1 else { return needingLayout }
    return needingLayout.map { ($0.depth, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// Writes a view's frame from its variables.
  private func writeFrame(of view: View, solved: Solver, scale: Double, needingLayout: inout [View]) {
    let frame = Self.rectangle(of: view.layoutState.variables, solved: solved, scale: scale)
    if frame.size != view.frameStorage.size || view.needsLayoutSubviews {
      view.needsLayoutSubviews = false
      needingLayout.append(view)
    }
    view.frameStorage = frame
  }

  /// Writes a guide's layout frame from its variables.
  private func writeFrame(of guide: LayoutGuide, solved: Solver, scale: Double) {
    guide.layoutFrame = Self.rectangle(of: guide.layoutState.variables, solved: solved, scale: scale)
  }

  private static func rectangle(of variables: LayoutVariables, solved: Solver, scale: Double) -> CGRect {
    CGRect(
      x: snap(solved.value(of: variables.minX), scale), y: snap(solved.value(of: variables.minY), scale),
      width: snap(solved.value(of: variables.width), scale), height: snap(solved.value(of: variables.height), scale))
  }
}
