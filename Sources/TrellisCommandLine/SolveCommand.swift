import Foundation
import TrellisSolver

/// `trellis solve [FILE]`: runs a text constraint file and prints the values.
enum SolveCommand {
  static let usage = """
    usage: trellis solve [FILE] [--strict] [--keep-going] [--exact] [--engine tableau|factored]

    Runs the build phase of FILE (the text constraint format of Docs/ConstraintFormat.md; '-' reads standard
    input) and each of its blocks, and prints after the build phase and after every block one line
    'NAME VALUE' per variable, in order of first appearance; blocks are separated by a line '---'. Without
    FILE, the bundled example runs.

    Strengths are kiwi's weights, as in kiwi; --strict compares them as strict priority levels instead.

    A statement the solver refuses (an unsatisfiable required constraint, say) stops the run with exit
    status 1. With --keep-going the statement is reported on standard error ('FILE: constraint N: ...', N
    counting the file's constraints from 1) and left out, the run goes on, and the exit status is 1 at the end.
    --exact prints every value in full (the shortest text that reads back as the same number) instead of
    with six decimals.

    --engine factored runs the file on the factored engine instead of the solver's tableau: a batch revised
    simplex over the constraints as written, with the basis kept as LU factors (Docs/Solver.md, item 6; weighted
    strengths only, no --strict or --keep-going). It reports on standard error the simplex iterations of each
    phase.

    """

  static func run(_ arguments: [String], console: Console) -> Int32 {
    var path: String?
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--engine":
        switch remaining.popFirst() {
        case "tableau": options.usesFactoredEngine = false
        case "factored": options.usesFactoredEngine = true
        default:
          console.error("trellis solve: --engine takes 'tableau' or 'factored'\n\n" + usage)
          return 2
        }
      case "-h", "--help":
        console.output(usage)
        return 0
      case "--strict":
        options.prioritization = .strict
      case "--keep-going":
        options.keepsGoing = true
      case "--exact":
        options.isExact = true
      case _ where argument.hasPrefix("-") && argument != "-":
        console.error("trellis solve: unknown option '\(argument)'\n\n" + usage)
        return 2
      default:
        guard path == nil else {
          console.error("trellis solve: more than one file given\n\n" + usage)
          return 2
        }
        path = argument
      }
    }
    let text: String
    let name: String
    if let path {
      do {
        text = try readText(path)
      } catch {
        console.error("trellis solve: cannot read '\(path)': \(error.localizedDescription)\n")
        return 1
      }
      name = path
    } else {
      text = bundledExample
      name = "<bundled example>"
    }
    let file: ConstraintFile
    do {
      file = try ConstraintFile.parse(text)
    } catch {
      console.error("\(name):\(error)\n")
      return 1
    }
    if options.usesFactoredEngine {
      guard options.prioritization == .weighted, !options.keepsGoing else {
        console.error("trellis solve: --engine factored takes neither --strict nor --keep-going\n\n" + usage)
        return 2
      }
      return runFactored(file, name: name, options: options, console: console)
    }
    var run = SolveRun(file: file, name: name, options: options, console: console)
    return run.execute()
  }

  private static func readText(_ path: String) throws -> String {
    if path == "-" {
      return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Values are printed with up to six decimals, trailing zeros trimmed; `-0` prints as `0`. A whole number below
  /// 10^15 prints as the integer it is, the same text without `String(format:)`, which was 31% of `trellis solve`'s
  /// time on `tree_10000.txt` (whose values are whole).
  static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// The value in full: the shortest text that reads back as the same number (`0.1`, `1e-09`, `-3`).
  static func formatExactly(_ value: Double) -> String {
    value == 0 ? "0" : "\(value)"
  }

  /// A small window: a sidebar and a content area that share the window's width, resized twice.
  static let bundledExample = """
    # A window 'width' wide: a sidebar of preferred width 200 and a content area, 16 pt margins and gap.
    edit width strong
    sidebar_left == 16
    content_left == sidebar_left + sidebar_width + 16
    content_left + content_width + 16 == width
    sidebar_width >= 120
    content_width >= 2 * sidebar_width
    sidebar_width == 200 | medium
    ---
    suggest width 1024

    suggest width 480

    """
}
