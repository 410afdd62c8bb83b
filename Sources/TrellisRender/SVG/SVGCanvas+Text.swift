import Foundation
import Trellis
import TrellisText

extension SVGCanvas {
  /// Where a line of text hangs from its `x`.
  enum TextAnchor: String {
    case start
    case middle
    case end
  }

  /// Draws laid-out lines of text at their baselines; `inset` is the horizontal padding inside the frame.
  mutating func drawText(_ text: LayoutSnapshot.Text, in frame: CGRect, inset: CGFloat = 0) {
    guard !text.lines.isEmpty else { return }
    let color = theme.resolve(text.color, as: .foreground)
    let step = text.lines.count > 1 ? (text.lastBaseline - text.firstBaseline) / CGFloat(text.lines.count - 1) : 0
    let (x, anchor): (CGFloat, TextAnchor) =
      switch text.alignment {
      case .center: (frame.midX, .middle)
      case .right: (frame.maxX - inset, .end)
      case .left, .justified, .natural: (frame.minX + inset, .start)
      }
    for (index, line) in text.lines.enumerated() where !line.isEmpty {
      let baseline = frame.minY + text.firstBaseline + CGFloat(index) * step
      drawLine(line, x: x, baseline: baseline, anchor: anchor, font: text.font, color: color)
    }
  }

  /// Draws one line of text: as glyph outlines when ``SVGRenderer/Options/glyphOutlines`` has a face for the
  /// font's weight, otherwise as a `<text>` element that the viewer's fonts draw.
  mutating func drawLine(
    _ line: String, x: CGFloat, baseline: CGFloat, anchor: TextAnchor, font: Font, color: Color
  ) {
    let weight = font.weight ?? .regular
    if let face = options.glyphOutlines[weight.embeddedWeight] ?? options.glyphOutlines[.regular], face.hasOutlines {
      drawOutlines(of: line, face: face, size: font.pointSize, x: x, baseline: baseline, anchor: anchor, color: color)
      return
    }
    var attributes: [SVGWriter.Attribute] = [
      ("x", SVGWriter.number(x)), ("y", SVGWriter.number(baseline)), ("font-family", fontFamilyList(for: font)),
      ("font-size", SVGWriter.number(font.pointSize)), ("font-weight", String(weight.rawValue)),
    ]
    attributes += SVGWriter.fill(color)
    if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
    attributes.append(("xml:space", "preserve"))
    writer.element("text", attributes, text: line)
  }

  /// The CSS font-family list for a font: its family first when it is not already in the defaults.
  func fontFamilyList(for font: Font) -> String {
    var families = options.fontFamilies
    let own = font.familyName
    if !own.isEmpty && !families.contains(own) { families.insert(own, at: 0) }
    return families.map { family in
      let isGeneric = ["serif", "sans-serif", "monospace", "system-ui", "-apple-system", "cursive", "fantasy"]
        .contains(family)
      return isGeneric || !family.contains(" ") ? family : "'\(family)'"
    }.joined(separator: ", ")
  }

  /// One `<path>` with the outlines of a line's glyphs, placed by advance widths and pair kerning (no shaping
  /// beyond that), with the text in `aria-label`.
  private mutating func drawOutlines(
    of line: String, face: FontFace, size: CGFloat, x: CGFloat, baseline: CGFloat, anchor: TextAnchor, color: Color
  ) {
    let scale = size / CGFloat(max(1, face.unitsPerEm))
    var placed: [(glyph: GlyphID, x: Int)] = []
    var pen = 0
    var previous: GlyphID?
    for scalar in line.unicodeScalars {
      let glyph = face.glyph(for: scalar) ?? 0
      if let previous { pen += face.kerning(between: previous, and: glyph) }
      placed.append((glyph, pen))
      pen += face.advance(of: glyph)
      previous = glyph
    }
    let width = CGFloat(pen) * scale
    let start =
      switch anchor {
      case .start: x
      case .middle: x - width / 2
      case .end: x - width
      }
    var data = ""
    for (glyph, offset) in placed {
      guard let outline = try? face.outline(of: glyph), !outline.elements.isEmpty else { continue }
      let path = outline.transformed(
        scale: scale, scaleY: -scale, offsetX: start + CGFloat(offset) * scale, offsetY: baseline)
      data += Self.pathData(path)
    }
    guard !data.isEmpty else { return }
    writer.element("path", [("d", data)] + SVGWriter.fill(color) + [("aria-label", line)])
  }

  /// SVG path data with numbers formatted as everywhere else in the document.
  static func pathData(_ path: GlyphPath) -> String {
    func pair(_ point: CGPoint) -> String { SVGWriter.number(point.x) + " " + SVGWriter.number(point.y) }
    var result = ""
    for element in path.elements {
      switch element {
      case .moveTo(let point): result += "M" + pair(point)
      case .lineTo(let point): result += "L" + pair(point)
      case .quadTo(let control, let point): result += "Q" + pair(control) + " " + pair(point)
      case .cubicTo(let control1, let control2, let point):
        result += "C" + pair(control1) + " " + pair(control2) + " " + pair(point)
      case .close: result += "Z"
      }
    }
    return result
  }
}
