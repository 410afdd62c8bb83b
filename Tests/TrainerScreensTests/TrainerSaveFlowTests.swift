import Foundation
import Testing
import TrainerScreens
import Trellis

/// The tutorial's whole flow, driven only through controls' public events: tap "Add Trainer Data", type, tap "Save
/// Trainer Data".
@Suite struct TrainerSaveFlowTests {
  private func makeApp(device: Device = .iPhone15) -> (Window, TrainerLogViewController) {
    let log = TrainerLogViewController()
    let window = Window(device: device)
    window.rootViewController = NavigationController(rootViewController: log)
    window.makeKeyAndVisible()
    return (window, log)
  }

  @Test func addingPresentsTheFormAsAPageSheet() throws {
    let (window, log) = makeApp()
    #expect(log.title == "Trainer Log")
    log.addButton.sendActions(for: .touchUpInside)
    let form = try #require(log.presentedViewController as? FormViewController)
    #expect(form.presentingViewController === log)
    // A page sheet is the window's last subview, from the safe-area top plus 10 to the bottom: 59 + 10 = 69.
    #expect(window.subviews.last === form.view)
    #expect(form.view.frame == CGRect(x: 0, y: 69, width: 393, height: 852 - 69))
  }

  @Test func aSectionReportsTheWholeTextAfterEachEdit() {
    let section = FormSectionView()
    section.sectionTitle = { "Trainer Name" }
    #expect(section.titleLabel.text == "Trainer Name")
    var reported: [String] = []
    section.textDidChange = { reported.append($0) }
    section.textField.insertText("As")
    section.textField.insertText("h")
    section.textField.deleteBackward()
    #expect(reported == ["As", "Ash", "As"])
  }

  @Test func aSectionWithoutTitleSaysSo() {
    #expect(FormSectionView().titleLabel.text == "No Text Received, sectionTitle not set.")
  }

  @Test func savingSendsTheTypedTrainerDismissesAndShowsIt() throws {
    let (window, log) = makeApp()
    log.addButton.sendActions(for: .touchUpInside)
    let fresh = try #require(log.presentedViewController as? FormViewController)
    window.layoutIfNeeded()
    fresh.trainerForm.nameSection.textField.insertText("Ash")
    fresh.trainerForm.pokemonSection.textField.insertText("Pikachu")
    #expect(fresh.trainerForm.trainerData.name == "Ash")
    #expect(fresh.trainerForm.trainerData.favoritePokemon == "Pikachu")

    var saved: [TrainerInfo] = []
    let previousSave = fresh.saveAction
    fresh.saveAction = { trainer in
      saved.append(trainer)
      previousSave?(trainer)
    }
    fresh.trainerForm.saveButton.sendActions(for: .touchUpInside)

    #expect(saved.map(\.description) == ["Trainer Ash likes Pikachu"])
    #expect(log.trainer == saved.first)
    #expect(log.presentedViewController == nil)
    #expect(fresh.view.superview == nil)
    #expect(log.label.text == "Trainer Ash likes Pikachu")
    window.layoutIfNeeded()
    #expect(window.layoutEngine.issues.isEmpty)
  }

  @Test func savingUntouchedFieldsSendsTheTutorialsDefaults() throws {
    // The window must outlive the taps: a controller presents only from a view in a window.
    let (window, log) = makeApp()
    defer { withExtendedLifetime(window) {} }
    log.addButton.sendActions(for: .touchUpInside)
    let form = try #require(log.presentedViewController as? FormViewController)
    form.trainerForm.saveButton.sendActions(for: .touchUpInside)
    #expect(log.label.text == "Trainer Name likes Pokemon")
  }

  @Test(arguments: Device.all)
  func theIncrementalRelayoutAfterSavingEqualsAFreshLayout(device: Device) throws {
    let (window, log) = makeApp(device: device)
    log.addButton.sendActions(for: .touchUpInside)
    let form = try #require(log.presentedViewController as? FormViewController)
    window.layoutIfNeeded()
    form.trainerForm.nameSection.textField.insertText("Ash")
    form.trainerForm.pokemonSection.textField.insertText("Pikachu")
    form.trainerForm.saveButton.sendActions(for: .touchUpInside)
    let incremental = LayoutSnapshot(of: window)

    let (freshWindow, freshLog) = makeApp(device: device)
    freshLog.label.text = "Trainer Ash likes Pikachu"
    let fresh = LayoutSnapshot(of: freshWindow)
    #expect(incremental == fresh)
    #expect(incremental.node(withIdentifier: "trainerLog.label")?.frame.height ?? 0 > 0)
  }

  @Test func theSavedScreenOfTheCatalogIsTheSameAsTheFlow() throws {
    let window = try Screen.trainerLogSaved.makeWindow()
    let snapshot = LayoutSnapshot(of: window)
    guard case .text(let text)? = snapshot.node(withIdentifier: "trainerLog.label")?.content else {
      Issue.record("the label is missing")
      return
    }
    #expect(text.text == "Trainer Ash likes Pikachu")
    #expect(snapshot.node(withIdentifier: "trainerForm") == nil)
  }
}
