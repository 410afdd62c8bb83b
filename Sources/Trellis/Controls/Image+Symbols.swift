import Foundation

extension Image {
  /// The point size a symbol image is drawn at by default: the 17-point body text size, as in UIKit.
  public static let defaultSymbolPointSize: CGFloat = 17

  /// A symbol image (an SF Symbol's name), as `UIImage(systemName:)`.
  ///
  /// Trellis has no symbol outlines, so it cannot measure a symbol: the image is a square of
  /// ``defaultSymbolPointSize`` points, close to what most symbols measure at the default configuration (an
  /// assumption; give image views explicit sizes, as most layouts do, where it matters).
  ///
  /// - Parameter systemName: The symbol's name, for example `person.crop.circle`; `nil` for an empty name.
  public init?(systemName: String) {
    guard !systemName.isEmpty else { return nil }
    self.init(
      name: systemName, size: CGSize(width: Self.defaultSymbolPointSize, height: Self.defaultSymbolPointSize))
  }
}
