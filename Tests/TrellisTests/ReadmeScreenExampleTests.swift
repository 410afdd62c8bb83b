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
    let window = Window(device: .iPhone15)  // 393 × 852 points; the safe area is 59 from the top, 34 from the bottom
    let header = View()
    let list = View()
    let saveButton = Button(configuration: .filled())
    saveButton.setTitle("Save", for: .normal)
    let safeArea = window.safeAreaLayoutGuide
    for view in [header, list, saveButton] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      view.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16).isActive = true
      view.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16).isActive = true
    }
    LayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: safeArea.topAnchor),
      header.heightAnchor.constraint(equalToConstant: 44),
      list.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
      saveButton.topAnchor.constraint(equalTo: list.bottomAnchor, constant: 8),
      saveButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      saveButton.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    for (name, view) in [("header", header), ("list", list), ("save", saveButton)] {
      print(name, view.frame.minX, view.frame.minY, view.frame.width, view.frame.height)
    }
    // end doc-example

    // Every view is 16 in from each side of the 393-point-wide safe area: x = 16, width = 393 − 32 = 361.
    // header: from the safe area's top, 59, and 44 tall.
    #expect(header.frame == CGRect(x: 16, y: 59, width: 361, height: 44))
    // save: its bottom on the safe area's, 852 − 34 = 818, and 50 tall, so its top is 818 − 50 = 768.
    #expect(saveButton.frame == CGRect(x: 16, y: 768, width: 361, height: 50))
    // list: from 59 + 44 + 8 = 111 to 768 − 8 = 760, so 760 − 111 = 649 tall.
    #expect(list.frame == CGRect(x: 16, y: 111, width: 361, height: 649))
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
