import Foundation
import Testing
import Trellis

@testable import TrellisRender

/// Each view with an accessibility identifier is drawn in a group carrying the identifier as it is
/// (`data-accessibility-identifier`, escaped) and an `id` that is a valid XML id, unique in the document.
@Suite struct SVGIdentifierTests {
  @Test(arguments: [
    ("trainerLog.addButton", "trainerLog.addButton"),
    ("save_button-2", "save_button-2"),
    ("a b", "a_b"),
    ("1st", "_1st"),
    ("", "_"),
    ("<x&y>", "_x_y_"),
    ("héllo", "h_llo"),
    ("status-bar", "_status-bar"),
    ("clip-0.1", "_clip-0.1"),
    ("sheet-clip-1", "_sheet-clip-1"),
  ])
  func identifiersBecomeXMLIDs(identifier: String, id: String) {
    #expect(SVGCanvas.xmlID(for: identifier) == id)
  }

  @Test func groupsCarryTheIdentifierAndUniqueIDs() {
    var snapshot = HandBuilt.smallScreen
    let frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    snapshot.root.identifier = nil
    snapshot.root.children = [
      HandBuilt.node("0.0", kind: "View", identifier: "a b", frame: frame, content: .view),
      HandBuilt.node("0.1", kind: "View", identifier: "a b", frame: frame, content: .view),
      HandBuilt.node("0.2", kind: "View", identifier: "a_b", frame: frame, content: .view),
      HandBuilt.node("0.3", kind: "View", identifier: "<x & 'y'>", frame: frame, content: .view),
      HandBuilt.node("0.4", kind: "View", identifier: nil, frame: frame, content: .view),
    ]
    let svg = SVGRenderer().render(snapshot)
    #expect(svg.contains("<g id=\"a_b\" data-accessibility-identifier=\"a b\">"))
    #expect(svg.contains("<g id=\"a_b-2\" data-accessibility-identifier=\"a b\">"))
    #expect(svg.contains("<g id=\"a_b-3\" data-accessibility-identifier=\"a_b\">"))
    #expect(svg.contains("<g id=\"_x____y__\" data-accessibility-identifier=\"&lt;x &amp; &apos;y&apos;&gt;\">"))
    // The view without an identifier gets no group: four groups, each closed.
    #expect(svg.components(separatedBy: "data-accessibility-identifier=").count == 5)
    #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
  }

  @Test func hiddenViewsHaveNoGroup() {
    var snapshot = HandBuilt.smallScreen
    snapshot.root.children = [
      HandBuilt.node(
        "0.0", kind: "View", identifier: "hidden", frame: CGRect(x: 0, y: 0, width: 5, height: 5), content: .view)
    ]
    snapshot.root.children[0].isHidden = true
    #expect(!SVGRenderer().render(snapshot).contains("hidden"))
  }
}
