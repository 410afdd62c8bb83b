/// Target–action without the Objective-C runtime.
///
/// UIKit's `addTarget(_:action:for:)` names the method with `#selector`, which needs the Objective-C runtime (and
/// `@objc`) that Swift on Linux does not have. Here the action is the method itself, unapplied —
/// `ProfileViewController.signInTapped` — so the compiler checks that it exists and takes the right arguments:
///
/// ```swift
/// // UIKit: button.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
/// button.addTarget(self, action: ProfileViewController.signInTapped, for: .touchUpInside)
/// // UIKit: toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
/// toggle.addTarget(self, action: ProfileViewController.toggled, for: .valueChanged)
/// ```
///
/// As in UIKit the control does not keep the target alive: once the target is gone its actions do nothing.
extension Control {
  /// Calls a method of a target, with no arguments, when the control sends any of the events.
  ///
  /// - Parameters:
  ///   - target: The object whose method runs; held weakly.
  ///   - action: The method, unapplied (`TargetType.method`).
  ///   - events: The events that run it.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
  ) {
    addAction(Action { [weak target] _ in if let target { action(target)() } }, for: events)
  }

  /// Calls a method of a target with the control as the sender when the control sends any of the events.
  ///
  /// - Parameters:
  ///   - target: The object whose method runs; held weakly.
  ///   - action: The method, unapplied (`TargetType.method`); it receives the control, which must be a `Sender`.
  ///   - events: The events that run it.
  public func addTarget<Target: AnyObject, Sender: Control>(
    _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
  ) {
    addAction(
      Action { [weak target] sent in
        guard let target, let sender = sent.sender as? Sender else { return }
        action(target)(sender)
      }, for: events)
  }
}
