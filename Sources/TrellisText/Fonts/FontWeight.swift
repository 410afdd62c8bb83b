extension Font {
  /// The weight of a system font, from ultra-light to black, as `UIFont.Weight`.
  ///
  /// The embedded default family carries four weights; ``embeddedWeight`` maps every weight to the nearest of them.
  public enum Weight: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// Ultra-light (100).
    case ultraLight = 100
    /// Thin (200).
    case thin = 200
    /// Light (300).
    case light = 300
    /// Regular (400), the default.
    case regular = 400
    /// Medium (500).
    case medium = 500
    /// Semibold (600).
    case semibold = 600
    /// Bold (700).
    case bold = 700
    /// Heavy (800).
    case heavy = 800
    /// Black (900).
    case black = 900

    /// Orders weights from lightest to heaviest.
    public static func < (lhs: Weight, rhs: Weight) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    /// The weight whose metrics are embedded and used for this weight: ultra-light, thin and light use regular;
    /// heavy and black use bold.
    public var embeddedWeight: Weight {
      switch self {
      case .ultraLight, .thin, .light, .regular: return .regular
      case .medium: return .medium
      case .semibold: return .semibold
      case .bold, .heavy, .black: return .bold
      }
    }
  }
}
