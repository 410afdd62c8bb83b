import Foundation
import Testing
import Trellis

@testable import TrellisRender

@Suite struct SVGRendererTests {
  @Test func documentIsTheRootSizeAndEscapesText() {
    let svg = SVGRenderer().render(HandBuilt.smallScreen)
    #expect(
      svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"300\" viewBox=\"0 0 200 300\">"))
    #expect(svg.contains(">Hello, &lt;Ash&gt; &amp; &apos;Pikachu&apos;</text>"))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test func labelsCarryFontColourAndBaseline() {
    let svg = SVGRenderer().render(HandBuilt.smallScreen)
    let expected =
      "<text x=\"16\" y=\"36.333\" font-family=\"Inter, -apple-system, system-ui, sans-serif\" font-size=\"17\" "
      + "font-weight=\"400\" fill=\"#000000\" xml:space=\"preserve\">"
    #expect(svg.contains(expected))
  }

  @Test func multiLineLabelsSpaceTheirLinesFromFirstToLastBaseline() {
    var snapshot = HandBuilt.smallScreen
    snapshot.root.children[0].content = .text(
      HandBuilt.text(
        "one two three", alignment: .right, lines: ["one", "two", "three"], firstBaseline: 16, lastBaseline: 56))
    let svg = SVGRenderer().render(snapshot)
    for (line, y) in [("one", "36.333"), ("two", "56.333"), ("three", "76.333")] {
      #expect(svg.contains("x=\"184\" y=\"\(y)\""), "\(line)")
      #expect(svg.contains("text-anchor=\"end\" xml:space=\"preserve\">\(line)</text>"))
    }
  }

  @Test func textFieldTextIsInsetAndPlaceholderUsesThePlaceholderColour() {
    let svg = SVGRenderer().render(HandBuilt.smallScreen)
    #expect(svg.contains("<text x=\"23\" y=\"183\""))
    #expect(svg.contains("fill=\"#3c3c43\" fill-opacity=\"0.3\" xml:space=\"preserve\">Name</text>"))
  }

  @Test func imagesAreNamedPlaceholders() throws {
    var snapshot = HandBuilt.smallScreen
    snapshot.root.children = [
      HandBuilt.node(
        "0.0", kind: "ImageView", identifier: "avatar", frame: CGRect(x: 20, y: 20, width: 60, height: 40),
        content: .image(name: "pikachu"))
    ]
    #expect(
      TextRenderer().render(snapshot).contains("<ImageView id='avatar'; frame = (20 20; 60 40); image = 'pikachu'>"))
    #expect(JSONRenderer().render(snapshot).contains("\"image\": \"pikachu\","))
    let svg = SVGRenderer().render(snapshot)
    #expect(svg.contains("<rect x=\"20\" y=\"20\" width=\"60\" height=\"40\" fill=\"#787880\" fill-opacity=\"0.2\"/>"))
    #expect(svg.contains("text-anchor=\"middle\" xml:space=\"preserve\">pikachu</text>"))
  }

  @Test func hiddenViewsAndTheirChildrenAreSkipped() {
    var snapshot = HandBuilt.smallScreen
    snapshot.root.children[1].children[0].content = .text(HandBuilt.text("Secret"))
    #expect(!SVGRenderer().render(snapshot).contains("Secret"))
  }

  @Test func darkThemeResolvesSystemColours() {
    let svg = SVGRenderer(options: .init(theme: .dark)).render(HandBuilt.smallScreen)
    #expect(svg.contains("fill=\"#0a84ff\""))  // the filled button: dark system blue
    #expect(!svg.contains("fill=\"#007aff\""))
    #expect(svg.contains("fill=\"#ffffff\" xml:space"))  // labels: white; the button title stays white
  }

  @Test func themeResolution() {
    #expect(Theme.dark.resolve(.white, as: .background) == Theme.dark.systemBackground)
    #expect(Theme.dark.resolve(.white, as: .foreground) == .white)
    #expect(Theme.dark.resolve(.label, as: .foreground) == Theme.dark.label)
    #expect(Theme.dark.resolve(.placeholderText, as: .foreground) == Theme.dark.placeholderText)
    let tinted = Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.15)
    #expect(Theme.dark.resolve(tinted, as: .background).alpha == 0.15)
    let custom = Color(red: 0.2, green: 0.4, blue: 0.6)
    #expect(Theme.dark.resolve(custom, as: .background) == custom)
    #expect(Theme.light.resolve(.systemBlue, as: .foreground) == .systemBlue)
  }

  @Test func accentColoursHaveDarkVariants() {
    // systemRed is #FF453A in dark appearance, systemIndigo #5E5CE6; alpha is kept; light leaves them alone.
    #expect(Theme.dark.resolve(.systemRed, as: .background) == Color(red: 1, green: 69.0 / 255, blue: 58.0 / 255))
    let indigo = Theme.dark.resolve(
      Color(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 0.5), as: .foreground)
    #expect(indigo == Color(red: 94.0 / 255, green: 92.0 / 255, blue: 230.0 / 255, alpha: 0.5))
    #expect(Theme.light.resolve(.systemRed, as: .background) == .systemRed)
  }

  @Test func sheetsUseTheElevatedBackground() {
    #expect(Theme.dark.elevated.systemBackground == Theme.dark.elevatedSystemBackground)
    #expect(
      Theme.dark.elevated.resolve(.systemBackground, as: .background)
        == Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255))
    #expect(Theme.light.elevated == Theme.light)
  }

  @Test func debugOverlayOutlinesEveryNodeAndAddsALegend() {
    let snapshot = HandBuilt.smallScreen
    let svg = SVGRenderer(options: .init(showsDebugOverlay: true)).render(snapshot)
    let outlines = svg.components(separatedBy: "<g id=\"debug-overlay\"")[1].components(separatedBy: "</g>")[0]
    #expect(outlines.components(separatedBy: "<rect").count - 1 == snapshot.nodes.count)
    #expect(svg.contains("<g id=\"debug-legend\">"))
    #expect(svg.contains("height=\"460\""))  // 300 + 16 + 18 × (5 outline kinds + 3 marks)
  }

  @Test func realScreenIsDeterministic() throws {
    let (window, _) = Screens.profile()
    let snapshot = LayoutSnapshot(of: window)
    let renderer = SVGRenderer()
    let svg = renderer.render(snapshot)
    #expect(svg == renderer.render(snapshot))
    #expect(svg.contains(">Trainer</text>"))  // the navigation bar's title
    #expect(svg.contains(">9:41</text>"))  // the status bar
    #expect(!svg.contains("Not shown"))
  }

  @Test func presentedSheetIsDrawnOverTheDimmedScreen() {
    let svg = SVGRenderer().render(LayoutSnapshot(of: Screens.presentedForm()))
    #expect(svg.contains("<clipPath id=\"presenting-clip\">"))
    #expect(svg.contains("<clipPath id=\"sheet-clip-1\">"))
  }
}
