/// A view's four content-size constraints — horizontal hugging, horizontal compression resistance, vertical
/// hugging, vertical compression resistance — stored in the view itself.
///
/// An array literal of four `nil`s is a constant the compiler places in static memory, so the first content-size
/// constraint a view made copied it into a new allocation, inside the first layout pass (1% of the Trainer form's).
struct ContentSizeConstraints: Sequence {
  private var hugging: (LayoutConstraint?, LayoutConstraint?) = (nil, nil)
  private var compression: (LayoutConstraint?, LayoutConstraint?) = (nil, nil)

  /// The constraint in a slot: 0 and 1 hugging and compression resistance of the width, 2 and 3 of the height.
  subscript(slot: Int) -> LayoutConstraint? {
    get {
      switch slot {
      case 0: hugging.0
      case 1: compression.0
      case 2: hugging.1
      default: compression.1
      }
    }
    set {
      switch slot {
      case 0: hugging.0 = newValue
      case 1: compression.0 = newValue
      case 2: hugging.1 = newValue
      default: compression.1 = newValue
      }
    }
  }

  /// The other constraint of `constraint`'s axis (compression resistance for hugging and the reverse), when
  /// `constraint` is one of the four.
  func partner(of constraint: LayoutConstraint) -> LayoutConstraint? {
    if constraint === hugging.0 { return compression.0 }
    if constraint === compression.0 { return hugging.0 }
    if constraint === hugging.1 { return compression.1 }
    if constraint === compression.1 { return hugging.1 }
    return nil
  }

  /// The four slots in order (for reports and tests, not the layout pass).
  func makeIterator() -> IndexingIterator<[LayoutConstraint?]> {
    [hugging.0, compression.0, hugging.1, compression.1].makeIterator()
  }
}
