extension View {
  /// Whether a tap on the view would reach it: it is visible and it and every ancestor have
  /// ``isUserInteractionEnabled``; for a ``Control``, it is enabled too.
  var receivesTaps: Bool {
    if let control = self as? Control, !control.isEnabled { return false }
    var current: View? = self
    while let view = current {
      guard view.isUserInteractionEnabled, !view.isHidden else { return false }
      current = view.superview
    }
    return true
  }
}
