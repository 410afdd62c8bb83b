import Foundation

extension View {
  /// Converts a point from this view's coordinates to another view's.
  ///
  /// - Parameters:
  ///   - point: A point in this view's bounds coordinates.
  ///   - view: The target view, or `nil` for the coordinates of the tree's root space (window coordinates when
  ///     the root is a ``Window``).
  /// - Returns: The same point in `view`'s coordinates. Views in different trees are compared as if their roots'
  ///   spaces were the same.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let inRoot = pointInRootSpace(point)
    guard let view else { return inRoot }
    return view.pointFromRootSpace(inRoot)
  }

  /// Converts a point from another view's coordinates to this view's.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s coordinates.
  ///   - view: The source view, or `nil` for root space.
  /// - Returns: The same point in this view's coordinates.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inRoot = view?.pointInRootSpace(point) ?? point
    return pointFromRootSpace(inRoot)
  }

  /// Converts a rectangle from this view's coordinates to another view's.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this view's coordinates.
  ///   - view: The target view, or `nil` for root space.
  /// - Returns: The rectangle in `view`'s coordinates (views are never rotated, so it keeps its size).
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from another view's coordinates to this view's.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s coordinates.
  ///   - view: The source view, or `nil` for root space.
  /// - Returns: The rectangle in this view's coordinates.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The view's frame in the root's space (window coordinates when the root is a window at the origin).
  public var frameInRootSpace: CGRect {
    CGRect(origin: pointInRootSpace(boundsOrigin), size: frameStorage.size)
  }

  func pointInRootSpace(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: View? = self
    while let current = view {
      result.x += current.frameStorage.minX - current.boundsOrigin.x
      result.y += current.frameStorage.minY - current.boundsOrigin.y
      view = current.superview
    }
    return result
  }

  func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
    let origin = pointInRootSpace(.zero)
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }
}
