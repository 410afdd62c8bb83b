import Foundation
import TrellisCommandLine

/// What a command printed and returned.
struct Run {
  var status: Int32
  var output = ""
  var error = ""

  /// Runs `trellis` with arguments, capturing both streams.
  init(_ arguments: [String]) {
    var output = ""
    var error = ""
    status = CommandLine.run(arguments, console: Console(output: { output += $0 }, error: { error += $0 }))
    self.output = output
    self.error = error
  }
}

/// A fresh empty folder under the temporary directory.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
