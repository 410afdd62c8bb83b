import Foundation
import Testing
import Trellis

@testable import TrellisRender

@Suite struct TextRendererTests {
  @Test func handBuiltScreen() {
    let expected = """
      <View id='root'; frame = (0 0; 200 300)>
         | <Label id='greeting'; frame = (16 20.33; 168 20.5); text = 'Hello, <Ash> & \\'Pikachu\\''>
         | <View id='0.1'; frame = (10 50; 100 40); hidden = YES>
         |    | <Label id='0.1.0'; frame = (2 5; 50 20)>
         | <Button id='save'; frame = (50 100; 100 40); title = 'Save'>
         | <TextField id='0.3'; frame = (16 160; 168 34); placeholder = 'Name'>
         | <Switch id='0.4'; frame = (16 210; 51 31); on = NO>

      """
    #expect(TextRenderer().render(HandBuilt.smallScreen) == expected)
  }

  @Test func framesAreInSuperviewCoordinates() {
    var snapshot = HandBuilt.smallScreen
    snapshot.root.frame.origin = CGPoint(x: 100, y: 200)
    let line = TextRenderer().line(for: snapshot.root.children[0], parentFrame: snapshot.root.frame)
    #expect(line.contains("frame = (-84 -179.67; 168 20.5)"))
  }

  @Test func textIsEscapedOntoOneLine() {
    var node = HandBuilt.smallScreen.root.children[0]
    node.content = .text(HandBuilt.text("two\nlines\\"))
    #expect(TextRenderer().line(for: node, parentFrame: nil).hasSuffix("text = 'two\\nlines\\\\'>"))
  }

}

@Suite struct NumberFormatTests {
  @Test(
    arguments: [
      (161.666_666, 2, "161.67"), (20.333_333, 2, "20.33"), (16, 2, "16"), (0.5, 2, "0.5"), (-0.001, 2, "0"),
      (-2.25, 1, "-2.3"), (1e-9, 3, "0"), (97.666_666_7, 3, "97.667"), (0.1 + 0.2, 3, "0.3"), (1234.5, 0, "1235"),
    ] as [(Double, Int, String)])
  func trimmedDecimals(value: Double, decimals: Int, expected: String) {
    #expect(NumberFormat.text(CGFloat(value), decimals: decimals) == expected)
  }

  @Test func nonFiniteValues() {
    #expect(NumberFormat.text(.nan, decimals: 2) == "nan")
    #expect(NumberFormat.text(.infinity, decimals: 2) == "inf")
    #expect(JSONText.number(.nan) == "null")
  }
}
