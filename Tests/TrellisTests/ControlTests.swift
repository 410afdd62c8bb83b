import Foundation
import Testing
import TrellisText

@testable import Trellis

@Suite struct ButtonTests {
  @Test func titlesPerState() {
    let button = Button()
    #expect(button.currentTitle == nil)
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving", for: .highlighted)
    #expect(button.title(for: .normal) == "Save")
    #expect(button.title(for: .highlighted) == "Saving")
    #expect(button.title(for: .selected) == "Save")  // falls back to normal
    #expect(button.currentTitle == "Save")
    var configuration = Button.Configuration.filled()
    configuration.title = "Configured"
    button.configuration = configuration
    #expect(button.currentTitle == "Configured")
  }

  @Test func filledButtonSizeIsTitlePlusInsets() {
    let button = Button()
    button.setTitle("Submit", for: .normal)
    button.configuration = .filled()
    let font = Font.preferredFont(forTextStyle: .body)
    let text = TextMeasurer().layout(of: "Submit", font: font, scale: 3).size
    // Width: text + 12 + 12; height: the 17-point line rounded to @3x pixels + 7 + 7.
    #expect(abs(button.intrinsicContentSize.width - (text.width + 24)) < 1e-9)
    #expect(abs(button.intrinsicContentSize.height - (text.height + 14)) < 1e-9)
    let plain = Button()
    plain.setTitle("Go", for: .normal)
    #expect(plain.intrinsicContentSize.height == 30)
  }

  @Test func actionsRunForTheirEvents() {
    let button = Button()
    var log: [String] = []
    // Unowned: the button holds the action, so a strong capture would be a cycle.
    let tap = Action(title: "tap") { [unowned button] action in log.append("tap from \(action.sender === button)") }
    button.addAction(tap, for: .touchUpInside)
    button.addAction(Action { _ in log.append("changed") }, for: .valueChanged)
    button.tap()
    #expect(log == ["tap from true"])
    button.isEnabled = false
    button.tap()
    #expect(log.count == 1)
    button.isEnabled = true
    button.removeAction(tap, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(log.count == 1)
    button.sendActions(for: .valueChanged)
    #expect(log == ["tap from true", "changed"])
  }

  @Test func buttonInALayoutUsesItsIntrinsicSize() {
    let root = makeRoot()
    let button = Button()
    button.setTitle("Next", for: .normal)
    button.configuration = .filled()
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    LayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
    ])
    root.layoutIfNeeded()
    #expect(button.frame.size == button.intrinsicContentSize)
    #expect(abs(button.frame.midX - 160) < 1e-9)
    guard case .button(let title, let background) = LayoutSnapshot(of: root).nodes[1].content else {
      Issue.record("not a button")
      return
    }
    #expect(title.text == "Next")
    #expect(background == .systemBlue)
  }
}

@Suite struct TextFieldTests {
  final class DigitsOnly: TextFieldDelegate {
    var ranges: [NSRange] = []
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
      -> Bool
    {
      ranges.append(range)
      return string.allSatisfy(\.isNumber)
    }
  }

  @Test func typingConsultsTheDelegateAndSendsEditingChanged() {
    let field = TextField()
    let delegate = DigitsOnly()
    field.delegate = delegate
    var changes = 0
    field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
    field.insertText("12")
    field.insertText("a")
    field.insertText("3")
    #expect(field.text == "123")
    #expect(changes == 2)
    field.deleteBackward()
    #expect(field.text == "12")
    #expect(delegate.ranges.last == NSRange(location: 2, length: 1))
    #expect(changes == 3)
    field.text = ""
    field.deleteBackward()
    #expect(changes == 3)
  }

  @Test func intrinsicSizeFollowsTextOrPlaceholder() {
    let field = TextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Name"
    let font = Font.systemFont(ofSize: 17)
    let placeholder = TextMeasurer().layout(of: "Name", font: font, scale: 3).size
    // 7 points of padding on each side of a rounded rect.
    #expect(abs(field.intrinsicContentSize.width - (placeholder.width + 14)) < 1e-9)
    #expect(abs(field.intrinsicContentSize.height - (placeholder.height + 14)) < 1e-9)
    field.text = "Ash Ketchum"
    let text = TextMeasurer().layout(of: "Ash Ketchum", font: font, scale: 3).size
    #expect(abs(field.intrinsicContentSize.width - (text.width + 14)) < 1e-9)
  }
}

@Suite struct SwitchTests {
  @Test func fixedSizeAndHugging() {
    let toggle = Switch()
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
  }

  @Test func toggleSendsValueChanged() {
    let toggle = Switch()
    var values: [Bool] = []
    toggle.addAction(Action { action in values.append((action.sender as? Switch)?.isOn ?? false) }, for: .valueChanged)
    toggle.setOn(true, animated: false)
    #expect(values.isEmpty)
    toggle.toggle()
    #expect(values == [false])
    #expect(!toggle.isOn)
  }

  @Test func switchBesideAStretchingLabel() {
    // A label and a switch in a fill stack 300 wide: the switch hugs at 750, so the label takes the rest even
    // though the switch is last: 300 − 8 − 51 = 241.
    let label = Label()
    label.text = "Notifications"
    let toggle = Switch()
    let stack = StackView(arrangedSubviews: [label, toggle])
    stack.spacing = 8
    stack.alignment = .center
    let root = makeRoot()
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    root.addSubview(stack)
    root.layoutIfNeeded()
    #expect(toggle.frame == CGRect(x: 249, y: 6.5, width: 51, height: 31))
    #expect(label.frame.width == 241)
  }
}

@Suite struct ImageViewTests {
  @Test func intrinsicSizeIsTheImageSize() {
    let imageView = ImageView(image: Image(name: "pokeball", size: CGSize(width: 24, height: 24)))
    #expect(imageView.frame.size == CGSize(width: 24, height: 24))
    #expect(imageView.intrinsicContentSize == CGSize(width: 24, height: 24))
    imageView.image = nil
    #expect(imageView.intrinsicContentSize.width == View.noIntrinsicMetric)
  }

  @Test func imageViewBesideALabel() {
    // A 24-point icon and a label in a centred row: the icon keeps its size, 8 points before the label.
    let icon = ImageView(image: Image(name: "pokeball", size: CGSize(width: 24, height: 24)))
    let label = Label()
    label.text = "Pikachu"
    let stack = StackView(arrangedSubviews: [icon, label])
    stack.spacing = 8
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    let root = makeRoot()
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(icon.frame.size == CGSize(width: 24, height: 24))
    #expect(label.frame.minX == 32)
    #expect(LayoutSnapshot(of: root).nodes[2].content == .image(name: "pokeball"))
  }
}
