/// The text of a workload file as `gen_workloads.py` writes it: `# ` header lines, the build phase, `---`, then
/// suggest blocks separated by blank lines.
///
/// Kept byte-identical to the Python generator so that kiwisolver and Trellis read the very same systems; check it
/// with `trellis-bench --emit-workload NAME` against the generator's output.
struct WorkloadText {
  /// One `suggest NAME VALUE` line.
  struct Suggestion {
    /// The edit variable's name.
    var variable: String
    /// The suggested value; every generator suggests whole numbers.
    var value: Int
  }

  /// The comment lines, without their leading `# `.
  var header: [String] = []
  /// The build-phase statements, in file order.
  var build: [String] = []
  /// The suggest blocks.
  var blocks: [[Suggestion]] = []

  /// The number of constraints in the build phase (every statement that is not an `edit` declaration).
  var constraintCount: Int { build.count { !$0.hasPrefix("edit ") } }

  /// The file's text, each line ended by `\n`.
  var text: String {
    var text = ""
    text.reserveCapacity(build.count * 24)
    for line in header {
      text += "# "
      text += line
      text += "\n"
    }
    for line in build {
      text += line
      text += "\n"
    }
    text += "---\n"
    for (index, block) in blocks.enumerated() {
      if index > 0 { text += "\n" }
      for suggestion in block {
        text += "suggest \(suggestion.variable) \(suggestion.value)\n"
      }
    }
    return text
  }
}

/// Number formatting as Python's `repr` prints the simple decimal factors the generators mention in headers.
enum PythonFormat {
  /// `repr(float(x))` for values whose shortest round-trip form has no exponent (`1.0`, `0.85`).
  static func float(_ value: Double) -> String { value.description }

  /// Python's `round(x)` on a float: to nearest, ties to even.
  static func round(_ value: Double) -> Int { Int(value.rounded(.toNearestOrEven)) }
}
