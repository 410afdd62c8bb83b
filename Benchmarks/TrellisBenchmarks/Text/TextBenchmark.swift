import Foundation
import TrellisText

/// Times text measurement as the layout engine uses it: one call per label, fonts loaded beforehand.
///
/// Each case runs a warm-up, then batches of calls sized to take about 2 ms each; the report gives the median
/// over the batches of the time per call. The results' widths are summed into a checksum that is printed, so the
/// calls cannot be optimised away.
enum TextBenchmark {
  /// One measured call.
  struct Case {
    /// What is measured, for the report.
    var name: String
    /// The call; returns a number derived from the result.
    var call: () -> Double
  }

  /// The cases: a 20-character ASCII label (the fast path), the same through the general layout entry point, a
  /// 20-character label with accents (the general path), and an 85-character paragraph wrapped at 200 pt.
  static func cases() -> [Case] {
    let font = Font.systemFont(ofSize: 17, weight: .regular)
    let measurer = TextMeasurer()
    let ascii = "Trainer Ash, level 9"
    let accented = "Pokémon trainer Zoé!"
    let paragraph = "Typing a name and a Pokémon and tapping Save sends the trainer back through the closures."
    return [
      Case(name: "Font.width, 20-char ASCII label") { Double(font.width(of: ascii)) },
      Case(name: "TextMeasurer.layout, 20-char ASCII label") {
        Double(measurer.layout(of: ascii, font: font, scale: 3).size.width)
      },
      Case(name: "TextMeasurer.layout, 20-char accented label") {
        Double(measurer.layout(of: accented, font: font, scale: 3).size.width)
      },
      Case(name: "TextMeasurer.layout, 85-char paragraph at 200 pt") {
        Double(
          measurer.layout(
            of: paragraph, font: font, maxWidth: 200, numberOfLines: 0, lineBreakMode: .byWordWrapping, scale: 3
          ).size.height)
      },
    ]
  }

  /// Runs every case and returns the report.
  static func report() -> String {
    var lines = ["case                                               ns per call (median of 15 batches)", ""]
    var checksum = 0.0
    for benchmark in cases() {
      let (nanoseconds, sum) = measure(benchmark.call)
      checksum += sum
      lines.append(
        benchmark.name.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "%8.1f", nanoseconds))
    }
    lines.append("")
    lines.append("checksum (defeats dead-code elimination): \(checksum)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The median time per call over 15 batches, and the sum of the results.
  static func measure(_ call: () -> Double) -> (nanoseconds: Double, sum: Double) {
    var sum = 0.0
    var batch = 1
    while true {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<batch { sum += call() }
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      if elapsed > 2_000_000 || batch > 1 << 24 { break }
      batch *= 2
    }
    var perCall: [Double] = []
    for _ in 0..<15 {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<batch { sum += call() }
      perCall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(batch))
    }
    perCall.sort()
    return (perCall[perCall.count / 2], sum)
  }
}
