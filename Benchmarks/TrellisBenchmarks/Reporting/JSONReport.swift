/// The machine-readable report: one JSON object per workload and line, in microseconds, for `compare.py` and
/// other tools.
enum JSONReport {
  /// The JSON line of a measured workload.
  static func line(_ measurement: Measurement) -> String {
    let blockMedians = measurement.blockMedians.map(TimeFormat.json).joined(separator: ",")
    let fields: [(String, String)] = [
      ("impl", string("trellis")),
      ("workload", string(measurement.workload)),
      ("vars", String(measurement.variables)),
      ("constraints", String(measurement.constraints)),
      ("edits", String(measurement.edits)),
      ("blocks", String(measurement.blocks)),
      ("reps", String(measurement.repetitions)),
      ("single_cold_rep", String(measurement.isSingleColdRun)),
      ("build_us", TimeFormat.json(measurement.build)),
      ("suggest_us", measurement.suggest.map(TimeFormat.json) ?? "null"),
      ("remove_us", measurement.remove.map(TimeFormat.json) ?? "null"),
      ("build_min_us", TimeFormat.json(measurement.builds.min()!)),
      ("build_max_us", TimeFormat.json(measurement.builds.max()!)),
      ("remove_min_us", measurement.removes.min().map(TimeFormat.json) ?? "null"),
      ("suggest_block_median_us", "[" + blockMedians + "]"),
      ("checksum", measurement.checksum.isFinite ? measurement.checksum.description : "null"),
      ("deterministic", String(measurement.isDeterministic)),
    ]
    return "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  /// The JSON line of a workload that failed.
  static func failure(workload: String, reason: String) -> String {
    "{\"impl\":\"trellis\",\"workload\":\(string(workload)),\"error\":\(string(reason))}"
  }

  /// `text` as a JSON string literal.
  static func string(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
