import Foundation

/// The appendix of the seed 000_1e750f2c46c7b37e.txt, read from the test resource, and the fixture files made from it.
enum SeedAppendixText {
  /// The seed's text, as copied into Resources/Seed000.txt.
  static func seedText() throws -> String {
    guard let url = Bundle.module.url(forResource: "Seed000", withExtension: "txt", subdirectory: "Resources") else {
      throw CocoaError(.fileNoSuchFile)
    }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The lines of one appendix file ("ViewController", "Extensions"…), without the blank lines around it: the lines
  /// after its heading (`Name# `) up to the next heading.
  static func section(_ name: String, in seed: String) -> [String]? {
    let lines = seed.components(separatedBy: "\n")
    guard let appendix = lines.firstIndex(of: "Appendix#") else { return nil }
    func isHeading(_ line: String) -> Bool {
      let trimmed = line.hasSuffix(" ") ? String(line.dropLast()) : line
      return trimmed.hasSuffix("#") && trimmed.dropLast().allSatisfy { $0.isLetter || $0 == " " }
    }
    guard
      let start = lines[appendix...].firstIndex(where: { isHeading($0) && $0.hasPrefix(name + "#") })
    else { return nil }
    let end = lines[(start + 1)...].firstIndex(where: isHeading) ?? lines.endIndex
    return trimmingBlankLines(Array(lines[(start + 1)..<end]))
  }

  /// What the fixture's code must be: the seed's lines with the only changes the fixtures are allowed — `import UIKit`
  /// becomes `import TrellisUIKit` (and is added to a file printed without imports), `#Preview { … }` blocks go.
  static func expectedFixtureCode(from seedLines: [String]) -> [String] {
    var lines: [String] = []
    var inPreview = false
    for line in seedLines {
      if line.hasPrefix("#Preview") {
        inPreview = true
      } else if inPreview {
        if line.hasPrefix("}") { inPreview = false }
      } else {
        lines.append(line == "import UIKit" ? "import TrellisUIKit" : line)
      }
    }
    lines = trimmingBlankLines(lines)
    if let first = lines.first, !first.hasPrefix("import ") { lines = ["import TrellisUIKit", ""] + lines }
    return lines
  }

  /// The fixture file's lines split into its header comment (up to the first blank line) and its code.
  static func fixture(_ fileName: String) throws -> (header: [String], code: [String]) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("SeedAppendix").appendingPathComponent(fileName + ".swift")
    var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    let blank = lines.firstIndex(of: "") ?? lines.endIndex
    return (Array(lines[..<blank]), Array(lines[min(blank + 1, lines.endIndex)...]))
  }

  /// The first line where two texts differ, for a readable failure, or `nil` when they are equal.
  static func firstDifference(_ actual: [String], _ expected: [String]) -> String? {
    for index in 0..<max(actual.count, expected.count) {
      let left = index < actual.count ? actual[index] : "<end>"
      let right = index < expected.count ? expected[index] : "<end>"
      if left != right { return "line \(index + 1): fixture `\(left)`, seed `\(right)`" }
    }
    return nil
  }

  private static func trimmingBlankLines(_ lines: [String]) -> [String] {
    var lines = lines
    while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
    while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
    return lines
  }
}
