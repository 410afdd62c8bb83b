import Foundation
import Testing

/// TutorialStyle/SignInViewController.swift is its UIKit original with only the Linux changes its header lists.
@Suite struct TutorialFixtureTextTests {
  /// The UIKit original, from Resources/SignInViewController.uikit.txt.
  static func original() throws -> [String] {
    let url = try #require(
      Bundle.module.url(forResource: "SignInViewController.uikit", withExtension: "txt", subdirectory: "Resources"))
    var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The original with the three allowed edits: the import, `#selector(name…)` → `SignInViewController.name`, and
  /// no `@objc`.
  static func ported(_ lines: [String]) -> [String] {
    lines.map { line in
      if line == "import UIKit" { return "import TrellisUIKit" }
      var line = line.replacingOccurrences(of: "@objc ", with: "")
      while let start = line.range(of: "#selector(") {
        let rest = line[start.upperBound...]
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        // Skip the argument labels, if any, and the closing parenthesis.
        var end = rest.index(rest.startIndex, offsetBy: name.count)
        if rest[end...].hasPrefix("(") { end = rest[end...].firstIndex(of: ")").map { rest.index(after: $0) } ?? end }
        end = rest.index(after: end)
        line.replaceSubrange(start.lowerBound..<end, with: "SignInViewController.\(name)")
      }
      return line
    }
  }

  @Test func fixtureIsTheUIKitOriginalWithOnlyTheLinuxEdits() throws {
    let fixtureURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("TutorialStyle/SignInViewController.swift")
    var lines = try String(contentsOf: fixtureURL, encoding: .utf8).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    let blank = try #require(lines.firstIndex(of: ""))
    #expect(lines[..<blank].allSatisfy { $0.hasPrefix("//") })
    let code = Array(lines[(blank + 1)...])
    let expected = Self.ported(try Self.original())
    let difference = SeedAppendixText.firstDifference(code, expected)
    #expect(difference == nil, "\(difference ?? "")")
    // The original really uses the Objective-C runtime, so the edits were needed.
    let original = try Self.original()
    #expect(original.filter { $0.contains("#selector(") }.count == 2)
    #expect(original.filter { $0.contains("@objc ") }.count == 2)
  }

  @Test func selectorsBecomeMethodReferences() {
    #expect(
      Self.ported(["  b.addTarget(self, action: #selector(tapped), for: .touchUpInside)"])
        == ["  b.addTarget(self, action: SignInViewController.tapped, for: .touchUpInside)"])
    #expect(
      Self.ported(["  s.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)"])
        == ["  s.addTarget(self, action: SignInViewController.changed, for: .valueChanged)"])
    #expect(Self.ported(["    @objc private func tapped() {"]) == ["    private func tapped() {"])
  }
}
