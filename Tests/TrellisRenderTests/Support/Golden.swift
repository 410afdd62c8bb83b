import Foundation
import Testing

/// Golden files under `Fixtures/`: compared byte for byte; with `TRELLIS_UPDATE_GOLDENS=1` in the environment the
/// actual output is written to the source tree instead (review the diff, then commit it).
enum Golden {
  /// Whether this run regenerates golden files.
  static var isUpdating: Bool { ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDENS"] == "1" }

  /// The fixtures directory in the source tree.
  static let sourceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Checks output against a golden file, or writes it when regenerating.
  static func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if isUpdating {
      try Data(actual.utf8).write(to: sourceDirectory.appendingPathComponent(name))
      return
    }
    guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
      Issue.record(
        "missing golden file Fixtures/\(name); run with TRELLIS_UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      actual == expected, "differs from Fixtures/\(name); run with TRELLIS_UPDATE_GOLDENS=1 to regenerate",
      sourceLocation: sourceLocation)
  }
}
