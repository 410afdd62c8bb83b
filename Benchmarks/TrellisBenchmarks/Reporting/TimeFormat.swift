/// Formatting of durations and numbers for the reports, without Foundation's locale-dependent formatters.
enum TimeFormat {
  /// A duration given in microseconds, in the unit that keeps it readable: `12.3 µs`, `4.56 ms`, `7.89 s`.
  static func human(_ microseconds: Double) -> String {
    switch microseconds {
    case ..<1000: return fixed(microseconds, digits: microseconds < 100 ? 2 : 1) + " µs"
    case ..<1_000_000: return fixed(microseconds / 1000, digits: microseconds < 100_000 ? 2 : 1) + " ms"
    default: return fixed(microseconds / 1_000_000, digits: 2) + " s"
    }
  }

  /// `value` with exactly `digits` decimals (rounded half away from zero).
  static func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return value.description }
    let integer = Int(scaled)
    let whole = integer / Int(scale)
    let fraction = String(integer % Int(scale))
    let sign = value < 0 && integer != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  /// `value` rounded to three decimals, as a JSON number.
  static func json(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    guard rounded.isFinite else { return "null" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = fixed(rounded, digits: 3)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
