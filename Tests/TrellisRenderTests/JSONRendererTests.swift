import Foundation
import Testing
import Trellis

@testable import TrellisRender

@Suite struct JSONRendererTests {
  @Test func handBuiltScreen() {
    var snapshot = HandBuilt.smallScreen
    snapshot.root.children = Array(snapshot.root.children.prefix(2)) + [snapshot.root.children[4]]
    let expected = """
      {
        "version": 1,
        "device": {"name": "iPhone 15", "width": 393, "height": 852, "scale": 3},
        "orientation": "portrait",
        "appearance": "dark",
        "root": {
          "id": "root",
          "path": "0",
          "kind": "View",
          "frame": {"x": 0, "y": 0, "width": 200, "height": 300},
          "hidden": false,
          "children": [
            {
              "id": "greeting",
              "path": "0.0",
              "kind": "Label",
              "frame": {"x": 16, "y": 20.333, "width": 168, "height": 20.5},
              "text": "Hello, <Ash> & 'Pikachu'",
              "hidden": false,
              "children": []
            },
            {
              "id": "0.1",
              "path": "0.1",
              "kind": "View",
              "frame": {"x": 10, "y": 50, "width": 100, "height": 40},
              "hidden": true,
              "children": [
                {
                  "id": "0.1.0",
                  "path": "0.1.0",
                  "kind": "Label",
                  "frame": {"x": 12, "y": 55, "width": 50, "height": 20},
                  "hidden": false,
                  "children": []
                }
              ]
            },
            {
              "id": "0.4",
              "path": "0.4",
              "kind": "Switch",
              "frame": {"x": 16, "y": 210, "width": 51, "height": 31},
              "isOn": false,
              "hidden": false,
              "children": []
            }
          ]
        }
      }

      """
    snapshot.device = .iPhone15
    snapshot.orientation = .portrait
    snapshot.appearance = .dark
    let json = JSONRenderer().render(snapshot)
    #expect(json == expected)
  }

  @Test func withoutAWindowTheDocumentHasNoDevice() throws {
    let json = JSONRenderer().render(HandBuilt.smallScreen)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["version", "appearance", "root"])
    #expect(object["appearance"] as? String == "light")
  }

  @Test func stringsAreEscaped() {
    #expect(JSONText.string("a\"b\\c\nd\u{1}é") == "\"a\\\"b\\\\c\\nd\\u0001é\"")
  }

  @Test func buttonTitlesAndPlaceholdersAreWritten() throws {
    let json = JSONRenderer().render(HandBuilt.smallScreen)
    #expect(json.contains("\"text\": \"Save\""))
    #expect(json.contains("\"placeholder\": \"Name\""))
  }

  @Test func realScreenIsValidJSON() throws {
    let (window, _) = Screens.profile()
    let json = JSONRenderer().render(LayoutSnapshot(of: window))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
  }

  @Test func renderingIsDeterministic() {
    let (window, _) = Screens.profile()
    let snapshot = LayoutSnapshot(of: window)
    #expect(JSONRenderer().render(snapshot) == JSONRenderer().render(snapshot))
  }
}
