import Foundation
import Testing

@testable import Trellis

/// A small deterministic generator (SplitMix64), so that random runs repeat.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A tree of views described as a value: what a fresh layout is built from.
private struct TreeSpec {
  enum Width: Equatable {
    case constant(CGFloat)
    case intrinsic(CGFloat)
    case relative(multiplier: CGFloat, constant: CGFloat)
  }

  struct Node {
    var parent: Int  // -1: the root
    var x: CGFloat
    var y: CGFloat
    var width: Width
    var height: CGFloat
    /// An optional `width == value` preference, and whether it is active.
    var preference: (value: CGFloat, priority: Float, isActive: Bool)
  }

  var nodes: [Node] = []
  var rightToLeft = false
}

/// A live tree built from a spec, with handles on the constraints the mutations change.
private final class LiveTree {
  let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  var views: [View] = []
  var x: [LayoutConstraint] = []
  var y: [LayoutConstraint] = []
  var width: [LayoutConstraint?] = []
  var preference: [LayoutConstraint] = []

  init(_ spec: TreeSpec) {
    root.semanticContentAttribute = spec.rightToLeft ? .forceRightToLeft : .forceLeftToRight
    for (index, node) in spec.nodes.enumerated() {
      let view: View
      if case .intrinsic(let size) = node.width {
        view = SizedView(width: size, height: View.noIntrinsicMetric, identifier: "n\(index)")
      } else {
        view = View()
        view.accessibilityIdentifier = "n\(index)"
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      views.append(view)
      x.append(view.leadingAnchor.constraint(equalTo: view.leadingAnchor))  // placeholder, replaced below
      y.append(view.topAnchor.constraint(equalTo: view.topAnchor))
      width.append(nil)
      let preferred = view.widthAnchor.constraint(equalToConstant: node.preference.value)
      preferred.priority = LayoutPriority(node.preference.priority)
      preference.append(preferred)
      view.heightAnchor.constraint(equalToConstant: node.height).isActive = true
      preferred.isActive = node.preference.isActive
      if case .constant(let value) = node.width {
        width[index] = view.widthAnchor.constraint(equalToConstant: value)
        width[index]?.isActive = true
      }
    }
    for index in spec.nodes.indices { attach(index, spec) }
  }

  func parentView(_ index: Int, _ spec: TreeSpec) -> View {
    spec.nodes[index].parent < 0 ? root : views[spec.nodes[index].parent]
  }

  /// Adds node `index` to its parent and makes its placement constraints.
  func attach(_ index: Int, _ spec: TreeSpec) {
    let node = spec.nodes[index]
    let view = views[index]
    let parent = parentView(index, spec)
    parent.addSubview(view)
    x[index] = view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: node.x)
    y[index] = view.topAnchor.constraint(equalTo: parent.topAnchor, constant: node.y)
    LayoutConstraint.activate([x[index], y[index]])
    if case .relative(let multiplier, let constant) = node.width {
      width[index] = view.widthAnchor.constraint(
        equalTo: parent.widthAnchor, multiplier: multiplier, constant: constant)
      width[index]?.isActive = true
    }
  }

  var frames: [CGRect] { views.map(\.frameInRootSpace) }
}

@Suite struct IncrementalLayoutTests {
  private func randomSpec(_ random: inout SeededGenerator) -> TreeSpec {
    var spec = TreeSpec()
    for index in 0..<Int.random(in: 4...9, using: &random) {
      let width: TreeSpec.Width
      switch Int.random(in: 0..<3, using: &random) {
      case 0: width = .constant(CGFloat(Int.random(in: 10...80, using: &random)))
      case 1: width = .intrinsic(CGFloat(Int.random(in: 10...80, using: &random)))
      default:
        width = .relative(
          multiplier: [0.25, 0.5, 1][Int.random(in: 0..<3, using: &random)],
          constant: CGFloat(Int.random(in: -8...8, using: &random)))
      }
      spec.nodes.append(
        TreeSpec.Node(
          parent: Int.random(in: -1..<index, using: &random), x: CGFloat(Int.random(in: -20...40, using: &random)),
          y: CGFloat(Int.random(in: 0...40, using: &random)), width: width,
          height: CGFloat(Int.random(in: 5...50, using: &random)),
          preference: (
            CGFloat(Int.random(in: 0...120, using: &random)), [300, 500, 800][Int.random(in: 0..<3, using: &random)],
            Bool.random(using: &random)
          )))
    }
    return spec
  }

  /// Applies one random mutation to both the spec and the live tree.
  private func mutate(_ spec: inout TreeSpec, _ live: LiveTree, _ random: inout SeededGenerator) {
    let index = Int.random(in: 0..<spec.nodes.count, using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      let value = CGFloat(Int.random(in: -20...40, using: &random))
      spec.nodes[index].x = value
      live.x[index].constant = value
    case 1:
      let value = CGFloat(Int.random(in: 0...40, using: &random))
      spec.nodes[index].y = value
      live.y[index].constant = value
    case 2:
      switch spec.nodes[index].width {
      case .constant:
        let value = CGFloat(Int.random(in: 10...80, using: &random))
        spec.nodes[index].width = .constant(value)
        live.width[index]?.constant = value
      case .intrinsic:
        let value = CGFloat(Int.random(in: 10...80, using: &random))
        spec.nodes[index].width = .intrinsic(value)
        (live.views[index] as? SizedView)?.size = CGSize(width: value, height: View.noIntrinsicMetric)
      case .relative(let multiplier, _):
        let value = CGFloat(Int.random(in: -8...8, using: &random))
        spec.nodes[index].width = .relative(multiplier: multiplier, constant: value)
        live.width[index]?.constant = value
      }
    case 3:
      spec.nodes[index].preference.isActive.toggle()
      live.preference[index].isActive = spec.nodes[index].preference.isActive
    case 4:
      let priority: Float = [300, 500, 800][Int.random(in: 0..<3, using: &random)]
      spec.nodes[index].preference.priority = priority
      live.preference[index].priority = LayoutPriority(priority)
    case 5:
      let value = CGFloat(Int.random(in: 0...120, using: &random))
      spec.nodes[index].preference.value = value
      live.preference[index].constant = value
    default:
      // Move a leaf to another parent (never under itself).
      guard !spec.nodes.contains(where: { $0.parent == index }) else { return }
      let parent = Int.random(in: -1..<spec.nodes.count, using: &random)
      guard parent != index else { return }
      spec.nodes[index].parent = parent
      live.views[index].removeFromSuperview()
      live.attach(index, spec)
    }
  }

  @Test(arguments: 0..<24)
  func incrementalRelayoutMatchesAFreshLayout(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &* 7919 &+ 17)
    var spec = randomSpec(&random)
    spec.rightToLeft = seed % 4 == 3
    let live = LiveTree(spec)
    live.root.layoutIfNeeded()
    for step in 0..<20 {
      mutate(&spec, live, &random)
      live.root.layoutIfNeeded()
      let fresh = LiveTree(spec)
      fresh.root.layoutIfNeeded()
      for (index, (a, b)) in zip(live.frames, fresh.frames).enumerated() {
        let close =
          abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
          && abs(a.height - b.height) < 1e-6
        #expect(close, "seed \(seed) step \(step) view \(index): \(a) vs fresh \(b)")
      }
      #expect(live.root.layoutEngine.issues.isEmpty, "seed \(seed) step \(step)")
      #expect(
        live.root.layoutEngine.solver.constraints.count == fresh.root.layoutEngine.solver.constraints.count,
        "seed \(seed) step \(step): rows leaked or lost")
    }
  }
}
