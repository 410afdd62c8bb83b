import Foundation
import Testing
import TrainerScreens
import Trellis
import TrellisRender

/// The examples of Docs/Screens.md and Docs/Render.md, exactly as printed there (Scripts/docs/check_doc_examples.py
/// compares the marked regions with the documentation), with what they claim checked after them.
@Suite("Documentation examples: screens and rendering")
struct DocExampleTests {
  @Test func screensGuideRunsTheSaveFlowAsDocumented() throws {
    // doc-example: Docs/Screens.md
    let log = TrainerLogViewController()
    let window = Window(device: .iPhone15)
    window.rootViewController = NavigationController(rootViewController: log)
    window.makeKeyAndVisible()

    log.addButton.sendActions(for: .touchUpInside)  // presents the form as a page sheet
    let form = log.presentedViewController as! FormViewController
    form.trainerForm.nameSection.textField.insertText("Ash")
    form.trainerForm.pokemonSection.textField.insertText("Pikachu")
    form.trainerForm.saveButton.sendActions(for: .touchUpInside)  // saveAction, then dismiss
    window.layoutIfNeeded()  // incremental: only the label's size changed
    print(log.label.text ?? "")  // Trainer Ash likes Pikachu
    // end doc-example
    #expect(log.label.text == "Trainer Ash likes Pikachu")
    #expect(log.presentedViewController == nil)
  }

  @Test func renderGuideRendersAsDocumented() throws {
    // doc-example: Docs/Render.md
    let window = Window(device: .iPhone15)
    window.overrideUserInterfaceStyle = .dark  // or leave it: light
    window.rootViewController = NavigationController(rootViewController: TrainerLogViewController())
    window.makeKeyAndVisible()
    let snapshot = LayoutSnapshot(of: window)

    print(TextRenderer().render(snapshot))
    let json = JSONRenderer().render(snapshot)
    let svg = SVGRenderer(options: .init(showsDebugOverlay: true)).render(snapshot)
    // end doc-example
    #expect(snapshot.appearance == .dark)
    #expect(json.contains("\"appearance\" : \"dark\"") || json.contains("\"appearance\": \"dark\""))
    #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
  }
}
