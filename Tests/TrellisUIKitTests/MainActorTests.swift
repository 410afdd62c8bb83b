import Foundation
import Testing
import TrellisUIKit

/// A badge: a label inset 8 across and 4 down. Trellis's views are not actor-isolated, so a subclass is written
/// without `@MainActor` (see Docs/PortingFromUIKit.md, "Known differences").
final class BadgeView: UIView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.text = "NEW"
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 4),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// What UIKit apps keep on the main actor around their views — a scene delegate or coordinator that makes the
/// window and its controllers — compiles with its `@MainActor` as written.
@MainActor final class BadgeSceneCoordinator {
  var window: UIWindow?
  private(set) var badge: BadgeView?

  func start(on device: Device) {
    let controller = UIViewController()
    let badge = BadgeView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
      badge.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
    ])
    window = UIWindow(device: device)
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    self.badge = badge
  }
}

@Suite struct MainActorTests {
  @MainActor @Test func aMainActorCoordinatorBuildsAndLaysOutTheScreen() throws {
    let coordinator = BadgeSceneCoordinator()
    coordinator.start(on: .iPhone15)
    let badge = try #require(coordinator.badge)
    // The badge hugs "NEW" in the 17-point font: 8 + 8 across, 4 + 4 down (62/3 + 8 = 86/3 tall), centred, at the
    // top of the safe area (59: no navigation bar).
    #expect(badge.frame.height == 86.0 / 3)
    #expect(badge.frame.width == badge.titleLabel.intrinsicContentSize.width + 16)
    #expect(badge.frame.minY == 59)
    #expect(abs(badge.frame.midX - 196.5) < 1e-9)
    #expect(coordinator.window?.layoutEngine.issues.isEmpty == true)
  }
}
