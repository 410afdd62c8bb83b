import Foundation
import Testing
import TrainerScreens
import Trellis

@testable import TrellisRender

/// How presented controllers are drawn: an alert (over the full screen) on top of the screen that presented it,
/// which stays visible, also over a page sheet; a full-screen presentation hides what it covers.
@Suite struct PresentationRenderingTests {
  private func alert() -> AlertController {
    let alert = AlertController(title: "Saved", message: "Trainer Ash likes Pikachu", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK", style: .cancel))
    return alert
  }

  @Test func anAlertIsDrawnOverTheScreenThatPresentedIt() throws {
    let window = try Screen.trainerLog.makeWindow(device: .iPhone15, orientation: .portrait)
    let navigation = try #require(window.rootViewController as? NavigationController)
    try #require(navigation.topViewController).present(alert(), animated: false)
    window.layoutIfNeeded()
    let snapshot = LayoutSnapshot(of: window)
    #expect(snapshot.root.children.last?.presentation?.style == .overFullScreen)
    let svg = SVGRenderer().render(snapshot)
    // No page-sheet chrome; the log is drawn, then the alert with its dimming (black at 20 %) and its texts.
    #expect(!svg.contains("presenting screen, scaled down and dimmed"))
    let log = try #require(svg.range(of: "data-accessibility-identifier=\"trainerLog.label\""))
    let dimming = try #require(svg.range(of: "fill=\"#000000\" fill-opacity=\"0.2\""))
    let title = try #require(svg.range(of: ">Saved</text>"))
    #expect(log.lowerBound < dimming.lowerBound && dimming.lowerBound < title.lowerBound)
    #expect(svg.contains(">OK</text>"))
    let json = JSONRenderer().render(snapshot)
    #expect(json.contains("\"presentation\": \"overFullScreen\""))
  }

  /// An alert presented from a page sheet is drawn after the sheet, unclipped by the sheet's rounded shape.
  @Test func anAlertOverAPageSheetIsNotClippedAsASheet() throws {
    let window = try Screen.trainerForm.makeWindow(device: .iPhone15, orientation: .portrait)
    let navigation = try #require(window.rootViewController as? NavigationController)
    let sheet = try #require(navigation.topViewController?.presentedViewController)
    sheet.present(alert(), animated: false)
    window.layoutIfNeeded()
    let svg = SVGRenderer().render(LayoutSnapshot(of: window))
    #expect(svg.contains("presenting screen, scaled down and dimmed"))
    #expect(svg.contains("presented sheet 1"))
    #expect(!svg.contains("sheet-clip-2"))
    let form = try #require(svg.range(of: "data-accessibility-identifier=\"trainerForm.saveButton\""))
    let title = try #require(svg.range(of: ">Saved</text>"))
    #expect(form.lowerBound < title.lowerBound)
  }
}
