import Foundation

/// JSON scalars written by hand, so that the output is byte-for-byte stable: keys in the order the writer emits
/// them (`JSONSerialization` and `JSONEncoder` choose their own order), numbers rounded to 1/1000.
enum JSONText {
  /// A JSON string literal: quotes, backslashes and control characters escaped; everything else as UTF-8.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A JSON number rounded to 1/1000 (`null` when not finite, which JSON cannot express).
  static func number(_ value: CGFloat) -> String {
    value.isFinite ? NumberFormat.text(value, decimals: 3) : "null"
  }

  /// An object on one line from keys and already-written values, in the given order.
  static func inlineObject(_ members: [(String, String)]) -> String {
    "{" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }
}
