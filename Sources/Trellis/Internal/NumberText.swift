import Foundation

/// Short number formatting for descriptions.
enum NumberText {
  /// A number with at most four decimals and no trailing zeros: `64`, `0.5`, `20.3333`, `-16`.
  static func short(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.4f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
