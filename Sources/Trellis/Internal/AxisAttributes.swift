/// The four attributes of one axis: where an item starts and ends, its centre and its size.
struct AxisAttributes {
  let start: LayoutAttribute
  let end: LayoutAttribute
  let center: LayoutAttribute
  let size: LayoutAttribute

  init(_ axis: LayoutConstraint.Axis) {
    switch axis {
    case .horizontal:
      (start, end, center, size) = (.leading, .trailing, .centerX, .width)
    case .vertical:
      (start, end, center, size) = (.top, .bottom, .centerY, .height)
    }
  }
}

extension LayoutConstraint.Axis {
  /// The other axis.
  var crossing: LayoutConstraint.Axis { self == .horizontal ? .vertical : .horizontal }
}
