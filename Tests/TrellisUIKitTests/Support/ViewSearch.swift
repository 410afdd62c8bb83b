import TrellisUIKit

extension UIView {
  /// The subviews of a type, in order: the fixtures keep their views private, so tests find them in the tree.
  func subviews<T: UIView>(of type: T.Type) -> [T] {
    subviews.compactMap { $0 as? T }
  }
}
