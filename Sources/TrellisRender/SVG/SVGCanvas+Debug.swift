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

  /// The height of the legend strip below the screen.
  static var legendHeight: CGFloat { 16 + 18 * CGFloat(OutlineCategory.allCases.count) }

  /// Outlines every frame (hidden ones dashed grey) in window coordinates and adds the legend below the screen.
  mutating func drawDebugOverlay(_ root: LayoutSnapshot.Node, screen: CGRect) {
    writer.comment("debug overlay: every frame outlined")
    writer.open("g", [("id", "debug-overlay"), ("fill", "none")])
    outline(root, insideHidden: false)
    writer.close("g")
    drawLegend(below: screen)
  }

  private mutating func outline(_ node: LayoutSnapshot.Node, insideHidden: Bool) {
    let category = OutlineCategory(node, insideHidden: insideHidden)
    var attributes = SVGWriter.rect(node.frame.insetBy(dx: 0.25, dy: 0.25))
    attributes += SVGWriter.stroke(category.color, width: 0.5)
    if let dash = category.dash { attributes.append(("stroke-dasharray", dash)) }
    writer.element("rect", attributes)
    for child in node.children { outline(child, insideHidden: insideHidden || node.isHidden) }
  }

  private mutating func drawLegend(below screen: CGRect) {
    let area = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: Self.legendHeight)
    writer.comment("legend")
    writer.open("g", [("id", "debug-legend")])
    writer.element("rect", SVGWriter.rect(area) + SVGWriter.fill(theme.secondarySystemBackground))
    for (index, category) in OutlineCategory.allCases.enumerated() {
      let y = area.minY + 8 + 18 * CGFloat(index)
      var swatch = SVGWriter.rect(CGRect(x: area.minX + 12, y: y + 2, width: 20, height: 12)) + [("fill", "none")]
      swatch += SVGWriter.stroke(category.color, width: 1.5)
      if let dash = category.dash { swatch.append(("stroke-dasharray", dash)) }
      writer.element("rect", swatch)
      drawLine(
        category.title, x: area.minX + 40, baseline: y + 12, anchor: .start, font: .systemFont(ofSize: 12),
        color: theme.label)
    }
    writer.close("g")
  }
}
