import Foundation
import TrellisSolver

/// Where a command writes: standard output and standard error, replaceable in tests.
public struct Console {
  /// Writes to standard output.
  public var output: (String) -> Void
  /// Writes to standard error.
  public var error: (String) -> Void

  /// A console writing to `output` and `error` (the process's standard output and error by default).
  public init(
    output: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
    error: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) {
    self.output = output
    self.error = error
  }
}

extension CommandLine {
  /// The usage text of the `trellis` command.
  public static let usage = """
    usage: trellis <command> [options]

    commands:
      render [SCREEN]  lay out a screen (trainer-log when omitted) and write it as text, SVG or JSON;
                       'render --all -o DIRECTORY' writes every screen on every device
      screens          list the screens and their states
      devices          list the devices and their metrics
      solve [FILE]     solve a text constraint file (the bundled example when FILE is omitted)
                       and print every variable after the build phase and after each suggest block

    Run 'trellis <command> --help' for a command's options.

    """

  /// Runs the `trellis` command line and returns its exit status.
  public static func run(_ arguments: [String], console: Console = Console()) -> Int32 {
    guard let command = arguments.first else {
      console.error(usage)
      return 2
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "render": return RenderCommand().run(rest, console: console)
    case "screens": return ScreensCommand.run(rest, console: console)
    case "devices": return DevicesCommand.run(rest, console: console)
    case "solve": return SolveCommand.run(rest, console: console)
    case "-h", "--help", "help":
      console.output(usage)
      return 0
    default:
      console.error("trellis: unknown command '\(command)'\n\n" + usage)
      return 2
    }
  }
}

extension CommandLine {
  /// For a command that takes no arguments: prints the usage for `-h`/`--help` (status 0) and rejects anything else
  /// (status 2); `nil` when there are no arguments and the command should run.
  static func handleNoArguments(_ arguments: [String], command: String, usage: String, console: Console) -> Int32? {
    guard let first = arguments.first else { return nil }
    if first == "-h" || first == "--help" {
      console.output(usage)
      return 0
    }
    let kind = first.hasPrefix("-") ? "unknown option" : "unexpected argument"
    console.error("trellis \(command): \(kind) '\(first)'\n\n" + usage)
    return 2
  }
}
