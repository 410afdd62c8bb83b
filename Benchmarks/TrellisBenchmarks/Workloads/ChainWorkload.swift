/// `chain_N`: `x0 == 0`, `x_i >= x_(i-1) + 10` (required), `x_i == 7*i | weak`, and an edit variable `end` pinned to
/// the last link.
///
/// The optimum is unique, so any solver's values must equal kiwi's. Mirrors `gen_chain` of `gen_workloads.py`.
enum ChainWorkload {
  /// The workload text for `n` links.
  static func make(_ n: Int) -> WorkloadText {
    precondition(n >= 2, "chain needs at least 2 links, got \(n)")
    var build = ["edit end strong", "x0 == 0"]
    for i in 1..<n {
      build.append("x\(i) >= x\(i - 1) + 10")
      build.append("x\(i) == \(7 * i) | weak")
    }
    build.append("end == x\(n - 1)")
    let m = n - 1
    let ends = [12 * m, 20 * m, 10 * m, 15 * m]  // The minimum feasible end is 10 * (n - 1).
    return WorkloadText(
      header: [
        "chain_\(n): x0 == 0; x_i >= x_(i-1) + 10 (required); x_i == 7*i | weak; end == x_\(n - 1);",
        "edit end strong; minimum feasible end = \(10 * m); suggests: 12,20,10,15 x (N-1)",
        "\(1 + 2 * (n - 1) + 1) constraints, 1 edit variable, \(ends.count) suggest blocks",
      ],
      build: build,
      blocks: ends.map { [WorkloadText.Suggestion(variable: "end", value: $0)] }
    )
  }
}
