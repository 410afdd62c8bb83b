import Foundation
import TrellisSolver

/// `trellis-bench --churn`: the memory of long add/remove churn (issue 7, Docs/Reliability.md).
///
/// A row of 20 boxes (preferred width 40, weak; gaps 8; the row fills an edited width of 1,000) is solved once; then
/// each cycle adds three constraints to one box (a medium width, a required maximum, a strong minimum left), updates,
/// removes them and updates again, so the layout after every cycle is one of equal cost to the one before the churn
/// (the weak widths tie: 20 boxes share 848 points, and any split with every box at least 40 costs 48; in practice
/// the same one comes back). The report gives the process's resident memory before and after one warm-up cycle,
/// every `cycles / 10` cycles, at its peak and at the end, and whether the layout came back.
enum ChurnBenchmark {
  /// Runs `cycles` cycles and returns the report; throws when the solver refuses a constraint.
  static func report(cycles: Int, progress: (String) -> Void) throws -> String {
    var solver = Solver()
    let width = Variable("width")
    let lefts = (0..<20).map { Variable("left\($0)") }
    let widths = (0..<20).map { Variable("w\($0)") }
    try solver.add(lefts[0] == 0)
    for index in 0..<20 {
      try solver.add(widths[index] >= 10)
      try solver.add((widths[index] == 40).withStrength(.weak))
      if index > 0 { try solver.add(lefts[index] == lefts[index - 1] + widths[index - 1] + 8) }
    }
    try solver.add(lefts[19] + widths[19] == width)
    try solver.addEditVariable(width, strength: .strong)
    try solver.suggestValue(1000, for: width)
    solver.updateVariables()
    let before = (lefts + widths).map(solver.value(of:))

    func runCycle(_ cycle: Int) throws {
      let box = cycle % 20
      let extra: [Constraint] = [
        (widths[box] == Double(100 + cycle % 7)).withStrength(.medium),
        widths[box] <= 500,
        (lefts[box] >= Double(cycle % 50)).withStrength(.strong),
      ]
      try solver.add(extra)
      solver.updateVariables()
      for constraint in extra.reversed() { try solver.remove(constraint) }
      solver.updateVariables()
    }

    // The first cycle runs code no earlier step ran: its pages, and the allocator's first blocks of each size,
    // become resident once. The churn is measured from after it.
    let beforeWarmUp = ResidentMemory.current()
    try runCycle(0)
    let start = ResidentMemory.current()
    var lines = ["cycles      RSS kB   peak kB   seconds (the last step)"]
    lines.append(
      String(format: "before  %10d  %8d  (before the warm-up cycle)", beforeWarmUp.resident, beforeWarmUp.peak))
    lines.append(String(format: "%6d  %10d  %8d", 0, start.resident, start.peak))
    let step = max(1, cycles / 10)
    var clock = Date()
    for cycle in 0..<cycles {
      try runCycle(cycle)
      if (cycle + 1) % step == 0 || cycle + 1 == cycles {
        let memory = ResidentMemory.current()
        let seconds = Date().timeIntervalSince(clock)
        clock = Date()
        lines.append(String(format: "%6d  %10d  %8d  %8.2f", cycle + 1, memory.resident, memory.peak, seconds))
        progress(lines.last!)
      }
    }
    let end = ResidentMemory.current()
    let after = (lefts + widths).map(solver.value(of:))
    let restored = zip(before, after).allSatisfy { abs($0 - $1) <= 1e-9 }
    lines.append(
      "before the warm-up \(beforeWarmUp.resident) kB; after it (the start) \(start.resident) kB; "
        + "peak \(end.peak) kB, final \(end.resident) kB: \(end.resident - start.resident) kB above the start after "
        + "\(cycles) cycles; layout \(restored ? "restored" : "not the one before the churn (an equal-cost optimum)")")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// The process's resident memory from `/proc/self/status` (Linux), in kB; 0 where unavailable.
struct ResidentMemory {
  /// `VmRSS`: resident now.
  var resident = 0
  /// `VmHWM`: the peak so far.
  var peak = 0

  /// Reads the current figures.
  static func current() -> ResidentMemory {
    var memory = ResidentMemory()
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return memory }
    for line in status.split(separator: "\n") {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count >= 2, let value = Int(fields[1]) else { continue }
      if fields[0] == "VmRSS:" { memory.resident = value }
      if fields[0] == "VmHWM:" { memory.peak = value }
    }
    return memory
  }
}
