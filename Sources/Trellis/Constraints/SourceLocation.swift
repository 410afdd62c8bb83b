/// Where in the source a constraint was made: the `#fileID` and `#line` of the call that created it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file, as `#fileID` gives it (`Module/File.swift`).
  public var fileID: String
  /// The line.
  public var line: Int

  /// Creates a source location.
  ///
  /// - Parameters:
  ///   - fileID: The file, as `#fileID` gives it.
  ///   - line: The line.
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  init(_ fileID: StaticString, _ line: UInt) {
    self.init(fileID: "\(fileID)", line: Int(line))
  }

  /// The file name without its module, and the line: `File.swift:42`.
  public var description: String {
    let name = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(name):\(line)"
  }
}
