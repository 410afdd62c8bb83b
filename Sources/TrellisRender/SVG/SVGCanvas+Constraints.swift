import Foundation
import Trellis
import TrellisText

extension SVGCanvas {
  /// Draws the constraints as Xcode's view debugger does: a line between the two anchors a constraint relates
  /// (across the gap between edges, or from centre to centre), a line across the view for a size, each labelled
  /// with its constant; broken constraints red and dashed.
  ///
  /// Drawn are the constraints made with anchors (yours, and those of Trellis's containers such as the navigation
  /// bar's), not the engine's own rows (autoresizing masks, content size, baselines, guides, stack views), and not
  /// those of hidden views or of a screen covered by a sheet; a broken constraint is always drawn.
  mutating func drawConstraints(of snapshot: LayoutSnapshot) {
    let lookup = NodeLookup(snapshot)
    let shown = snapshot.constraints.filter { constraint in
      if constraint.isBroken { return true }
      guard constraint.origin == .user else { return false }
      return [constraint.first.nodeID, constraint.second?.nodeID].compactMap { $0 }.allSatisfy(lookup.isVisible)
    }
    guard !shown.isEmpty else { return }
    writer.comment("constraints")
    writer.open("g", [("id", "debug-constraints")])
    for constraint in shown { draw(constraint, lookup: lookup) }
    writer.close("g")
  }

  private mutating func draw(_ constraint: LayoutSnapshot.Constraint, lookup: NodeLookup) {
    let color = constraint.isBroken ? Self.problemColor : Self.constraintColor
    let first = constraint.first.frame
    var style = [("fill", "none")] + SVGWriter.stroke(color, width: 1)
    if constraint.isBroken { style.append(("stroke-dasharray", "3 2")) }
    let start: CGPoint
    let end: CGPoint
    if let axis = constraint.firstAttribute.dimensionAxis {
      // A size: a line across the first item, just inside its bottom or right edge.
      (start, end) =
        axis == .horizontal
        ? (CGPoint(x: first.minX, y: Self.crisp(first.maxY - 4)), CGPoint(x: first.maxX, y: Self.crisp(first.maxY - 4)))
        : (CGPoint(x: Self.crisp(first.maxX - 4), y: first.minY), CGPoint(x: Self.crisp(first.maxX - 4), y: first.maxY))
    } else if let second = constraint.second, let axis = constraint.firstAttribute.locationAxis {
      let to = position(of: constraint.firstAttribute, of: constraint.first, rtl: constraint.isRightToLeft, lookup)
      let from = position(of: constraint.secondAttribute, of: second, rtl: constraint.isRightToLeft, lookup)
      if axis == .horizontal {
        let y = Self.crisp(Self.middleOfOverlap(first.minY...first.maxY, second.frame.minY...second.frame.maxY))
        (start, end) = (CGPoint(x: from, y: y), CGPoint(x: to, y: y))
      } else {
        let x = Self.crisp(Self.middleOfOverlap(first.minX...first.maxX, second.frame.minX...second.frame.maxX))
        (start, end) = (CGPoint(x: x, y: from), CGPoint(x: x, y: to))
      }
    } else {
      return
    }
    let length = hypot(end.x - start.x, end.y - start.y)
    if length < 0.5 {
      // Anchors that coincide: a dot where they meet.
      writer.element(
        "circle",
        [("cx", SVGWriter.number(end.x)), ("cy", SVGWriter.number(end.y)), ("r", "1.5")] + SVGWriter.fill(color))
      return
    }
    writer.element("line", Self.line(from: start, to: end) + style)
    // End caps across the line, as Xcode's I-beams.
    let vertical = abs(end.x - start.x) < abs(end.y - start.y)
    for point in [start, end] {
      let cap =
        vertical
        ? (CGPoint(x: point.x - 2.5, y: point.y), CGPoint(x: point.x + 2.5, y: point.y))
        : (CGPoint(x: point.x, y: point.y - 2.5), CGPoint(x: point.x, y: point.y + 2.5))
      writer.element("line", Self.line(from: cap.0, to: cap.1) + style)
    }
    drawLabel(
      Self.label(for: constraint, lookup: lookup),
      at: CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2), color: color)
  }

  /// The anchor's coordinate on its axis, in window coordinates.
  private func position(
    of attribute: LayoutAttribute, of item: LayoutSnapshot.Constraint.Item, rtl: Bool, _ lookup: NodeLookup
  ) -> CGFloat {
    let frame = item.frame
    switch attribute {
    case .left: return frame.minX
    case .right: return frame.maxX
    case .leading: return rtl ? frame.maxX : frame.minX
    case .trailing: return rtl ? frame.minX : frame.maxX
    case .centerX: return frame.midX
    case .top: return frame.minY
    case .bottom: return frame.maxY
    case .centerY: return frame.midY
    case .firstBaseline, .lastBaseline:
      guard item.guide == nil, let text = lookup.text(of: item.nodeID) else { return frame.maxY }
      return frame.minY + (attribute == .firstBaseline ? text.firstBaseline : text.lastBaseline)
    case .width, .height, .notAnAttribute: return frame.minX
    }
  }

  /// A coordinate moved to the middle of its point, so that a 1-point line across it covers whole pixels at 1×.
  private static func crisp(_ value: CGFloat) -> CGFloat {
    value.rounded(.down) + 0.5
  }

  /// The middle of the overlap of two ranges, or of the first range when they do not overlap.
  private static func middleOfOverlap(_ a: ClosedRange<CGFloat>, _ b: ClosedRange<CGFloat>) -> CGFloat {
    let low = max(a.lowerBound, b.lowerBound)
    let high = min(a.upperBound, b.upperBound)
    return low <= high ? (low + high) / 2 : (a.lowerBound + a.upperBound) / 2
  }

  /// The label of a constraint: its relation and constant (`≥ 8`, `-16`), for a size relative to another item
  /// `= other.width ×0.5 + 4`, and `@750` for a priority below required.
  static func label(for constraint: LayoutSnapshot.Constraint, lookup: NodeLookup) -> String {
    let relation =
      switch constraint.relation {
      case .equal: ""
      case .greaterThanOrEqual: "≥ "
      case .lessThanOrEqual: "≤ "
      }
    var text: String
    if constraint.firstAttribute.dimensionAxis != nil, let second = constraint.second {
      let name = lookup.displayID(of: second)
      text = (relation.isEmpty ? "= " : relation) + "\(name).\(constraint.secondAttribute.shortName)"
      if constraint.multiplier != 1 { text += " ×" + NumberFormat.text(constraint.multiplier, decimals: 3) }
      if constraint.constant != 0 { text += " + " + NumberFormat.text(constraint.constant, decimals: 2) }
    } else {
      text = relation + NumberFormat.text(constraint.constant, decimals: 2)
      if constraint.multiplier != 1 { text = "×" + NumberFormat.text(constraint.multiplier, decimals: 3) + " " + text }
    }
    if !constraint.priority.isRequired {
      text += " @" + NumberFormat.text(CGFloat(constraint.priority.rawValue), decimals: 0)
    }
    return text
  }

  /// A label on a rounded pill in the line's colour, centred on a point: white 9-point semibold text.
  private mutating func drawLabel(_ text: String, at center: CGPoint, color: Color) {
    let font = Font.systemFont(ofSize: 9, weight: .semibold)
    let width = font.width(of: text) + 6
    let pill = CGRect(x: center.x - width / 2, y: center.y - 6, width: width, height: 12)
    writer.element("rect", SVGWriter.rect(pill) + [("rx", "3")] + SVGWriter.fill(color))
    // Through drawLine, so that with glyph outlines (`--text-as-paths`) the labels are outlines too.
    drawLine(text, x: center.x, baseline: center.y + 3.25, anchor: .middle, font: font, color: .rgb(255, 255, 255))
  }
}

/// What the constraint overlay needs to know about nodes by id: their display ids, text and visibility.
struct NodeLookup {
  private var nodes: [String: LayoutSnapshot.Node] = [:]
  private var visible: Set<String> = []

  init(_ snapshot: LayoutSnapshot) {
    let root = snapshot.root
    let covered = SVGCanvas.firstSheetIndex(in: root).map { Set(root.children[..<$0].map(\.id)) } ?? []
    func visit(_ node: LayoutSnapshot.Node, isVisible: Bool) {
      nodes[node.id] = node
      let shows = isVisible && !node.isHidden && !covered.contains(node.id)
      if shows { visible.insert(node.id) }
      for child in node.children { visit(child, isVisible: shows) }
    }
    visit(root, isVisible: true)
  }

  /// Whether the node is drawn and not under a sheet.
  func isVisible(_ id: String) -> Bool { visible.contains(id) }

  /// The laid-out text of a label, button or text field.
  func text(of id: String) -> LayoutSnapshot.Text? {
    guard let content = nodes[id]?.content else { return nil }
    if case .text(let text) = content { return text }
    if case .button(let text, _) = content { return text }
    if case .textField(let text, _, _) = content { return text }
    return nil
  }

  /// The name of an item: the node's identifier or path, with the guide's name.
  func displayID(of item: LayoutSnapshot.Constraint.Item) -> String {
    let node = nodes[item.nodeID].map(\.displayID) ?? item.nodeID
    return item.guide.map { "\(node).\($0)" } ?? node
  }
}

extension LayoutAttribute {
  /// The axis of a size attribute, or `nil` for a location.
  var dimensionAxis: LayoutConstraint.Axis? {
    switch self {
    case .width: .horizontal
    case .height: .vertical
    default: nil
    }
  }

  /// The axis of a location attribute, or `nil` for a size.
  var locationAxis: LayoutConstraint.Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .centerX: .horizontal
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .vertical
    case .width, .height, .notAnAttribute: nil
    }
  }

  /// The attribute as a constraint label names it (`width`, `centerX`; nothing for a constant's missing item).
  var shortName: String { self == .notAnAttribute ? "" : name }
}
