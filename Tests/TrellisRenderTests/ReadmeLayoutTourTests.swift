import Testing
import Trellis
import TrellisRender

/// The layout tour in README.md, kept honest.
@Suite("README layout tour")
struct ReadmeLayoutTourTests {
  /// The README's second example, exactly as printed there (Scripts/docs/check_doc_examples.py compares the two).
  @Test func tourRunsAsDocumented() throws {
    // doc-example: README.md
    let window = Window(device: .iPhone15)
    let label = Label()
    label.text = "Trainer Ash likes Pikachu"
    label.accessibilityIdentifier = "trainerLog.label"
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 64),
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
    ])
    window.layoutIfNeeded()
    print(TextRenderer().render(LayoutSnapshot(of: window)))  // <Label id='trainerLog.label'; frame = (16 123; …)>
    // end doc-example
    let text = TextRenderer().render(LayoutSnapshot(of: window))
    // iPhone 15: safe area top 59 pt (REFERENCE §3), so the label's top is 59 + 64 = 123.
    #expect(text.contains("<Label id='trainerLog.label'; frame = (16 123; "))
    #expect(text.contains("text = 'Trainer Ash likes Pikachu'"))
  }
}
