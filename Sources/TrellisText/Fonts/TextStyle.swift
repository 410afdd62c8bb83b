import Foundation

extension Font {
  /// A semantic text style, as `UIFont.TextStyle`, with Apple's iOS sizes for every content size category.
  ///
  /// The sizes come from the Dynamic Type table of Apple's Human Interface Guidelines (iOS, "Dynamic Type sizes");
  /// the defaults at `.large` match `preferredFont(forTextStyle:)` measured on iOS (see Docs/Text.md).
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// Extra large title (iOS 17): 36 pt bold at the default size.
    case extraLargeTitle
    /// Extra large title 2 (iOS 17): 28 pt bold at the default size.
    case extraLargeTitle2
    /// Large title: 34 pt regular at the default size.
    case largeTitle
    /// Title 1: 28 pt regular at the default size.
    case title1
    /// Title 2: 22 pt regular at the default size.
    case title2
    /// Title 3: 20 pt regular at the default size.
    case title3
    /// Headline: 17 pt semibold at the default size.
    case headline
    /// Body: 17 pt regular at the default size.
    case body
    /// Callout: 16 pt regular at the default size.
    case callout
    /// Subheadline: 15 pt regular at the default size.
    case subheadline
    /// Footnote: 13 pt regular at the default size.
    case footnote
    /// Caption 1: 12 pt regular at the default size.
    case caption1
    /// Caption 2: 11 pt regular at the default size.
    case caption2

    /// The weight of the style.
    public var weight: Weight {
      switch self {
      case .extraLargeTitle, .extraLargeTitle2: return .bold
      case .headline: return .semibold
      default: return .regular
      }
    }

    /// The point size of the style at a content size category.
    ///
    /// Apple publishes no per-category sizes for the two extra large titles; they scale here by the same ratio as
    /// `largeTitle`, rounded to whole points.
    ///
    /// - Parameter category: The user's text size; `.large` gives the default size.
    /// - Returns: The size in points.
    public func pointSize(for category: ContentSizeCategory = .large) -> CGFloat {
      let column = category.rawValue
      switch self {
      case .extraLargeTitle, .extraLargeTitle2:
        let base: CGFloat = self == .extraLargeTitle ? 36 : 28
        let ratio = CGFloat(Self.sizes[0][column]) / CGFloat(Self.sizes[0][ContentSizeCategory.large.rawValue])
        return (base * ratio).rounded()
      default:
        return CGFloat(Self.sizes[row][column])
      }
    }

    private var row: Int {
      switch self {
      case .extraLargeTitle, .extraLargeTitle2, .largeTitle: return 0
      case .title1: return 1
      case .title2: return 2
      case .title3: return 3
      case .headline: return 4
      case .body: return 5
      case .callout: return 6
      case .subheadline: return 7
      case .footnote: return 8
      case .caption1: return 9
      case .caption2: return 10
      }
    }

    /// Apple's iOS Dynamic Type sizes: one row per style (largeTitle … caption2), one column per category
    /// (xSmall … AX5).
    private static let sizes: [[Int]] = [
      [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title1
      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
      [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
      [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
      [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
      [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption1
      [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]
  }
}
