import Foundation
import Testing
import Trellis
import TrellisRender

/// Docs/Architecture.md's example of the data flow, exactly as printed there (Scripts/docs/check_doc_examples.py
/// compares the two), and what it prints.
@Suite("Documentation examples: the architecture guide")
struct ArchitectureGuideTests {
  @Test func theDataFlowRunsAsDocumented() throws {
    var printed: [String] = []
    func print(_ items: Any...) {
      printed.append(items.map { "\($0)" }.joined(separator: " "))
    }

    // doc-example: Docs/Architecture.md
    let window = Window(device: .iPhone15)  // the view tree: the input
    let title = Label()
    title.text = "Trainer"
    title.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(title)
    title.centerXAnchor.constraint(equalTo: window.centerXAnchor).isActive = true
    title.centerYAnchor.constraint(equalTo: window.centerYAnchor).isActive = true
    window.layoutIfNeeded()  // the window's LayoutEngine turns the constraints into rows of its Solver and solves
    let snapshot = LayoutSnapshot(of: window)  // an immutable value: the frames, the constraints, the device
    print(TextRenderer().render(snapshot))  // a renderer reads the snapshot only
    // end doc-example
    // The label is centred on the 393 × 852 window at its intrinsic size.
    let size = title.intrinsicContentSize
    #expect(abs(title.frame.midX - 393 / 2) < 1e-9 && abs(title.frame.midY - 852 / 2) < 1e-9)
    #expect(title.frame.size == size)
    #expect(snapshot.device == .iPhone15)
    #expect(printed.count == 1)
    #expect(printed.first?.hasPrefix("<Window id='window'; frame = (0 0; 393 852)>") == true)
    #expect(printed.first?.contains("text = 'Trainer'") == true)

    // The snapshot is a value: later changes to the tree do not reach it.
    title.text = "Trainer Ash likes Pikachu"
    window.layoutIfNeeded()
    #expect(TextRenderer().render(snapshot) == printed.first)
  }
}
