import Foundation
import Testing
import Trellis

/// The README's small screen, kept honest: the example is the code below (Scripts/docs/check_doc_examples.py compares
/// the two), and what it prints is the output the README shows under it.
@Suite("README screen example")
struct ReadmeScreenExampleTests {
  @Test func theExamplePrintsTheFramesTheReadmeShows() throws {
    // The example's `print` calls land here, formatted as Swift's `print` formats them.
    var printed: [String] = []
    func print(_ items: Any...) {
      printed.append(items.map { "\($0)" }.joined(separator: " "))
    }

    // doc-example: README.md
    let window = Window(device: .iPhone15)  // 393 × 852 points; the safe area ends 34 above the bottom
    let save = Button(configuration: .filled())
    save.setTitle("Save", for: .normal)
    save.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(save)
    LayoutConstraint.activate([
      save.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      save.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      save.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
      save.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    print(save.frame.minX, save.frame.minY, save.frame.width, save.frame.height)
    // end doc-example

    // The safe area of an iPhone 15 in portrait is 59 from the top, 34 from the bottom and 0 from the sides, so it
    // spans x 0 to 393 and y 59 to 852 − 34 = 818.
    // x: 0 + 16 = 16; width: from 16 to 393 − 16 = 377, so 377 − 16 = 361 (= 393 − 32).
    // y: the bottom on the safe area's, 818, and 50 tall, so the top is 818 − 50 = 768.
    #expect(window.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(save.frame == CGRect(x: 16, y: 768, width: 361, height: 50))
    #expect(window.layoutEngine.issues.isEmpty)
    #expect(window.layoutEngine.ambiguityReport().isEmpty)

    #expect(try printed == Self.documentedOutput())
  }

  /// The lines of the ```text block that follows the README's example: what the README says it prints.
  static func documentedOutput() throws -> [String] {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    let afterExample = try #require(
      readme.components(separatedBy: "let window = Window(device: .iPhone15)  // 393 × 852 points").dropFirst().first,
      "README.md has no screen example")
    let output = try #require(
      afterExample.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "\n```").first,
      "README.md shows no output under its screen example")
    return output.components(separatedBy: "\n")
  }
}
