import Foundation
import Testing
import TrellisUIKit

/// The seed's appendix (SeedAppendix/, compiled as written) laid out on an iPhone 15 and driven as in the article.
///
/// Device and font figures used below: the iPhone 15 screen is 393 × 852 at 3×, its safe area 59 top and 34 bottom;
/// the navigation bar is 44 tall and starts at 59 − 16/3, so the safe area of a controller in a navigation controller
/// starts at 59 − 16/3 + 44 = 293/3 (REFERENCE §3). Text uses the embedded Inter metrics, line height
/// 3408/2816 × size (Docs/Text.md), rounded up to the 1/3-point pixel grid: 17 pt → 20.574 → 62/3; 24 pt → 29.045 →
/// 88/3; 36 pt → 43.568 → 131/3. A rounded-rect text field adds 7 above and below its 17-point line: 62/3 + 14 =
/// 104/3; a filled button adds 7 + 7 to its body-font title: 104/3, and 12 + 12 to the title's width.
@Suite struct SeedAppendixLayoutTests {
  /// The app as the seed's scene delegate builds it: `ViewController` in a navigation controller, in a window.
  struct App {
    let window: UIWindow
    let root: ViewController

    init(device: Device = .iPhone15) {
      root = ViewController()
      let navigationController = UINavigationController(rootViewController: root)
      window = UIWindow(device: device)
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
    }

    var button: UIButton { root.view.subviews(of: UIButton.self)[0] }
    var label: UILabel { root.view.subviews(of: UILabel.self)[0] }
  }

  /// The presented form's views, found in its tree in the order the fixture adds them.
  struct Form {
    let controller: FormViewController
    var trainerForm: TrainerFormView { controller.view.subviews(of: TrainerFormView.self)[0] }
    var header: UILabel { trainerForm.subviews(of: UILabel.self)[0] }
    var stack: UIStackView { trainerForm.subviews(of: UIStackView.self)[0] }
    var saveButton: UIButton { trainerForm.subviews(of: UIButton.self)[0] }
    var sections: [FormSectionView] { stack.arrangedSubviews.compactMap { $0 as? FormSectionView } }
    func label(of section: FormSectionView) -> UILabel { section.subviews(of: UILabel.self)[0] }
    func field(of section: FormSectionView) -> UITextField { section.subviews(of: UITextField.self)[0] }
  }

  @Test func rootScreenLaysOutOnIPhone15() {
    let app = App()
    #expect(app.window.layoutEngine.issues.isEmpty)
    #expect(app.window.layoutEngine.ambiguityReport().isEmpty)
    #expect(app.root.title == "Trainer Log")
    #expect(app.root.navigationController?.navigationBar.titleLabel.text == "Trainer Log")
    #expect(app.root.view.backgroundColor == .systemBackground)
    // The controller's view fills the screen.
    #expect(app.root.view.frameInRootSpace == CGRect(x: 0, y: 0, width: 393, height: 852))
    // Label: 64 below the safe area (293/3 + 64 = 485/3), 16 in from each side (393 − 32 = 361), empty text: 0 tall.
    #expect(app.label.frame == CGRect(x: 16, y: 485.0 / 3, width: 361, height: 0))
    #expect(app.label.textAlignment == .center)
    // Button: "Add Trainer Data" in the 17-point body font plus 24, 104/3 tall, centred on (393/2, 852/2):
    // y = 426 − 52/3 = 1226/3.
    let titleWidth = UIFont.preferredFont(forTextStyle: .body).width(of: "Add Trainer Data")
    let width = (3 * (titleWidth + 24)).rounded(.up) / 3
    #expect(app.button.frame.size == CGSize(width: width, height: 104.0 / 3))
    #expect(abs(app.button.frame.midX - 196.5) < 1e-9)
    #expect(abs(app.button.frame.minY - 1226.0 / 3) < 1e-9)
    #expect(app.button.configuration?.style == .filled)
    #expect(app.button.currentTitle == "Add Trainer Data")
  }

  @Test func tappingAddPresentsTheFormAsAPageSheet() throws {
    let app = App()
    app.button.sendActions(for: .touchUpInside)
    let controller = try #require(app.root.presentedViewController as? FormViewController)
    #expect(controller.presentingViewController === app.root)
    app.window.layoutIfNeeded()
    #expect(app.window.layoutEngine.issues.isEmpty)
    #expect(app.window.layoutEngine.ambiguityReport().isEmpty)
    let form = Form(controller: controller)
    // The sheet starts 10 below the top of the safe area (59 + 10 = 69) and runs to the bottom: 852 − 69 = 783.
    #expect(controller.view.frameInRootSpace == CGRect(x: 0, y: 69, width: 393, height: 783))
    // The form is 16 inside the sheet's safe area, whose bottom inset is the screen's 34: 783 − 34 − 16 − 16 = 717.
    #expect(form.trainerForm.frame == CGRect(x: 16, y: 16, width: 361, height: 717))
    // Header: 36-point bold extra large title, 131/3 tall.
    #expect(form.header.frame == CGRect(x: 0, y: 0, width: 361, height: 131.0 / 3))
    #expect(form.header.text == "Trainer Form")
    // Stack: 32 below the header (131/3 + 32 = 227/3); two sections of 88/3 + 104/3 = 64, 16 apart: 144 tall.
    #expect(form.stack.frame == CGRect(x: 0, y: 227.0 / 3, width: 361, height: 144))
    #expect(form.sections.count == 2)
    #expect(
      form.sections.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 361, height: 64), CGRect(x: 0, y: 80, width: 361, height: 64),
      ])
    for section in form.sections {
      #expect(form.label(of: section).frame == CGRect(x: 0, y: 0, width: 361, height: 88.0 / 3))
      #expect(form.field(of: section).frame == CGRect(x: 0, y: 88.0 / 3, width: 361, height: 104.0 / 3))
      #expect(form.field(of: section).borderStyle == .roundedRect)
    }
    #expect(form.sections.map { form.label(of: $0).text } == ["Trainer Name", "Favorite Pokémon"])
    // Save button: 32 below the stack (227/3 + 144 + 32 = 755/3), 48 tall, full width.
    #expect(abs(form.saveButton.frame.minY - 755.0 / 3) < 1e-9)
    #expect(form.saveButton.frame.size == CGSize(width: 361, height: 48))
    #expect(form.saveButton.currentTitle == "Save Trainer Data")
  }

  @Test func typingAndSavingReportsBackAndDismisses() throws {
    let app = App()
    app.button.sendActions(for: .touchUpInside)
    let controller = try #require(app.root.presentedViewController as? FormViewController)
    let form = Form(controller: controller)
    // Typing goes through FormSectionView's delegate method, which builds the new text with NSRange → Range.
    form.field(of: form.sections[0]).insertText("Ash")
    form.field(of: form.sections[1]).insertText("Pikachu")
    #expect(form.sections.map { form.field(of: $0).text } == ["Ash", "Pikachu"])
    form.saveButton.sendActions(for: .touchUpInside)
    #expect(app.root.presentedViewController == nil)
    #expect(controller.view.superview == nil)
    #expect(app.label.text == "Trainer Ash likes Pikachu")
    app.window.layoutIfNeeded()
    #expect(app.window.layoutEngine.issues.isEmpty)
    // The label now has one 17-point line: 62/3 tall, at the same place.
    #expect(app.label.frame == CGRect(x: 16, y: 485.0 / 3, width: 361, height: 62.0 / 3))
  }

  @Test func savingWithoutTypingSendsTheDefaults() throws {
    let app = App()
    app.button.sendActions(for: .touchUpInside)
    let controller = try #require(app.root.presentedViewController as? FormViewController)
    var received: [TrainerInfo] = []
    let forward = controller.saveAction
    controller.saveAction = { info in
      received.append(info)
      forward?(info)
    }
    Form(controller: controller).saveButton.sendActions(for: .touchUpInside)
    #expect(received.map(\.description) == ["Trainer Name likes Pokemon"])
    #expect(app.label.text == "Trainer Name likes Pokemon")
  }

  @Test func deletingGoesThroughTheDelegateToo() throws {
    let app = App()
    app.button.sendActions(for: .touchUpInside)
    let controller = try #require(app.root.presentedViewController as? FormViewController)
    let form = Form(controller: controller)
    let field = form.field(of: form.sections[0])
    field.insertText("Ashe")
    field.deleteBackward()
    form.field(of: form.sections[1]).insertText("Eevee")
    form.saveButton.sendActions(for: .touchUpInside)
    #expect(app.label.text == "Trainer Ash likes Eevee")
  }
}
