import Foundation
import Trellis

/// Builds SVG text line by line: elements with attributes in the order given, numbers rounded to 1/1000, colours as
/// `#rrggbb` plus an opacity attribute, text escaped. Every choice is deterministic so that the same snapshot gives
/// the same bytes.
struct SVGWriter {
  private(set) var lines: [String] = []
  private var depth = 0

  /// An attribute value.
  typealias Attribute = (name: String, value: String)

  /// A self-closing element.
  mutating func element(_ name: String, _ attributes: [Attribute]) {
    lines.append(indentation + "<\(name)\(Self.text(of: attributes))/>")
  }

  /// An element with escaped text content on one line.
  mutating func element(_ name: String, _ attributes: [Attribute], text: String) {
    lines.append(indentation + "<\(name)\(Self.text(of: attributes))>\(Self.escaped(text))</\(name)>")
  }

  /// Opens an element whose children follow.
  mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    lines.append(indentation + "<\(name)\(Self.text(of: attributes))>")
    depth += 1
  }

  /// Closes the element opened last.
  mutating func close(_ name: String) {
    precondition(depth > 0, "SVGWriter.close(\(name)) without a matching open")
    depth -= 1
    lines.append(indentation + "</\(name)>")
  }

  /// A comment (`--` is replaced, which a comment may not contain).
  mutating func comment(_ text: String) {
    lines.append(indentation + "<!-- " + text.replacingOccurrences(of: "--", with: "- -") + " -->")
  }

  /// The document, ending with a newline.
  var document: String {
    precondition(depth == 0, "SVGWriter.document with \(depth) element(s) still open")
    return lines.joined(separator: "\n") + "\n"
  }

  private var indentation: String { String(repeating: "  ", count: depth) }

  private static func text(of attributes: [Attribute]) -> String {
    attributes.map { " \($0.name)=\"\(escaped($0.value))\"" }.joined()
  }

  /// A number for an attribute, rounded to 1/1000.
  static func number(_ value: CGFloat) -> String {
    value.isFinite ? NumberFormat.text(value, decimals: 3) : "0"
  }

  /// `#rrggbb` for a colour, ignoring alpha.
  static func hex(_ color: Color) -> String {
    func byte(_ component: CGFloat) -> String {
      let value = Int((min(max(component, 0), 1) * 255).rounded())
      let digits = String(value, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
  }

  /// The fill attributes for a colour: `fill` and, when not opaque, `fill-opacity`.
  static func fill(_ color: Color) -> [Attribute] {
    paint("fill", color)
  }

  /// The stroke attributes for a colour and width.
  static func stroke(_ color: Color, width: CGFloat) -> [Attribute] {
    paint("stroke", color) + [("stroke-width", number(width))]
  }

  private static func paint(_ name: String, _ color: Color) -> [Attribute] {
    var result: [Attribute] = [(name, hex(color))]
    if color.alpha < 1 { result.append(("\(name)-opacity", number(max(0, color.alpha)))) }
    return result
  }

  /// `x`, `y`, `width`, `height` of a rectangle.
  static func rect(_ rect: CGRect) -> [Attribute] {
    [
      ("x", number(rect.minX)), ("y", number(rect.minY)), ("width", number(rect.width)),
      ("height", number(rect.height)),
    ]
  }

  /// Text escaped for XML content and attribute values.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      // XML 1.0 forbids most control characters, even escaped.
      case _ where scalar.value < 0x20 && scalar != "\t": result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
