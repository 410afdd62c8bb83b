import Foundation
import Testing
import TrainerScreens
import Trellis

@testable import TrellisRender

/// The text, JSON and SVG of every screen in TrainerScreens' catalog (in every state), on an iPhone 15 in portrait,
/// against golden files named as `trellis render --all` names its files: `SCREEN[.STATE].txt`, `.json`,
/// `.light.svg`, `.dark.svg`. A screen added to the catalog fails here until its goldens are generated
/// (`TRELLIS_UPDATE_GOLDENS=1`). The frames themselves are checked against hand arithmetic in TrainerScreensTests.
@Suite struct TrainerScreenGoldenTests {
  /// Every screen and state, as `SCREEN` or `SCREEN.STATE`.
  static let names: [String] = Screen.all.flatMap { screen in
    screen.states.isEmpty ? [screen.name] : screen.states.map { "\(screen.name).\($0.name)" }
  }

  private func window(_ name: String, appearance: UserInterfaceStyle = .light) throws -> Window {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    let screen = try #require(Screen.named(parts[0]))
    let window = try screen.makeWindow(device: .iPhone15, orientation: .portrait, state: parts.dropFirst().first)
    window.overrideUserInterfaceStyle = appearance
    return window
  }

  @Test(arguments: names)
  func textJSONAndPicturesMatchGoldens(name: String) throws {
    let light = LayoutSnapshot(of: try window(name))
    try Golden.check(TextRenderer().render(light), named: "\(name).txt")
    try Golden.check(JSONRenderer().render(light), named: "\(name).json")
    try Golden.check(SVGRenderer().render(light), named: "\(name).light.svg")
    let dark = LayoutSnapshot(of: try window(name, appearance: .dark))
    #expect(dark.appearance == .dark)
    try Golden.check(SVGRenderer().render(dark), named: "\(name).dark.svg")
  }

  @Test func theFormsDebugOverlayMatchesItsGolden() throws {
    let snapshot = LayoutSnapshot(of: try window("trainer-form"))
    try Golden.check(
      SVGRenderer(options: .init(showsDebugOverlay: true)).render(snapshot), named: "trainer-form.debug.svg")
  }

  @Test func theSavedLogSaysWhatWasSaved() throws {
    let text = TextRenderer().render(LayoutSnapshot(of: try window("trainer-log-saved")))
    #expect(text.contains("text = 'Trainer Ash likes Pikachu'"))
    // The form was dismissed: the window holds only the navigation controller's view.
    #expect(!text.contains("Trainer Form"))
  }

  @Test func theFormIsAPageSheetOverTheLog() throws {
    let snapshot = LayoutSnapshot(of: try window("trainer-form"))
    #expect(snapshot.root.children.count == 2)
    #expect(snapshot.root.children[1].presentation?.style == .pageSheet)
    // The sheet starts 10 points below the top of the safe area: 59 + 10 = 69.
    #expect(snapshot.root.children[1].frame.minY == 69)
  }
}
