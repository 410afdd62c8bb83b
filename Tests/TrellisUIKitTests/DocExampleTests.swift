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

  @Test func landingPageExample() throws {
    // doc-example: Sources/TrellisUIKit/TrellisUIKit.docc/TrellisUIKit.md

    let window = UIWindow(device: .iPhone15)
    let label = UILabel()
    label.text = "Trainer"
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 16),
      label.centerXAnchor.constraint(equalTo: window.centerXAnchor),
    ])
    window.layoutIfNeeded()
    print(label.frame)
    // end doc-example
    // 16 below the safe area's top (59 on an iPhone 15), centred: y = 75.
    #expect(label.frame.minY == 75)
    #expect(abs(label.frame.midX - 393 / 2) < 1e-9)
  }

  @Test func portingArticleExample() throws {
    // doc-example: Sources/TrellisUIKit/TrellisUIKit.docc/PortingAUIKitScreenWithOneImport.md
    final class CounterViewController: UIViewController {
      let countLabel = UILabel()
      let addButton = UIButton()
      var count = 0

      override func viewDidLoad() {
        super.viewDidLoad()
        countLabel.text = "0 trainers"
        addButton.setTitle("Add", for: .normal)
        addButton.addTarget(self, action: CounterViewController.add, for: .touchUpInside)  // was #selector(add)
        for subview in [countLabel, addButton] as [UIView] {
          subview.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
          countLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
          countLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
          addButton.firstBaselineAnchor.constraint(equalTo: countLabel.firstBaselineAnchor),
          addButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
        ])
      }

      func add() {  // was @objc func add()
        count += 1
        countLabel.text = "\(count) trainers"
      }
    }

    let controller = CounterViewController()
    let window = UIWindow(device: .iPhone15)  // instead of UIWindow(windowScene:)
    window.rootViewController = controller
    window.makeKeyAndVisible()

    controller.addButton.sendActions(for: .touchUpInside)  // a tap
    window.layoutIfNeeded()
    print(controller.countLabel.text ?? "", controller.countLabel.frame.origin)  // 1 trainers CGPoint(x: 16.0, y: 75.0)
    // end doc-example
    // One tap through the unapplied method; the label 16 inside the safe area: (16, 59 + 16).
    #expect(controller.count == 1)
    #expect(controller.countLabel.text == "1 trainers")
    #expect(controller.countLabel.frame.origin == CGPoint(x: 16, y: 75))
    // The button's first baseline is the label's, and it ends 16 before the right edge: 393 - 16 = 377.
    #expect(controller.addButton.frame.maxX == 377)
  }
}
