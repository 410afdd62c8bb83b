/// A mistake in a command's arguments: printed with the command's usage, and the command exits with status 2.
struct UsageError: Error, Equatable {
  /// What was wrong, as one sentence without the command's name.
  let message: String
}

/// A failure while running a well-formed command (a file that cannot be written, fonts that are missing): printed
/// without the usage, and the command exits with status 1.
struct RunError: Error, Equatable {
  /// What went wrong, as one sentence without the command's name.
  let message: String
}
