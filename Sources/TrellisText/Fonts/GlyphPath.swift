import Foundation

/// The outline of a glyph: a sequence of path elements in font units, y pointing up.
///
/// TrueType (`glyf`) outlines produce quadratic segments and CFF outlines cubic ones. Every contour starts with
/// `moveTo` and ends with `close`; the closing segment back to the contour's start is implied by `close`, as in SVG's
/// `Z`. Use ``svgPathData(scale:)`` to emit SVG path data, or ``transformed(scale:scaleY:offsetX:offsetY:)`` to place the
/// glyph in a text box.
public struct GlyphPath: Hashable, Sendable {
  /// One drawing command of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new contour at a point.
    case moveTo(CGPoint)
    /// A straight line to a point.
    case lineTo(CGPoint)
    /// A quadratic Bézier curve through one control point to a point.
    case quadTo(control: CGPoint, to: CGPoint)
    /// A cubic Bézier curve through two control points to a point.
    case cubicTo(control1: CGPoint, control2: CGPoint, to: CGPoint)
    /// Closes the current contour with a straight line to its start.
    case close
  }

  /// The elements, in drawing order.
  public var elements: [Element]

  /// Creates a path from elements.
  ///
  /// - Parameter elements: The drawing commands; empty for a blank glyph such as the space.
  public init(elements: [Element] = []) {
    self.elements = elements
  }

  /// The number of contours (the number of `moveTo` elements).
  public var contourCount: Int {
    elements.reduce(0) { count, element in
      if case .moveTo = element { return count + 1 }
      return count
    }
  }

  /// The smallest rectangle containing every on-curve and control point, or `nil` for an empty path.
  ///
  /// The control box contains the outline; it equals the tight bounds when extremes are on-curve points, as font
  /// design guidelines require.
  public var controlBounds: CGRect? {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .moveTo(let point), .lineTo(let point): points.append(point)
      case .quadTo(let control, let point): points += [control, point]
      case .cubicTo(let control1, let control2, let point): points += [control1, control2, point]
      case .close: break
      }
    }
    guard let first = points.first else { return nil }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A copy with every point mapped by `(x, y) → (x * scale + offsetX, y * (scaleY ?? scale) + offsetY)`.
  ///
  /// - Parameters:
  ///   - scale: The factor applied to x, and to y unless `scaleY` is given (for example `pointSize / unitsPerEm`,
  ///     negated on y to flip the y axis for SVG).
  ///   - scaleY: The factor applied to y instead of `scale`, when the axes scale differently; `nil` uses `scale`.
  ///   - offsetX: Added to every x after scaling.
  ///   - offsetY: Added to every y after scaling.
  /// - Returns: The transformed path.
  public func transformed(scale: CGFloat, scaleY: CGFloat? = nil, offsetX: CGFloat = 0, offsetY: CGFloat = 0)
    -> GlyphPath
  {
    let yScale = scaleY ?? scale
    func map(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x * scale + offsetX, y: point.y * yScale + offsetY)
    }
    return GlyphPath(
      elements: elements.map { element in
        switch element {
        case .moveTo(let point): return .moveTo(map(point))
        case .lineTo(let point): return .lineTo(map(point))
        case .quadTo(let control, let point): return .quadTo(control: map(control), to: map(point))
        case .cubicTo(let control1, let control2, let point):
          return .cubicTo(control1: map(control1), control2: map(control2), to: map(point))
        case .close: return .close
        }
      })
  }

  /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z`), with coordinates multiplied by `scale`.
  ///
  /// - Parameter scale: A factor applied to every coordinate; the y axis is not flipped.
  /// - Returns: A string such as `"M0 0L10 0L10 10Z"`.
  public func svgPathData(scale: CGFloat = 1) -> String {
    func format(_ value: CGFloat) -> String {
      let rounded = (value * scale * 1000).rounded() / 1000
      if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
      return String(Double(rounded))
    }
    func pair(_ point: CGPoint) -> String { "\(format(point.x)) \(format(point.y))" }
    var result = ""
    for element in elements {
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
