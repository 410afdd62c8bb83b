import Foundation
import TrainerScreens
import Trellis
import TrellisRender
import TrellisText

/// `trellis render`: lays out a screen of the catalog and writes it as SVG, text or JSON.
struct RenderCommand {
  static let usage = """
    usage: trellis render [SCREEN] [options]
           trellis render --all -o DIRECTORY [options]

    Lays out SCREEN (trainer-log when omitted; 'trellis screens' lists them) on a device and writes it to
    standard output, or to a file with -o. With --all, writes every screen in every state on every device, in
    both orientations and both appearances, into DIRECTORY, one file each, named
    SCREEN[.STATE].DEVICE.ORIENTATION.APPEARANCE.EXTENSION, and prints the file names; --device, --orientation
    and --appearance narrow the set.

    options:
      --device NAME            iphone-15 (default), iphone-15-pro-max, iphone-se, ipad-air ('trellis devices')
      --orientation NAME       portrait (default) or landscape
      --appearance NAME        light (default) or dark
      --format NAME            text (default for one screen), svg (default for --all) or json; with -o FILE and
                               no --format, FILE's extension (.txt, .svg, .json) decides
      --state NAME             the state of a screen that has states ('trellis screens' lists them)
      --debug                  SVG: outline every frame and add a legend
      --text-as-paths          SVG: draw text as Inter's glyph outlines (needs fonts-inter, or the directory of
                               Inter's .otf files in TRELLIS_INTER_FONTS)
      -o, --output PATH        the file to write (a folder with --all); '-' for standard output
      -h, --help               show this help

    Exit status: 0 on success, 2 for a mistake in the arguments, 1 when a file cannot be written or fonts are
    missing.

    """

  /// Where Inter's font files are looked for by `--text-as-paths`.
  var interDirectory: String

  /// A render command that looks for Inter's files in `TRELLIS_INTER_FONTS`, else in the `fonts-inter` package's
  /// folder.
  init(interDirectory: String? = nil) {
    self.interDirectory =
      interDirectory ?? ProcessInfo.processInfo.environment["TRELLIS_INTER_FONTS"] ?? InterOutlines.defaultDirectory
  }

  /// Runs the command.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `render`.
  ///   - console: Where to write.
  /// - Returns: The exit status.
  func run(_ arguments: [String], console: Console) -> Int32 {
    let request: RenderRequest
    do {
      guard let parsed = try RenderRequest.parse(arguments) else {
        console.output(Self.usage)
        return 0
      }
      request = parsed
    } catch {
      console.error("trellis render: \(error.message)\n\n" + Self.usage)
      return 2
    }
    do {
      var style = RenderFormat.Style(showsDebugOverlay: request.showsDebugOverlay)
      if request.drawsTextAsPaths { style.glyphOutlines = try InterOutlines.load(from: interDirectory) }
      switch request.target {
      case .screen(let name):
        try renderOne(name, request: request, style: style, console: console)
      case .all:
        try renderAll(request: request, style: style, console: console)
      }
      return 0
    } catch let error as UsageError {
      console.error("trellis render: \(error.message)\n\n" + Self.usage)
      return 2
    } catch let error as RunError {
      console.error("trellis render: \(error.message)\n")
      return 1
    } catch {
      console.error("trellis render: \(error)\n")
      return 1
    }
  }

  private func renderOne(_ name: String, request: RenderRequest, style: RenderFormat.Style, console: Console) throws {
    guard let screen = Screen.named(name) else { throw UsageError(message: "unknown screen '\(name)'") }
    let window: Window
    do {
      window = try screen.makeWindow(
        device: request.device ?? .iPhone15, orientation: request.orientation ?? .portrait,
        appearance: request.appearance ?? .light, state: request.state)
    } catch {
      throw UsageError(message: error.description)
    }
    let document = request.effectiveFormat.render(window, style: style)
    guard let output = request.output, output != "-" else {
      console.output(document)
      return
    }
    try write(document, to: URL(fileURLWithPath: output))
  }

  private func renderAll(request: RenderRequest, style: RenderFormat.Style, console: Console) throws {
    let directory = URL(fileURLWithPath: request.output ?? ".")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw RunError(message: "cannot create the folder '\(directory.path)': \(error.localizedDescription)")
    }
    let format = request.effectiveFormat
    var written: [String] = []
    for file in Self.allFiles(request: request) {
      let window = try file.screen.makeWindow(
        device: file.device, orientation: file.orientation, appearance: file.appearance, state: file.state?.name)
      let name = file.name(extension: format.fileExtension)
      try write(format.render(window, style: style), to: directory.appendingPathComponent(name))
      written.append(name)
    }
    console.output(written.map { $0 + "\n" }.joined())
  }

  /// One file of `--all`.
  struct File {
    let screen: Screen
    let state: Screen.State?
    let device: Device
    let orientation: Device.Orientation
    let appearance: Appearance

    /// `SCREEN[.STATE].DEVICE.ORIENTATION.APPEARANCE.EXTENSION`.
    func name(extension fileExtension: String) -> String {
      let parts =
        [screen.name] + (state.map { [$0.name] } ?? []) + [
          device.commandLineName, orientation.commandLineName, appearance.rawValue, fileExtension,
        ]
      return parts.joined(separator: ".")
    }
  }

  /// Every file `--all` writes, in a fixed order: screens as the catalog lists them, then states, devices,
  /// orientations and appearances in their own orders.
  static func allFiles(request: RenderRequest) -> [File] {
    let devices = request.device.map { [$0] } ?? Device.all
    let orientations = request.orientation.map { [$0] } ?? Device.Orientation.allCases
    let appearances = request.appearance.map { [$0] } ?? [.light, .dark]
    var files: [File] = []
    for screen in Screen.all {
      let states: [Screen.State?] = screen.states.isEmpty ? [nil] : screen.states
      for state in states {
        for device in devices {
          for orientation in orientations {
            for appearance in appearances {
              files.append(
                File(
                  screen: screen, state: state, device: device, orientation: orientation, appearance: appearance))
            }
          }
        }
      }
    }
    return files
  }

  private func write(_ document: String, to url: URL) throws(RunError) {
    do {
      try Data(document.utf8).write(to: url)
    } catch {
      throw RunError(message: "cannot write '\(url.path)': \(error.localizedDescription)")
    }
  }
}
