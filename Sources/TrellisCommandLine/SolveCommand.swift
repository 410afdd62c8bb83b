import Foundation
import TrellisSolver

/// `trellis solve [FILE]`: runs a text constraint file and prints the values.
enum SolveCommand {
  static let usage = """
    usage: trellis solve [FILE] [--strict]

    Runs the build phase of FILE (the text constraint format of Docs/ConstraintFormat.md) and each of its
    suggest blocks, and prints after the build phase and after every block one line 'NAME VALUE' per variable,
    in order of first appearance; blocks are separated by a line '---'. Without FILE, the bundled example runs.

    Strengths are kiwi's weights, as in kiwi; --strict compares them as strict priority levels instead.

    """

  static func run(_ arguments: [String], console: Console) -> Int32 {
    var path: String?
    var prioritization = Solver.Prioritization.weighted
    for argument in arguments {
      switch argument {
      case "-h", "--help":
        console.output(usage)
        return 0
      case "--strict":
        prioritization = .strict
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
    do {
      let phases = try file.run(prioritization: prioritization)
      var output = ""
      for (index, values) in phases.enumerated() {
        if index > 0 { output += "---\n" }
        for (variable, value) in zip(file.variables, values) {
          output += "\(variable.name) \(format(value))\n"
        }
      }
      console.output(output)
      return 0
    } catch {
      console.error("\(name): \(error)\n")
      return 1
    }
  }

  private static func readText(_ path: String) throws -> String {
    if path == "-" {
      return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Values are printed with up to six decimals, trailing zeros trimmed; `-0` prints as `0`.
  static func format(_ value: Double) -> String {
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
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
