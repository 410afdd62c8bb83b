import Foundation
import Testing

@testable import Trellis

/// The initializers and properties programmatic UIKit code uses that layout does not depend on: they exist, hold
/// what they are given, and leave the layout as it was.
@Suite struct UIKitSpellingTests {
  @Test func aButtonOfAnyTypeIsASystemButton() {
    // Title "OK" in the 15-point system font, at least 30 tall: the same intrinsic size as `Button()`.
    for type in Button.ButtonType.allCases {
      let typed = Button(type: type)
      typed.setTitle("OK", for: .normal)
      let plain = Button()
      plain.setTitle("OK", for: .normal)
      #expect(typed.intrinsicContentSize == plain.intrinsicContentSize)
      #expect(typed.configuration == nil)
    }
  }

  @Test func aButtonWithAConfigurationRunsItsPrimaryAction() {
    var configuration = Button.Configuration.filled()
    configuration.title = "Sign In"
    var taps = 0
    let button = Button(configuration: configuration, primaryAction: Action { _ in taps += 1 })
    #expect(button.configuration == configuration)
    #expect(button.currentTitle == "Sign In")
    button.tap()
    button.sendActions(for: .valueChanged)
    #expect(taps == 1)
  }

  @Test func symbolImagesAreSquaresOfTheBodySize() throws {
    let image = try #require(Image(systemName: "person.crop.circle"))
    #expect(image.name == "person.crop.circle")
    #expect(image.size == CGSize(width: 17, height: 17))
    #expect(Image(systemName: "") == nil)
    #expect(ImageView(image: image).intrinsicContentSize == CGSize(width: 17, height: 17))
  }

  @Test func contentModeDoesNotChangeLayout() {
    let imageView = ImageView(image: Image(name: "avatar", size: CGSize(width: 40, height: 30)))
    #expect(imageView.contentMode == .scaleToFill)
    imageView.contentMode = .scaleAspectFill
    #expect(imageView.contentMode == .scaleAspectFill)
    #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
  }

  @Test func textInputTraitsAreRecordedAndDoNotChangeTyping() {
    let field = TextField()
    #expect(field.keyboardType == .default)
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.autocorrectionType == .default)
    #expect(field.returnKeyType == .default)
    let size = field.intrinsicContentSize
    field.keyboardType = .emailAddress
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    field.returnKeyType = .next
    field.insertText("ash@kanto.example")
    #expect(field.text == "ash@kanto.example")
    #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next)
    field.text = ""
    #expect(field.intrinsicContentSize == size)
  }

  @Test func aViewsWindowIsTheWindowAtTheRootOfItsTree() {
    let window = Window(device: .iPhone15)
    let container = View()
    let child = View()
    container.addSubview(child)
    #expect(child.window == nil)
    window.addSubview(container)
    #expect(child.window === window)
    child.removeFromSuperview()
    #expect(child.window == nil)
    // A tree whose root is a plain view has no window.
    let root = View()
    root.addSubview(child)
    #expect(child.window == nil)
  }
}
