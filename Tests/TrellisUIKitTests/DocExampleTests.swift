import Testing
import TrellisUIKit

/// The example of Docs/PortingFromUIKit.md, exactly as printed there (Scripts/docs/check_doc_examples.py compares the
/// marked region with the documentation): the seed's `ViewController` (SeedAppendix/) in a window, and the first tap.
@Suite("Documentation examples: porting from UIKit")
struct DocExampleTests {
  @Test func portingGuideRunsAsDocumented() throws {
    // doc-example: Docs/PortingFromUIKit.md
    let viewController = ViewController()  // the seed's class, unchanged
    let navigationController = UINavigationController(rootViewController: viewController)
    let window = UIWindow(device: .iPhone15)  // instead of UIWindow(windowScene:)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()  // lays the window out

    // Drive it as a user would: tap, type, tap.
    let addButton = viewController.view.subviews.compactMap { $0 as? UIButton }[0]
    addButton.sendActions(for: .touchUpInside)  // presents FormViewController as a page sheet
    // … insertText("Ash") / insertText("Pikachu") into the two fields, then sendActions on "Save Trainer Data":
    // the closure delivers TrainerInfo, the sheet is dismissed, the label reads "Trainer Ash likes Pikachu".
    // end doc-example
    // The tap presented the seed's form as a page sheet, from the safe-area top plus 10: 59 + 10 = 69.
    let form = try #require(viewController.presentedViewController as? FormViewController)
    #expect(form.view.frame.minY == 69)
    #expect(window.rootViewController === navigationController)
  }
}
