import Foundation
import Testing

@testable import TrellisText

@Suite("GlyphPath")
struct GlyphPathTests {
  static let outlinesCases = FontFixtures.outlines.filter { $0.source.isAvailable }

  @Test("outlines match fontTools (glyf and CFF)", .enabled(if: !FontFiles.all.isEmpty), arguments: outlinesCases)
  func outlineMatchesFontTools(_ fixture: OutlineFixture) throws {
    let face = try #require(try fixture.source.face())
    let scalar = try #require(fixture.character.unicodeScalars.first)
    let path = try face.outline(of: face.glyph(for: scalar) ?? 0)
    var lines = 0
    var quads = 0
    var cubics = 0
    for element in path.elements {
      switch element {
      case .lineTo: lines += 1
      case .quadTo: quads += 1
      case .cubicTo: cubics += 1
      default: break
      }
    }
    #expect(path.contourCount == fixture.contours)
    #expect(lines == fixture.lines)
    #expect(quads == fixture.quads)
    #expect(cubics == fixture.cubics)
    let bounds = path.controlBounds ?? .zero
    let actual = [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].map(Double.init)
    for (value, expected) in zip(actual, fixture.bounds) {
      #expect(abs(value - expected) < 0.01, "bounds \(actual) vs \(fixture.bounds)")
    }
  }

  @Test("every glyph of the installed fonts can be drawn", .enabled(if: !FontFiles.all.isEmpty))
  func everyGlyphDraws() throws {
    for path in FontFiles.all {
      let face = try FaceCache.shared.face(at: path)
      for glyph in 0..<face.glyphCount {
        let outline = try face.outline(of: GlyphID(glyph))
        #expect(outline.elements.isEmpty || outline.elements.last == .close)
      }
      #expect(throws: FontError.glyphOutOfRange(glyph: face.glyphCount, glyphCount: face.glyphCount)) {
        try face.outline(of: GlyphID(face.glyphCount))
      }
    }
  }

  @Test("SVG path data uses M, L, Q, C and Z")
  func svgPathData() {
    let path = GlyphPath(elements: [
      .moveTo(CGPoint(x: 0, y: 0)), .lineTo(CGPoint(x: 10, y: 0)),
      .quadTo(control: CGPoint(x: 10, y: 10), to: CGPoint(x: 5, y: 10)),
      .cubicTo(control1: CGPoint(x: 2, y: 10), control2: CGPoint(x: 0, y: 5), to: CGPoint(x: 0, y: 2.5)), .close,
    ])
    #expect(path.svgPathData() == "M0 0L10 0Q10 10 5 10C2 10 0 5 0 2.5Z")
    #expect(path.svgPathData(scale: 2) == "M0 0L20 0Q20 20 10 20C4 20 0 10 0 5Z")
    #expect(path.contourCount == 1)
    #expect(path.controlBounds == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test("transformed scales and offsets every point")
  func transformed() {
    let path = GlyphPath(elements: [.moveTo(CGPoint(x: 100, y: 200)), .lineTo(CGPoint(x: 300, y: 0)), .close])
    let placed = path.transformed(scale: 0.01, scaleY: -0.01, offsetX: 5, offsetY: 10)
    #expect(placed.elements == [.moveTo(CGPoint(x: 6, y: 8)), .lineTo(CGPoint(x: 8, y: 10)), .close])
    #expect(GlyphPath().controlBounds == nil)
  }
}
