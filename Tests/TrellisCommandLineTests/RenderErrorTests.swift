import Foundation
import Testing
import TrainerScreens
import TrellisCommandLine

/// Every mistake `trellis render` can be given: exit status 2, one line saying what was wrong, then the usage.
@Suite struct RenderErrorTests {
  struct Mistake: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      arguments: ["pokedex"],
      message: "unknown screen 'pokedex'; the screens are " + Screen.all.map(\.name).joined(separator: ", ")),
    Mistake(
      arguments: ["--device", "pixel-8"],
      message: "unknown device 'pixel-8'; the devices are iphone-15, iphone-15-pro-max, iphone-se, ipad-air"),
    Mistake(arguments: ["--format", "png"], message: "unknown format 'png'; use svg, text or json"),
    Mistake(
      arguments: ["--orientation", "upside-down"],
      message: "unknown orientation 'upside-down'; use portrait or landscape"),
    Mistake(arguments: ["--appearance=sepia"], message: "unknown appearance 'sepia'; use light or dark"),
    Mistake(
      arguments: ["--appearance", "unspecified"], message: "unknown appearance 'unspecified'; use light or dark"),
    Mistake(arguments: ["--colour", "red"], message: "unknown option '--colour'"),
    Mistake(arguments: ["-x"], message: "unknown option '-x'"),
    Mistake(arguments: ["--device"], message: "option '--device' needs a value"),
    Mistake(arguments: ["--device", "--debug"], message: "option '--device' needs a value"),
    Mistake(arguments: ["--device", "iphone-se", "--device=ipad-air"], message: "option '--device' given twice"),
    Mistake(arguments: ["-o", "a.txt", "--output", "b.txt"], message: "option '--output' given twice"),
    Mistake(arguments: ["--debug=yes", "--format", "svg"], message: "option '--debug' takes no value"),
    Mistake(
      arguments: ["trainer-log", "trainer-form"],
      message: "more than one screen given ('trainer-log' and 'trainer-form')"),
    Mistake(
      arguments: ["trainer-log", "--all", "-o", "out"],
      message: "give a screen or --all, not both ('trainer-log' and --all)"),
    Mistake(arguments: ["--all"], message: "--all writes many files: give a folder with -o DIRECTORY"),
    Mistake(
      arguments: ["--all", "-o", "out", "--state", "filled"],
      message: "--state needs a screen; --all renders every state"),
    Mistake(arguments: ["--debug"], message: "--debug draws on SVG pictures; it does not go with --format text"),
    Mistake(
      arguments: ["--debug", "-o", "log.json"],
      message: "--debug draws on SVG pictures; it does not go with --format json"
    ),
    Mistake(
      arguments: ["--text-as-paths", "--format", "json"],
      message: "--text-as-paths draws SVG text; it does not go with --format json"),
    Mistake(
      arguments: ["trainer-log", "--state", "filled"],
      message: "screen 'trainer-log' has no states; 'filled' cannot be shown"),
  ]

  @Test(arguments: mistakes)
  func aMistakeExitsWithTwoAndSaysWhat(_ mistake: Mistake) {
    let run = Run(["render"] + mistake.arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first.map(String.init) == "trellis render: " + mistake.message)
    #expect(run.error.contains("usage: trellis render [SCREEN] [options]"))
  }

  @Test func aFileThatCannotBeWrittenExitsWithOne() {
    let run = Run(["render", "-o", "/nonexistent-trellis-folder/log.txt"])
    #expect(run.status == 1)
    #expect(run.error.hasPrefix("trellis render: cannot write '/nonexistent-trellis-folder/log.txt': "))
    #expect(!run.error.contains("usage:"))
  }

  @Test func aFolderThatCannotBeMadeExitsWithOne() throws {
    let directory = try makeTemporaryDirectory()
    let file = directory.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    let run = Run(["render", "--all", "-o", file.appendingPathComponent("out").path])
    #expect(run.status == 1)
    #expect(run.error.hasPrefix("trellis render: cannot create the folder '\(file.path)/out': "))
  }
}
