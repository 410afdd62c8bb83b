import Foundation

/// An image for an ``ImageView``: a name (for renderers) and a size in points, as much of `UIImage` as layout
/// needs.
public struct Image: Hashable, Sendable {
  /// The name renderers look the image up by (an asset or an SF Symbol name).
  public var name: String
  /// The size in points.
  public var size: CGSize

  /// Creates an image.
  ///
  /// - Parameters:
  ///   - name: The name renderers look the image up by.
  ///   - size: The size in points.
  public init(name: String, size: CGSize) {
    self.name = name
    self.size = size
  }
}
