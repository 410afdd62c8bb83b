import Foundation
import Testing
import TrellisCommandLine

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The accessibility identifiers the issue lists are in the SVG `trellis render` writes for their screens, on the
/// groups of their views (`<g id="…" data-accessibility-identifier="…">`), and every id in the document is a valid,
/// unique XML id: the SVG parses with an XML parser.
@Suite struct RenderSVGIdentifierTests {
  static let screens: [(arguments: [String], identifiers: [String])] = [
    (["trainer-log"], ["trainerLog.label", "trainerLog.addButton"]),
    (
      ["trainer-form"],
      [
        "trainerLog.label", "trainerLog.addButton", "trainerForm.title", "trainerForm.stack",
        "trainerForm.nameSection", "trainerForm.nameField", "trainerForm.pokemonSection", "trainerForm.pokemonField",
        "trainerForm.saveButton",
      ]
    ),
    (
      ["trainer-form", "--orientation", "landscape"],
      [
        "trainerForm.title", "trainerForm.stack", "trainerForm.nameSection", "trainerForm.nameField",
        "trainerForm.pokemonSection", "trainerForm.pokemonField", "trainerForm.saveButton",
      ]
    ),
    (["trainer-log-saved"], ["trainerLog.label", "trainerLog.addButton"]),
    (
      ["signup", "--state", "invalid"],
      ["signup.description", "signup.darkModeSwitch", "signup.form", "signup.submitButton"]
    ),
  ]

  @Test(arguments: 0..<screens.count)
  func everyListedIdentifierIsOnItsViewsGroup(index: Int) throws {
    let (arguments, identifiers) = Self.screens[index]
    let run = Run(["render"] + arguments + ["--format", "svg"])
    #expect(run.status == 0)
    let groups = try SVGGroups(run.output)
    for identifier in identifiers {
      #expect(groups.identifiers.contains(identifier), "\(arguments): \(identifier)")
      // These identifiers are already XML names and unique, so they are their groups' ids too.
      #expect(groups.ids.contains(identifier), "\(arguments): \(identifier)")
    }
    #expect(Set(groups.ids).count == groups.ids.count, "duplicate ids in \(arguments)")
    #expect(groups.ids.allSatisfy(SVGGroups.isXMLName), "\(groups.ids.filter { !SVGGroups.isXMLName($0) })")
  }

  /// On an iPhone in landscape the form is presented full screen: no scaled-down presenting screen is drawn, and
  /// the JSON says `fullScreen`.
  @Test func theLandscapeFormIsDrawnFullScreen() {
    let portrait = Run(["render", "trainer-form", "--format", "svg"]).output
    let landscape = Run(["render", "trainer-form", "--orientation", "landscape", "--format", "svg"]).output
    #expect(portrait.contains("presenting screen, scaled down and dimmed"))
    #expect(!landscape.contains("presenting screen, scaled down and dimmed"))
    #expect(!landscape.contains("data-accessibility-identifier=\"trainerLog.label\""))
    let json = Run(["render", "trainer-form", "--orientation", "landscape", "--format", "json"]).output
    #expect(json.contains("\"presentation\": \"fullScreen\""))
  }
}

/// The `id` and `data-accessibility-identifier` attributes of an SVG document's elements, read with an XML parser
/// (which also proves the document well-formed).
struct SVGGroups {
  var ids: [String] = []
  var identifiers: [String] = []

  init(_ svg: String) throws {
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else { throw collector.error ?? CocoaError(.propertyListReadCorrupt) }
    ids = collector.ids
    identifiers = collector.identifiers
  }

  /// Whether a string is an XML name without colons (an NCName) made of ASCII characters.
  static func isXMLName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-_".unicodeScalars.contains($0))
    }
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var ids: [String] = []
    var identifiers: [String] = []
    var error: Error?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if let id = attributes["id"] { ids.append(id) }
      if let identifier = attributes["data-accessibility-identifier"] { identifiers.append(identifier) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      error = parseError
    }
  }
}
