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

  /// Flips the switch as a tap would, and sends `.valueChanged`.
  public func toggle() {
    guard isEnabled else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }

  override func snapshotContent() -> LayoutSnapshot.Content { .toggle(isOn: isOn) }
}
