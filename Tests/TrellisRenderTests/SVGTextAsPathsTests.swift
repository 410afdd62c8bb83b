import Foundation
import Testing
import Trellis
import TrellisText

@testable import TrellisRender

/// Text drawn as glyph outlines from Inter's font files (Debian's `fonts-inter`), so the picture does not depend on
/// the fonts of whoever views it. Skipped when the files are not installed.
@Suite(.enabled(if: InterFaces.outlines != nil, "Inter's .otf files (fonts-inter) are not installed"))
struct SVGTextAsPathsTests {
  private func render() throws -> (LayoutSnapshot, String) {
    let (window, _) = Screens.profile()
    let snapshot = LayoutSnapshot(of: window)
    var options = SVGRenderer.Options()
    options.glyphOutlines = try #require(InterFaces.outlines)
    return (snapshot, SVGRenderer(options: options).render(snapshot))
  }

  @Test func everyLineIsAPathLabelledWithItsText() throws {
    let (_, svg) = try render()
    #expect(!svg.contains("<text"))
    for line in ["Trainer Ash likes Pikachu", "Name", "Save", "Cancel", "Trainer", "9:41"] {
      #expect(svg.contains("aria-label=\"\(line)\""), "\(line)")
    }
  }

  @Test func theDebugOverlaysLabelsAndLegendArePathsToo() throws {
    var options = SVGRenderer.Options(showsDebugOverlay: true)
    options.glyphOutlines = try #require(InterFaces.outlines)
    let svg = SVGRenderer(options: options).render(LayoutSnapshot(of: Screens.layers()))
    #expect(!svg.contains("<text"))
    // card.top == safeArea.top + 20, and a legend row.
    #expect(svg.contains("aria-label=\"20\""))
    #expect(svg.contains("aria-label=\"broken constraint (red, dashed)\""))
  }

  @Test(.enabled(if: SVGRasterizer.isAvailable, "rsvg-convert (librsvg2-bin) is not installed"))
  func buttonTitleIsCentredAndAsWideAsMeasured() throws {
    let (snapshot, svg) = try render()
    let image = try SVGRasterizer.render(svg)
    let button = try #require(snapshot.node(withIdentifier: "save.button")).frame
    var inked: [Int] = []
    for y in Int(button.minY) + 4..<Int(button.maxY) - 4 {
      for x in Int(button.minX) + 4..<Int(button.maxX) - 4 where image.pixel(x: x, y: y).red > 128 {
        inked.append(x)
      }
    }
    let left = try #require(inked.min())
    let right = try #require(inked.max()) + 1
    #expect(abs(CGFloat(left + right) / 2 - button.midX) <= 1.5, "ink from \(left) to \(right)")
    // Trellis made the button 12 + title + 12 wide; the ink is the title minus its side bearings.
    let measured = button.width - 24
    #expect(CGFloat(right - left) <= measured + 1 && CGFloat(right - left) >= measured - 5, "\(right - left)")
  }
}

/// Inter's regular and semibold faces from Debian's `fonts-inter`, or `nil` when they are not installed.
enum InterFaces {
  static let outlines: [Font.Weight: FontFace]? = {
    let directory = URL(fileURLWithPath: "/usr/share/fonts/opentype/inter")
    var faces: [Font.Weight: FontFace] = [:]
    for (weight, file) in [(Font.Weight.regular, "Inter-Regular.otf"), (.semibold, "Inter-SemiBold.otf")] {
      guard let face = try? FontFace(contentsOf: directory.appendingPathComponent(file)) else { return nil }
      faces[weight] = face
    }
    return faces
  }()
}
