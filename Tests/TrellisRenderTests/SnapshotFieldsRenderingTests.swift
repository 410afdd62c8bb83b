import Foundation
import Testing
import Trellis

@testable import TrellisRender

/// How the renderers show what the snapshot records beyond frames: layers, ambiguity, safe areas, presentations,
/// the device and appearance, and constraints.
@Suite struct SnapshotFieldsRenderingTests {
  /// A 200 × 300 root with a rounded, bordered, clipping card holding a child, an ambiguous view, and a presented
  /// sheet over a controller root.
  private var snapshot: LayoutSnapshot {
    let card = HandBuilt.node(
      "0.0.0", identifier: "card", frame: CGRect(x: 20, y: 20, width: 160, height: 100),
      background: .systemGroupedBackground,
      children: [
        HandBuilt.node("0.0.0.0", frame: CGRect(x: 150, y: 30, width: 50, height: 50), background: .systemBlue)
      ]
    )
    var styledCard = card
    styledCard.cornerRadius = 12
    styledCard.borderWidth = 2
    styledCard.borderColor = Color(red: 1, green: 0, blue: 0)
    styledCard.clipsToBounds = true
    var loose = HandBuilt.node("0.0.1", identifier: "loose", frame: CGRect(x: 20, y: 140, width: 60, height: 20))
    loose.ambiguousAxes = [.horizontal]
    var screen = HandBuilt.node(
      "0.0", kind: "View", frame: CGRect(x: 0, y: 0, width: 200, height: 300), background: .systemBackground,
      children: [styledCard, loose])
    screen.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    var sheet = HandBuilt.node(
      "0.1", identifier: "sheet", frame: CGRect(x: 0, y: 30, width: 200, height: 270), background: .systemBackground)
    sheet.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    sheet.presentation = LayoutSnapshot.Presentation(style: .pageSheet, presentingID: "0.0")
    let root = HandBuilt.node(
      "0", kind: "Window", identifier: "window", frame: CGRect(x: 0, y: 0, width: 200, height: 300),
      children: [screen, sheet])
    return LayoutSnapshot(root: root)
  }

  @Test func jsonWritesSafeAreaPresentationAndAmbiguity() {
    let json = JSONRenderer().render(snapshot)
    #expect(json.contains("\"safeAreaInsets\": {\"top\": 20, \"left\": 0, \"bottom\": 10, \"right\": 0},"))
    #expect(json.contains("\"presentation\": \"pageSheet\","))
    #expect(json.contains("\"hidden\": false,\n            \"ambiguous\": true,"))
    // Only the ambiguous node says so.
    #expect(json.components(separatedBy: "\"ambiguous\"").count == 2)
  }

  @Test func textMarksAmbiguousViews() {
    let text = TextRenderer().render(snapshot)
    #expect(text.contains("<View id='loose'; frame = (20 140; 60 20); ambiguous = YES>"))
    #expect(text.components(separatedBy: "ambiguous").count == 2)
  }

  @Test func layersAreRoundedBorderedAndClipped() {
    var plain = snapshot
    plain.root.children.removeLast()  // no sheet: the card is drawn unscaled
    let svg = SVGRenderer().render(plain)
    #expect(svg.contains("<rect x=\"20\" y=\"20\" width=\"160\" height=\"100\" rx=\"12\" fill=\"#f2f2f7\"/>"))
    #expect(svg.contains("<clipPath id=\"clip-0.0.0\">"))
    #expect(svg.contains("<g clip-path=\"url(#clip-0.0.0)\">"))
    // The border: 2 pt, stroked 1 pt inside the frame, radius 12 − 1.
    let border =
      "<rect x=\"21\" y=\"21\" width=\"158\" height=\"98\" rx=\"11\" fill=\"none\" stroke=\"#ff0000\" "
      + "stroke-width=\"2\"/>"
    #expect(svg.contains(border))
    // It comes after the clipped child (drawn above it).
    let child = svg.range(of: "fill=\"#007aff\"/>")
    let borderRange = svg.range(of: border)
    #expect(child != nil && borderRange != nil && child!.lowerBound < borderRange!.lowerBound)
  }

  @Test func cornerRadiusIsLimitedToHalfTheShorterSide() {
    var node = HandBuilt.node("0", frame: CGRect(x: 0, y: 0, width: 40, height: 10), background: .systemBlue)
    node.cornerRadius = 100
    #expect(SVGRenderer().render(LayoutSnapshot(root: node)).contains("rx=\"5\" fill=\"#007aff\""))
  }

  @Test func theSheetIsFoundByItsPresentationNotByPosition() {
    let svg = SVGRenderer().render(snapshot)
    #expect(svg.contains("<clipPath id=\"presenting-clip\">"))
    // Without the presentation the second child is an ordinary view: no dimming, no scaling.
    var plain = snapshot
    plain.root.children[1].presentation = nil
    #expect(!SVGRenderer().render(plain).contains("presenting-clip"))
  }

  @Test func statusBarFollowsTheSnapshotsDeviceAndOrientation() {
    var portrait = snapshot
    portrait.device = .iPhone15
    portrait.orientation = .portrait
    #expect(SVGRenderer().render(portrait).contains(">9:41</text>"))
    // iPhones hide the status bar in landscape (height 0), on every iPhone.
    for device in [Device.iPhone15, .iPhone15ProMax, .iPhoneSE3] {
      var landscape = portrait
      landscape.device = device
      landscape.orientation = .landscape
      let svg = SVGRenderer().render(landscape)
      #expect(!svg.contains("9:41") && !svg.contains("status-bar"), "\(device)")
    }
    // The iPad keeps its 24-point status bar: a font of min(17, round(24 × 0.6)) = 14 points, its baseline at
    // 24/2 + 14 × 0.35 = 16.9.
    var pad = portrait
    pad.device = .iPadAir
    pad.orientation = .landscape
    let padSVG = SVGRenderer().render(pad)
    #expect(padSVG.contains("<g id=\"status-bar\">"))
    #expect(padSVG.contains("y=\"16.9\" font-family=\"Inter, -apple-system, system-ui, sans-serif\" font-size=\"14\""))
    #expect(!SVGRenderer(options: .init(showsStatusBar: false)).render(portrait).contains("9:41"))
    #expect(!SVGRenderer().render(snapshot).contains("9:41"))
  }

  @Test func darkAppearanceComesFromTheSnapshotUnlessAThemeIsGiven() {
    var dark = snapshot
    dark.appearance = .dark
    #expect(
      SVGRenderer().render(dark).contains("<rect x=\"0\" y=\"0\" width=\"200\" height=\"300\" fill=\"#000000\"/>"))
    #expect(
      SVGRenderer(options: .init(theme: .light)).render(dark).contains(
        "<rect x=\"0\" y=\"0\" width=\"200\" height=\"300\" fill=\"#ffffff\"/>"))
  }

  @Test func constraintLabelsShowRelationConstantMultiplierAndPriority() {
    let box = LayoutSnapshot.Constraint.Item(nodeID: "0.0.0", frame: CGRect(x: 20, y: 20, width: 160, height: 100))
    let loose = LayoutSnapshot.Constraint.Item(nodeID: "0.0.1", frame: CGRect(x: 20, y: 140, width: 60, height: 20))
    let lookup = NodeLookup(snapshot)
    func label(_ constraint: LayoutSnapshot.Constraint) -> String { SVGCanvas.label(for: constraint, lookup: lookup) }
    #expect(label(.init(first: loose, .top, .equal, second: box, .bottom, constant: 20)) == "20")
    #expect(label(.init(first: loose, .top, .greaterThanOrEqual, second: box, .bottom, constant: 8)) == "≥ 8")
    #expect(
      label(.init(first: loose, .width, .equal, second: box, .width, multiplier: 0.5, constant: -4))
        == "= card.width ×0.5 + -4")
    #expect(
      label(.init(first: loose, .width, .lessThanOrEqual, second: nil, .notAnAttribute, constant: 44, priority: 750))
        == "≤ 44 @750")
  }

  @Test func overlayDrawsUserConstraintsOnlyAndBrokenOnesInRed() {
    var withConstraints = snapshot
    withConstraints.root.children.removeLast()
    let card = LayoutSnapshot.Constraint.Item(nodeID: "0.0.0", frame: CGRect(x: 20, y: 20, width: 160, height: 100))
    let loose = LayoutSnapshot.Constraint.Item(nodeID: "0.0.1", frame: CGRect(x: 20, y: 140, width: 60, height: 20))
    withConstraints.constraints = [
      .init(first: loose, .top, .equal, second: card, .bottom, constant: 20),
      .init(first: loose, .width, .equal, second: nil, .notAnAttribute, constant: 70, isBroken: true),
      .init(first: card, .width, .equal, second: nil, .notAnAttribute, constant: 160, origin: .autoresizing),
    ]
    let svg = SVGRenderer(options: .init(showsDebugOverlay: true)).render(withConstraints)
    // loose.top == card.bottom + 20: from y 120 to 140 at the middle of the horizontal overlap (20…80) → 50.5.
    #expect(svg.contains("<line x1=\"50.5\" y1=\"120\" x2=\"50.5\" y2=\"140\" fill=\"none\" stroke=\"#32ade6\""))
    #expect(svg.contains(">20</text>"))
    // The broken width: across loose at y 160 − 4 → 156.5, red and dashed.
    #expect(
      svg.contains(
        "<line x1=\"20\" y1=\"156.5\" x2=\"80\" y2=\"156.5\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"1\" "
          + "stroke-dasharray=\"3 2\"/>"))
    // The autoresizing constraint is not drawn.
    #expect(!svg.contains(">160</text>"))
    // The ambiguous view is outlined in red.
    #expect(svg.contains("<rect x=\"20.75\" y=\"140.75\" width=\"58.5\" height=\"18.5\" stroke=\"#ff3b30\""))
  }

  @Test func layersScreenMatchesGoldens() throws {
    let light = LayoutSnapshot(of: Screens.layers())
    try Golden.check(SVGRenderer(options: .init(showsDebugOverlay: true)).render(light), named: "layers-debug.svg")
    let dark = LayoutSnapshot(of: Screens.layers(appearance: .dark))
    try Golden.check(SVGRenderer().render(dark), named: "layers-dark.svg")
    try Golden.check(JSONRenderer().render(dark), named: "layers-dark.json")
  }
}
