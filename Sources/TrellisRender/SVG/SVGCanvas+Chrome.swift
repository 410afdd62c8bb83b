import Foundation
import Trellis
import TrellisText

extension SVGCanvas {
  /// How much a presenting screen shrinks behind a page sheet: 16 points off each side (an assumption).
  static let presentingSideInset: CGFloat = 16
  /// The corner radius of a page sheet and of the presenting screen behind it: 10 points (an assumption).
  static let sheetCornerRadius: CGFloat = 10

  /// The index of the first child of the root that is a presented sheet (its node has a presentation), when
  /// something is behind it to present from.
  static func firstSheetIndex(in root: LayoutSnapshot.Node) -> Int? {
    guard let index = root.children.firstIndex(where: { $0.presentation?.style == .pageSheet }), index > 0
    else { return nil }
    return index
  }

  /// The root as the screen shows it: without the children before the last controller presented full screen,
  /// which covers them (UIKit takes the presenting view off the screen).
  static func uncovered(_ root: LayoutSnapshot.Node) -> LayoutSnapshot.Node {
    guard let index = root.children.lastIndex(where: { $0.presentation?.style == .fullScreen && !$0.isHidden }),
      index > 0
    else { return root }
    var shown = root
    shown.children = Array(root.children[index...])
    return shown
  }

  /// Draws a root whose children from the first presented one on are page sheets: the children before it (the
  /// presenting screen) scaled down and dimmed, then each sheet with rounded top corners, all in the root's
  /// identifier group.
  mutating func drawPresentation(_ window: LayoutSnapshot.Node) {
    let screen = window.frame
    let sheetIndex = Self.firstSheetIndex(in: window) ?? window.children.count
    let sheets = window.children[sheetIndex...].filter { !$0.isHidden }
    let sheetTop = sheets.first?.frame.minY ?? screen.minY
    let identified = window.identifier != nil
    if identified { writer.open("g", identifierAttributes(of: window)) }
    defer { if identified { writer.close("g") } }
    writer.element("rect", SVGWriter.rect(screen) + SVGWriter.fill(theme.windowBackground))
    if let background = window.backgroundColor, background.alpha > 0 {
      writer.element("rect", SVGWriter.rect(screen) + SVGWriter.fill(theme.resolve(background, as: .background)))
    }
    // The presenting screen: scaled about its top centre so that it starts just above the sheet.
    let scale = max(0, (screen.width - 2 * Self.presentingSideInset) / screen.width)
    let top = max(screen.minY, sheetTop - Self.sheetCornerRadius)
    let dx = screen.minX + (screen.width * (1 - scale)) / 2 - screen.minX * scale
    let dy = top - screen.minY * scale
    writer.comment("presenting screen, scaled down and dimmed")
    writer.open("clipPath", [("id", "presenting-clip")])
    writer.element("rect", SVGWriter.rect(screen) + [("rx", SVGWriter.number(Self.sheetCornerRadius / scale))])
    writer.close("clipPath")
    writer.open(
      "g",
      [
        ("transform", "translate(\(SVGWriter.number(dx)) \(SVGWriter.number(dy))) scale(\(SVGWriter.number(scale)))"),
        ("clip-path", "url(#presenting-clip)"),
      ])
    writer.element("rect", SVGWriter.rect(screen) + SVGWriter.fill(theme.systemBackground))
    for presenting in window.children[..<sheetIndex] { draw(presenting) }
    writer.close("g")
    writer.element("rect", SVGWriter.rect(screen) + SVGWriter.fill(theme.dimming))
    // Inside a sheet the system background is the elevated one (dark grey in dark appearance).
    let screenTheme = theme
    theme = screenTheme.elevated
    defer { theme = screenTheme }
    for (index, sheet) in sheets.enumerated() {
      // A controller presented over the full screen (an alert) draws itself, unclipped.
      guard sheet.presentation?.style == .pageSheet else {
        draw(sheet)
        continue
      }
      let clipID = "sheet-clip-\(index + 1)"
      writer.comment("presented sheet \(index + 1)")
      writer.open("clipPath", [("id", clipID)])
      writer.element("path", [("d", Self.topRoundedRectPath(sheet.frame, radius: Self.sheetCornerRadius))])
      writer.close("clipPath")
      writer.open("g", [("clip-path", "url(#\(clipID))")])
      writer.element("rect", SVGWriter.rect(sheet.frame) + SVGWriter.fill(theme.systemBackground))
      draw(sheet)
      writer.close("g")
    }
  }

  /// A path for a rectangle with its two top corners rounded.
  static func topRoundedRectPath(_ rect: CGRect, radius: CGFloat) -> String {
    let r = min(radius, rect.width / 2, rect.height)
    func n(_ value: CGFloat) -> String { SVGWriter.number(value) }
    return "M\(n(rect.minX)) \(n(rect.maxY)) V\(n(rect.minY + r)) A\(n(r)) \(n(r)) 0 0 1 \(n(rect.minX + r)) "
      + "\(n(rect.minY)) H\(n(rect.maxX - r)) A\(n(r)) \(n(r)) 0 0 1 \(n(rect.maxX)) \(n(rect.minY + r)) "
      + "V\(n(rect.maxY)) Z"
  }

  /// Draws a status bar `height` points tall: the time on the left and a battery on the right, in the label colour
  /// (white over the black window background while a sheet is presented); nothing when the height is 0 (an iPhone
  /// in landscape hides its status bar, ``Device/statusBarHeight(in:)``).
  mutating func drawStatusBar(height: CGFloat, in screen: CGRect, overDarkBackground: Bool) {
    guard height > 0 else { return }
    let color = overDarkBackground ? Color.rgb(255, 255, 255) : theme.label
    let fontSize = min(17, (height * 0.6).rounded())
    let baseline = screen.minY + height / 2 + fontSize * 0.35
    writer.comment("status bar")
    writer.open("g", [("id", "status-bar")])
    drawLine(
      "9:41", x: screen.minX + screen.width * 0.19, baseline: baseline, anchor: .middle,
      font: .systemFont(ofSize: fontSize, weight: .semibold), color: color)
    let battery = CGRect(
      x: screen.minX + screen.width * 0.81 - 12.5, y: baseline - fontSize * 0.72, width: 25, height: fontSize * 0.72)
    writer.element(
      "rect",
      SVGWriter.rect(battery) + [("rx", "3.5"), ("fill", "none")]
        + SVGWriter.stroke(Color(red: color.red, green: color.green, blue: color.blue, alpha: 0.4), width: 1))
    writer.element(
      "rect", SVGWriter.rect(battery.insetBy(dx: 2, dy: 2)) + [("rx", "1.5")] + SVGWriter.fill(color))
    writer.close("g")
  }
}
