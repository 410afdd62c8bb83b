import Foundation
import Testing
import TrainerScreens
import Trellis
import TrellisRender

/// The examples of TrellisRender's DocC catalog (Sources/TrellisRender/TrellisRender.docc), exactly as printed there
/// (Scripts/docs/check_doc_examples.py compares the two), and what the articles say they give.
@Suite("Documentation examples: the TrellisRender catalog")
struct CatalogArticleTests {
  static let catalog = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/TrellisRender/TrellisRender.docc")

  /// A laid-out screen for the landing page's example: the Trainer Log on an iPhone 15.
  static func trainerLogWindow() -> Window {
    let window = Window(device: .iPhone15)
    window.rootViewController = NavigationController(rootViewController: TrainerLogViewController())
    window.makeKeyAndVisible()
    return window
  }

  @Test func landingPageRendersOneSnapshotThreeWays() {
    let window = Self.trainerLogWindow()
    // doc-example: Sources/TrellisRender/TrellisRender.docc/TrellisRender.md
    let snapshot = LayoutSnapshot(of: window)
    let text = TextRenderer().render(snapshot)  // a recursiveDescription-style tree
    let json = JSONRenderer().render(snapshot)  // schema version 1
    let svg = SVGRenderer(options: .init(showsDebugOverlay: true)).render(snapshot)
    // end doc-example
    #expect(text.hasPrefix("<Window id='window'; frame = (0 0; 393 852)>"))
    #expect(json.contains("\"version\": \(JSONRenderer.schemaVersion)") && JSONRenderer.schemaVersion == 1)
    #expect(svg.contains("<svg"))
    // The same snapshot gives the same bytes.
    #expect(TextRenderer().render(snapshot) == text)
    #expect(JSONRenderer().render(snapshot) == json)
    #expect(SVGRenderer(options: .init(showsDebugOverlay: true)).render(snapshot) == svg)
  }

  @Test func renderingArticleLaysOutAndReadsAsText() throws {
    // doc-example: Sources/TrellisRender/TrellisRender.docc/RenderingAScreen.md
    let window = Window(device: .iPhone15)
    window.rootViewController = NavigationController(rootViewController: TrainerLogViewController())
    window.makeKeyAndVisible()
    let snapshot = LayoutSnapshot(of: window)
    // end doc-example
    #expect(snapshot.device == .iPhone15)
    // The article's text dump is exactly what TextRenderer prints for this snapshot.
    let shown = try Self.textBlock(in: "RenderingAScreen.md", after: "## Read it as text")
    #expect(shown.joined(separator: "\n") + "\n" == TextRenderer().render(snapshot))
  }

  @Test func renderingArticleWritesTheDarkDebugPicture() throws {
    let window = Window(device: .iPhone15)
    window.rootViewController = NavigationController(rootViewController: TrainerLogViewController())
    window.makeKeyAndVisible()
    // doc-example: Sources/TrellisRender/TrellisRender.docc/RenderingAScreen.md
    window.overrideUserInterfaceStyle = .dark
    let snapshot = LayoutSnapshot(of: window)
    let options = SVGRenderer.Options(showsDebugOverlay: true)
    let svg = SVGRenderer(options: options).render(snapshot)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("screen.svg")
    try svg.write(to: file, atomically: true, encoding: .utf8)
    // end doc-example
    #expect(snapshot.appearance == .dark)
    #expect(try String(contentsOf: file, encoding: .utf8) == svg)
    try? FileManager.default.removeItem(at: file)
    // The snapshot's appearance picks the theme: the same picture as asking for the dark theme outright, and not the
    // light one.
    #expect(svg == SVGRenderer(options: .init(theme: .dark, showsDebugOverlay: true)).render(snapshot))
    #expect(svg != SVGRenderer(options: .init(theme: .light, showsDebugOverlay: true)).render(snapshot))
  }

  /// The lines of the first plain ``` block after `marker` in one of the catalog's articles.
  static func textBlock(in article: String, after marker: String) throws -> [String] {
    let markdown = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
    let section = try #require(markdown.components(separatedBy: marker).dropFirst().first)
    let block = try #require(
      section.components(separatedBy: "\n```\n").dropFirst().first?.components(separatedBy: "\n```").first)
    return block.components(separatedBy: "\n")
  }
}
