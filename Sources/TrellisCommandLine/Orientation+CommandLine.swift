import Trellis

extension Device.Orientation {
  /// The name on the command line: `portrait` or `landscape`.
  var commandLineName: String {
    switch self {
    case .portrait: return "portrait"
    case .landscape: return "landscape"
    }
  }

  /// The orientation with a command-line name, or `nil`.
  init?(commandLineName: String) {
    guard let match = Self.allCases.first(where: { $0.commandLineName == commandLineName }) else { return nil }
    self = match
  }
}
