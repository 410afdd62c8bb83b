import Testing
import TrellisCommandLine

/// The Trainer screens' accessibility identifiers are in the text and JSON that `trellis render` writes, where
/// scripts look for them.
@Suite struct RenderIdentifierTests {
  static let logIdentifiers = ["trainerLog", "trainerLog.label", "trainerLog.addButton"]
  static let formIdentifiers = [
    "trainerForm", "trainerForm.form", "trainerForm.title", "trainerForm.stack", "trainerForm.nameSection",
    "trainerForm.nameField", "trainerForm.pokemonSection", "trainerForm.pokemonField", "trainerForm.saveButton",
  ]

  @Test func theFormScreenNamesTheLogAndTheForm() {
    let text = Run(["render", "trainer-form"]).output
    let json = Run(["render", "trainer-form", "--format", "json"]).output
    for identifier in Self.logIdentifiers + Self.formIdentifiers {
      #expect(text.contains("id='\(identifier)'"), "\(identifier)")
      #expect(json.contains("\"id\": \"\(identifier)\""), "\(identifier)")
    }
  }

  @Test func theSavedLogNoLongerHasTheForm() {
    let text = Run(["render", "trainer-log-saved"]).output
    for identifier in Self.logIdentifiers { #expect(text.contains("id='\(identifier)'"), "\(identifier)") }
    #expect(!text.contains("trainerForm"))
    #expect(text.contains("id='trainerLog.label'; frame = (16 161.67; 361 20.67); text = 'Trainer Ash likes Pikachu'"))
  }
}
