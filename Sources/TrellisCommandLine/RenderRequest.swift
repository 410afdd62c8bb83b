import TrainerScreens
import Trellis
import TrellisRender

/// The arguments of `trellis render`, parsed and checked against the catalog, the devices and the formats.
struct RenderRequest: Equatable {
  /// What to render.
  enum Target: Equatable {
    /// One screen, by name.
    case screen(String)
    /// Every screen in every state (`--all`).
    case all
  }

  /// The screen drawn when no screen is named: `trainer-log`.
  static let defaultScreen = "trainer-log"

  /// What to render; ``defaultScreen`` when no screen is named.
  var target = Target.screen(defaultScreen)
  /// `--device`: the device; the iPhone 15 for one screen, every device for `--all`.
  var device: Device?
  /// `--orientation`: portrait for one screen, both for `--all`.
  var orientation: Device.Orientation?
  /// `--appearance`: light for one screen, both for `--all`.
  var appearance: Appearance?
  /// `--format`; when `nil`, the output file's extension decides, else text for one screen and SVG for `--all`.
  var format: RenderFormat?
  /// `--debug`: outline every frame (SVG only).
  var showsDebugOverlay = false
  /// `--text-as-paths`: draw text as glyph outlines (SVG only).
  var drawsTextAsPaths = false
  /// `--state`: the state of the one screen.
  var state: String?
  /// `-o`: the output file, or the folder for `--all`; standard output when `nil`.
  var output: String?

  /// The format written: the one asked for, else the one the output file's extension names, else SVG for `--all`
  /// and text for one screen.
  var effectiveFormat: RenderFormat {
    if let format { return format }
    if target == .all { return .svg }
    return output.flatMap(RenderFormat.init(path:)) ?? .text
  }

  /// Parses the arguments that follow `render`.
  ///
  /// - Parameter arguments: The arguments; options take their value as the next argument or after `=`
  ///   (`--device ipad-air`, `--device=ipad-air`).
  /// - Returns: The request, or `nil` when `-h` or `--help` was given.
  /// - Throws: A ``UsageError`` for an unknown option, screen, device, orientation, appearance or format, a missing
  ///   value, an option given twice, or options that do not go together.
  static func parse(_ arguments: [String]) throws(UsageError) -> RenderRequest? {
    var request = RenderRequest()
    var screen: String?
    var isAll = false
    var seen: Set<String> = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "-h" || argument == "--help" { return nil }
      guard argument.hasPrefix("-") else {
        guard screen == nil else {
          throw UsageError(message: "more than one screen given ('\(screen ?? "")' and '\(argument)')")
        }
        screen = argument
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard seen.insert(name == "--output" ? "-o" : name).inserted else {
        throw UsageError(message: "option '\(name)' given twice")
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("-") || next == "-" else {
          throw UsageError(message: "option '\(name)' needs a value")
        }
        return next
      }
      switch name {
      case "--all": isAll = true
      case "--debug": request.showsDebugOverlay = true
      case "--text-as-paths": request.drawsTextAsPaths = true
      case "--device": request.device = try parseDevice(value())
      case "--orientation": request.orientation = try parseOrientation(value())
      case "--appearance": request.appearance = try parseAppearance(value())
      case "--format": request.format = try parseFormat(value())
      case "--state": request.state = try value()
      case "-o", "--output": request.output = try value()
      default: throw UsageError(message: "unknown option '\(name)'")
      }
      if inlineValue != nil, ["--all", "--debug", "--text-as-paths"].contains(name) {
        throw UsageError(message: "option '\(name)' takes no value")
      }
    }
    try request.setTarget(screen: screen, isAll: isAll)
    try request.checkCombinations()
    return request
  }

  private mutating func setTarget(screen: String?, isAll: Bool) throws(UsageError) {
    if isAll {
      if let screen { throw UsageError(message: "give a screen or --all, not both ('\(screen)' and --all)") }
      target = .all
    } else if let screen {
      guard Screen.named(screen) != nil else {
        throw UsageError(
          message: "unknown screen '\(screen)'; the screens are \(Screen.all.map(\.name).joined(separator: ", "))")
      }
      target = .screen(screen)
    }
  }

  private func checkCombinations() throws(UsageError) {
    if target == .all {
      if output == nil { throw UsageError(message: "--all writes many files: give a folder with -o DIRECTORY") }
      if state != nil { throw UsageError(message: "--state needs a screen; --all renders every state") }
    }
    let format = effectiveFormat
    if format != .svg && showsDebugOverlay {
      throw UsageError(message: "--debug draws on SVG pictures; it does not go with --format \(format.rawValue)")
    }
    if format != .svg && drawsTextAsPaths {
      throw UsageError(message: "--text-as-paths draws SVG text; it does not go with --format \(format.rawValue)")
    }
  }

  private static func parseDevice(_ name: String) throws(UsageError) -> Device {
    guard let device = Device(commandLineName: name) else {
      throw UsageError(
        message: "unknown device '\(name)'; the devices are "
          + Device.all.map(\.commandLineName).joined(separator: ", "))
    }
    return device
  }

  private static func parseOrientation(_ name: String) throws(UsageError) -> Device.Orientation {
    guard let orientation = Device.Orientation(commandLineName: name) else {
      throw UsageError(message: "unknown orientation '\(name)'; use portrait or landscape")
    }
    return orientation
  }

  private static func parseAppearance(_ name: String) throws(UsageError) -> Appearance {
    guard let appearance = Appearance(rawValue: name), appearance != .unspecified else {
      throw UsageError(message: "unknown appearance '\(name)'; use light or dark")
    }
    return appearance
  }

  private static func parseFormat(_ name: String) throws(UsageError) -> RenderFormat {
    guard let format = RenderFormat(rawValue: name) else {
      throw UsageError(message: "unknown format '\(name)'; use svg, text or json")
    }
    return format
  }
}
