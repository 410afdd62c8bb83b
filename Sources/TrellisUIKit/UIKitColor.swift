/// A colour: UIKit's name for ``/Trellis/Color``, with the same named and semantic colours (`.systemBackground`,
/// `.label`, `.systemBlue`…).
public typealias UIColor = Color

/// A Core Graphics colour. Trellis has one colour type, so `CGColor` is ``/Trellis/Color`` too, and
/// `UIColor.cgColor` returns the colour itself.
public typealias CGColor = Color

extension Color {
  /// The colour itself, for code written against UIKit that hands a `CGColor` to a layer.
  public var cgColor: CGColor { self }
}
