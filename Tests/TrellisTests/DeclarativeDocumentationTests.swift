import Foundation
import Testing
import Trellis

// The examples of Docs/Layout.md's "Declarative views" section, of README.md and of the "Declaring views" article,
// kept honest: the marked regions are the documents' blocks (Scripts/docs/check_doc_examples.py compares them), they
// compile here, and their frames are checked.

// doc-example: README.md
final class TitledField: DeclarativeView {
  let title = Label()
  let field = TextField()

  var body: [View] {
    title
    field
  }

  var layout: [LayoutConstraint] {
    for view in [title, field] {
      view.leadingAnchor.constraint(equalTo: leadingAnchor)
      view.trailingAnchor.constraint(equalTo: trailingAnchor)
    }
    title.topAnchor.constraint(equalTo: topAnchor)
    field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8)
    field.bottomAnchor.constraint(equalTo: bottomAnchor)
  }
}
// end doc-example

// doc-example: Sources/Trellis/Trellis.docc/DeclaringViews.md Docs/Layout.md
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
// end doc-example

// doc-example: Sources/Trellis/Trellis.docc/DeclaringViews.md
final class ProfileViewController: DeclarativeViewController {
  let card = ProfileCard()

  var body: [View] { card }

  var layout: [LayoutConstraint] {
    card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16)
    card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
    card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
  }
}
// end doc-example

@Suite struct DeclarativeDocumentationTests {
  @Test func theExampleRunsAsDocumented() throws {
    // doc-example: Docs/Layout.md
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
    // card.frame == (16, 59, 361, 72): 12 + 48 + 12 high, below the 59-point safe-area top.
    // card.avatar.frame == (12, 12, 48, 48); card.name.frame.minX == 12 + 48 + 16 == 76.
    // end doc-example
    // 393 − 2 × 16 = 361 wide; 12 + 48 + 12 = 72 high; the safe area starts at 59.
    #expect(card.frame == CGRect(x: 16, y: 59, width: 361, height: 72))
    #expect(card.avatar.frame == CGRect(x: 12, y: 12, width: 48, height: 48))
    #expect(card.name.frame.minX == 76)  // 12 + 48 + 16
    // The name is centred on the avatar: 12 + 24 = 36.
    #expect(abs(card.name.frame.midY - 36) < 1e-9)
    let leading = try #require(card.constraints.first { $0.firstItem === card.name && $0.firstAttribute == .leading })

    // doc-example: Docs/Layout.md
    card.isCompact = true
    card.badge = Label()
    card.reloadContent()
    window.layoutIfNeeded()
    // card.name.frame.minX == 68: the same constraint, its constant changed in place; the badge joined.
    // end doc-example
    #expect(card.name.frame.minX == 68)  // 12 + 48 + 8
    #expect(leading.isActive && leading.constant == 8)
    #expect(card.badge?.superview === card)
    #expect(card.badge?.frame.minX == card.name.frame.maxX + 8)
    #expect(window.layoutEngine.issues.isEmpty)
  }

  @Test func theReadmeExampleStacksTitleAndField() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let titled = TitledField()
    titled.title.text = "Name"
    titled.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(titled)
    LayoutConstraint.activate {
      titled.topAnchor.constraint(equalTo: root.topAnchor)
      titled.leadingAnchor.constraint(equalTo: root.leadingAnchor)
      titled.trailingAnchor.constraint(equalTo: root.trailingAnchor)
    }
    root.layoutIfNeeded()
    // The title's line, 8, the field's line: the form is as tall as both plus 8, and as wide as the root.
    let titleHeight = titled.title.intrinsicContentSize.height
    let fieldHeight = titled.field.intrinsicContentSize.height
    #expect(titled.title.frame == CGRect(x: 0, y: 0, width: 320, height: titleHeight))
    #expect(titled.field.frame == CGRect(x: 0, y: titleHeight + 8, width: 320, height: fieldHeight))
    #expect(titled.frame.height == titleHeight + 8 + fieldHeight)
    #expect(root.layoutEngine.issues.isEmpty)
  }

  @Test func theArticlesControllerPlacesTheCard() {
    let controller = ProfileViewController()
    let window = Window(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // 16 below the 59-point safe-area top, between the 16-point margins: 393 − 32 = 361 wide, 72 high.
    #expect(controller.card.frame == CGRect(x: 16, y: 75, width: 361, height: 72))
    #expect(window.layoutEngine.issues.isEmpty)
  }
}
