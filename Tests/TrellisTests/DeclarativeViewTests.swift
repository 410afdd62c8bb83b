import Foundation
import Testing

@testable import Trellis

/// An icon and a title in a row, the icon optional.
private final class BadgeView: DeclarativeView {
  let icon = SizedView(width: 24, height: 24, identifier: "icon")
  let title = SizedView(width: 100, height: 20, identifier: "title")
  var showsIcon = true
  var inset: CGFloat = 8

  var body: [View] {
    if showsIcon { icon }
    title
  }

  var layout: [LayoutConstraint] {
    if showsIcon {
      icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset)
      icon.centerYAnchor.constraint(equalTo: centerYAnchor)
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8)
    } else {
      title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset)
    }
    title.topAnchor.constraint(equalTo: topAnchor, constant: 10)
    title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10)
    title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset)
  }
}

/// Rows of growing heights stacked by a loop, and an optional footer.
private final class ColumnView: DeclarativeView {
  var rows: [SizedView] = (0..<3).map { SizedView(width: 50, height: CGFloat(10 + 5 * $0), identifier: "row\($0)") }
  var footer: SizedView?

  var body: [View] {
    rows
    footer
  }

  var layout: [LayoutConstraint] {
    if let first = rows.first { first.topAnchor.constraint(equalTo: topAnchor) }
    for (upper, lower) in zip(rows, rows.dropFirst()) {
      lower.topAnchor.constraint(equalTo: upper.bottomAnchor, constant: 4)
    }
    for row in rows { row.leadingAnchor.constraint(equalTo: leadingAnchor) }
    if let footer, let last = rows.last {
      footer.topAnchor.constraint(equalTo: last.bottomAnchor, constant: 4)
      footer.leadingAnchor.constraint(equalTo: leadingAnchor)
    }
  }
}

/// Places a declarative view at (16, 40) of a 320 × 480 root, sized by its content.
private func place(_ view: View, in root: View) {
  view.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(view)
  LayoutConstraint.activate {
    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    view.topAnchor.constraint(equalTo: root.topAnchor, constant: 40)
  }
}

@Suite struct DeclarativeViewTests {
  let root = makeRoot()

  @Test func badgeWithIcon() {
    let badge = BadgeView()
    place(badge, in: root)
    root.layoutIfNeeded()
    // Width 8 + 24 + 8 + 100 + 8 = 148; height 10 + 20 + 10 = 40.
    #expect(badge.frame == CGRect(x: 16, y: 40, width: 148, height: 40))
    // The icon is centred vertically: (40 − 24) / 2 = 8.
    #expect(badge.icon.frame == CGRect(x: 8, y: 8, width: 24, height: 24))
    // The title follows the icon: 8 + 24 + 8 = 40.
    #expect(badge.title.frame == CGRect(x: 40, y: 10, width: 100, height: 20))
    #expect(root.layoutEngine.issues.isEmpty)
    #expect(root.layoutEngine.ambiguityReport().isEmpty)
  }

  @Test func reloadRemovesTheIconAndItsConstraints() {
    let badge = BadgeView()
    place(badge, in: root)
    root.layoutIfNeeded()
    badge.showsIcon = false
    badge.reloadContent()
    #expect(badge.icon.superview == nil)
    #expect(badge.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(badge.title)])
    root.layoutIfNeeded()
    // Width 8 + 100 + 8 = 116.
    #expect(badge.frame == CGRect(x: 16, y: 40, width: 116, height: 40))
    #expect(badge.title.frame == CGRect(x: 8, y: 10, width: 100, height: 20))
    // Every constraint the badge holds mentions the title: none is left over from the icon.
    #expect(badge.constraints.allSatisfy { $0.firstItem === badge.title || $0.secondItem === badge.title })
    badge.showsIcon = true
    badge.reloadContent()
    root.layoutIfNeeded()
    #expect(badge.frame.width == 148)
    #expect(badge.icon.frame == CGRect(x: 8, y: 8, width: 24, height: 24))
    #expect(root.layoutEngine.issues.isEmpty)
  }

  @Test func aChangedConstantKeepsTheActiveConstraint() throws {
    let badge = BadgeView()
    place(badge, in: root)
    root.layoutIfNeeded()
    let before = badge.constraints
    let leading = try #require(before.first { $0.firstItem === badge.icon && $0.firstAttribute == .leading })
    let row = try #require(leading.solverConstraint)
    badge.inset = 12
    badge.reloadContent()
    // The same six constraint objects: the two with the inset changed their constant.
    #expect(badge.constraints.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    #expect(leading.constant == 12)
    root.layoutIfNeeded()
    // In place: the solver keeps the row it had (a remove and add would make a new one).
    #expect(leading.solverConstraint?.id == row.id)
    // Width 12 + 24 + 8 + 100 + 12 = 156.
    #expect(badge.frame == CGRect(x: 16, y: 40, width: 156, height: 40))
    #expect(badge.icon.frame.minX == 12)
  }

  @Test func loopsStackRows() {
    let column = ColumnView()
    place(column, in: root)
    let height = column.heightAnchor.constraint(equalToConstant: 100)
    let width = column.widthAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([height, width])
    root.layoutIfNeeded()
    // Heights 10, 15, 20, 4 apart: y = 0, 10 + 4 = 14, 14 + 15 + 4 = 33.
    #expect(column.rows.map(\.frame.minY) == [0, 14, 33])
    #expect(column.rows.map(\.frame.height) == [10, 15, 20])
    #expect(root.layoutEngine.issues.isEmpty)
  }

  @Test func anOptionalViewJoinsOnReload() {
    let column = ColumnView()
    place(column, in: root)
    root.layoutIfNeeded()
    #expect(column.subviews.count == 3)
    let footer = SizedView(width: 30, height: 6, identifier: "footer")
    column.footer = footer
    column.rows.append(SizedView(width: 50, height: 25, identifier: "row3"))
    column.reloadContent()
    root.layoutIfNeeded()
    #expect(column.subviews.map(\.accessibilityIdentifier) == ["row0", "row1", "row2", "row3", "footer"])
    // The new row: 33 + 20 + 4 = 57; the footer below it: 57 + 25 + 4 = 86.
    #expect(column.rows[3].frame.minY == 57)
    #expect(footer.frame == CGRect(x: 0, y: 86, width: 30, height: 6))
    column.footer = nil
    column.rows.removeFirst()
    column.reloadContent()
    root.layoutIfNeeded()
    #expect(footer.superview == nil)
    // Rows 1…3 now start at the top: 0, 15 + 4 = 19, 19 + 20 + 4 = 43.
    #expect(column.rows.map(\.frame.minY) == [0, 19, 43])
    #expect(root.layoutEngine.issues.isEmpty)
  }

  @Test func bodyOrderIsSubviewOrderAndOtherSubviewsStayInFront() {
    let badge = BadgeView()
    let overlay = View()
    badge.addSubview(overlay)
    badge.showsIcon = false
    badge.reloadContent()
    badge.showsIcon = true
    badge.reloadContent()
    #expect(badge.subviews.map(ObjectIdentifier.init) == [badge.icon, badge.title, overlay].map(ObjectIdentifier.init))
  }

  @Test func aDeclarativeViewIsAnOrdinaryControllerView() {
    final class BadgeController: ViewController {
      let badge = BadgeView()
      override func loadView() { view = badge }
    }
    let controller = BadgeController()
    let window = Window(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // The root view fills the 393 × 852 window; the title keeps its 10-point top.
    #expect(controller.badge.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(controller.badge.title.frame.minY == 10)
  }
}
