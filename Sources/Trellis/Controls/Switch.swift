import Foundation

/// An on/off switch, as `UISwitch`: always 51 × 31 points, hugging at 750 on both axes.
open class Switch: Control {
  /// Whether the switch is on; false by default. Setting it sends no event.
  open var isOn = false

  /// Creates a switch.
  ///
  /// - Parameter frame: The frame; its size is ignored by layout (the switch's intrinsic size is fixed).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    huggingPriorities = (.defaultHigh, .defaultHigh)
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// 51 × 31 points.
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

  /// Sets the state without sending an event, as `setOn(_:animated:)`.
  ///
  /// - Parameters:
  ///   - on: The new state.
  ///   - animated: Ignored.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The colour of the track while the switch is on, as `onTintColor`; `nil` (the default) for the system green.
  /// Recorded: the SVG renderer draws every switch in the system green.
  open var onTintColor: Color?

  /// Flips the switch as a tap would, and sends `.valueChanged`: nothing while the switch is disabled, hidden,
  /// or does not receive taps (``View/isUserInteractionEnabled`` false on it or an ancestor).
  public func toggle() {
    guard isEnabled, receivesTaps else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }

  override func snapshotContent() -> LayoutSnapshot.Content { .toggle(isOn: isOn) }
}
