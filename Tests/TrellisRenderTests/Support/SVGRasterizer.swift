import Foundation

/// Renders SVG text to pixels with `rsvg-convert` (Debian's `librsvg2-bin`), the renderer the tests trust as a
/// person's eyes: a document it rejects fails the test.
enum SVGRasterizer {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The `rsvg-convert` executable on `PATH`, or `nil` (the pixel tests are then skipped).
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("rsvg-convert")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// Whether `rsvg-convert` is installed.
  static var isAvailable: Bool { executable != nil }

  /// The SVG rendered at one pixel per point.
  static func render(_ svg: String) throws -> PNGImage {
    guard let executable else { throw Failure(description: "rsvg-convert is not installed") }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("screen.svg")
    let output = directory.appendingPathComponent("screen.png")
    try Data(svg.utf8).write(to: input)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--format=png", "--output", output.path, input.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "rsvg-convert exited with \(process.terminationStatus): \(message)")
    }
    return try PNGImage(data: Data(contentsOf: output))
  }
}
