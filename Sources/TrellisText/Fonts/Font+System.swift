import Foundation

extension FontFace {
  /// The embedded default face (Inter's metrics) for a weight; weights without their own data use the nearest one.
  ///
  /// - Parameter weight: Any weight; see ``Font/Weight/embeddedWeight``.
  /// - Returns: A metrics-only face (``hasOutlines`` is false).
  public static func system(weight: Font.Weight = .regular) -> FontFace {
    switch weight.embeddedWeight {
    case .medium: return FontFace(storage: EmbeddedFontData.mediumFace)
    case .semibold: return FontFace(storage: EmbeddedFontData.semiboldFace)
    case .bold: return FontFace(storage: EmbeddedFontData.boldFace)
    default: return FontFace(storage: EmbeddedFontData.regularFace)
    }
  }
}

extension Font {
  /// The system font at a size and weight, as `UIFont.systemFont(ofSize:weight:)`.
  ///
  /// - Parameters:
  ///   - size: The point size.
  ///   - weight: The weight; defaults to regular.
  /// - Returns: A font measured with the embedded Inter metrics of the nearest embedded weight.
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
    Font(face: .system(weight: weight), size: size, weight: weight)
  }

  /// The bold system font at a size, as `UIFont.boldSystemFont(ofSize:)`.
  ///
  /// - Parameter size: The point size.
  /// - Returns: `systemFont(ofSize: size, weight: .bold)`.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: size, weight: .bold)
  }

  /// The font for a text style at a content size category, as `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
  ///
  /// - Parameters:
  ///   - style: The semantic style, for example `.body`.
  ///   - category: The user's text size; defaults to `.large`, the iOS default.
  /// - Returns: The system font at the style's size and weight for that category.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory = .large
  ) -> Font {
    systemFont(ofSize: style.pointSize(for: category), weight: style.weight)
  }
}
