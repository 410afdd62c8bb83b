import Foundation
import Testing

@testable import TrellisText

@Suite("Font.TextStyle")
struct TextStyleTests {
  /// The default (Large) sizes and weights of `preferredFont(forTextStyle:)` on iOS (REFERENCE.md §3).
  static let defaultsCases: [(Font.TextStyle, CGFloat, Font.Weight)] = [
    (.extraLargeTitle, 36, .bold), (.extraLargeTitle2, 28, .bold), (.largeTitle, 34, .regular),
    (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular), (.headline, 17, .semibold),
    (.body, 17, .regular), (.callout, 16, .regular), (.subheadline, 15, .regular), (.footnote, 13, .regular),
    (.caption1, 12, .regular), (.caption2, 11, .regular),
  ]

  @Test("default sizes and weights", arguments: defaultsCases)
  func defaults(_ style: Font.TextStyle, _ size: CGFloat, _ weight: Font.Weight) {
    let font = Font.preferredFont(forTextStyle: style)
    #expect(font.pointSize == size)
    #expect(font.weight == weight)
    #expect(style.weight == weight)
  }

  /// Body sizes per category from Apple's Human Interface Guidelines (xSmall … AX5).
  static let bodySizesCases: [(ContentSizeCategory, CGFloat)] = [
    (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
    (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33),
    (.accessibilityExtraLarge, 40), (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
  ]

  @Test("body follows Dynamic Type", arguments: bodySizesCases)
  func bodyDynamicType(_ category: ContentSizeCategory, _ size: CGFloat) {
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: category).pointSize == size)
  }

  @Test("a few other published sizes")
  func otherSizes() {
    #expect(Font.TextStyle.largeTitle.pointSize(for: .extraSmall) == 31)
    #expect(Font.TextStyle.largeTitle.pointSize(for: .accessibilityExtraExtraExtraLarge) == 60)
    #expect(Font.TextStyle.caption2.pointSize(for: .medium) == 11)
    #expect(Font.TextStyle.footnote.pointSize(for: .accessibilityMedium) == 23)
    #expect(Font.TextStyle.headline.pointSize(for: .extraExtraExtraLarge) == 23)
    #expect(Font.TextStyle.extraLargeTitle.pointSize(for: .large) == 36)
  }

  @Test("sizes never shrink as the category grows", arguments: Font.TextStyle.allCases)
  func monotonic(_ style: Font.TextStyle) {
    let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }
}
