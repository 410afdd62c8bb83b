import Foundation
import Testing
import TrainerScreens
import TrellisUIKit

/// The seed's UIKit code (compiled through TrellisUIKit) and the native TrainerScreens module lay out the same
/// screens to the same frames, view by view, on every device and orientation, before and after the save flow.
@Suite struct SeedAppendixNativeComparisonTests {
  /// Every frame of a tree, depth first, with the depth: the two trees must have the same shape and frames (their
  /// class names and identifiers differ: the fixture sets none).
  static func frames(of view: UIView, depth: Int = 0) -> [String] {
    ["\(depth) \(view.frame)"] + view.subviews.flatMap { frames(of: $0, depth: depth + 1) }
  }

  struct Pair {
    let fixtureWindow: UIWindow
    let fixture: ViewController
    let nativeWindow: UIWindow
    let native: TrainerLogViewController

    init(device: Device, orientation: Device.Orientation) {
      fixture = ViewController()
      fixtureWindow = UIWindow(device: device, orientation: orientation)
      fixtureWindow.rootViewController = UINavigationController(rootViewController: fixture)
      fixtureWindow.makeKeyAndVisible()
      native = TrainerLogViewController()
      nativeWindow = UIWindow(device: device, orientation: orientation)
      nativeWindow.rootViewController = UINavigationController(rootViewController: native)
      nativeWindow.makeKeyAndVisible()
    }

    func layOut() -> (fixture: [String], native: [String]) {
      fixtureWindow.layoutIfNeeded()
      nativeWindow.layoutIfNeeded()
      return (frames(of: fixtureWindow), frames(of: nativeWindow))
    }
  }

  static let cases: [(Device, Device.Orientation)] = Device.all.flatMap { device in
    Device.Orientation.allCases.map { (device, $0) }
  }

  @Test(arguments: cases)
  func sameFramesThroughTheSaveFlow(device: Device, orientation: Device.Orientation) throws {
    let pair = Pair(device: device, orientation: orientation)
    let first = pair.layOut()
    #expect(first.fixture.count == 7)
    #expect(first.fixture == first.native)

    // Tap "Add Trainer Data" on both.
    pair.fixture.view.subviews(of: UIButton.self)[0].sendActions(for: .touchUpInside)
    pair.native.addButton.sendActions(for: .touchUpInside)
    let sheet = pair.layOut()
    #expect(sheet.fixture.count > first.fixture.count)
    #expect(sheet.fixture == sheet.native)

    // Type and save on both.
    let fixtureForm = try #require(pair.fixture.presentedViewController?.view.subviews(of: TrainerFormView.self).first)
    let fixtureSections = fixtureForm.subviews(of: UIStackView.self)[0].arrangedSubviews
    for (section, text) in zip(fixtureSections, ["Ash", "Pikachu"]) {
      section.subviews(of: UITextField.self)[0].insertText(text)
    }
    fixtureForm.subviews(of: UIButton.self)[0].sendActions(for: .touchUpInside)
    let nativeForm = try #require(
      (pair.native.presentedViewController as? TrainerScreens.FormViewController)?.trainerForm)
    nativeForm.nameSection.textField.insertText("Ash")
    nativeForm.pokemonSection.textField.insertText("Pikachu")
    nativeForm.saveButton.sendActions(for: .touchUpInside)
    let saved = pair.layOut()
    #expect(saved.fixture == saved.native)
    #expect(pair.native.label.text == "Trainer Ash likes Pikachu")
    #expect(pair.fixture.view.subviews(of: UILabel.self)[0].text == pair.native.label.text)
    #expect(pair.fixtureWindow.layoutEngine.issues.isEmpty)
    #expect(pair.nativeWindow.layoutEngine.issues.isEmpty)
  }
}
