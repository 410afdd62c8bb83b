/// A mistake in a text constraint file, with the line and column where it was found (both from 1).
public struct ConstraintFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The line of the mistake, from 1.
  public var line: Int
  /// The column of the mistake, from 1, counted in characters.
  public var column: Int
  /// What is wrong, as a sentence fragment: `expected a relation (==, <=, >=)`.
  public var message: String

  /// Creates an error at a position.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line:column: message`.
  public var description: String { "\(line):\(column): \(message)" }
}
