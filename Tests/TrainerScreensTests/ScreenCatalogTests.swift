import Foundation
import Testing
import TrainerScreens
import Trellis

@Suite struct ScreenCatalogTests {
  @Test func theTrainerScreensAreListedInOrder() {
    let names = Screen.all.map(\.name)
    #expect(Array(names.prefix(3)) == ["trainer-log", "trainer-form", "trainer-log-saved"])
    #expect(Set(names).count == names.count, "names are unique")
  }

  @Test func namesAreLowercaseWordsJoinedByHyphens() {
    for screen in Screen.all {
      #expect(screen.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(screen.name)")
      #expect(!screen.summary.isEmpty)
      for state in screen.states {
        #expect(state.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(state.name)")
      }
    }
  }

  @Test func lookingUpByName() {
    #expect(Screen.named("trainer-form")?.name == "trainer-form")
    #expect(Screen.named("trainer") == nil)
    #expect(Screen.named("") == nil)
  }

  @Test(arguments: Screen.all)
  func aScreenIsBuiltOnTheDeviceAndOrientationAskedFor(_ screen: Screen) throws {
    let window = try screen.makeWindow(device: .iPadAir, orientation: .landscape)
    #expect(window.device == .iPadAir)
    #expect(window.orientation == .landscape)
    #expect(window.frame.size == CGSize(width: 1180, height: 820))
    #expect(window.layoutEngine.issues.isEmpty)
  }

  @Test(arguments: Screen.all)
  func theAppearanceIsTheWindowsAndChangesNoFrame(_ screen: Screen) throws {
    let light = try screen.makeWindow(device: .iPhoneSE3)
    let dark = try screen.makeWindow(device: .iPhoneSE3, appearance: .dark)
    #expect(light.overrideUserInterfaceStyle == .light)
    #expect(dark.overrideUserInterfaceStyle == .dark)
    let lightSnapshot = LayoutSnapshot(of: light)
    let darkSnapshot = LayoutSnapshot(of: dark)
    #expect(lightSnapshot.appearance == .light)
    #expect(darkSnapshot.appearance == .dark)
    #expect(lightSnapshot.nodes.map(\.frame) == darkSnapshot.nodes.map(\.frame))
  }

  @Test func theBuildFunctionIsToldTheAppearance() throws {
    let screen = Screen(name: "example", summary: "An example") { context in
      let window = Window(device: context.device, orientation: context.orientation)
      window.accessibilityIdentifier = context.appearance.rawValue
      return window
    }
    #expect(try screen.makeWindow(appearance: .dark).accessibilityIdentifier == "dark")
    #expect(try screen.makeWindow().accessibilityIdentifier == "light")
  }

  @Test func aScreenWithoutStatesRejectsEveryState() {
    #expect(Screen.trainerLog.states.isEmpty)
    #expect(Screen.trainerLog.defaultState == nil)
    #expect(throws: ScreenError.unknownState("filled", screen: "trainer-log", accepted: [])) {
      try Screen.trainerLog.makeWindow(state: "filled")
    }
    let error = ScreenError.unknownState("filled", screen: "trainer-log", accepted: [])
    #expect(error.description == "screen 'trainer-log' has no states; 'filled' cannot be shown")
  }

  @Test func aScreenWithStatesBuildsEachAndRejectsOthers() throws {
    let screen = Screen(
      name: "example", summary: "An example",
      states: [.init(name: "empty", summary: "Nothing typed"), .init(name: "filled", summary: "Everything typed")]
    ) { context in
      let window = Window(device: context.device, orientation: context.orientation)
      window.accessibilityIdentifier = context.state?.name
      return window
    }
    #expect(screen.defaultState?.name == "empty")
    #expect(try screen.makeWindow().accessibilityIdentifier == "empty")
    #expect(try screen.makeWindow(state: "filled").accessibilityIdentifier == "filled")
    #expect(throws: ScreenError.unknownState("invalid", screen: "example", accepted: ["empty", "filled"])) {
      try screen.makeWindow(state: "invalid")
    }
    #expect(
      ScreenError.unknownState("invalid", screen: "example", accepted: ["empty", "filled"]).description
        == "screen 'example' has no state 'invalid'; its states are empty, filled")
  }
}

extension Screen: CustomTestStringConvertible {
  /// The screen's name, as test results show it.
  public var testDescription: String { name }
}
