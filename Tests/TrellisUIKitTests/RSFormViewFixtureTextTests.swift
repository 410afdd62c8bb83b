import Foundation
import Testing

/// RSFormViewStyle/*.swift are their RSFormView originals (Resources/RSFormView/*.uikit.txt, code written against
/// RSFormView's documented API in a UIKit app) with only the Linux edits their headers list: the two imports and,
/// where the original uses the Objective-C runtime, `#selector` and `@objc`.
@Suite struct RSFormViewFixtureTextTests {
  static let fixtures = ["FormViewExampleViewController", "ExampleFormHelper", "ProfileFormViewController"]

  /// A file's lines, without the empty string after a final newline.
  static func lines(of url: URL) throws -> [String] {
    var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The original of a fixture.
  static func original(_ name: String) throws -> [String] {
    let url = try #require(
      Bundle.module.url(forResource: "\(name).uikit", withExtension: "txt", subdirectory: "Resources/RSFormView"))
    return try lines(of: url)
  }

  /// The original with the allowed edits: `import UIKit` → `import TrellisUIKit`, `import RSFormView` →
  /// `import TrellisForms`, `#selector(name…)` → `Type.name`, no `@objc`.
  static func ported(_ lines: [String], typeName: String) -> [String] {
    lines.map { line in
      if line == "import UIKit" { return "import TrellisUIKit" }
      if line == "import RSFormView" { return "import TrellisForms" }
      var line = line.replacingOccurrences(of: "@objc ", with: "")
      while let start = line.range(of: "#selector(") {
        let rest = line[start.upperBound...]
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        var end = rest.index(rest.startIndex, offsetBy: name.count)
        if rest[end...].hasPrefix("(") { end = rest[end...].firstIndex(of: ")").map { rest.index(after: $0) } ?? end }
        end = rest.index(after: end)
        line.replaceSubrange(start.lowerBound..<end, with: "\(typeName).\(name)")
      }
      return line
    }
  }

  @Test(arguments: fixtures)
  func fixtureIsTheOriginalWithOnlyTheLinuxEdits(name: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("RSFormViewStyle/\(name).swift")
    let lines = try Self.lines(of: url)
    let blank = try #require(lines.firstIndex(of: ""))
    #expect(lines[..<blank].allSatisfy { $0.hasPrefix("//") })
    let code = Array(lines[(blank + 1)...])
    let original = try Self.original(name)
    let difference = SeedAppendixText.firstDifference(code, Self.ported(original, typeName: name))
    #expect(difference == nil, "\(difference ?? "")")
    // The originals are UIKit code: they import UIKit and RSFormView.
    #expect(original.prefix(2) == ["import UIKit", "import RSFormView"])
  }

  /// Only the tutorial's controller uses the Objective-C runtime (its two target–action pairs); the README-style
  /// files need nothing but the imports.
  @Test func onlyTheTutorialsTargetActionNeededMoreThanTheImports() throws {
    for name in Self.fixtures {
      let original = try Self.original(name)
      let edited = zip(original, Self.ported(original, typeName: name)).filter { $0.0 != $0.1 }.count
      let expected = name == "FormViewExampleViewController" ? 2 + 2 + 2 : 2
      #expect(edited == expected, "\(name)")
    }
  }
}
