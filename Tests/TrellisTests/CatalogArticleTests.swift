import Foundation
import Testing
import Trellis

/// The examples of Trellis's DocC catalog (Sources/Trellis/Trellis.docc), exactly as printed there
/// (Scripts/docs/check_doc_examples.py compares the two), and what the articles say they do.
@Suite("Documentation examples: the Trellis catalog")
struct CatalogArticleTests {
  /// The landing page's example, in a window standing for a view controller's view.
  @Test func landingPageExample() {
    let view = Window(device: .iPhone15)
    // doc-example: Sources/Trellis/Trellis.docc/Trellis.md
    let label = Label()
    label.text = "Trainer"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 64),
      label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
    ])
    view.layoutIfNeeded()
    let frame = label.frame  // solved, in the superview's coordinates
    // end doc-example
    // iPhone 15: the safe area starts 59 from the top, so y = 59 + 64 = 123; x = 16, width = 393 − 32 = 361; the
    // height is one line of the body style, 62/3 on the 3× pixel grid (as Examples/README.md works out).
    #expect(frame.origin == CGPoint(x: 16, y: 123))
    #expect(frame.width == 361)
    #expect(abs(frame.height - 62.0 / 3) < 1e-9)
    #expect(frame == label.frame)
    #expect(view.layoutEngine.issues.isEmpty)
  }

  /// "Porting a UIKit screen": the tutorial's first screen without its prefixes.
  @Test func portingArticleExample() throws {
    // doc-example: Sources/Trellis/Trellis.docc/PortingAUIKitScreen.md
    final class MainViewController: ViewController {
      lazy var button: Button = {
        let button = Button()
        button.setTitle("Add Trainer Data", for: .normal)
        button.configuration = .filled()
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
      }()

      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trainer"
        view.addSubview(button)
        LayoutConstraint.activate([
          button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
          button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
      }
    }

    let window = Window(device: .iPhone15)
    window.rootViewController = NavigationController(rootViewController: MainViewController())
    window.makeKeyAndVisible()
    let snapshot = LayoutSnapshot(of: window)
    // end doc-example
    let navigation = try #require(window.rootViewController as? NavigationController)
    let controller = try #require(navigation.topViewController as? MainViewController)
    #expect(controller.title == "Trainer")
    // The button is centred on its controller's view; the snapshot holds the same frame in window coordinates.
    let button = controller.button
    let center = CGPoint(x: button.frame.midX, y: button.frame.midY)
    #expect(abs(center.x - controller.view.bounds.midX) < 1e-9)
    #expect(abs(center.y - controller.view.bounds.midY) < 1e-9)
    #expect(button.frame.width > 0 && button.frame.height > 0)
    let buttonNode = try #require(snapshot.nodes.first { $0.kind == "Button" })
    #expect(buttonNode.frame.size == button.frame.size)
    #expect(window.layoutEngine.issues.isEmpty)
  }
}
