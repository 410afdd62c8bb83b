/// `stack_N`: a horizontal stack of `n` views (`l_i`, `w_i`) in a container whose width `cw` is an edit variable;
/// each view hugs its 44 pt intrinsic width at 250 and resists compression at 750, as Auto Layout's defaults do.
///
/// Optima are not unique (which view gets compressed is arbitrary). Mirrors `gen_stack` of `gen_workloads.py`.
enum StackWorkload {
  /// The content-hugging strength (Auto Layout priority 250).
  static let hugging = 250
  /// The compression-resistance strength (Auto Layout priority 750).
  static let compression = 750
  /// The spacing between views.
  static let margin = 8
  /// The suggested container widths, as factors of the natural width.
  static let factors = [1.25, 0.8, 0.5, 1.0, 0.4]

  /// The workload text for `n` views.
  static func make(_ n: Int) -> WorkloadText {
    precondition(n >= 1, "stack needs at least 1 view, got \(n)")
    var build = ["edit cw strong", "cl == 0", "l0 == cl"]
    for i in 0..<n {
      if i > 0 {
        build.append("l\(i) == l\(i - 1) + w\(i - 1) + \(margin)")
      }
      build.append("w\(i) >= 10")
      build.append("w\(i) <= 44 | \(hugging)")
      build.append("w\(i) >= 44 | \(compression)")
    }
    build.append("l\(n - 1) + w\(n - 1) <= cl + cw")
    let natural = 44 * n + margin * (n - 1)
    let minimum = 10 * n + margin * (n - 1)
    let factorList = "[" + factors.map(PythonFormat.float).joined(separator: ", ") + "]"
    let blocks = factors.map { factor in
      [WorkloadText.Suggestion(variable: "cw", value: PythonFormat.round(factor * Double(natural)))]
    }
    return WorkloadText(
      header: [
        "stack_\(n): horizontal stack of \(n) views (l_i, w_i) in container (cl, cw); cw is an edit var (strong)",
        "w_i >= 10 required; w_i <= 44 | \(hugging) (hugging 250); w_i >= 44 | \(compression) (compression 750)",
        "natural width \(natural), minimum width \(minimum); suggests = \(factorList) x natural",
        "\(build.count - 1) constraints, 1 edit variable, \(blocks.count) suggest blocks",
      ],
      build: build,
      blocks: blocks
    )
  }
}
