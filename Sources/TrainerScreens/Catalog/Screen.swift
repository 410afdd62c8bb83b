import Trellis

/// A screen the catalog can build and lay out by name: what `trellis render` draws and what tests and scripts
/// look up.
///
/// A screen has a command-line ``name`` (`trainer-log`), a one-line ``summary``, the ``states`` it can be shown
/// in (none for most screens) and a function that builds it in a ``/Trellis/Window``.
/// ``makeWindow(device:orientation:appearance:state:)`` returns the window laid out, in the appearance asked for:
///
/// ```swift
/// let screen = Screen.named("trainer-log-saved")!
/// let window = try screen.makeWindow(device: .iPhoneSE3, orientation: .landscape, appearance: .dark)
/// let snapshot = LayoutSnapshot(of: window)
/// ```
///
/// The appearance is set on the window (``/Trellis/View/overrideUserInterfaceStyle``), where every view inherits it
/// and a ``/Trellis/LayoutSnapshot`` records it; a renderer picks its colours from it. Every screen is listed in
/// ``all``, in `Screen+All.swift`.
public struct Screen: Sendable {
  /// A state a screen can be shown in, such as the sign-up form's `filled`.
  public struct State: Hashable, Sendable {
    /// The command-line name.
    public var name: String
    /// A one-line description.
    public var summary: String

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - name: The command-line name: lowercase words joined by hyphens.
    ///   - summary: A one-line description.
    public init(name: String, summary: String) {
      self.name = name
      self.summary = summary
    }
  }

  /// What a screen's build function is given: where to build and which state to show.
  public struct Context: Sendable {
    /// The device whose screen the window stands for.
    public var device: Device
    /// The orientation.
    public var orientation: Device.Orientation
    /// The appearance the window will have: a screen whose content depends on it (a dark-mode switch that follows
    /// the system) reads it here; ``Screen/makeWindow(device:orientation:appearance:state:)`` sets it on the window.
    public var appearance: UserInterfaceStyle
    /// The state to show: one of the screen's ``Screen/states`` (the first when none was asked for), or `nil` for
    /// a screen without states.
    public var state: State?
  }

  /// The command-line name, such as `trainer-log`.
  public let name: String
  /// A one-line description.
  public let summary: String
  /// The states the screen can be shown in, the default first; empty for a screen with one look.
  public let states: [State]
  private let build: @Sendable (Context) -> Window

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - name: The command-line name: lowercase words joined by hyphens.
  ///   - summary: A one-line description.
  ///   - states: The states, the default first; none by default.
  ///   - build: Builds the screen in a new window for a context: the window's device and orientation must be the
  ///     context's. It need not lay the window out, nor set its appearance.
  public init(
    name: String, summary: String, states: [State] = [], build: @escaping @Sendable (Context) -> Window
  ) {
    self.name = name
    self.summary = summary
    self.states = states
    self.build = build
  }

  /// The state shown when none is asked for: the first of ``states``, or `nil`.
  public var defaultState: State? { states.first }

  /// Builds the screen and lays it out.
  ///
  /// - Parameters:
  ///   - device: The device; an iPhone 15 by default.
  ///   - orientation: The orientation; portrait by default.
  ///   - appearance: The window's ``/Trellis/View/overrideUserInterfaceStyle``; light by default.
  ///   - state: The name of one of ``states``; `nil` (the default) for ``defaultState``.
  /// - Returns: A laid-out window.
  /// - Throws: ``ScreenError/unknownState(_:screen:accepted:)`` when the screen has no state of that name (every
  ///   state name is unknown to a screen without states).
  public func makeWindow(
    device: Device = .iPhone15, orientation: Device.Orientation = .portrait, appearance: UserInterfaceStyle = .light,
    state: String? = nil
  ) throws(ScreenError) -> Window {
    var chosen = defaultState
    if let state {
      guard let match = states.first(where: { $0.name == state }) else {
        throw .unknownState(state, screen: name, accepted: states.map(\.name))
      }
      chosen = match
    }
    let window = build(Context(device: device, orientation: orientation, appearance: appearance, state: chosen))
    window.overrideUserInterfaceStyle = appearance
    window.layoutIfNeeded()
    return window
  }

  /// The screen with a name, or `nil`.
  ///
  /// - Parameter name: A name such as `trainer-log`.
  /// - Returns: The screen from ``all``.
  public static func named(_ name: String) -> Screen? {
    all.first { $0.name == name }
  }
}
