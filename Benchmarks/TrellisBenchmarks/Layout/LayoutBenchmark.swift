import Foundation
import TrainerScreens
import Trellis

/// Times the layout engine (`trellis-bench --layout`): first layouts and re-layouts of the nested-stack trees of
/// ``StackTreeScreen``, and the first layout of the Trainer form (TrainerScreens' `FormViewController` as the root
/// view controller of an iPhone 15 window).
///
/// A first layout times `layoutIfNeeded()` on a tree just built (building it is not timed); each repetition
/// builds a new tree. A re-layout times one change and the `layoutIfNeeded()` after it, on one tree laid out
/// beforehand; the change alternates between two states (a text and a longer one, two constants, hidden and
/// shown) so that every repetition really changes the layout. Each case gets one warm-up, then repetitions until
/// its budget is spent (within the policy's minimum and maximum); the report gives the median.
enum LayoutBenchmark {
  /// One measured case.
  struct Case {
    /// The name used by `--layout-case`, e.g. `tree_1000.text`.
    var name: String
    /// The readable title of the report.
    var title: String
    /// Runs one repetition and returns its time in microseconds and a number derived from the result.
    var run: () -> (microseconds: Double, checksum: Double)
  }

  /// The tree sizes run by default.
  static let defaultSizes = [100, 1000, 10000]

  /// The cases for the given tree sizes, then the Trainer form.
  static func cases(sizes: [Int]) -> [Case] {
    var cases: [Case] = []
    for size in sizes {
      let probe = StackTreeScreen(views: size)
      let views = probe.viewCount
      let label = "\(grouped(views))-view stack tree"
      cases.append(
        Case(name: "tree_\(size).full", title: "\(label): first layout") {
          let screen = StackTreeScreen(views: size)
          let watch = Stopwatch()
          screen.window.layoutIfNeeded()
          let elapsed = watch.elapsedMicroseconds
          reportIssues(of: screen.window, in: "tree_\(size).full")
          return (elapsed, screen.frameChecksum)
        })
      cases.append(
        relayoutCase(name: "tree_\(size).text", title: "\(label): re-layout after one label's text changes", size) {
          screen, flip in
          screen.valueLabels[screen.middleRow].text = flip ? "A longer value of the middle row" : "Middle"
        })
      cases.append(
        relayoutCase(name: "tree_\(size).constant", title: "\(label): re-layout after one constant changes", size) {
          screen, flip in
          screen.titleWidths[screen.middleRow].constant = flip ? 96 : 80
        })
      cases.append(
        relayoutCase(name: "tree_\(size).hidden", title: "\(label): re-layout after one label is hidden/shown", size) {
          screen, flip in
          screen.detailLabels[screen.middleRow].isHidden = flip
        })
    }
    cases.append(
      Case(name: "trainer_form.full", title: "Trainer form (FormViewController, iPhone 15): first layout") {
        let window = Window(device: .iPhone15)
        window.rootViewController = FormViewController()
        let watch = Stopwatch()
        window.layoutIfNeeded()
        let elapsed = watch.elapsedMicroseconds
        reportIssues(of: window, in: "trainer_form.full")
        return (elapsed, Double(window.subviews.first?.subviews.first?.frame.height ?? 0))
      })
    return cases
  }

  /// A re-layout case: one tree, laid out once untimed; each repetition applies `change` with the next state of
  /// the alternation and times it together with `layoutIfNeeded()`.
  private static func relayoutCase(
    name: String, title: String, _ size: Int, change: @escaping (StackTreeScreen, Bool) -> Void
  ) -> Case {
    var screen: StackTreeScreen?
    var flip = false
    return Case(name: name, title: title) {
      let tree: StackTreeScreen
      if let screen {
        tree = screen
      } else {
        tree = StackTreeScreen(views: size)
        tree.window.layoutIfNeeded()
        screen = tree
      }
      flip.toggle()
      let watch = Stopwatch()
      change(tree, flip)
      tree.window.layoutIfNeeded()
      let elapsed = watch.elapsedMicroseconds
      return (elapsed, Double(tree.valueLabels[tree.middleRow].frame.width))
    }
  }

  /// Prints the layout errors of a benchmark tree: its layouts must have none (a conflict would time recovery).
  private static func reportIssues(of window: Window, in name: String) {
    for issue in window.layoutEngine.issues { FileSystem.error("trellis-bench: \(name): layout issue: \(issue)\n") }
  }

  /// The names of every case for the given sizes.
  static func caseNames(sizes: [Int]) -> [String] {
    sizes.flatMap { size in ["full", "text", "constant", "hidden"].map { "tree_\(size).\($0)" } }
      + ["trainer_form.full"]
  }

  /// Runs the cases (those named in `only`, or all) and returns the report.
  static func report(sizes: [Int], only: [String], policy: RepetitionPolicy, progress: (String) -> Void) -> String {
    var lines = [
      "layout case".padding(toLength: 74, withPad: " ", startingAt: 0) + "   reps      median         min", "",
    ]
    var checksum = 0.0
    for benchmark in cases(sizes: sizes) where only.isEmpty || only.contains(benchmark.name) {
      progress("running \(benchmark.name)…")
      let (samples, sum) = measure(benchmark, policy: policy)
      checksum += sum
      lines.append(
        benchmark.title.padding(toLength: 74, withPad: " ", startingAt: 0)
          + String(repeating: " ", count: max(1, 7 - String(samples.count).count)) + String(samples.count)
          + TimeFormat.human(Statistics.median(samples)).leftPadded(to: 12)
          + TimeFormat.human(samples.min()!).leftPadded(to: 12))
    }
    lines.append("")
    lines.append("checksum (sum of frame values, defeats dead-code elimination): \(checksum)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One warm-up, then repetitions until the budget is spent, within the policy's bounds.
  private static func measure(_ benchmark: Case, policy: RepetitionPolicy) -> (samples: [Double], checksum: Double) {
    var checksum = benchmark.run().checksum
    var samples: [Double] = []
    let budget = Stopwatch()
    while samples.count < policy.maximumRepetitions
      && (samples.count < policy.minimumRepetitions || budget.elapsedMicroseconds < policy.budget * 1e6)
    {
      let (microseconds, sum) = benchmark.run()
      samples.append(microseconds)
      checksum += sum
    }
    return (samples, checksum)
  }
}

/// `number` with a comma between groups of three digits (`10,000`), independent of the locale.
private func grouped(_ number: Int) -> String {
  let digits = String(number)
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return result
}

extension String {
  /// The string padded with spaces on the left to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
