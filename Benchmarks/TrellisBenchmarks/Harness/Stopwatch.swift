/// A monotonic stopwatch that reads in microseconds.
struct Stopwatch {
  private static let clock = ContinuousClock()
  private let start: ContinuousClock.Instant

  /// Starts a stopwatch now.
  init() { start = Self.clock.now }

  /// The microseconds since the stopwatch started.
  var elapsedMicroseconds: Double {
    let duration = start.duration(to: Self.clock.now)
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
  }
}
