import Foundation

/// A face at a point size: what a label is measured with.
///
/// `Font` mirrors the parts of `UIFont` that layout needs. The system fonts use the embedded metrics of Inter (an
/// open-licence family close to SF Pro), so measurement works without any font installed; any TrueType/OpenType file
/// can be loaded with ``init(contentsOf:size:)``.
///
/// ```swift
/// let body = Font.preferredFont(forTextStyle: .body)          // Inter Regular 17
/// let title = Font.systemFont(ofSize: 22, weight: .semibold)
/// let dejaVu = try Font(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), size: 15)
/// ```
public struct Font: Hashable, Sendable {
  /// The typeface.
  public let face: FontFace
  /// The size in points (the em size).
  public let pointSize: CGFloat
  /// The weight requested when the font was created with ``systemFont(ofSize:weight:)``, or `nil` for faces
  /// loaded from files.
  public let weight: Weight?

  /// Creates a font from a face and a size.
  ///
  /// - Parameters:
  ///   - face: A face loaded from a file, or an embedded one from ``systemFont(ofSize:weight:)``.
  ///   - size: The point size; negative values are treated as 0.
  public init(face: FontFace, size: CGFloat) {
    self.init(face: face, size: size, weight: nil)
  }

  init(face: FontFace, size: CGFloat, weight: Weight?) {
    self.face = face
    self.pointSize = max(0, size.isFinite ? size : 0)
    self.weight = weight
  }

  /// Loads a font file and sizes it.
  ///
  /// - Parameters:
  ///   - url: A `.ttf`, `.otf` or `.ttc` file.
  ///   - size: The point size.
  /// - Throws: `FontError` when the file cannot be read or is damaged.
  public init(contentsOf url: URL, size: CGFloat) throws(FontError) {
    self.init(face: try FontFace(contentsOf: url), size: size)
  }

  /// A copy of this font at another size.
  ///
  /// - Parameter size: The new point size.
  /// - Returns: The same face and weight at `size`.
  public func withSize(_ size: CGFloat) -> Font {
    Font(face: face, size: size, weight: weight)
  }

  /// The factor from font units to points.
  @inline(__always)
  var scale: CGFloat { pointSize / CGFloat(face.storage.unitsPerEm) }

  /// The family name, for example `"Inter"`.
  public var familyName: String { face.familyName }
  /// The distance from the baseline to the top of the line, in points (positive).
  public var ascender: CGFloat { CGFloat(face.ascender) * scale }
  /// The distance from the baseline to the bottom of the glyphs' extent, in points (negative, as in UIKit).
  public var descender: CGFloat { CGFloat(face.descender) * scale }
  /// The extra space between lines (the `hhea` line gap), in points.
  public var leading: CGFloat { CGFloat(face.lineGap) * scale }
  /// The height of a line: `ascender - descender + leading`, in points.
  ///
  /// This is the `hhea` line height that CoreText uses for fonts other than SF; it is not rounded to pixels here
  /// (``TextMeasurer`` rounds sizes it returns).
  public var lineHeight: CGFloat { ascender - descender + leading }
  /// The height of capital letters above the baseline, in points.
  public var capHeight: CGFloat { CGFloat(face.capHeight) * scale }
  /// The height of lowercase letters such as "x" above the baseline, in points.
  public var xHeight: CGFloat { CGFloat(face.xHeight) * scale }
}
