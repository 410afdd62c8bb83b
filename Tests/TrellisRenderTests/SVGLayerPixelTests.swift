import Foundation
import Testing
import Trellis

@testable import TrellisRender

/// Layers (corner radius, border, clipping), the snapshot's appearance and the constraint overlay, as
/// `rsvg-convert` draws them at one pixel per point. The screen is `LayersViewController` (Support/Screens.swift):
/// card (40, 79, 200, 120), radius 20, border 4; its blue square at (190, 139), 100 × 100, clipped; `loose` at
/// (40, 239) with an ambiguous width; `broken` at (40, 319), 100 × 30, with a broken `width == 150`.
@Suite(.enabled(if: SVGRasterizer.isAvailable, "rsvg-convert (librsvg2-bin) is not installed"))
struct SVGLayerPixelTests {
  static let white = PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
  static let black = PNGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255)
  static let yellow = PNGImage.Pixel(red: 255, green: 204, blue: 51, alpha: 255)
  static let purple = PNGImage.Pixel(red: 128, green: 0, blue: 128, alpha: 255)
  static let blue = PNGImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255)
  static let red = PNGImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255)
  static let cyan = PNGImage.Pixel(red: 50, green: 173, blue: 230, alpha: 255)

  private func render(
    _ appearance: UserInterfaceStyle = .unspecified, debug: Bool = false
  ) throws -> (LayoutSnapshot, PNGImage) {
    let snapshot = LayoutSnapshot(of: Screens.layers(appearance: appearance))
    let svg = SVGRenderer(options: .init(showsDebugOverlay: debug)).render(snapshot)
    return (snapshot, try SVGRasterizer.render(svg))
  }

  @Test func framesAreAsWorkedOut() throws {
    let snapshot = LayoutSnapshot(of: Screens.layers())
    #expect(snapshot.node(withIdentifier: "card")?.frame == CGRect(x: 40, y: 79, width: 200, height: 120))
    #expect(snapshot.node(withIdentifier: "card.inner")?.frame == CGRect(x: 190, y: 139, width: 100, height: 100))
    let loose = try #require(snapshot.node(withIdentifier: "loose"))
    #expect(loose.frame.minY == 239 && loose.frame.height == 40 && loose.frame.width >= 60)
    #expect(loose.ambiguousAxes == [.horizontal])
    #expect(snapshot.node(withIdentifier: "broken")?.frame == CGRect(x: 40, y: 319, width: 100, height: 30))
  }

  @Test func cornersAreRoundedAndTheBorderIsInsideTheFrame() throws {
    let (_, image) = try render()
    // (42, 81) is 25.5 pt from the corner arc's centre (60, 99): outside the 20 pt radius, so the background shows.
    #expect(image.pixel(x: 42, y: 81).isClose(to: Self.white), "\(image.pixel(x: 42, y: 81))")
    // The 4 pt border covers x 40…44 on the left edge; the fill starts after it.
    #expect(image.pixel(x: 41, y: 139).isClose(to: Self.purple), "\(image.pixel(x: 41, y: 139))")
    #expect(image.pixel(x: 39, y: 139).isClose(to: Self.white))
    #expect(image.pixel(x: 115, y: 109).isClose(to: Self.yellow), "\(image.pixel(x: 115, y: 109))")
  }

  @Test func subviewsAreClippedAndTheBorderIsAboveThem() throws {
    let (_, image) = try render()
    // Inside the card the square shows; outside it (right of x 240, below y 199) it is clipped away.
    #expect(image.pixel(x: 210, y: 160).isClose(to: Self.blue), "\(image.pixel(x: 210, y: 160))")
    #expect(image.pixel(x: 260, y: 160).isClose(to: Self.white), "\(image.pixel(x: 260, y: 160))")
    #expect(image.pixel(x: 210, y: 220).isClose(to: Self.white), "\(image.pixel(x: 210, y: 220))")
    // The border (x 236…240) is drawn over the square, as Core Animation draws a layer's border above sublayers.
    #expect(image.pixel(x: 238, y: 160).isClose(to: Self.purple), "\(image.pixel(x: 238, y: 160))")
  }

  @Test func theSnapshotsDarkAppearanceIsDrawnDark() throws {
    let (snapshot, image) = try render(.dark)
    #expect(snapshot.appearance == .dark)
    #expect(image.pixel(x: 300, y: 600).isClose(to: Self.black), "\(image.pixel(x: 300, y: 600))")
    // Fixed colours stay as they are; the system blue square turns dark blue (#0A84FF).
    #expect(image.pixel(x: 115, y: 109).isClose(to: Self.yellow))
    #expect(image.pixel(x: 210, y: 160).isClose(to: .init(red: 10, green: 132, blue: 255, alpha: 255)))
  }

  @Test func ambiguousViewsAreOutlinedInRed() throws {
    let (_, image) = try render(debug: true)
    // `loose`'s outline: 1.5 pt inside its frame, from y 239.
    #expect(image.pixel(x: 60, y: 239).isClose(to: Self.red), "\(image.pixel(x: 60, y: 239))")
  }

  @Test func constraintsAreLinesBetweenAnchors() throws {
    let (_, image) = try render(debug: true)
    // card.top == safeArea.top + 20: a vertical line from y 59 to 79 in the middle of the horizontal overlap of
    // the card (40…240) and the safe area (0…393), x = 140.5, so column 140 is covered.
    #expect(image.pixel(x: 140, y: 61).isClose(to: Self.cyan), "\(image.pixel(x: 140, y: 61))")
    // Beside it, the screen's background.
    #expect(image.pixel(x: 137, y: 61).isClose(to: Self.white), "\(image.pixel(x: 137, y: 61))")
  }

  @Test func brokenConstraintsAreRedAndDashed() throws {
    let (_, image) = try render(debug: true)
    // broken.width == 150 is broken: a dashed red line across the box at y = 349 − 4 → 345.5, dashes of 3 from
    // x 40: x 41 is in the first dash, x 43.5…45 in the first gap (where width == 100's cyan line shows).
    #expect(image.pixel(x: 41, y: 345).isClose(to: Self.red), "\(image.pixel(x: 41, y: 345))")
    #expect(image.pixel(x: 44, y: 345).isClose(to: Self.cyan), "\(image.pixel(x: 44, y: 345))")
  }

  @Test func theLegendExplainsTheMarks() throws {
    let (_, image) = try render(debug: true)
    // 852 + 16 + 18 × 8 rows.
    #expect(image.height == 1012)
    // Row 6 (ambiguous view): its red swatch box starts at y 852 + 8 + 18 × 5 + 2 = 952; the 1.5 pt stroke
    // covers 951.25…952.75, so pixel row 952 is three quarters red over the legend's light grey.
    let swatch = image.pixel(x: 20, y: 952)
    #expect(swatch.red > 240 && swatch.green < 130 && swatch.blue < 130, "\(swatch)")
  }
}
