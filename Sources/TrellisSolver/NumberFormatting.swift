/// Number formatting shared by descriptions and the text constraint format.
enum NumberFormatting {
  /// The shortest text that reads back as the same number: integers without a fraction (`10`, `-3`), others as
  /// Swift prints them (`0.5`, `1e-09`).
  static func shortest(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.rounded() == value && abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
