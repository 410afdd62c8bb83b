import Foundation

/// Deterministic decimal text for numbers: rounded to a fixed number of decimals, trailing zeros trimmed, no
/// exponent, no negative zero. `String(describing:)` on a `Double` prints `161.66666666666666` or `1e-07`, which
/// would make golden files depend on noise below the precision anyone reads.
enum NumberFormat {
  /// The value rounded to `decimals` places (half away from zero) with trailing zeros removed: `161.67`, `16`,
  /// `-0.5`; `nan`, `inf` or `-inf` for values that are not finite.
  static func text(_ value: CGFloat, decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    precondition((0...6).contains(decimals), "NumberFormat supports 0 to 6 decimals, got \(decimals)")
    var divisor: Int64 = 1
    for _ in 0..<decimals { divisor *= 10 }
    let scaled = (Double(value) * Double(divisor)).rounded(.toNearestOrAwayFromZero)
    // Beyond 2^53 a Double has no fractional digits left to print.
    guard abs(scaled) < 9.0e15 else { return String(format: "%.0f", Double(value)) }
    let units = Int64(scaled)
    if units == 0 { return "0" }
    let magnitude = units.magnitude
    let whole = magnitude / UInt64(divisor)
    var fraction = magnitude % UInt64(divisor)
    var text = (units < 0 ? "-" : "") + String(whole)
    guard fraction != 0 else { return text }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    return text
  }
}
