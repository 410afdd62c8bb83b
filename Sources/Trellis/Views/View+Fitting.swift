import Foundation
import TrellisSolver

extension View {
  /// The smallest size the fitting asks for: `systemLayoutSizeFitting(View.layoutFittingCompressedSize)` gives the
  /// smallest size the constraints allow.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// A very large size: fitting it gives the largest size the constraints allow (10 000 000 points, an
  /// assumption; see Docs/Layout.md).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size the view's own constraints give it when it is asked to be as close as possible to a target size,
  /// at the fitting priority (50) on both axes.
  ///
  /// - Parameter targetSize: The size to approach, often ``layoutFittingCompressedSize``.
  /// - Returns: The fitting size.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's own constraints give it when it is asked to be as close as possible to a target size,
  /// at a priority per axis, as `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
  ///
  /// Only the constraints held by the view and its descendants take part (not those that tie it to its
  /// superview), with the content size of every descendant; multi-line labels wrap at the width found, as in a
  /// layout pass. The view's frame and the engine's state do not change: a separate solver does the work.
  ///
  /// - Parameters:
  ///   - targetSize: The size to approach.
  ///   - horizontalFittingPriority: How strongly to approach the target width (`.required` fixes it).
  ///   - verticalFittingPriority: How strongly to approach the target height.
  /// - Returns: The fitting size.
  /// - Complexity: A fresh solve of the view's subtree.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    var fitting = FittingSolver(root: self)
    fitting.add(layoutState.variables.width == Double(targetSize.width), horizontalFittingPriority)
    fitting.add(layoutState.variables.height == Double(targetSize.height), verticalFittingPriority)
    return fitting.solve()
  }
}

/// A one-off solver for the subtree of a view, used by ``View/systemLayoutSizeFitting(_:)``.
private struct FittingSolver {
  let root: View
  var solver = Solver(prioritization: .strict)
  /// The content-size rows of multi-line labels (height hugging, height compression resistance, baselines).
  var wrapping: [(view: View, rows: [Constraint], width: CGFloat)] = []

  init(root: View) {
    self.root = root
    add(root.layoutState.variables.minX == 0, .required)
    add(root.layoutState.variables.minY == 0, .required)
    root.forEachViewInSubtree { collect($0) }
  }

  mutating func add(_ constraint: Constraint, _ priority: LayoutPriority) {
    try? solver.add(Constraint(constraint.expression, constraint.relation, strength: priority.strength))
  }

  private mutating func collect(_ view: View) {
    if let stack = view as? StackView, stack.needsRebuild || stack.registeredEngine == nil {
      stack.rebuildArrangement()
    }
    let v = view.layoutState.variables
    if view !== root, view.translatesAutoresizingMaskIntoConstraints {
      // A view's variables are its frame in its superview's space.
      let frame = view.frameStorage
      add(v.minX == Double(frame.minX), .required)
      add(v.minY == Double(frame.minY), .required)
      add(v.width == Double(frame.width), .required)
      add(v.height == Double(frame.height), .required)
    }
    let size = view.intrinsicContentSize
    if size.width >= 0 && size.width.isFinite {
      add(v.width <= Double(size.width), view.huggingPriorities.0)
      add(v.width >= Double(size.width), view.compressionPriorities.0)
    }
    var heightRows: [Constraint] = []
    if size.height >= 0 && size.height.isFinite {
      heightRows.append(
        Constraint(v.height - Double(size.height), .lessThanOrEqual, strength: view.huggingPriorities.1.strength))
      heightRows.append(
        Constraint(v.height - Double(size.height), .greaterThanOrEqual, strength: view.compressionPriorities.1.strength)
      )
    }
    if let baselines = view.layoutState.baselines {
      // Baselines are measured in the view's own space, from its top.
      let offsets = view.baselineOffsetsFromCenter()
      let center = 0.5 * v.height
      heightRows.append(Constraint(baselines.first - center - Double(offsets.first), .equal))
      heightRows.append(Constraint(baselines.last - center - Double(offsets.last), .equal))
    }
    for row in heightRows { try? solver.add(row) }
    if view.hasWidthDependentSize { wrapping.append((view, heightRows, -1)) }
    for constraint in view.constraints where constraint.activeStorage && !constraint.isBroken {
      switch constraint.kind {
      case .user, .system:
        if let row = constraint.makeSolverConstraint(recording: false) { try? solver.add(row) }
      default: break
      }
    }
  }

  /// Solves, re-wrapping multi-line labels at their resolved widths until their heights are stable.
  mutating func solve() -> CGSize {
    for _ in 0..<LayoutEngine.maximumTextPasses {
      solver.updateVariables()
      var changed = false
      for index in wrapping.indices {
        let entry = wrapping[index]
        let width = CGFloat(solver.value(of: entry.view.layoutState.variables.width))
        guard width != entry.width, entry.rows.count == 4, let content = entry.view.contentSize(atWidth: width)
        else { continue }
        wrapping[index].width = width
        let values = [content.size.height, content.size.height, content.baselines.first, content.baselines.last]
        for (row, value) in zip(entry.rows, values) {
          try? solver.setConstant(of: row, to: -Double(value))
        }
        changed = true
      }
      if !changed { break }
    }
    let v = root.layoutState.variables
    let scale = Double(root.displayScale)
    func clean(_ value: Double) -> CGFloat {
      let onGrid = (value * scale).rounded() / scale
      return CGFloat(abs(value - onGrid) < 1e-6 ? onGrid : value)
    }
    return CGSize(width: clean(solver.value(of: v.width)), height: clean(solver.value(of: v.height)))
  }
}
