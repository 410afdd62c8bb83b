import Foundation
import Trellis

/// The state of one SVG rendering: the writer, the options and the theme; the drawing of nodes and their content.
struct SVGCanvas {
  var writer = SVGWriter()
  let options: SVGRenderer.Options
  /// The colours: the options' theme, or the snapshot's appearance's (its elevated variant inside a sheet).
  var theme: Theme
  /// The ids given to views' groups so far, which keeps each one unique in the document.
  var usedIDs: Set<String> = []

  init(options: SVGRenderer.Options, theme: Theme) {
    self.options = options
    self.theme = theme
  }

  /// Draws a visible node and its descendants: background (rounded by the layer's corner radius), content, children
  /// (clipped to the rounded frame when the layer masks to bounds), then the layer's border, which Core Animation
  /// draws above the sublayers. A view with an accessibility identifier is drawn in a group that carries it
  /// (``identifierAttributes(of:)``).
  mutating func draw(_ node: LayoutSnapshot.Node) {
    guard !node.isHidden else { return }
    let identified = node.identifier != nil
    if identified { writer.open("g", identifierAttributes(of: node)) }
    defer { if identified { writer.close("g") } }
    let radius = Self.cornerRadius(of: node)
    if let background = node.backgroundColor, background.alpha > 0 {
      writer.element(
        "rect",
        SVGWriter.rect(node.frame) + Self.radiusAttributes(radius)
          + SVGWriter.fill(theme.resolve(background, as: .background)))
    }
    let clips = node.clipsToBounds && (!node.children.isEmpty || node.content != .view)
    if clips {
      let clipID = "clip-" + node.id
      writer.open("clipPath", [("id", clipID)])
      writer.element("rect", SVGWriter.rect(node.frame) + Self.radiusAttributes(radius))
      writer.close("clipPath")
      writer.open("g", [("clip-path", "url(#\(clipID))")])
    }
    drawContent(of: node)
    for child in node.children { draw(child) }
    if clips { writer.close("g") }
    drawBorder(of: node, radius: radius)
  }

  /// The layer's corner radius, limited to half the shorter side (as Core Animation draws it).
  static func cornerRadius(of node: LayoutSnapshot.Node) -> CGFloat {
    max(0, min(node.cornerRadius, node.frame.width / 2, node.frame.height / 2))
  }

  /// `rx` for a radius, or nothing for square corners.
  static func radiusAttributes(_ radius: CGFloat) -> [SVGWriter.Attribute] {
    radius > 0 ? [("rx", SVGWriter.number(radius))] : []
  }

  /// The layer's border: a stroke of the border width just inside the frame, following the rounded corners.
  private mutating func drawBorder(of node: LayoutSnapshot.Node, radius: CGFloat) {
    guard node.borderWidth > 0, let color = node.borderColor, color.alpha > 0 else { return }
    let width = min(node.borderWidth, node.frame.width / 2, node.frame.height / 2)
    guard width > 0 else { return }
    writer.element(
      "rect",
      SVGWriter.rect(node.frame.insetBy(dx: width / 2, dy: width / 2))
        + Self.radiusAttributes(max(0, radius - width / 2)) + [("fill", "none")]
        + SVGWriter.stroke(theme.resolve(color, as: .foreground), width: width))
  }

  /// What the node draws between its background and its subviews.
  private mutating func drawContent(of node: LayoutSnapshot.Node) {
    // `if case` rather than `switch`: content kinds this version does not know (the snapshot grows) draw only
    // their background.
    if case .text(let text) = node.content {
      drawText(text, in: node.frame)
    } else if case .button(let title, let background) = node.content {
      drawButton(title: title, background: background, in: node.frame)
    } else if case .textField(let text, _, let borderStyle) = node.content {
      drawTextField(text: text, borderStyle: borderStyle, in: node.frame)
    } else if case .toggle(let isOn) = node.content {
      drawSwitch(isOn: isOn, in: node.frame)
    } else if case .image(let name) = node.content {
      drawImagePlaceholder(named: name, in: node.frame)
    }
  }

  /// A button: its background (if any) as a rounded rectangle, then its title.
  mutating func drawButton(title: LayoutSnapshot.Text, background: Color?, in frame: CGRect) {
    if let background, background.alpha > 0 {
      let radius = min(options.buttonCornerRadius, frame.height / 2, frame.width / 2)
      writer.element(
        "rect",
        SVGWriter.rect(frame) + [("rx", SVGWriter.number(radius))]
          + SVGWriter.fill(theme.resolve(background, as: .background)))
    }
    drawText(title, in: frame)
  }

  /// A text field: its border (the rounded rectangle is filled with the system background and stroked inside the
  /// frame with the opaque separator colour), then the text or placeholder with 7 points of padding.
  mutating func drawTextField(text: LayoutSnapshot.Text, borderStyle: TextField.BorderStyle, in frame: CGRect) {
    let inset: CGFloat
    switch borderStyle {
    case .none:
      inset = 0
    case .roundedRect:
      inset = 7
      let radius = min(options.textFieldCornerRadius, frame.height / 2)
      writer.element(
        "rect",
        SVGWriter.rect(frame.insetBy(dx: 0.5, dy: 0.5)) + [("rx", SVGWriter.number(radius))]
          + SVGWriter.fill(theme.systemBackground) + SVGWriter.stroke(theme.opaqueSeparator, width: 1))
    case .line, .bezel:
      inset = 7
      writer.element(
        "rect",
        SVGWriter.rect(frame.insetBy(dx: 0.5, dy: 0.5)) + [("fill", "none")]
          + SVGWriter.stroke(borderStyle == .line ? theme.label : theme.secondaryLabel, width: 1))
    }
    drawText(text, in: frame, inset: inset)
  }

  /// An image the renderer has no pixels for (the snapshot carries only its name): the frame filled with the system
  /// fill and the name in the 11-point caption size, centred, when the frame is tall enough.
  mutating func drawImagePlaceholder(named name: String, in frame: CGRect) {
    writer.element("rect", SVGWriter.rect(frame) + SVGWriter.fill(theme.systemFill))
    guard frame.height >= 14, !name.isEmpty else { return }
    drawLine(
      name, x: frame.midX, baseline: frame.midY + 4, anchor: .middle, font: .systemFont(ofSize: 11),
      color: theme.secondaryLabel)
  }

  /// A switch: a capsule track (system green when on, system fill when off) and a white thumb, 2 points inside.
  mutating func drawSwitch(isOn: Bool, in frame: CGRect) {
    let radius = frame.height / 2
    writer.element(
      "rect",
      SVGWriter.rect(frame) + [("rx", SVGWriter.number(radius))]
        + SVGWriter.fill(isOn ? theme.systemGreen : theme.systemFill))
    let thumbRadius = max(0, radius - 2)
    let centerX = isOn ? frame.maxX - 2 - thumbRadius : frame.minX + 2 + thumbRadius
    writer.element(
      "circle",
      [("cx", SVGWriter.number(centerX)), ("cy", SVGWriter.number(frame.midY)), ("r", SVGWriter.number(thumbRadius))]
        + SVGWriter.fill(.rgb(255, 255, 255)) + SVGWriter.stroke(.rgb(0, 0, 0, 0.04), width: 0.5))
  }
}
