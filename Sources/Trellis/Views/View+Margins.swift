import Foundation

extension View {
  /// A guide inset from the view's edges by ``directionalLayoutMargins`` (8 points on every side by default),
  /// made when first asked for, as `layoutMarginsGuide`.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = marginsGuide { return guide }
    let margins = directionalMarginsStorage
    let (guide, constraints) = makeInsetGuide(
      role: .layoutMargins, mechanism: "layout margins", prefix: "margin",
      edges: [
        (.top, margins.top), (.leading, margins.leading), (.bottom, -margins.bottom), (.trailing, -margins.trailing),
      ])
    marginsGuide = guide
    marginConstraints = constraints
    updateMarginConstants()
    return guide
  }

  /// The margins, following the layout direction (8 points on every side by default). Changing them changes
  /// the margin guide's constants in place at the next pass.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { directionalMarginsStorage }
    set {
      directionalMarginsStorage = newValue
      updateMarginConstants()
    }
  }

  /// Gives the margin guide's constraints the margins, plus the safe-area insets when
  /// ``insetsLayoutMarginsFromSafeArea`` is true.
  func updateMarginConstants() {
    guard marginConstraints.count == 4 else { return }
    let margins = directionalMarginsStorage
    var safe = DirectionalEdgeInsets.zero
    if insetsLayoutMarginsFromSafeArea {
      let insets = safeAreaInsetsStorage
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      safe = DirectionalEdgeInsets(
        top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
        trailing: rightToLeft ? insets.left : insets.right)
    }
    marginConstraints[0].constant = margins.top + safe.top
    marginConstraints[1].constant = margins.leading + safe.leading
    marginConstraints[2].constant = -(margins.bottom + safe.bottom)
    marginConstraints[3].constant = -(margins.trailing + safe.trailing)
  }

  /// The margins with absolute left and right, as `layoutMargins`: in a right-to-left layout left is the
  /// trailing margin.
  public var layoutMargins: EdgeInsets {
    get {
      let m = directionalMarginsStorage
      return effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? EdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
        : EdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
    }
    set {
      directionalLayoutMargins =
        effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? DirectionalEdgeInsets(
          top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
        : DirectionalEdgeInsets(
          top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
    }
  }
}
