/// The human-readable report: one aligned row per workload, medians in readable units.
struct TableReport {
  private static let headers = [
    "workload", "constraints", "reps", "build", "suggest block", "slowest block", "remove all",
  ]
  private var rows: [[String]] = []
  private var notes: [String] = []

  /// Creates an empty report.
  init() {}

  /// Adds a measured workload.
  mutating func add(_ measurement: Measurement) {
    let reps = measurement.isSingleColdRun ? "1 cold" : String(measurement.repetitions)
    rows.append([
      measurement.workload,
      String(measurement.constraints),
      reps,
      TimeFormat.human(measurement.build),
      measurement.suggest.map(TimeFormat.human) ?? "-",
      measurement.blockMedians.max().map(TimeFormat.human) ?? "-",
      measurement.remove.map(TimeFormat.human) ?? "-",
    ])
    if !measurement.isDeterministic {
      notes.append("\(measurement.workload): values differ between repetitions (nondeterministic solver)")
    }
  }

  /// Adds a workload that failed.
  mutating func addFailure(workload: String, reason: String) {
    rows.append([workload, "-", "-", "failed", "-", "-", "-"])
    notes.append("\(workload): \(reason)")
  }

  /// The table, its legend and any notes.
  var text: String {
    let all = [Self.headers] + rows
    let widths = Self.headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }
    var text = line(Self.headers) + "\n"
    text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
    for row in rows { text += line(row) + "\n" }
    text += "\nmedians over the repetitions; suggest block = median over the blocks of each block's median;\n"
    text += "slowest block = the largest of those medians (often the first block after the build);\n"
    text += "remove all = every constraint in reverse file order, after a fresh (untimed) build\n"
    for note in notes { text += "note: \(note)\n" }
    return text
  }
}
