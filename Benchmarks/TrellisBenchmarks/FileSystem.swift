import Foundation

/// The little file and stream access the benchmark needs.
enum FileSystem {
  /// Whether `path` names an existing regular file.
  static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }

  /// A file that could not be read.
  struct ReadError: Error, CustomStringConvertible {
    /// The file's path.
    var path: String
    /// Why it could not be read.
    var reason: String

    var description: String { "cannot read '\(path)': \(reason)" }
  }

  /// The UTF-8 text of the file at `path`.
  ///
  /// - Throws: ``ReadError`` when the file is missing, unreadable or not UTF-8.
  static func read(_ path: String) throws(ReadError) -> String {
    do {
      return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw ReadError(path: path, reason: error.localizedDescription)
    }
  }

  /// `path`'s last component without a `.txt` extension: the workload name of a file.
  static func workloadName(ofFile path: String) -> String {
    let base = (path as NSString).lastPathComponent
    return base.hasSuffix(".txt") ? String(base.dropLast(4)) : base
  }

  /// Writes `text` to standard output, unbuffered, so that JSON lines reach a pipe as soon as they exist.
  static func output(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `text` to standard error.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
