import Foundation
import Testing
import Trellis

/// Docs/Performance.md's timing example, exactly as printed there (Scripts/docs/check_doc_examples.py compares the
/// two). It runs in a debug build, so the durations it prints are not checked (speed is measured in
/// `trellis-bench`); the frames it lays out, before and after the re-layout, are.
@Suite("Documentation examples: the performance guide")
struct PerformanceGuideTests {
  @Test func theTimingExampleLaysOutTheFramesTheGuideGives() throws {
    var printed: [String] = []
    func print(_ items: Any...) {
      printed.append(items.map { "\($0)" }.joined(separator: " "))
    }

    // doc-example: Docs/Performance.md
    let window = Window(device: .iPhone15)  // 393 × 852 points; the safe area starts 59 below the top
    let title = Label()
    title.text = "Inbox"
    let detail = Label()
    detail.text = "No new mail"
    let row = StackView(arrangedSubviews: [title, detail])  // horizontal; .fillEqually: two equal halves
    row.distribution = .fillEqually
    row.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(row)
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      row.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      row.heightAnchor.constraint(equalToConstant: 44),
    ])
    print("first layout:", ContinuousClock().measure { window.layoutIfNeeded() })
    detail.text = "3 new messages"  // invalidates the label's intrinsic size: the next pass re-solves
    print("re-layout:", ContinuousClock().measure { window.layoutIfNeeded() })
    // end doc-example

    // The safe area of an iPhone 15 in portrait spans x 0 to 393 and starts at y 59. The row: x 16, width
    // 393 − 16 − 16 = 361, y 59, height 44. Filled equally with no spacing, each label is 361 / 2 = 180.5 wide
    // and as tall as the row; `detail` starts where `title` ends, 16 + 180.5 = 196.5. The new text changes none of
    // it: the equal widths and the row's edges are required, the labels' own sizes only hug and resist.
    #expect(row.frame == CGRect(x: 16, y: 59, width: 361, height: 44))
    #expect(title.frame == CGRect(x: 0, y: 0, width: 180.5, height: 44))
    #expect(detail.frame == CGRect(x: 180.5, y: 0, width: 180.5, height: 44))
    #expect(window.layoutEngine.issues.isEmpty)
    #expect(window.layoutEngine.ambiguityReport().isEmpty)

    #expect(printed.count == 2)
    #expect(printed.first?.hasPrefix("first layout: ") == true)
    #expect(printed.last?.hasPrefix("re-layout: ") == true)
    #expect(printed.allSatisfy { $0.hasSuffix(" seconds") })
  }
}
