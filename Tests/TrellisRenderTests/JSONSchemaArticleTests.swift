import Foundation
import Testing
import Trellis
import TrellisRender

/// "Rendering and the JSON schema" (TrellisRender's DocC catalog): its example, exactly as printed there
/// (Scripts/docs/check_doc_examples.py compares the two), and the JSON it shows, which must be what the example
/// prints, byte for byte.
@Suite("Documentation examples: rendering and the JSON schema")
struct JSONSchemaArticleTests {
  static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/TrellisRender/TrellisRender.docc/RenderingAndTheJSONSchema.md")

  @Test func theArticlesJSONIsWhatItsExamplePrints() throws {
    // doc-example: Sources/TrellisRender/TrellisRender.docc/RenderingAndTheJSONSchema.md
    let window = Window(device: .iPhone15)
    let title = Label()
    title.text = "Trainer"
    title.accessibilityIdentifier = "title"
    title.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(title)
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20),
      title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
    ])
    let json = JSONRenderer().render(LayoutSnapshot(of: window))
    print(json)
    // end doc-example
    let markdown = try String(contentsOf: Self.article, encoding: .utf8)
    let block = try #require(
      markdown.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
    #expect(json == block)
  }
}
