import Foundation
import Testing

@testable import Trellis

@Suite struct SystemColorTests {
  /// Named colours against their published 8-bit components (REFERENCE §3 and UIKit's documentation).
  @Test(arguments: [
    (Color.systemRed, 255, 59, 48), (.systemGreen, 52, 199, 89), (.systemOrange, 255, 149, 0),
    (.systemYellow, 255, 204, 0), (.systemTeal, 90, 200, 250), (.systemIndigo, 88, 86, 214),
    (.systemPurple, 175, 82, 222), (.systemPink, 255, 45, 85), (.systemGray, 142, 142, 147),
    (.systemGray2, 174, 174, 178), (.systemGray3, 199, 199, 204), (.systemGray4, 209, 209, 214),
    (.systemGray5, 229, 229, 234), (.systemGray6, 242, 242, 247), (.secondarySystemBackground, 242, 242, 247),
    (.opaqueSeparator, 198, 198, 200), (.link, 0, 122, 255), (.tertiarySystemBackground, 255, 255, 255),
  ])
  func opaqueColoursHaveTheirComponents(color: Color, red: Int, green: Int, blue: Int) {
    #expect((color.red * 255).rounded() == CGFloat(red))
    #expect((color.green * 255).rounded() == CGFloat(green))
    #expect((color.blue * 255).rounded() == CGFloat(blue))
    #expect(color.alpha == 1)
  }

  @Test func translucentColoursHaveTheirAlpha() {
    #expect(Color.quaternaryLabel == Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18))
    #expect(Color.systemFill == Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2))
  }

  @Test func classicColoursAreUIKits() {
    #expect(Color.red == Color(red: 1, green: 0, blue: 0))
    #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
    #expect(Color.lightGray == Color(white: 2.0 / 3))
    #expect(Color.darkGray == Color(white: 1.0 / 3))
    #expect(Color.gray == Color(white: 0.5))
    #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2))
  }
}
