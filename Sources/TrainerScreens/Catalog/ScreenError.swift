/// What can go wrong when building a ``Screen``.
public enum ScreenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The screen has no state of that name.
  ///
  /// - Parameters:
  ///   - state: The name asked for.
  ///   - screen: The screen's name.
  ///   - accepted: The names of the screen's states; empty when it has none.
  case unknownState(_ state: String, screen: String, accepted: [String])

  /// A sentence saying what was wrong and what would be accepted.
  public var description: String {
    switch self {
    case .unknownState(let state, let screen, let accepted):
      guard !accepted.isEmpty else { return "screen '\(screen)' has no states; '\(state)' cannot be shown" }
      return "screen '\(screen)' has no state '\(state)'; its states are \(accepted.joined(separator: ", "))"
    }
  }
}
