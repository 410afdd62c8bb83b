import Foundation

/// A view that shows an image, as `UIImageView`: its intrinsic size is the image's size (none without an image).
open class ImageView: View {
  /// The image; setting it changes the intrinsic size.
  open var image: Image? {
    didSet { if oldValue != image { invalidateIntrinsicContentSize() } }
  }

  /// How the image fills the view; ``View/ContentMode/scaleToFill`` by default. It does not change layout.
  open var contentMode: ContentMode = .scaleToFill

  /// Creates an image view with no image; it does not receive taps (``View/isUserInteractionEnabled`` is false),
  /// as in UIKit.
  ///
  /// - Parameter frame: The frame; see ``View/init(frame:)``.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates an image view showing an image, sized to it, as `UIImageView(image:)`.
  ///
  /// - Parameter image: The image, or `nil`.
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// The image's size, or no intrinsic metric without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  override func snapshotContent() -> LayoutSnapshot.Content {
    guard let image else { return .view }
    return .image(name: image.name)
  }
}
