/// The named workloads the benchmark generates itself: `enaml_like` and the families `chain_N`, `stack_N` and
/// `tree_N` for any N (the shared reference set uses N = 100, 1,000 and 10,000).
enum WorkloadCatalog {
  /// The families that grow with N, in the order the default run lists them.
  static let families = ["chain", "stack", "tree"]

  /// The family sizes of the reference workload set.
  static let referenceSizes = [100, 1000, 10_000]

  /// The sizes a run without `--sizes` or `--all` uses.
  static let defaultSizes = [100, 1000]

  /// The workload names for the given family sizes: `enaml_like` first, then each family by increasing size.
  static func names(sizes: [Int]) -> [String] {
    ["enaml_like"] + families.flatMap { family in sizes.sorted().map { "\(family)_\($0)" } }
  }

  /// Whether `name` is one the catalog can generate.
  static func contains(_ name: String) -> Bool { name == "enaml_like" || family(of: name) != nil }

  /// The text of the named workload, or `nil` when the name is not one of the catalog's.
  static func workload(named name: String) -> WorkloadText? {
    if name == "enaml_like" { return EnamlLikeWorkload.make() }
    switch family(of: name) {
    case ("chain", let n)?: return ChainWorkload.make(n)
    case ("stack", let n)?: return StackWorkload.make(n)
    case ("tree", let n)?: return TreeWorkload.make(n)
    default: return nil
    }
  }

  /// The family and size of a `family_N` name, when the family exists and N is in its range.
  private static func family(of name: String) -> (String, Int)? {
    guard let separator = name.lastIndex(of: "_"), let n = Int(name[name.index(after: separator)...]) else {
      return nil
    }
    let family = String(name[..<separator])
    guard families.contains(family), n >= 2, n <= 1_000_000 else { return nil }
    return (family, n)
  }
}
