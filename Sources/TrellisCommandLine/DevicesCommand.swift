import Foundation
import Trellis

/// `trellis devices`: lists the devices `trellis render --device` accepts, with their metrics.
enum DevicesCommand {
  static let usage = """
    usage: trellis devices

    Lists the devices 'trellis render --device NAME' accepts: name, model, screen size in points and scale, and
    the safe-area insets (top, left, bottom, right) in portrait and in landscape.

    """

  static func run(_ arguments: [String], console: Console) -> Int32 {
    if let status = CommandLine.handleNoArguments(arguments, command: "devices", usage: usage, console: console) {
      return status
    }
    let rows = Device.all.map { device in
      [
        device.commandLineName, device.name,
        "\(number(device.portraitSize.width)) x \(number(device.portraitSize.height)) @\(number(device.scale))x",
        "portrait " + insets(device.portraitSafeAreaInsets), "landscape " + insets(device.landscapeSafeAreaInsets),
      ]
    }
    let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
    let text = rows.map { row in
      zip(row, widths).enumerated().map { index, cell in index == 4 ? cell.0 : cell.0.padding(to: cell.1) }
        .joined(separator: "  ") + "\n"
    }
    console.output(text.joined())
    return 0
  }

  private static func insets(_ insets: EdgeInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: " ")
  }

  private static func number(_ value: CGFloat) -> String {
    SolveCommand.format(Double(value))
  }
}
