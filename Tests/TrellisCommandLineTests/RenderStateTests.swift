import Testing
import TrainerScreens
import Trellis
import TrellisCommandLine
import TrellisRender

/// `--state` on every screen that has states: each state renders what the catalog builds for it.
@Suite struct RenderStateTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let screen: String
    let state: String
    var testDescription: String { "\(screen) --state \(state)" }
  }

  static let cases: [Case] = Screen.all.flatMap { screen in
    screen.states.map { Case(screen: screen.name, state: $0.name) }
  }

  @Test(arguments: cases)
  func eachStateRendersWhatTheCatalogBuilds(_ item: Case) throws {
    let run = Run(["render", item.screen, "--state", item.state])
    #expect(run.status == 0)
    let screen = try #require(Screen.named(item.screen))
    let window = try screen.makeWindow(state: item.state)
    #expect(run.output == TextRenderer().render(LayoutSnapshot(of: window)))
  }

  @Test func aScreensDefaultStateIsItsFirst() throws {
    for screen in Screen.all where !screen.states.isEmpty {
      let first = try #require(screen.states.first)
      #expect(Run(["render", screen.name]).output == Run(["render", screen.name, "--state", first.name]).output)
    }
  }
}
