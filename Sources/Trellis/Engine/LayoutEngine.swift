import Foundation
import Synchronization
import TrellisSolver

/// The next serial number handed to a new engine (0 means "no engine").
private let nextEngineSerial = Atomic<Int>(1)
/// The next number handed to a batch of constraint translations (0 means "none"; see `LayoutEngine.directionBatch`).
let nextDirectionBatch = Atomic<Int>(1)

/// Lays out one view tree: owns the tree's ``/TrellisSolver/Solver`` and turns constraints, intrinsic sizes and
/// frames into solver rows, incrementally.
///
/// Every root view owns one engine (``View/layoutEngine``). Mutations (activating a constraint, changing a
/// constant, a label's text, adding a subview) only mark the engine dirty; ``layoutIfNeeded()`` then
///
/// 1. registers the views added since the last pass and runs the `updateConstraints()` that were asked for
///    (children first),
/// 2. re-reads the intrinsic size of the views that invalidated it,
/// 3. applies the queued constraint changes: removals first, then constant changes in place
///    (``/TrellisSolver/Solver/setConstant(of:to:)``), then additions,
/// 4. solves (incrementally: the solver keeps its tableau between passes),
/// 5. re-measures width-dependent text (multi-line labels) at their resolved widths, computes safe-area insets
///    from the solved frames, and solves again until both are stable, and
/// 6. writes the ``View/frame`` of the views whose variables moved (``/TrellisSolver/Solver/changedVariables``) —
///    every view on the first pass — and calls `layoutSubviews()` on the views whose size changed or that asked
///    for it with ``View/setNeedsLayout()``.
///
/// Each view's variables are its frame in its superview's coordinates (a guide's, its layout frame in its owning
/// view's), and a constraint measures locations in the space of its items' nearest common ancestor: a constraint
/// between siblings mentions only their variables, and a view that moves does not move its subviews' variables.
///
/// When required constraints conflict, the engine breaks the one it was adding (the last added of the conflicting
/// set) and records a ``ConflictReport`` in ``issues``; ``layoutIfNeededOrThrow()`` throws it instead.
public final class LayoutEngine {
  /// The root of the tree.
  public private(set) unowned var root: View
  /// What views and constraints hold to reach the engine, cleared when the engine goes.
  let handle = EngineHandle()

  // `@exclusivity(unchecked)` on the stored properties below: layout reads and writes them for every constraint it
  // handles, and the runtime's exclusivity checks cost about 5% of a first layout (Docs/Layout.md, Performance). No
  // code holds overlapping accesses to them (every suite passed with the checks on before they were turned off).
  @exclusivity(unchecked) var solver = Solver(prioritization: .strict)
  /// A number no other engine of the process has: a constraint waiting in this engine's queue holds it
  /// (``LayoutConstraint/queuedInSerial``), which is cheaper to test and set than a weak reference.
  let serial = nextEngineSerial.wrappingAdd(1, ordering: .relaxed).oldValue
  /// A number, unique in the process, for the current batch of constraint translations: a view's layout direction
  /// resolved in this batch is remembered on its layout state with it (``LayoutItemState/resolvedDirectionBatch``),
  /// so that a batch asks each view once; a new batch (a new number) forgets every earlier answer.
  @exclusivity(unchecked) var directionBatch = nextDirectionBatch.wrappingAdd(1, ordering: .relaxed).oldValue
  /// Constraints whose state changed since the last pass, in the order of the changes.
  @exclusivity(unchecked) var queue: [LayoutConstraint] = []
  /// Subtrees added since the last pass.
  @exclusivity(unchecked) var pendingAttachments: TreeViewList<View>
  /// Views whose intrinsic size must be read again.
  @exclusivity(unchecked) var intrinsicQueue: TreeViewList<View>
  /// Views whose `updateConstraints()` must run.
  @exclusivity(unchecked) var constraintUpdateQueue: TreeViewList<View>
  /// Stack views whose rows must be rebuilt.
  @exclusivity(unchecked) var stackQueue: TreeViewList<StackView>
  /// Views with a safe-area or margins guide, whose insets are computed after each solve.
  @exclusivity(unchecked) var safeAreaViews: TreeViewList<View>
  /// Views whose intrinsic size depends on their resolved width.
  @exclusivity(unchecked) var widthDependentViews: TreeViewList<View>
  @exclusivity(unchecked) var hasDetachedViews = false
  /// About how many variables the views registered since the last additions bring (four per view and guide), for
  /// ``/TrellisSolver/Solver/reserveCapacity(constraints:variables:)``.
  @exclusivity(unchecked) var unseenVariableCount = 0
  /// The variables the solves of the current pass moved (``/TrellisSolver/Solver/changedVariables``), for ``assignFrames()``.
  @exclusivity(unchecked) var movedVariables: [Variable] = []
  /// The view or guide whose frame each variable determines, by variable identity: one entry per item, under the
  /// identity of its `minX`, when its four identities are consecutive (``LayoutVariables/consecutiveKey``, nearly
  /// always), else one entry per variable. ``frameOwner(of:)`` reads it.
  @exclusivity(unchecked) var frameOwners: [Int: FrameOwner] = [:]
  /// Views whose frame must be written at the next pass whether or not their variables moved (new views, views
  /// that called `setNeedsLayout()` or whose frame was set).
  @exclusivity(unchecked) var framesToWrite: TreeViewList<View>
  /// Guides whose layout frame must be written at the next pass (new guides).
  @exclusivity(unchecked) var guidesToWrite: [LayoutGuide] = []
  /// Whether the next pass writes the frame of every view (the first pass, or after the tree was discarded).
  @exclusivity(unchecked) var needsFullFrameWalk = true
  /// Constraints broken to recover from a conflict, in the order they were broken.
  @exclusivity(unchecked) var brokenConstraints: [LayoutConstraint] = []
  /// Errors recorded since the last ``clearIssues()``.
  public private(set) var issues: [LayoutError] = []
  /// Whether the tree needs a layout pass.
  @exclusivity(unchecked) public internal(set) var needsLayout = true
  /// How many layout passes have run (a pass that finds nothing to do does not count).
  public private(set) var passCount = 0
  /// The largest number of solves a pass may take to settle width-dependent text.
  static let maximumTextPasses = 8
  /// The cached ambiguity report, valid until the next pass.
  @exclusivity(unchecked) var ambiguityCache: Set<Variable>?

  init(root: View) {
    self.root = root
    // The lists of views never retain the root, which owns the engine (TreeViewList).
    pendingAttachments = TreeViewList(root: root)
    intrinsicQueue = TreeViewList(root: root)
    constraintUpdateQueue = TreeViewList(root: root)
    stackQueue = TreeViewList(root: root)
    safeAreaViews = TreeViewList(root: root)
    widthDependentViews = TreeViewList(root: root)
    framesToWrite = TreeViewList(root: root)
    pendingAttachments.append(root)
    handle.engine = self
  }

  deinit {
    // Views and constraints that outlive the tree find no engine from now on.
    handle.engine = nil
  }

  /// The conflicts recorded in ``issues``.
  public var conflicts: [ConflictReport] {
    issues.compactMap { issue in
      if case .unsatisfiableConstraints(let report) = issue { return report }
      return nil
    }
  }

  /// Forgets the recorded issues.
  public func clearIssues() {
    issues.removeAll()
  }

  /// Records an error in ``issues``.
  func record(_ error: LayoutError) {
    issues.append(error)
  }

  /// Records errors in ``issues``, in order.
  func recordAll(_ errors: [LayoutError]) {
    issues.append(contentsOf: errors)
  }

  /// Marks the tree as needing a layout pass.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Runs a layout pass if anything changed since the last one; see ``LayoutEngine`` for the steps.
  public func layoutIfNeeded() {
    guard
      needsLayout || !queue.isEmpty || !pendingAttachments.isEmpty || !intrinsicQueue.isEmpty || !stackQueue.isEmpty
        || !constraintUpdateQueue.isEmpty
    else { return }
    passCount += 1
    ambiguityCache = nil
    for _ in 0..<Self.maximumTextPasses {
      applyPendingChanges()
      solve()
      let textChanged = resolveWidthDependentSizes()
      let insetsChanged = resolveSafeAreaInsets()
      if !textChanged && !insetsChanged { break }
    }
    for view in assignFrames() { view.layoutSubviews() }
    if !queue.isEmpty || !intrinsicQueue.isEmpty || !stackQueue.isEmpty {
      // A layoutSubviews override changed constraints; settle them now, as UIKit runs another pass.
      applyPendingChanges()
      solve()
      assignFrames()
    }
    needsLayout = false
  }

  /// Runs a layout pass like ``layoutIfNeeded()`` and throws the first conflict it met.
  ///
  /// The pass still recovers as ``layoutIfNeeded()`` does (the frames are those of the recovered layout); the
  /// error tells the caller it happened.
  ///
  /// - Throws: ``LayoutError/unsatisfiableConstraints(_:)`` for the first conflict of the pass.
  public func layoutIfNeededOrThrow() throws(LayoutError) {
    let mark = issues.count
    layoutIfNeeded()
    for issue in issues[mark...] {
      if case .unsatisfiableConstraints = issue { throw issue }
    }
  }

  /// Queues a constraint whose state changed.
  func enqueue(_ constraint: LayoutConstraint) {
    needsLayout = true
    guard constraint.queuedInSerial != serial else { return }
    constraint.queuedInSerial = serial
    queue.append(constraint)
  }

  /// Queues a view whose intrinsic size must be read again.
  func invalidateIntrinsicSize(of view: View) {
    needsLayout = true
    guard view.registeredEngine === self else { return }
    intrinsicQueue.append(view)
  }

  /// Follows a view whose intrinsic height depends on its resolved width (a label that became multi-line).
  func trackWidthDependentSize(of view: View) {
    if !widthDependentViews.contains(where: { $0 === view }) { widthDependentViews.append(view) }
  }

  /// Queues a stack view whose rows must be rebuilt.
  func enqueueStack(_ stack: StackView) {
    needsLayout = true
    stackQueue.append(stack)
  }

  /// Queues a subtree added to the tree.
  func attach(_ view: View) {
    needsLayout = true
    pendingAttachments.append(view)
  }
}
