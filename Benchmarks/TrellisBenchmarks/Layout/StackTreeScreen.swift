import Foundation
import Trellis

/// The layout benchmark's tree of nested stacks with labels, in an iPhone 15 window.
///
/// A vertical stack pinned to the window's safe area (top, leading, trailing) holds sections; a section is a
/// vertical stack (spacing 4) of up to ten rows; a row is a horizontal stack (spacing 8) of three labels: a title
/// fixed at 80 points wide (`width == 80`), a value and a detail. Rows are added until the next one would exceed the
/// requested number of views; the window, the stacks and the labels all count as views.
final class StackTreeScreen {
  /// The window, the root of the tree.
  let window = Window(device: .iPhone15)
  /// Every row's value label, in tree order.
  private(set) var valueLabels: [Label] = []
  /// Every row's detail label, in tree order.
  private(set) var detailLabels: [Label] = []
  /// Every row's `title.width == 80` constraint, in tree order.
  private(set) var titleWidths: [LayoutConstraint] = []
  /// How many views the tree has, the window included.
  private(set) var viewCount = 1

  /// Rows per section.
  static let rowsPerSection = 10

  /// Builds a tree of at most `views` views (and at least one row). Nothing is laid out yet.
  init(views: Int) {
    let content = StackView()
    content.axis = .vertical
    content.spacing = 12
    content.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(content)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      content.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -16),
    ])
    viewCount += 1
    var section: StackView?
    var rowNumber = 0
    while true {
      let startsSection = rowNumber % Self.rowsPerSection == 0
      let needed = (startsSection ? 1 : 0) + 4
      if rowNumber > 0 && viewCount + needed > views { break }
      if startsSection {
        let newSection = StackView()
        newSection.axis = .vertical
        newSection.spacing = 4
        content.addArrangedSubview(newSection)
        section = newSection
        viewCount += 1
      }
      section?.addArrangedSubview(makeRow(rowNumber))
      viewCount += 4
      rowNumber += 1
    }
  }

  private func makeRow(_ number: Int) -> StackView {
    let title = Label()
    title.text = "Row \(number)"
    title.font = .systemFont(ofSize: 15, weight: .semibold)
    let value = Label()
    value.text = "Value of row \(number)"
    let detail = Label()
    detail.text = "\(number * 7 % 100) pts"
    detail.textAlignment = .right
    let row = StackView(arrangedSubviews: [title, value, detail])
    row.spacing = 8
    let width = title.widthAnchor.constraint(equalToConstant: 80)
    width.isActive = true
    valueLabels.append(value)
    detailLabels.append(detail)
    titleWidths.append(width)
    return row
  }

  /// The index of the row in the middle of the tree, the one the re-layout cases change.
  var middleRow: Int { valueLabels.count / 2 }

  /// The sum of every view's frame coordinates, so that the work cannot be optimised away.
  var frameChecksum: Double {
    var sum = 0.0
    var stack: [View] = [window]
    while let view = stack.popLast() {
      sum += Double(view.frame.minX + view.frame.minY + view.frame.width + view.frame.height)
      stack.append(contentsOf: view.subviews)
    }
    return sum
  }
}
