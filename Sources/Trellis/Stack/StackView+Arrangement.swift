import Foundation

extension StackView {
  /// Replaces the stack's rows with the ones UIKit generates for the current configuration (identifiers as in
  /// UIKit's logs: `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, …).
  func rebuildArrangement() {
    needsRebuild = false
    for constraint in arrangementConstraints { constraint.deactivateNow() }
    arrangementConstraints.removeAll()
    for guide in gapGuides { removeLayoutGuide(guide) }
    gapGuides.removeAll()
    var builder = ArrangementBuilder(stack: self)
    builder.buildMainAxis()
    builder.buildCrossAxis()
    arrangementConstraints = builder.constraints
    // Room for the whole arrangement at once in the stack's constraints (and in the builder's list, below).
    constraints.reserveCapacity(constraints.count + arrangementConstraints.count)
    for constraint in arrangementConstraints { constraint.install(on: self) }
  }
}

/// Makes a stack's rows; one value per rebuild.
private struct ArrangementBuilder {
  let stack: StackView
  let canvas: any LayoutItem
  let main: AxisAttributes
  let cross: AxisAttributes
  var constraints: [LayoutConstraint] = []
  static let location = SourceLocation(fileID: "Trellis/StackView", line: 0)

  init(stack: StackView) {
    self.stack = stack
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    main = AxisAttributes(stack.axis)
    cross = AxisAttributes(stack.axis.crossing)
    // About three rows per arranged view (spacing or canvas, two alignment rows, a tie-break) and a few more.
    constraints.reserveCapacity(4 * stack.arrangedSubviews.count + 4)
  }

  mutating func add(
    _ first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: LayoutPriority = .required, named identifier: String
  ) {
    let constraint = LayoutConstraint(
      first: first, firstAttribute, relation, second: second, secondAttribute, multiplier: multiplier,
      constant: constant, kind: .system, location: Self.location)
    constraint.priorityStorage = priority
    constraint.identifier = identifier
    constraints.append(constraint)
  }

  /// The stacking axis: the chain of views and gaps from the canvas's start to its end.
  mutating func buildMainAxis() {
    var previous: View?
    var visible: [View] = []
    var gaps: [LayoutGuide] = []
    let baselineRelative = stack.isBaselineRelativeArrangement && stack.axis == .vertical
    for view in stack.arrangedSubviews {
      if view.isHidden {
        // A hidden view collapses to zero size where it would start, and takes no gap.
        add(view, main.size, .equal, nil, named: "UISV-hiding")
        if let previous {
          add(view, main.start, .equal, previous, main.end, named: "UISV-hiding")
        } else {
          add(view, main.start, .equal, canvas, main.start, named: "UISV-canvas-connection")
        }
        continue
      }
      guard let before = previous else {
        add(view, main.start, .equal, canvas, main.start, named: "UISV-canvas-connection")
        previous = view
        visible.append(view)
        continue
      }
      let gap = stack.customSpacings[ObjectIdentifier(before)] ?? stack.spacing
      switch stack.distribution {
      case .fill, .fillEqually, .fillProportionally:
        if baselineRelative {
          add(view, .firstBaseline, .equal, before, .lastBaseline, constant: gap, named: "UISV-spacing")
        } else {
          add(view, main.start, .equal, before, main.end, constant: gap, named: "UISV-spacing")
        }
      case .equalSpacing:
        add(view, main.start, .greaterThanOrEqual, before, main.end, constant: gap, named: "UISV-spacing")
        let guide = makeGapGuide(&gaps)
        add(guide, main.start, .equal, before, main.end, named: "UISV-distributing-edge")
        add(guide, main.end, .equal, view, main.start, named: "UISV-distributing-edge")
      case .equalCentering:
        add(view, main.start, .greaterThanOrEqual, before, main.end, constant: gap, named: "UISV-spacing")
        let guide = makeGapGuide(&gaps)
        add(guide, main.start, .equal, before, main.center, named: "UISV-distributing-edge")
        add(guide, main.end, .equal, view, main.center, named: "UISV-distributing-edge")
      }
      previous = view
      visible.append(view)
    }
    if let last = visible.last {
      add(canvas, main.end, .equal, last, main.end, named: "UISV-canvas-connection")
    }
    buildDistribution(visible: visible, gaps: gaps)
  }

  private mutating func makeGapGuide(_ gaps: inout [LayoutGuide]) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.identifier = "UISV-gap-guide-\(gaps.count)"
    stack.addLayoutGuide(guide)
    stack.gapGuides.append(guide)
    // The gap has no extent across the axis; pin it so that it is not ambiguous.
    add(guide, cross.start, .equal, canvas, cross.start, named: "UISV-gap-guide-cross")
    add(guide, cross.size, .equal, nil, named: "UISV-gap-guide-cross")
    gaps.append(guide)
    return guide
  }

  private mutating func buildDistribution(visible: [View], gaps: [LayoutGuide]) {
    switch stack.distribution {
    case .fill:
      // Tie-break: every view but the last wants zero size at priority 25 (below any hugging), so among views
      // with the same, lowest hugging priority the last one stretches.
      for view in visible.dropLast() { add(view, main.size, .equal, nil, priority: 25, named: "UISV-fill-tie-break") }
    case .fillEqually:
      guard let first = visible.first else { return }
      for view in visible.dropFirst() { add(view, main.size, .equal, first, main.size, named: "UISV-fill-equally") }
    case .fillProportionally:
      let sizes = visible.map { view -> CGFloat in
        let size = view.intrinsicContentSize
        let metric = stack.axis == .horizontal ? size.width : size.height
        return metric > 0 && metric.isFinite ? metric : 0
      }
      var spacings: CGFloat = 0
      for view in visible.dropLast() {
        spacings += stack.customSpacings[ObjectIdentifier(view)] ?? stack.spacing
      }
      let total = sizes.reduce(0, +) + spacings
      guard total > 0 else { return }
      for (index, view) in visible.enumerated() {
        add(
          view, main.size, .equal, canvas, main.size, multiplier: sizes[index] / total,
          priority: LayoutPriority(rawValue: 999 - Float(index)), named: "UISV-fill-proportionally")
      }
    case .equalSpacing:
      if let first = gaps.first {
        for guide in gaps.dropFirst() { add(guide, main.size, .equal, first, main.size, named: "UISV-fill-equally") }
      }
      add(canvas, main.size, .equal, nil, priority: 49, named: "UISV-canvas-fit")
    case .equalCentering:
      if let first = gaps.first {
        for guide in gaps.dropFirst() {
          add(guide, main.size, .equal, first, main.size, priority: 149, named: "UISV-fill-equally")
        }
      }
      add(canvas, main.size, .equal, nil, priority: 49, named: "UISV-canvas-fit")
    }
  }

  /// The cross axis: every arranged view (hidden ones too) placed by the alignment.
  mutating func buildCrossAxis() {
    let views = stack.arrangedSubviews
    guard let first = views.first else { return }
    var alignment = stack.alignment
    if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
    for view in views {
      switch alignment {
      case .fill:
        add(view, cross.start, .equal, canvas, cross.start, named: "UISV-alignment")
        add(view, cross.end, .equal, canvas, cross.end, named: "UISV-alignment")
      case .leading:
        add(view, cross.start, .equal, canvas, cross.start, named: "UISV-alignment")
        add(view, cross.end, .lessThanOrEqual, canvas, cross.end, named: "UISV-spanning-boundary")
      case .trailing:
        add(view, cross.end, .equal, canvas, cross.end, named: "UISV-alignment")
        add(view, cross.start, .greaterThanOrEqual, canvas, cross.start, named: "UISV-spanning-boundary")
      case .center:
        add(view, cross.center, .equal, canvas, cross.center, named: "UISV-alignment")
        add(view, cross.start, .greaterThanOrEqual, canvas, cross.start, named: "UISV-spanning-boundary")
        add(view, cross.end, .lessThanOrEqual, canvas, cross.end, named: "UISV-spanning-boundary")
      case .firstBaseline, .lastBaseline:
        let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if view !== first { add(view, baseline, .equal, first, baseline, named: "UISV-alignment") }
        add(view, cross.start, .greaterThanOrEqual, canvas, cross.start, named: "UISV-spanning-boundary")
        add(view, cross.end, .lessThanOrEqual, canvas, cross.end, named: "UISV-spanning-boundary")
        add(view, cross.start, .equal, canvas, cross.start, priority: 25, named: "UISV-baseline-top")
      }
      if alignment != .fill {
        add(view, cross.size, .equal, nil, priority: 25, named: "UISV-ambiguity-suppression")
      }
    }
    switch alignment {
    case .fill: break
    case .firstBaseline, .lastBaseline: add(canvas, cross.size, .equal, nil, priority: 49, named: "UISV-canvas-fit")
    default: add(canvas, cross.size, .equal, nil, priority: 51, named: "UISV-spanning-fit")
    }
  }
}
