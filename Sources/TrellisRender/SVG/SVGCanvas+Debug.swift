import Foundation
import Trellis
import TrellisText

extension SVGCanvas {
  /// What a debug outline stands for, with its colour and dash.
  enum OutlineCategory: CaseIterable {
    case view
    case text
    case control
    case stack
    case hidden

    var title: String {
      switch self {
      case .view: "view"
      case .text: "label"
      case .control: "control (button, text field, switch)"
      case .stack: "stack view"
      case .hidden: "hidden view"
      }
    }

    var color: Color {
      switch self {
      case .view: .rgb(88, 86, 214)
      case .text: .rgb(52, 199, 89)
      case .control: .rgb(255, 149, 0)
      case .stack: .rgb(175, 82, 222)
      case .hidden: .rgb(142, 142, 147)
      }
    }

    var dash: String? {
      switch self {
      case .stack: "4 2"
      case .hidden: "2 2"
      default: nil
      }
    }

    init(_ node: LayoutSnapshot.Node, insideHidden: Bool) {
      if node.isHidden || insideHidden {
        self = .hidden
        return
      }
      // `if case` rather than `switch`: content kinds this version does not know are outlined as views.
      if case .text = node.content {
        self = .text
      } else if case .button = node.content {
        self = .control
      } else if case .textField = node.content {
        self = .control
      } else if case .toggle = node.content {
        self = .control
      } else {
        self = node.kind.hasSuffix("StackView") ? .stack : .view
      }
    }
  }

  /// What the legend explains beyond the outline categories: ambiguous views, constraints and broken ones.
  enum LegendMark: CaseIterable {
    case ambiguous
    case constraint
    case broken

    var title: String {
      switch self {
      case .ambiguous: "ambiguous view (red)"
      case .constraint: "constraint, labelled with its constant"
      case .broken: "broken constraint (red, dashed)"
      }
    }
  }

  /// The red of ambiguous views and broken constraints (system red).
  static let problemColor = Color.rgb(255, 59, 48)
  /// The colour of constraint lines (system cyan, distinct from the outlines and the tint).
  static let constraintColor = Color.rgb(50, 173, 230)

  /// The height of the legend strip below the screen.
  static var legendHeight: CGFloat {
    16 + 18 * CGFloat(OutlineCategory.allCases.count + LegendMark.allCases.count)
  }

  /// Outlines every frame (hidden ones dotted grey, ambiguous ones red) in window coordinates, draws the
  /// constraints and adds the legend below the screen. While a sheet is presented, the screen it covers is not
  /// outlined (its outlines would be drawn over the sheet, at frames the scaled-down picture no longer has).
  mutating func drawDebugOverlay(_ snapshot: LayoutSnapshot, screen: CGRect) {
    writer.comment("debug overlay: every frame outlined")
    writer.open("g", [("id", "debug-overlay"), ("fill", "none")])
    let root = snapshot.root
    if let sheetIndex = Self.firstSheetIndex(in: root) {
      outline(root, insideHidden: false, includingChildren: false)
      for sheet in root.children[sheetIndex...] { outline(sheet, insideHidden: root.isHidden) }
    } else {
      outline(root, insideHidden: false)
    }
    writer.close("g")
    drawConstraints(of: snapshot)
    drawLegend(below: screen)
  }

  private mutating func outline(_ node: LayoutSnapshot.Node, insideHidden: Bool, includingChildren: Bool = true) {
    let category = OutlineCategory(node, insideHidden: insideHidden)
    if node.isAmbiguous {
      writer.element(
        "rect",
        SVGWriter.rect(node.frame.insetBy(dx: 0.75, dy: 0.75)) + SVGWriter.stroke(Self.problemColor, width: 1.5))
    } else {
      var attributes = SVGWriter.rect(node.frame.insetBy(dx: 0.25, dy: 0.25))
      attributes += SVGWriter.stroke(category.color, width: 0.5)
      if let dash = category.dash { attributes.append(("stroke-dasharray", dash)) }
      writer.element("rect", attributes)
    }
    guard includingChildren else { return }
    for child in node.children { outline(child, insideHidden: insideHidden || node.isHidden) }
  }

  private mutating func drawLegend(below screen: CGRect) {
    let area = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: Self.legendHeight)
    writer.comment("legend")
    writer.open("g", [("id", "debug-legend")])
    writer.element("rect", SVGWriter.rect(area) + SVGWriter.fill(theme.secondarySystemBackground))
    var rows: [(title: String, swatch: [SVGWriter.Attribute])] = []
    for category in OutlineCategory.allCases {
      var swatch = [("fill", "none")] + SVGWriter.stroke(category.color, width: 1.5)
      if let dash = category.dash { swatch.append(("stroke-dasharray", dash)) }
      rows.append((category.title, swatch))
    }
    for mark in LegendMark.allCases {
      var swatch =
        [("fill", "none")]
        + SVGWriter.stroke(mark == .constraint ? Self.constraintColor : Self.problemColor, width: 1.5)
      if mark == .broken { swatch.append(("stroke-dasharray", "3 2")) }
      rows.append((mark.title, swatch))
    }
    for (index, row) in rows.enumerated() {
      let y = area.minY + 8 + 18 * CGFloat(index)
      let box = CGRect(x: area.minX + 12, y: y + 2, width: 20, height: 12)
      if index < OutlineCategory.allCases.count
        || LegendMark.allCases[index - OutlineCategory.allCases.count] == .ambiguous
      {
        writer.element("rect", SVGWriter.rect(box) + row.swatch)
      } else {
        writer.element(
          "line", Self.line(from: CGPoint(x: box.minX, y: box.midY), to: CGPoint(x: box.maxX, y: box.midY)) + row.swatch
        )
      }
      drawLine(
        row.title, x: area.minX + 40, baseline: y + 12, anchor: .start, font: .systemFont(ofSize: 12),
        color: theme.label)
    }
    writer.close("g")
  }

  /// `x1`, `y1`, `x2`, `y2` of a line.
  static func line(from start: CGPoint, to end: CGPoint) -> [SVGWriter.Attribute] {
    [
      ("x1", SVGWriter.number(start.x)), ("y1", SVGWriter.number(start.y)), ("x2", SVGWriter.number(end.x)),
      ("y2", SVGWriter.number(end.y)),
    ]
  }
}
