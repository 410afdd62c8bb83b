import Foundation
import Trellis

extension SVGCanvas {
  /// The ids the renderer gives its own elements, which a view's group never takes.
  static let reservedIDs: Set<String> = [
    "presenting-clip", "status-bar", "debug-constraints", "debug-overlay", "debug-legend",
  ]
  /// The prefixes of the renderer's numbered ids (`clip-0.1`, `sheet-clip-1`).
  static let reservedIDPrefixes = ["clip-", "sheet-clip-"]

  /// The attributes of the group around a view with an accessibility identifier: `data-accessibility-identifier`
  /// with the identifier as it is (escaped by the writer), and an `id` made from it that is a valid XML id and
  /// unique in the document (see ``xmlID(for:)``). Empty for a view without an identifier.
  mutating func identifierAttributes(of node: LayoutSnapshot.Node) -> [SVGWriter.Attribute] {
    guard let identifier = node.identifier else { return [] }
    return [("id", uniqueID(for: identifier)), ("data-accessibility-identifier", identifier)]
  }

  /// A document-unique XML id for an identifier: ``xmlID(for:)``, with `-2`, `-3`… appended when a view drawn
  /// earlier took it.
  private mutating func uniqueID(for identifier: String) -> String {
    let base = Self.xmlID(for: identifier)
    var candidate = base
    var number = 1
    while usedIDs.contains(candidate) {
      number += 1
      candidate = "\(base)-\(number)"
    }
    usedIDs.insert(candidate)
    return candidate
  }

  /// An identifier as an XML id (an NCName): ASCII letters, digits, `.`, `-` and `_` are kept, every other
  /// character becomes `_`; an id that does not start with a letter or `_`, or that could be one of the renderer's
  /// own ids, gets a leading `_`. `trainerLog.addButton` stays `trainerLog.addButton`; `2 buttons` becomes
  /// `_2_buttons`.
  static func xmlID(for identifier: String) -> String {
    var id = String(String.UnicodeScalarView(identifier.unicodeScalars.map { isNameCharacter($0) ? $0 : "_" }))
    let startsWell = id.unicodeScalars.first.map { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) } ?? false
    if !startsWell || reservedIDs.contains(id) || reservedIDPrefixes.contains(where: id.hasPrefix) {
      id = "_" + id
    }
    return id
  }

  /// Whether a character is kept in an id: an ASCII letter or digit, `.`, `-` or `_`.
  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_".unicodeScalars.contains(scalar))
  }
}
