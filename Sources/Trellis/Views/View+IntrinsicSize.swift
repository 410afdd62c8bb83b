import Foundation

extension View {
  /// The value of a dimension of ``intrinsicContentSize`` that the view does not have (−1, as in UIKit).
  public static let noIntrinsicMetric: CGFloat = -1

  /// The priority with which the view resists growing beyond its intrinsic size on an axis (250 by default).
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The content hugging priority.
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
  }

  /// Sets the priority with which the view resists growing beyond its intrinsic size on an axis.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    if axis == .horizontal { huggingPriorities.0 = priority } else { huggingPriorities.1 = priority }
    invalidateIntrinsicContentSize()
  }

  /// The priority with which the view resists shrinking below its intrinsic size on an axis (750 by default).
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The compression resistance priority.
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
  }

  /// Sets the priority with which the view resists shrinking below its intrinsic size on an axis.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    if axis == .horizontal { compressionPriorities.0 = priority } else { compressionPriorities.1 = priority }
    invalidateIntrinsicContentSize()
  }

  /// Tells the engine to read ``intrinsicContentSize`` again at the next layout pass (only this view's
  /// content-size rows change, in place).
  public func invalidateIntrinsicContentSize() {
    superview?.subviewIntrinsicSizeDidChange(self)
    if let engine = registeredEngine {
      engine.invalidateIntrinsicSize(of: self)
    } else {
      rootView.ownedEngine?.setNeedsLayout()
    }
  }

  /// Makes, updates or removes the content-size constraints from the current intrinsic size:
  /// `width <= w @hugging`, `width >= w @compressionResistance`, and the same for the height.
  func updateContentSizeConstraints() {
    let size = intrinsicContentSize
    updateContentSizeConstraint(slot: 0, .width, .lessThanOrEqual, size.width, huggingPriorities.0, .contentHugging)
    updateContentSizeConstraint(
      slot: 1, .width, .greaterThanOrEqual, size.width, compressionPriorities.0, .compressionResistance)
    updateContentSizeConstraint(slot: 2, .height, .lessThanOrEqual, size.height, huggingPriorities.1, .contentHugging)
    updateContentSizeConstraint(
      slot: 3, .height, .greaterThanOrEqual, size.height, compressionPriorities.1, .compressionResistance)
    if baselineConstraints.count == 2 {
      let offsets = baselineOffsetsFromCenter()
      baselineConstraints[0].constant = offsets.first
      baselineConstraints[1].constant = offsets.last
    }
  }

  private func updateContentSizeConstraint(
    slot: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ metric: CGFloat,
    _ priority: LayoutPriority, _ kind: LayoutConstraint.Kind
  ) {
    guard metric >= 0, metric.isFinite else {
      contentSizeConstraints[slot]?.deactivateNow()
      contentSizeConstraints[slot] = nil
      return
    }
    if let existing = contentSizeConstraints[slot] {
      existing.constant = metric
      existing.setPriorityUnchecked(priority)
      return
    }
    let constraint = LayoutConstraint(
      first: self, attribute, relation, second: nil, .notAnAttribute, constant: metric, kind: kind,
      location: SourceLocation(fileID: "Trellis/intrinsic content size", line: 0))
    constraint.identifier = kind == .contentHugging ? "content-hugging" : "compression-resistance"
    constraint.priorityStorage = priority
    contentSizeConstraints[slot] = constraint
    // A view with an intrinsic size gets up to four of these: room for them at once.
    if constraints.capacity == constraints.count { constraints.reserveCapacity(constraints.count + 4) }
    constraint.install(on: self)
  }

  /// Makes the two baseline constraints of a view that draws text: `firstBaseline == centerY + c₁` and
  /// `lastBaseline == centerY + c₂`, where the constants come from the text measurement. They are made when a
  /// constraint first uses one of the view's baselines (most labels never need them), and kept from then on.
  func buildBaselineConstraints() {
    guard layoutState.baselines != nil, baselineConstraints.isEmpty else { return }
    let offsets = baselineOffsetsFromCenter()
    let location = SourceLocation(fileID: "Trellis/text baseline", line: 0)
    baselineConstraints = [
      LayoutConstraint(
        first: self, .firstBaseline, .equal, second: self, .centerY, constant: offsets.first, kind: .baseline,
        location: location),
      LayoutConstraint(
        first: self, .lastBaseline, .equal, second: self, .centerY, constant: offsets.last, kind: .baseline,
        location: location),
    ]
    for constraint in baselineConstraints {
      constraint.identifier = "text-baseline"
      constraint.install(on: self)
    }
  }
}
