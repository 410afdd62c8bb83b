import Foundation
import Testing

@testable import Trellis

/// A controller that declares a card 16 below the safe area's top, between the margins, and a footer it can drop.
private final class CardViewController: DeclarativeViewController {
  let card = SizedView(width: 10, height: 40, identifier: "card")
  let footer = SizedView(width: 10, height: 20, identifier: "footer")
  var showsFooter = true
  var subviewsInViewDidLoad: [String?] = []

  var body: [View] {
    card
    if showsFooter { footer }
  }

  var layout: [LayoutConstraint] {
    card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16)
    card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
    card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
    if showsFooter {
      footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
      footer.centerXAnchor.constraint(equalTo: view.centerXAnchor)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    subviewsInViewDidLoad = view.subviews.map(\.accessibilityIdentifier)
  }
}

/// A controller that constrains its card to a view that is not in its hierarchy.
private final class StrayViewController: DeclarativeViewController {
  let card = View()
  let stranger = View()

  var body: [View] { card }

  var layout: [LayoutConstraint] {
    card.topAnchor.constraint(equalTo: stranger.topAnchor)
  }
}

@Suite struct DeclarativeViewControllerTests {
  @Test func theContentIsThereBeforeViewDidLoad() {
    let controller = CardViewController()
    #expect(controller.view.subviews.map(\.accessibilityIdentifier) == ["card", "footer"])
    #expect(controller.subviewsInViewDidLoad == ["card", "footer"])
    // Three for the card, two for the footer (the root view also holds the engine's guide constraints).
    let declared = controller.view.constraints.filter {
      $0.firstItem === controller.card || $0.firstItem === controller.footer
    }
    #expect(declared.count == 5)
  }

  @Test func framesOnAnIPhone() {
    let controller = CardViewController()
    let window = Window(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // Safe area 59 / 34 (iPhone 15, portrait); the root view's margins are the system minimum, 16 on each side.
    // Card: y = 59 + 16 = 75, x = 16, width 393 − 32 = 361, height 40 (its intrinsic height).
    #expect(controller.card.frame == CGRect(x: 16, y: 75, width: 361, height: 40))
    // Footer: bottom at 852 − 34 = 818, so y = 798; centred: x = (393 − 10) / 2 = 191.5.
    #expect(controller.footer.frame == CGRect(x: 191.5, y: 798, width: 10, height: 20))
    #expect(window.layoutEngine.issues.isEmpty)

    controller.showsFooter = false
    controller.reloadContent()
    window.layoutIfNeeded()
    #expect(controller.footer.superview == nil)
    #expect(controller.view.subviews.map(\.accessibilityIdentifier) == ["card"])
    #expect(controller.card.frame == CGRect(x: 16, y: 75, width: 361, height: 40))
    #expect(window.layoutEngine.issues.isEmpty)
  }

  @Test func aStrayConstraintIsReported() throws {
    let controller = StrayViewController()
    let window = Window(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(!controller.view.constraints.contains { $0.firstItem === controller.card })
    guard case .itemOutsideDeclaringView = window.layoutEngine.issues.first else {
      Issue.record("expected itemOutsideDeclaringView, got \(window.layoutEngine.issues)")
      return
    }
    #expect(throws: LayoutError.self) { try controller.reloadContentOrThrow() }
  }

  @Test func withoutContentTheRootViewIsEmpty() {
    let controller = PrimitiveViewController()
    #expect(controller.view.subviews.isEmpty)
    #expect(controller.view.constraints.allSatisfy { $0.identifier?.hasPrefix("margin") ?? false })
  }
}
