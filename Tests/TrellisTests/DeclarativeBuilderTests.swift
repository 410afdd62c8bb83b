import Foundation
import Testing

@testable import Trellis

/// A named plain view.
private func named(_ identifier: String) -> View {
  let view = View()
  view.accessibilityIdentifier = identifier
  return view
}

/// The identifiers of views, in order.
private func names(_ views: [View]) -> [String] {
  views.map { $0.accessibilityIdentifier ?? "?" }
}

/// What a `@SubviewsBuilder` function returns, so each statement form can be tried on its own.
private func subviews(@SubviewsBuilder _ content: () -> [View]) -> [View] {
  content()
}

/// What a `@ConstraintsBuilder` function returns.
private func constraints(@ConstraintsBuilder _ content: () -> [LayoutConstraint]) -> [LayoutConstraint] {
  content()
}

enum BuilderTestStyle { case compact, regular, wide }

@Suite struct SubviewsBuilderTests {
  let a = named("a")
  let b = named("b")
  let c = named("c")

  @Test func listsOneViewPerLineInOrder() {
    let label = Label()
    label.accessibilityIdentifier = "label"
    let built = subviews {
      a
      b
      label
      c
    }
    #expect(names(built) == ["a", "b", "label", "c"])
    #expect(subviews {}.isEmpty)
  }

  @Test(arguments: [true, false]) func ifWithoutElse(condition: Bool) {
    let built = subviews {
      a
      if condition { b }
      c
    }
    #expect(names(built) == (condition ? ["a", "b", "c"] : ["a", "c"]))
  }

  @Test(arguments: [true, false]) func ifElse(condition: Bool) {
    let built = subviews {
      if condition {
        a
        b
      } else {
        c
      }
    }
    #expect(names(built) == (condition ? ["a", "b"] : ["c"]))
  }

  @Test(arguments: [BuilderTestStyle.compact, .regular, .wide]) func switchCases(style: BuilderTestStyle) {
    let built = subviews {
      switch style {
      case .compact: a
      case .regular: b
      case .wide:
        b
        c
      }
    }
    let expected: [BuilderTestStyle: [String]] = [.compact: ["a"], .regular: ["b"], .wide: ["b", "c"]]
    #expect(names(built) == expected[style])
  }

  @Test func optionalsAddNothingWhenNil() {
    let present: View? = b
    let absent: Label? = nil
    let built = subviews {
      a
      present
      absent
      c
    }
    #expect(names(built) == ["a", "b", "c"])
    #expect(names(subviews { if let present { present } }) == ["b"])
    #expect(subviews { if let absent { absent } }.isEmpty)
  }

  @Test(arguments: [0, 1, 3]) func forLoops(count: Int) {
    let rows = (0..<count).map { named("row\($0)") }
    let built = subviews {
      a
      for row in rows { row }
      c
    }
    #expect(names(built) == ["a"] + rows.map { $0.accessibilityIdentifier! } + ["c"])
  }

  @Test func arraysAreSplicedInOrder() {
    let labels: [Label] = [Label(), Label()]
    labels[0].accessibilityIdentifier = "l0"
    labels[1].accessibilityIdentifier = "l1"
    let built = subviews {
      a
      labels
      [b, c]
    }
    #expect(names(built) == ["a", "l0", "l1", "b", "c"])
  }

  @Test func addSubviewsAddsInOrder() {
    let root = named("root")
    let showsB = false
    root.addSubviews {
      a
      if showsB { b }
      c
    }
    #expect(names(root.subviews) == ["a", "c"])
    #expect(b.superview == nil)
  }

  @Test func stackViewTakesItsArrangedSubviewsFromABlock() {
    let rows = [named("r0"), named("r1")]
    let stack = StackView(axis: .vertical, spacing: 16) {
      a
      for row in rows { row }
    }
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 16)
    #expect(names(stack.arrangedSubviews) == ["a", "r0", "r1"])
    #expect(names(stack.subviews) == ["a", "r0", "r1"])
    stack.addArrangedSubviews { c }
    #expect(names(stack.arrangedSubviews) == ["a", "r0", "r1", "c"])
    #expect(StackView(axis: .horizontal) {}.spacing == 0)
  }
}

@Suite struct ConstraintsBuilderTests {
  let root = makeRoot()

  @Test(arguments: [true, false]) func conditionalsChooseConstraints(centered: Bool) {
    let child = makeView("child", in: root)
    let built = constraints {
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
      if centered {
        child.centerXAnchor.constraint(equalTo: root.centerXAnchor)
      } else {
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
      }
      if !centered { child.widthAnchor.constraint(equalToConstant: 100) }
    }
    #expect(built.map(\.firstAttribute) == (centered ? [.top, .centerX] : [.top, .leading, .width]))
    #expect(built.allSatisfy { !$0.isActive })
  }

  @Test func optionalsArraysAndLoops() {
    let rows = (0..<3).map { makeView("row\($0)", in: root) }
    let missing: LayoutConstraint? = nil
    let height: LayoutConstraint? = rows[0].heightAnchor.constraint(equalToConstant: 10)
    let built = constraints {
      missing
      height
      pin(rows[0], to: root)
      for (upper, lower) in zip(rows, rows.dropFirst()) {
        lower.topAnchor.constraint(equalTo: upper.bottomAnchor, constant: 4)
      }
    }
    // 1 height, 4 edges, 2 links between the 3 rows.
    #expect(built.count == 7)
    #expect(built[0] === height)
    #expect(built.suffix(2).map(\.firstItem).map { ($0 as? View)?.accessibilityIdentifier } == ["row1", "row2"])
  }

  @Test func activateTakesABlockAndReturnsTheConstraints() {
    let child = makeView("child", in: root)
    let activated = LayoutConstraint.activate {
      pin(child, to: root, inset: 10)
    }
    #expect(activated.count == 4)
    #expect(activated.allSatisfy { $0.isActive })
    root.layoutIfNeeded()
    // 320 × 480 root, 10 in from each edge: 300 × 460 at (10, 10).
    #expect(child.frame == CGRect(x: 10, y: 10, width: 300, height: 460))
  }

  @Test func activateOrThrowActivatesNoneOnError() throws {
    let child = makeView("child", in: root)
    let stranger = View()
    #expect(throws: LayoutError.self) {
      try LayoutConstraint.activateOrThrow {
        child.topAnchor.constraint(equalTo: root.topAnchor)
        child.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
      }
    }
    #expect(root.constraints.filter { $0.firstItem === child }.isEmpty)
    let done = try LayoutConstraint.activateOrThrow { child.topAnchor.constraint(equalTo: root.topAnchor) }
    #expect(done.count == 1 && done[0].isActive)
  }
}
