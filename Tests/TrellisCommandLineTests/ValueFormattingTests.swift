import Foundation
import Testing

@testable import TrellisCommandLine

/// `trellis solve` prints values with up to six decimals, trailing zeros trimmed; whole numbers take a shorter path
/// that must print the same text.
@Suite struct ValueFormattingTests {
  /// The printing through `String(format:)` alone, as before the shorter path.
  static func formattedByFoundation(_ value: Double) -> String {
    if value == 0 { return "0" }
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  @Test(arguments: [
    1, -1, 7, 792, -76, 1e6, 123_456_789, -987_654_321_012, 1e14, 9.99e14, 1e15, -1e15, 3e15, 1e20, -0.0, 0.5, -2.25,
    1e-7, -4e-7, 5e-7, 10.4999999, 17992.000000001, 0.1 + 0.2, Double(1 << 52) + 1,
  ])
  func wholeNumbersPrintAsBefore(value: Double) {
    #expect(SolveCommand.format(value) == Self.formattedByFoundation(value))
  }

  @Test func aThousandGeneratedValuesPrintAsBefore() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<1000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let whole = Double(Int64(bitPattern: state) >> 20)
      let fraction = Double(state % 7) / 4
      for value in [whole, whole + fraction, whole / 1024] {
        #expect(SolveCommand.format(value) == Self.formattedByFoundation(value), "\(value)")
      }
    }
  }
}
