import Foundation
import TrellisSolver

/// A view the engine writes the frame of when one of its variables (or one of its guides') moves; weak, so that
/// the engine's index never keeps a removed view alive.
struct FrameOwner {
  weak var view: View?
}

extension LayoutEngine {
  /// Solves, and remembers which variables moved, so that ``assignFrames()`` writes only their frames.
  func solve() {
    solver.updateVariables()
    movedVariables.append(contentsOf: solver.changedVariables)
  }

  /// Indexes the variables of a view and of its guides, so that a move of any of them rewrites the view's frame,
  /// and queues the view's first frame.
  func trackFrame(of view: View) {
    for variable in view.layoutState.variables.all { frameOwners[variable] = FrameOwner(view: view) }
    for guide in view.layoutGuides { trackFrame(of: guide) }
    framesToWrite.append(view)
  }

  /// Indexes a guide's variables under its owning view.
  func trackFrame(of guide: LayoutGuide) {
    guard let view = guide.owningView else { return }
    for variable in guide.layoutState.variables.all { frameOwners[variable] = FrameOwner(view: view) }
    framesToWrite.append(view)
  }

  /// Forgets the variables of a view leaving the tree, and those of its guides.
  func untrackFrame(of view: View) {
    for variable in view.layoutState.variables.all { frameOwners[variable] = nil }
    for guide in view.layoutGuides {
      for variable in guide.layoutState.variables.all { frameOwners[variable] = nil }
    }
  }

  /// Step 6: writes the frame (superview coordinates) of every view whose variables moved since the last pass,
  /// the frames of its subviews (their origins are relative to it) and its guides' layout frames; the whole tree
  /// on the first pass. Returns the views whose `layoutSubviews()` must run (size changed, or
  /// `setNeedsLayout()` was called), parents first.
  @discardableResult
  func assignFrames() -> [View] {
    // One copy of the solver for all the reads: reading through the class property would copy (retain and
    // release) the solver's storage on every `value(of:)`.
    let solved = solver
    let scale = Double(root.rootDisplayScale)
    var needingLayout: [View] = []
    defer {
      movedVariables.removeAll()
      framesToWrite.removeAll()
    }
    if needsFullFrameWalk {
      needsFullFrameWalk = false
      assignFrames(ofSubtree: root, parentOrigin: .zero, solved: solved, scale: scale, needingLayout: &needingLayout)
      return needingLayout
    }
    var dirty = framesToWrite
    for variable in movedVariables {
      if let view = frameOwners[variable]?.view { dirty.append(view) }
    }
    var written = Set<ObjectIdentifier>()
    for view in dirty where view.registeredEngine === self && written.insert(ObjectIdentifier(view)).inserted {
      let origin = writeFrame(of: view, solved: solved, scale: scale, needingLayout: &needingLayout)
      for subview in view.subviews {
        writeFrame(of: subview, parentOrigin: origin, solved: solved, scale: scale, needingLayout: &needingLayout)
      }
    }
    guard needingLayout.count > 1 else { return needingLayout }
    return needingLayout.map { ($0.depth, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  private func assignFrames(
    ofSubtree view: View, parentOrigin: CGPoint, solved: Solver, scale: Double, needingLayout: inout [View]
  ) {
    let origin = writeFrame(
      of: view, parentOrigin: parentOrigin, solved: solved, scale: scale, needingLayout: &needingLayout)
    for subview in view.subviews {
      assignFrames(
        ofSubtree: subview, parentOrigin: origin, solved: solved, scale: scale, needingLayout: &needingLayout)
    }
  }

  /// Writes a view's frame, its superview's origin read from the solver; returns the view's origin in root space.
  private func writeFrame(of view: View, solved: Solver, scale: Double, needingLayout: inout [View]) -> CGPoint {
    var parentOrigin = CGPoint.zero
    if let parent = view.superview {
      let v = parent.layoutState.variables
      parentOrigin = CGPoint(
        x: Self.snap(solved.value(of: v.minX), scale), y: Self.snap(solved.value(of: v.minY), scale))
    }
    return writeFrame(of: view, parentOrigin: parentOrigin, solved: solved, scale: scale, needingLayout: &needingLayout)
  }

  /// Writes a view's frame and its guides' layout frames; returns the view's origin in root space.
  @discardableResult
  private func writeFrame(
    of view: View, parentOrigin: CGPoint, solved: Solver, scale: Double, needingLayout: inout [View]
  ) -> CGPoint {
    let variables = view.layoutState.variables
    let origin = CGPoint(
      x: Self.snap(solved.value(of: variables.minX), scale), y: Self.snap(solved.value(of: variables.minY), scale))
    let size = CGSize(
      width: Self.snap(solved.value(of: variables.width), scale),
      height: Self.snap(solved.value(of: variables.height), scale))
    if size != view.frameStorage.size || view.needsLayoutSubviews {
      view.needsLayoutSubviews = false
      needingLayout.append(view)
    }
    view.frameStorage = CGRect(
      x: Self.snap(Double(origin.x - parentOrigin.x), scale), y: Self.snap(Double(origin.y - parentOrigin.y), scale),
      width: size.width, height: size.height)
    for guide in view.layoutGuides {
      let v = guide.layoutState.variables
      let minX = Self.snap(solved.value(of: v.minX), scale)
      let minY = Self.snap(solved.value(of: v.minY), scale)
      guide.layoutFrame = CGRect(
        x: Self.snap(Double(minX - origin.x), scale), y: Self.snap(Double(minY - origin.y), scale),
        width: Self.snap(solved.value(of: v.width), scale), height: Self.snap(solved.value(of: v.height), scale))
    }
    return origin
  }
}
