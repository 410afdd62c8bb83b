import Foundation
import Testing
import Trellis

// The example of Docs/Layout.md's "Declarative views" section, kept honest: it compiles here, its frames are
// checked, and the documentation's block must be these lines.

final class ProfileCard: DeclarativeView {
  let avatar = ImageView(image: Image(name: "avatar", size: CGSize(width: 48, height: 48)))
  let name = Label()
  var badge: Label?
  var isCompact = false

  var body: [View] {
    avatar
    name
    badge
  }

  var layout: [LayoutConstraint] {
    avatar.topAnchor.constraint(equalTo: topAnchor, constant: 12)
    avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12)
    avatar.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12)
    name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: isCompact ? 8 : 16)
    name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor)
    if let badge {
      badge.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8)
      badge.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor)
    }
  }

  override func applyAdditionalChanges() {
    backgroundColor = .secondarySystemBackground
    name.text = "Ash"
  }
}

@Suite struct DeclarativeDocumentationTests {
  @Test func theExampleRunsAsDocumented() throws {
    let window = Window(device: .iPhone15)
    let card = ProfileCard()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    LayoutConstraint.activate {
      card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor)
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16)
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16)
    }
    window.layoutIfNeeded()
    // 393 − 2 × 16 = 361 wide; 12 + 48 + 12 = 72 high; the safe area starts at 59.
    #expect(card.frame == CGRect(x: 16, y: 59, width: 361, height: 72))
    #expect(card.avatar.frame == CGRect(x: 12, y: 12, width: 48, height: 48))
    #expect(card.name.frame.minX == 76)  // 12 + 48 + 16
    // The name is centred on the avatar: 12 + 24 = 36.
    #expect(abs(card.name.frame.midY - 36) < 1e-9)
    let leading = try #require(card.constraints.first { $0.firstItem === card.name && $0.firstAttribute == .leading })

    card.isCompact = true
    card.badge = Label()
    card.reloadContent()
    window.layoutIfNeeded()
    #expect(card.name.frame.minX == 68)  // 12 + 48 + 8
    #expect(leading.isActive && leading.constant == 8)
    #expect(card.badge?.superview === card)
    #expect(card.badge?.frame.minX == card.name.frame.maxX + 8)
    #expect(window.layoutEngine.issues.isEmpty)
  }

  @Test func theDocumentedBlockIsThisCode() throws {
    let here = URL(fileURLWithPath: #filePath)
    let docs = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/Layout.md")
    let markdown = try String(contentsOf: docs, encoding: .utf8)
    let section = try #require(markdown.components(separatedBy: "## Declarative views").dropFirst().first)
    let block = try #require(
      section.components(separatedBy: "```swift\n").dropFirst().first?
        .components(separatedBy: "```").first)
    let source = try String(contentsOf: here, encoding: .utf8)
    let sourceLines = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    let code = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
    #expect(code.count >= 30)  // the whole example was found
    for line in code {
      #expect(sourceLines.contains(line), "Docs/Layout.md's example has a line this test does not run: \(line)")
    }
  }
}
