import Foundation
import Testing
import TrainerScreens
import Trellis
import TrellisCommandLine
import TrellisRender

/// `trellis render --all`: one file per screen, state, device, orientation and appearance, with fixed names.
@Suite struct RenderAllTests {
  /// The names --all must write, built independently of the command: the catalog's screens and states in order,
  /// then the four devices, two orientations and two appearances.
  private func expectedNames(
    devices: [String] = ["iphone-15", "iphone-15-pro-max", "iphone-se", "ipad-air"],
    orientations: [String] = ["portrait", "landscape"], appearances: [String] = ["light", "dark"],
    extension fileExtension: String
  ) -> [String] {
    var names: [String] = []
    for screen in Screen.all {
      let states = screen.states.isEmpty ? [""] : screen.states.map { ".\($0.name)" }
      for state in states {
        for device in devices {
          for orientation in orientations {
            for appearance in appearances {
              names.append("\(screen.name)\(state).\(device).\(orientation).\(appearance).\(fileExtension)")
            }
          }
        }
      }
    }
    return names
  }

  @Test func everyScreenOnEveryDeviceInBothOrientationsAndAppearances() throws {
    let directory = try makeTemporaryDirectory()
    let run = Run(["render", "--all", "-o", directory.path])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    let names = expectedNames(extension: "svg")
    #expect(run.output == names.map { $0 + "\n" }.joined())
    #expect(names.count == Screen.all.map { max(1, $0.states.count) }.reduce(0, +) * 4 * 2 * 2)
    #expect(
      Array(names.prefix(2)) == ["trainer-log.iphone-15.portrait.light.svg", "trainer-log.iphone-15.portrait.dark.svg"])
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.sorted() == names.sorted())
    let dark = try String(
      contentsOf: directory.appendingPathComponent("trainer-form.ipad-air.landscape.dark.svg"), encoding: .utf8)
    let window = try Screen.trainerForm.makeWindow(device: .iPadAir, orientation: .landscape, appearance: .dark)
    #expect(dark == SVGRenderer().render(LayoutSnapshot(of: window)))
  }

  @Test func optionsNarrowTheSetAndChooseTheFormat() throws {
    let directory = try makeTemporaryDirectory()
    let run = Run([
      "render", "--all", "-o", directory.appendingPathComponent("new/folder").path, "--device", "ipad-air",
      "--appearance", "dark", "--format", "json",
    ])
    #expect(run.status == 0)
    let names = expectedNames(devices: ["ipad-air"], appearances: ["dark"], extension: "json")
    #expect(run.output == names.map { $0 + "\n" }.joined())
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("new/folder").path)
    #expect(files.sorted() == names.sorted())
  }

  @Test func theFilesAreTheSameOnEveryRun() throws {
    let first = try makeTemporaryDirectory()
    let second = try makeTemporaryDirectory()
    let arguments = ["render", "--all", "--device", "iphone-se", "--format", "text", "-o"]
    #expect(Run(arguments + [first.path]).status == 0)
    #expect(Run(arguments + [second.path]).status == 0)
    for name in try FileManager.default.contentsOfDirectory(atPath: first.path) {
      let a = try Data(contentsOf: first.appendingPathComponent(name))
      let b = try Data(contentsOf: second.appendingPathComponent(name))
      #expect(a == b, "\(name)")
    }
  }
}
