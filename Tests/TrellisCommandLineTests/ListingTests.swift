import Testing
import TrainerScreens
import Trellis
import TrellisCommandLine

@Suite struct ListingTests {
  @Test func screensListsEveryScreenWithItsSummary() {
    let run = Run(["screens"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "trainer-log        " + Screen.trainerLog.summary)
    for screen in Screen.all {
      #expect(lines.contains { $0.hasPrefix(screen.name + " ") && $0.hasSuffix(screen.summary) }, "\(screen.name)")
      for (index, state) in screen.states.enumerated() {
        let note = index == 0 ? " (default)" : ""
        #expect(lines.contains { $0.hasSuffix("--state \(state.name): \(state.summary)\(note)") })
      }
    }
  }

  @Test func devicesListsNamesSizesScalesAndSafeAreas() {
    let run = Run(["devices"])
    #expect(run.status == 0)
    #expect(
      run.output == """
        iphone-15          iPhone 15          393 x 852 @3x   portrait 59 0 34 0  landscape 0 59 21 59
        iphone-15-pro-max  iPhone 15 Pro Max  430 x 932 @3x   portrait 59 0 34 0  landscape 0 59 21 59
        iphone-se          iPhone SE          375 x 667 @2x   portrait 20 0 0 0   landscape 0 0 0 0
        ipad-air           iPad Air           820 x 1180 @2x  portrait 24 0 20 0  landscape 24 0 20 0

        """)
  }

  @Test(arguments: ["screens", "devices"])
  func listingsRejectArguments(_ command: String) {
    let option = Run([command, "--all"])
    #expect(option.status == 2)
    #expect(option.error.hasPrefix("trellis \(command): unknown option '--all'\n"))
    let argument = Run([command, "extra"])
    #expect(argument.status == 2)
    #expect(argument.error.hasPrefix("trellis \(command): unexpected argument 'extra'\n"))
  }
}
