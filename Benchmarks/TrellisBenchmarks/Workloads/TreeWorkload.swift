/// `tree_N`: a view hierarchy of `n` views in nested stacks (even depths stack vertically, odd depths
/// horizontally) with 8 pt margins and spacing; leaves have intrinsic sizes with hugging 250 and compression
/// resistance 750; the root's width and height are edit variables.
///
/// Optima are not unique. Mirrors `gen_tree` of `gen_workloads.py`, including its breadth-first shape: the `j`-th
/// parent gets `4 + (3 * j) % 5` children (4, 7, 5, 8, 6, …), the last one what is left.
enum TreeWorkload {
  /// The margin between a parent's edges and its children, and the spacing between siblings.
  static let margin = 8
  /// The suggested root sizes, as (width, height) factors of the natural size.
  static let factors: [(Double, Double)] = [(0.85, 1.15), (1.0, 1.0), (1.25, 0.9)]

  /// The shape of the tree: children, depths and leaf numbering.
  private struct Shape {
    var children: [[Int]]
    var depth: [Int]
    /// The index of each leaf among the leaves, in view order; -1 for internal views.
    var leafIndex: [Int]
    var leafCount: Int

    init(_ n: Int) {
      children = Array(repeating: [], count: n)
      depth = Array(repeating: 0, count: n)
      var count = 1
      var j = 0
      var parent = 0
      while count < n {
        let k = min(4 + (3 * j) % 5, n - count)
        for _ in 0..<k {
          children[parent].append(count)
          depth[count] = depth[parent] + 1
          count += 1
        }
        j += 1
        parent += 1
      }
      leafIndex = Array(repeating: -1, count: n)
      leafCount = 0
      for v in 0..<n where children[v].isEmpty {
        leafIndex[v] = leafCount
        leafCount += 1
      }
    }

    /// The intrinsic (width, height) of a leaf: label- and button-like sizes.
    func intrinsicSize(_ v: Int) -> (Int, Int) {
      let i = leafIndex[v]
      return (40 + (17 * i) % 81, 20 + (7 * i) % 25)
    }

    func isVertical(_ v: Int) -> Bool { depth[v] % 2 == 0 }

    /// The size of every view, bottom-up, from the given leaf size.
    func sizes(leaf: (Int) -> (Int, Int)) -> [(Int, Int)] {
      var sizes = Array(repeating: (0, 0), count: children.count)
      for v in stride(from: children.count - 1, through: 0, by: -1) {
        let kids = children[v]
        if kids.isEmpty {
          sizes[v] = leaf(v)
          continue
        }
        let widths = kids.map { sizes[$0].0 }
        let heights = kids.map { sizes[$0].1 }
        let spacing = TreeWorkload.margin * (kids.count + 1)
        sizes[v] =
          isVertical(v)
          ? (widths.max()! + 2 * TreeWorkload.margin, heights.reduce(0, +) + spacing)
          : (widths.reduce(0, +) + spacing, heights.max()! + 2 * TreeWorkload.margin)
      }
      return sizes
    }
  }

  /// The workload text for `n` views.
  static func make(_ n: Int) -> WorkloadText {
    precondition(n >= 2, "tree needs at least 2 views, got \(n)")
    let shape = Shape(n)
    let natural = shape.sizes(leaf: shape.intrinsicSize)
    let minimum = shape.sizes { _ in (0, 0) }
    let build = buildPhase(shape)
    let (rootWidth, rootHeight) = natural[0]
    let sizes = factors.map { factor in
      (PythonFormat.round(factor.0 * Double(rootWidth)), PythonFormat.round(factor.1 * Double(rootHeight)))
    }
    let factorTuples = factors.map { "(\(PythonFormat.float($0.0)), \(PythonFormat.float($0.1)))" }
    let factorList = "[" + factorTuples.joined(separator: ", ") + "]"
    let sizeList = "[" + sizes.map { "(\($0.0), \($0.1))" }.joined(separator: ", ") + "]"
    let constraintCount = build.count { !$0.hasPrefix("edit ") }
    return WorkloadText(
      header: [
        "tree_\(n): \(n) views (\(shape.leafCount) leaves, depth \(shape.depth.max()!)), BFS tree, "
          + "branching cycle 4,7,5,8,6; even depth = vertical stack",
        "vars per view: v<i>_l, v<i>_t, v<i>_w, v<i>_h; v0 is the root; v0_w, v0_h are edit vars (strong)",
        "children pinned to parent edges with 8pt margins, 8pt spacing between siblings (required)",
        "leaves: intrinsic w,h with hugging (<=) | \(StackWorkload.hugging) and compression resistance (>=) | "
          + "\(StackWorkload.compression); all w,h >= 0",
        "natural size \(rootWidth)x\(rootHeight), minimum size \(minimum[0].0)x\(minimum[0].1); "
          + "suggest sizes = natural x \(factorList) = \(sizeList)",
        "\(constraintCount) constraints, 2 edit variables, \(sizes.count) suggest blocks",
      ],
      build: build,
      blocks: sizes.map { size in
        [
          WorkloadText.Suggestion(variable: "v0_w", value: size.0),
          WorkloadText.Suggestion(variable: "v0_h", value: size.1),
        ]
      }
    )
  }

  /// The edit declarations and constraints, view by view.
  private static func buildPhase(_ shape: Shape) -> [String] {
    func left(_ v: Int) -> String { "v\(v)_l" }
    func top(_ v: Int) -> String { "v\(v)_t" }
    func width(_ v: Int) -> String { "v\(v)_w" }
    func height(_ v: Int) -> String { "v\(v)_h" }
    let hug = StackWorkload.hugging
    let compress = StackWorkload.compression
    var build = ["edit v0_w strong", "edit v0_h strong", "v0_l == 0", "v0_t == 0"]
    for v in 0..<shape.children.count {
      build.append("\(width(v)) >= 0")
      build.append("\(height(v)) >= 0")
      let kids = shape.children[v]
      if kids.isEmpty {
        let (w, h) = shape.intrinsicSize(v)
        build.append("\(width(v)) <= \(w) | \(hug)")
        build.append("\(width(v)) >= \(w) | \(compress)")
        build.append("\(height(v)) <= \(h) | \(hug)")
        build.append("\(height(v)) >= \(h) | \(compress)")
        continue
      }
      let vertical = shape.isVertical(v)
      let mainPosition = vertical ? top : left
      let mainLength = vertical ? height : width
      let crossPosition = vertical ? left : top
      let crossLength = vertical ? width : height
      for (index, c) in kids.enumerated() {
        build.append("\(crossPosition(c)) == \(crossPosition(v)) + \(margin)")
        build.append(
          "\(crossPosition(c)) + \(crossLength(c)) == \(crossPosition(v)) + \(crossLength(v)) - \(margin)"
        )
        if index == 0 {
          build.append("\(mainPosition(c)) == \(mainPosition(v)) + \(margin)")
        } else {
          let p = kids[index - 1]
          build.append("\(mainPosition(c)) == \(mainPosition(p)) + \(mainLength(p)) + \(margin)")
        }
      }
      let last = kids[kids.count - 1]
      build.append(
        "\(mainPosition(last)) + \(mainLength(last)) + \(margin) == \(mainPosition(v)) + \(mainLength(v))"
      )
    }
    return build
  }
}
