import Foundation

/// A closure run when a control sends an event, as `UIAction`.
public final class Action {
  /// A title, for menus and descriptions.
  public let title: String
  /// The control that sent the action last.
  public internal(set) weak var sender: Control?
  let handler: (Action) -> Void

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: A title; empty by default.
  ///   - handler: What to do; receives the action, whose ``sender`` is the control.
  public init(title: String = "", handler: @escaping (Action) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// A view that sends actions for events, as `UIControl`.
open class Control: View {
  /// The events a control sends, as `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates an event set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A tap that ended inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The value changed (a switch was toggled).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The primary action (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
  }

  /// The states a control's appearance depends on, as `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a state set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The normal state (no bits).
    public static let normal = State([])
    /// Being touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  private var actions: [(action: Action, events: Event)] = []

  /// Whether the control responds to events; true by default.
  open var isEnabled = true

  /// Adds an action for events.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - events: The events that run it.
  public func addAction(_ action: Action, for events: Event) {
    actions.append((action, events))
  }

  /// Removes an action for events.
  ///
  /// - Parameters:
  ///   - action: An action added before.
  ///   - events: The events it should no longer run for.
  public func removeAction(_ action: Action, for events: Event) {
    actions.removeAll { $0.action === action && events.contains($0.events) }
  }

  /// Runs the actions added for any of the events, in the order they were added (nothing while disabled).
  ///
  /// - Parameter events: The events.
  public func sendActions(for events: Event) {
    guard isEnabled else { return }
    for entry in actions where !entry.events.isDisjoint(with: events) {
      entry.action.sender = self
      entry.action.handler(entry.action)
    }
  }
}
