import Foundation
import Testing
import Trellis

/// "Reading a conflict report" (Trellis's DocC catalog): its example, exactly as printed there
/// (Scripts/docs/check_doc_examples.py compares the two), and what the article says about it.
@Suite("Documentation examples: reading a conflict report")
struct ConflictReportArticleTests {
  @Test func articleExample() throws {
    // doc-example: Sources/Trellis/Trellis.docc/ReadingAConflictReport.md
    let window = Window(device: .iPhone15)
    let banner = Label()
    banner.text = "Trainer"
    banner.accessibilityIdentifier = "banner"
    banner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(banner)
    LayoutConstraint.activate([
      banner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      banner.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      banner.widthAnchor.constraint(equalToConstant: 400).withIdentifier("banner.width"),
    ])
    window.layoutIfNeeded()

    for report in window.layoutEngine.conflicts {
      print(report)
    }
    // end doc-example
    // 16 + width + 16 == 393 leaves 361, not 400: one conflict, of the window's frame, the two edges and the width.
    let report = try #require(window.layoutEngine.conflicts.first)
    #expect(window.layoutEngine.conflicts.count == 1)
    #expect(report.constraints.count == 4)
    #expect(report.broken.identifier == "banner.width")
    #expect(report.constraints.last == report.broken)
    #expect(report.items == ["window", "banner"])
    #expect(report.constraints.first?.isEngineGenerated == true)
    // The width was written in this file, 2 lines below the leading edge.
    #expect(report.broken.sourceLocation.fileID.hasSuffix("ConflictReportArticleTests.swift"))
    #expect(report.broken.sourceLocation.line == (report.constraints[1].sourceLocation.line + 2))
    #expect(report.description.hasPrefix("Unable to simultaneously satisfy constraints."))
    // The broken width takes no part: x = 16, width = 393 - 2 × 16 = 361.
    #expect(banner.frame.minX == 16)
    #expect(banner.frame.width == 361)
  }

  /// The article's claim that a later pass tries the broken constraint again: unpin the trailing edge and the
  /// width of 400 holds.
  @Test func aBrokenConstraintComesBackWhenTheSetCanHold() throws {
    let window = Window(device: .iPhone15)
    let banner = Label()
    banner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(banner)
    let trailing = banner.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16)
    LayoutConstraint.activate([
      banner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      trailing,
      banner.widthAnchor.constraint(equalToConstant: 400),
    ])
    window.layoutIfNeeded()
    #expect(banner.frame.width == 361)
    trailing.isActive = false
    window.layoutIfNeeded()
    #expect(banner.frame.width == 400)
  }

  @Test func layoutIfNeededOrThrowThrowsTheSameReport() {
    let window = Window(device: .iPhone15)
    let banner = Label()
    banner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(banner)
    LayoutConstraint.activate([
      banner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      banner.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      banner.widthAnchor.constraint(equalToConstant: 400),
    ])
    #expect(throws: LayoutError.self) { try window.layoutIfNeededOrThrow() }
  }
}
