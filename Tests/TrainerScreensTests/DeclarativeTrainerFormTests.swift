import Foundation
import Testing
import TrainerScreens
import Trellis
import TrellisRender

/// The declarative Trainer form (``DeclarativeFormViewController``) and the native one (``FormViewController``)
/// lay out to the same frames, view by view, on every device and orientation, and behave the same through the save
/// flow.
@Suite struct DeclarativeTrainerFormTests {
  /// Every view of a tree, depth first: depth, identifier and frame. The two trees must have the same shape,
  /// identifiers and frames (their classes differ).
  static func frames(of view: View, depth: Int = 0) -> [String] {
    ["\(depth) \(view.accessibilityIdentifier ?? "-") \(view.frame)"]
      + view.subviews.flatMap { frames(of: $0, depth: depth + 1) }
  }

  /// A window with a navigation controller whose plain root controller presents the form.
  struct Host {
    let window: Window
    let presenter = ViewController()

    init(device: Device, orientation: Device.Orientation) {
      window = Window(device: device, orientation: orientation)
      window.rootViewController = NavigationController(rootViewController: presenter)
      window.makeKeyAndVisible()
    }

    func frames() -> [String] {
      window.layoutIfNeeded()
      return DeclarativeTrainerFormTests.frames(of: window)
    }
  }

  static let cases: [(Device, Device.Orientation)] = Device.all.flatMap { device in
    Device.Orientation.allCases.map { (device, $0) }
  }

  @Test(arguments: cases)
  func sameFramesAndBehaviourThroughTheSaveFlow(device: Device, orientation: Device.Orientation) throws {
    let native = Host(device: device, orientation: orientation)
    let declarative = Host(device: device, orientation: orientation)
    let nativeForm = FormViewController()
    let declarativeForm = DeclarativeFormViewController()
    var nativeSaved: [TrainerInfo] = []
    var declarativeSaved: [TrainerInfo] = []
    nativeForm.saveAction = { nativeSaved.append($0) }
    declarativeForm.saveAction = { declarativeSaved.append($0) }
    native.presenter.present(nativeForm, animated: true)
    declarative.presenter.present(declarativeForm, animated: true)

    let presented = (native: native.frames(), declarative: declarative.frames())
    // The sheet holds the root, the form, title, stack, two sections of two views each, and the button.
    #expect(presented.native.count(where: { $0.contains("trainerForm") }) == 9)
    #expect(presented.declarative == presented.native)

    // Type on both; the declarative form collects the same trainer.
    for form in [nativeForm.trainerForm.nameSection.textField, declarativeForm.trainerForm.nameSection.textField] {
      form.insertText("Ash")
    }
    for form in [
      nativeForm.trainerForm.pokemonSection.textField, declarativeForm.trainerForm.pokemonSection.textField,
    ] {
      form.insertText("Pikachu")
    }
    #expect(declarativeForm.trainerForm.trainerData.name == nativeForm.trainerForm.trainerData.name)
    #expect(
      declarativeForm.trainerForm.trainerData.favoritePokemon == nativeForm.trainerForm.trainerData.favoritePokemon)
    #expect(declarative.frames() == native.frames())

    // Save on both: the same trainer is sent once, the sheet is dismissed, the windows are the same again.
    nativeForm.trainerForm.saveButton.sendActions(for: .touchUpInside)
    declarativeForm.trainerForm.saveButton.sendActions(for: .touchUpInside)
    #expect(nativeSaved.map(\.description) == ["Trainer Ash likes Pikachu"])
    #expect(declarativeSaved.map(\.description) == nativeSaved.map(\.description))
    #expect(native.presenter.presentedViewController == nil)
    #expect(declarative.presenter.presentedViewController == nil)
    #expect(declarativeForm.view.superview == nil)
    #expect(declarative.frames() == native.frames())
    #expect(native.window.layoutEngine.issues.isEmpty)
    #expect(declarative.window.layoutEngine.issues.isEmpty)
  }

  @Test(arguments: Device.all)
  func theCatalogScreensHaveTheSameFrames(device: Device) throws {
    let native = LayoutSnapshot(of: try Screen.trainerForm.makeWindow(device: device))
    let declarative = LayoutSnapshot(of: try Screen.declarativeForm.makeWindow(device: device))
    // The same tree of identifiers and frames; only the classes of the declarative views differ.
    #expect(declarative.nodes.map(\.id) == native.nodes.map(\.id))
    #expect(declarative.nodes.map(\.identifier) == native.nodes.map(\.identifier))
    #expect(declarative.nodes.map(\.frame) == native.nodes.map(\.frame))
    #expect(declarative.node(withIdentifier: "trainerForm.saveButton") != nil)
    #expect(declarative.nodes.map(\.kind) != native.nodes.map(\.kind))
  }

  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func theCatalogScreensDrawTheSamePicture(appearance: UserInterfaceStyle) throws {
    let native = LayoutSnapshot(of: try Screen.trainerForm.makeWindow(appearance: appearance))
    let declarative = LayoutSnapshot(of: try Screen.declarativeForm.makeWindow(appearance: appearance))
    #expect(SVGRenderer().render(declarative) == SVGRenderer().render(native))
  }

  @Test func theDeclarativeFormIsFullyDetermined() throws {
    let host = Host(device: .iPhone15, orientation: .portrait)
    let form = DeclarativeFormViewController()
    host.presenter.present(form, animated: true)
    host.window.layoutIfNeeded()
    #expect(host.window.layoutEngine.ambiguityReport().isEmpty)
    // Hand-computed, as for the native form: the sheet starts at 59 + 10 = 69, below the unsafe top, so the form
    // is 16 from its top and sides (393 − 32 = 361 wide); the title is one 36-point line, 131/3 high at @3x.
    let snapshot = LayoutSnapshot(of: host.window)
    expectFrame(snapshot, "trainerForm.form", CGRect(x: 16, y: 69 + 16, width: 361, height: 852 - 69 - 16 - 16 - 34))
    let title = LineHeight.extraLargeTitle(scale: 3)
    expectFrame(snapshot, "trainerForm.title", CGRect(x: 16, y: 85, width: 361, height: title))
    // A section is its title (88/3) over a text field (104/3): 64 high; the stack is two of them 16 apart.
    let section = LineHeight.sectionTitle(scale: 3) + LineHeight.control(scale: 3)
    let stackTop = 85 + title + 32
    expectFrame(snapshot, "trainerForm.stack", CGRect(x: 16, y: stackTop, width: 361, height: 2 * section + 16))
    expectFrame(
      snapshot, "trainerForm.saveButton", CGRect(x: 16, y: stackTop + 2 * section + 16 + 32, width: 361, height: 48))
  }

  @Test func aDeclarativeSectionReportsTheWholeTextAfterEachEdit() {
    let section = DeclarativeFormSectionView()
    #expect(section.titleLabel.text == "No Text Received, sectionTitle not set.")
    section.sectionTitle = { "Trainer Name" }
    #expect(section.titleLabel.text == "Trainer Name")
    var reported: [String] = []
    section.textDidChange = { reported.append($0) }
    section.textField.insertText("As")
    section.textField.insertText("h")
    section.textField.deleteBackward()
    #expect(reported == ["As", "Ash", "As"])
  }

  @Test func savingUntouchedFieldsSendsTheTutorialsDefaults() {
    let form = DeclarativeTrainerFormView()
    var saved: [String] = []
    form.saveButtonAction = { saved.append($0.description) }
    form.saveButton.sendActions(for: .touchUpInside)
    #expect(saved == ["Trainer Name likes Pokemon"])
  }
}
