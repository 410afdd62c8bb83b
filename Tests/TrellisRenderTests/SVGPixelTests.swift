import Foundation
import Testing
import Trellis

@testable import TrellisRender

/// The SVG as a person sees it: rendered by `rsvg-convert` at one pixel per point, then checked pixel by pixel.
/// Skipped when `rsvg-convert` is not installed (`apt-get install librsvg2-bin`).
@Suite(.enabled(if: SVGRasterizer.isAvailable, "rsvg-convert (librsvg2-bin) is not installed"))
struct SVGPixelTests {
  static let lightTint = PNGImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255)
  static let darkTint = PNGImage.Pixel(red: 10, green: 132, blue: 255, alpha: 255)

  private func render(_ appearance: Appearance, debug: Bool = false) throws -> (LayoutSnapshot, PNGImage) {
    let (window, _) = Screens.profile(appearance: appearance)
    let snapshot = LayoutSnapshot(of: window)
    let options = SVGRenderer.Options(showsDebugOverlay: debug)
    return (snapshot, try SVGRasterizer.render(SVGRenderer(options: options).render(snapshot)))
  }

  private func frame(_ identifier: String, in snapshot: LayoutSnapshot) throws -> CGRect {
    try #require(snapshot.node(withIdentifier: identifier)).frame
  }

  @Test(arguments: [Appearance.light, .dark])
  func imageIsTheScreenSize(appearance: Appearance) throws {
    let (_, image) = try render(appearance)
    #expect(image.width == 393 && image.height == 852)
  }

  @Test(arguments: [(Appearance.light, lightTint), (.dark, darkTint)])
  func filledButtonIsTheTintColour(appearance: Appearance, tint: PNGImage.Pixel) throws {
    let (snapshot, image) = try render(appearance)
    let button = try frame("save.button", in: snapshot)
    // Beside the title, clear of the rounded corners.
    let pixel = image.pixel(x: Int(button.minX) + 5, y: Int(button.midY))
    #expect(pixel.isClose(to: tint), "\(pixel)")
  }

  @Test func lightBackgroundIsWhiteAndDarkIsBlack() throws {
    let (_, light) = try render(.light)
    let (_, dark) = try render(.dark)
    #expect(light.pixel(x: 300, y: 600).isClose(to: .init(red: 255, green: 255, blue: 255, alpha: 255)))
    #expect(dark.pixel(x: 300, y: 600).isClose(to: .init(red: 0, green: 0, blue: 0, alpha: 255)))
  }

  @Test func textFieldBorderIsWhereItsFrameSays() throws {
    let (snapshot, image) = try render(.light)
    let field = try frame("name.field", in: snapshot)
    let border = image.pixel(x: Int(field.minX), y: Int(field.midY))
    #expect(border.isClose(to: .init(red: 198, green: 198, blue: 200, alpha: 255)), "\(border)")
    let outside = image.pixel(x: Int(field.minX) - 2, y: Int(field.midY))
    #expect(outside.isClose(to: .init(red: 255, green: 255, blue: 255, alpha: 255)), "\(outside)")
    let right = image.pixel(x: Int(field.maxX) - 1, y: Int(field.midY))
    #expect(right.isClose(to: border), "\(right)")
  }

  @Test func switchThatIsOnIsGreen() throws {
    let (snapshot, image) = try render(.light)
    let toggle = try frame("notify.switch", in: snapshot)
    let track = image.pixel(x: Int(toggle.minX) + 8, y: Int(toggle.midY))
    #expect(track.isClose(to: .init(red: 52, green: 199, blue: 89, alpha: 255)), "\(track)")
    let thumb = image.pixel(x: Int(toggle.maxX) - 15, y: Int(toggle.midY))
    #expect(thumb.isClose(to: .init(red: 255, green: 255, blue: 255, alpha: 255), tolerance: 4), "\(thumb)")
  }

  @Test func labelTextIsDrawnInsideItsFrame() throws {
    let (snapshot, image) = try render(.light)
    let label = try frame("trainerLog.label", in: snapshot)
    var inked = 0
    for y in Int(label.minY.rounded(.up))..<Int(label.maxY) {
      for x in Int(label.minX)..<Int(label.maxX) where image.pixel(x: x, y: y).luminance < 128 { inked += 1 }
    }
    #expect(inked > 100, "\(inked) dark pixels in the label's frame")
  }

  @Test func hiddenLabelLeavesNoInk() throws {
    let (snapshot, image) = try render(.light)
    let hidden = try frame("hidden.label", in: snapshot)
    for y in Int(hidden.minY) + 1..<Int(hidden.maxY) - 1 {
      for x in Int(hidden.minX)..<Int(hidden.maxX) {
        let pixel = image.pixel(x: x, y: y)
        #expect(pixel.luminance > 250, "(\(x), \(y)) is \(pixel)")
        if pixel.luminance <= 250 { return }
      }
    }
  }

  @Test func switchThatIsOffHasAGreyTrackAndTheThumbOnTheLeft() throws {
    var snapshot = HandBuilt.smallScreen
    snapshot.root.children.removeAll { $0.kind != "Switch" }
    let image = try SVGRasterizer.render(SVGRenderer().render(snapshot))
    // The system fill, rgba(120, 120, 128, 0.2), over white.
    let track = image.pixel(x: 16 + 43, y: 225)
    #expect(track.isClose(to: .init(red: 228, green: 228, blue: 230, alpha: 255)), "\(track)")
    let thumb = image.pixel(x: 16 + 15, y: 225)
    #expect(thumb.isClose(to: .init(red: 255, green: 255, blue: 255, alpha: 255), tolerance: 4), "\(thumb)")
  }

  @Test func darkSheetIsElevatedGreyOverTheDimmedScreen() throws {
    let snapshot = LayoutSnapshot(of: Screens.presentedForm())
    let sheet = try frame("form", in: snapshot)
    let image = try SVGRasterizer.render(SVGRenderer(options: .init(theme: .dark)).render(snapshot))
    // The elevated system background, (28, 28, 30), as iOS draws a sheet in dark appearance.
    let inside = image.pixel(x: 300, y: Int(sheet.midY))
    #expect(inside.isClose(to: .init(red: 28, green: 28, blue: 30, alpha: 255)), "\(inside)")
    let field = try frame("form.name", in: snapshot)
    let border = image.pixel(x: Int(field.minX), y: Int(field.midY))
    #expect(border.isClose(to: .init(red: 56, green: 56, blue: 58, alpha: 255)), "\(border)")
  }

  @Test func presentedSheetCoversADimmedScaledScreen() throws {
    let window = Screens.presentedForm()
    let snapshot = LayoutSnapshot(of: window)
    let sheet = try frame("form", in: snapshot)
    let image = try SVGRasterizer.render(SVGRenderer().render(snapshot))
    // Above the shrunken presenting screen: the black window.
    #expect(image.pixel(x: 196, y: Int(sheet.minY) - 15).isClose(to: .init(red: 0, green: 0, blue: 0, alpha: 255)))
    // The presenting screen's white background under 40 % black, between its top and the sheet.
    let dimmed = image.pixel(x: 196, y: Int(sheet.minY) - 4)
    #expect(dimmed.isClose(to: .init(red: 153, green: 153, blue: 153, alpha: 255)), "\(dimmed)")
    // The sheet itself is not dimmed.
    let inside = image.pixel(x: 300, y: Int(sheet.midY))
    #expect(inside.isClose(to: .init(red: 255, green: 255, blue: 255, alpha: 255)), "\(inside)")
  }

  @Test func debugOverlayOutlinesFramesAndAddsALegend() throws {
    let (snapshot, image) = try render(.light, debug: true)
    #expect(image.height == 852 + 160)
    let field = try frame("name.field", in: snapshot)
    // The orange control outline sits on top of the text field's border.
    let outline = image.pixel(x: Int(field.minX) + 30, y: Int(field.minY))
    #expect(outline.red > 200 && outline.blue < 150, "\(outline)")
  }
}

@Suite struct PNGImageTests {
  @Test func rejectsDataThatIsNotPNG() {
    #expect(throws: PNGImage.Failure.notPNG) { try PNGImage(data: Data("not a png".utf8)) }
  }

  @Test func inflatesStoredBlocks() throws {
    // A zlib stream with one stored block holding "abc".
    let stream: [UInt8] = [0x78, 0x01, 0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63]
    #expect(try Inflate.decompressZlib(stream) == Array("abc".utf8))
  }

  @Test func inflatesFixedHuffmanBlocks() throws {
    // zlib.compress(b"aaaaaaaaaa") from Python: a fixed-Huffman block with a back-reference.
    let stream: [UInt8] = [0x78, 0x9C, 0x4B, 0x4C, 0x84, 0x01, 0x00, 0x14, 0xE1, 0x03, 0xCB]
    #expect(try Inflate.decompressZlib(stream) == Array("aaaaaaaaaa".utf8))
  }
}
