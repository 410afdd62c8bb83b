import Foundation

extension View {
  /// Options for ``animate(withDuration:delay:options:animations:completion:)``, as `UIView.AnimationOptions`.
  /// Layout has no time, so they are accepted and have no effect.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt

    /// Creates options from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Let the user interact while animating.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the current presentation state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// Makes changes that UIKit would animate, as `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// Trellis computes layout, not frames over time: `animations` runs at once, and `completion` is then called with
  /// `true`. The usual UIKit pattern — change a constraint, then call `layoutIfNeeded()` inside `animations` — leaves
  /// the views at their final frames.
  ///
  /// - Parameters:
  ///   - duration: Ignored.
  ///   - delay: Ignored.
  ///   - options: Ignored.
  ///   - animations: The changes.
  ///   - completion: Called after the changes with `true` (the animation finished).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Makes changes that UIKit would animate with a spring, as
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`;
  /// see ``animate(withDuration:delay:options:animations:completion:)``.
  ///
  /// - Parameters:
  ///   - duration: Ignored.
  ///   - delay: Ignored.
  ///   - dampingRatio: Ignored.
  ///   - velocity: Ignored.
  ///   - options: Ignored.
  ///   - animations: The changes.
  ///   - completion: Called after the changes with `true`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
}
