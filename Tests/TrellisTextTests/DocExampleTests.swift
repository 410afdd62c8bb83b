import Foundation
import Testing
import TrellisText

/// The examples of README.md, Docs/Text.md and TrellisText's DocC catalog, exactly as printed there (Scripts/docs/check_doc_examples.py compares
/// the marked regions with the documentation), with what they claim checked after them.
@Suite("Documentation examples: text")
struct DocExampleTests {
  @Test func readmeMeasuresOnThePixelGrid() {
    // doc-example: README.md
    let font = Font.preferredFont(forTextStyle: .body)
    let layout = TextMeasurer().layout(
      of: "Trainer Ash likes Pikachu", font: font, maxWidth: 200,
      numberOfLines: 0, lineBreakMode: .byWordWrapping, scale: 3)
    print(layout.size)  // rounded up to the 3× pixel grid
    // end doc-example
    // On a 3× grid every size is a whole number of pixels: 3 × width and 3 × height are integers.
    #expect((layout.size.width * 3).rounded() == layout.size.width * 3)
    #expect((layout.size.height * 3).rounded() == layout.size.height * 3)
    #expect(layout.size.width <= 200)
    #expect(layout.lines.map(\.text).joined(separator: " ") == "Trainer Ash likes Pikachu")
  }

  @Test(.enabled(if: FontFiles.hasDejaVu, "needs DejaVu Sans (fonts-dejavu-core)"))
  func textGuideRunsAsDocumented() throws {
    // doc-example: Docs/Text.md
    let font = Font.preferredFont(forTextStyle: .body)  // Inter Regular, 17 pt
    let layout = TextMeasurer().layout(
      of: "Sign up for a free trial", font: font, maxWidth: 120,
      numberOfLines: 0, lineBreakMode: .byWordWrapping, scale: 3)
    print(layout.size)  // intrinsic size on the 3x pixel grid
    print(layout.lines.map(\.text))  // ["Sign up for a", "free trial"]
    print(layout.firstBaseline, layout.lastBaseline)  // for firstBaselineAnchor and lastBaselineAnchor

    let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    let dejaVu = try Font(contentsOf: URL(fileURLWithPath: path), size: 15)
    print(dejaVu.width(of: "AVATAR"))  // advances + GPOS kerning, in points
    let outline = try dejaVu.face.outline(of: dejaVu.face.glyph(for: "g")!)
    print(outline.svgPathData(scale: 1))  // moveTo/lineTo/quadTo/cubicTo/close as SVG path data
    // end doc-example
    #expect(font.pointSize == 17)
    #expect(layout.lines.map(\.text) == ["Sign up for a", "free trial"])
    // Two lines: the last baseline is one line height below the first.
    #expect(abs(layout.lastBaseline - layout.firstBaseline - layout.lineHeight) < 1e-9)
    // Kerning makes "AVATAR" narrower than the sum of its advances ("AV", "VA", "TA" are kerned pairs).
    let advances = "AVATAR".map { dejaVu.advance(of: $0) }.reduce(0, +)
    #expect(dejaVu.width(of: "AVATAR") < advances)
    #expect(outline.svgPathData(scale: 1).hasPrefix("M"))
  }

  @Test func catalogLandingPageMeasuresALabel() {
    // doc-example: Sources/TrellisText/TrellisText.docc/TrellisText.md
    let layout = TextMeasurer().layout(
      of: "Sign up for a free trial", font: .preferredFont(forTextStyle: .body), maxWidth: 120,
      numberOfLines: 0, lineBreakMode: .byWordWrapping, scale: 3)
    let size = layout.size  // the label's intrinsic size on a 3x screen
    let baseline = layout.firstBaseline  // for firstBaselineAnchor
    // end doc-example
    // The same text as Docs/Text.md's example: two lines, so two line heights rounded up to the 3x pixel grid, and
    // the widest line, also on the grid, within the 120 points.
    #expect(layout.lines.map(\.text) == ["Sign up for a", "free trial"])
    #expect(size.height == (2 * layout.lineHeight * 3).rounded(.up) / 3)
    #expect(size.width == (layout.lines.map(\.width).max()! * 3).rounded(.up) / 3)
    #expect(size.width <= 120)
    // The first baseline is inside the first line.
    #expect(baseline > 0 && baseline < layout.lineHeight)
  }
}
