import Foundation
import Testing
import TrainerScreens
import Trellis
import TrellisCommandLine
import TrellisRender

/// What `trellis render` writes for one screen, compared with the renderers run directly on the catalog's window.
@Suite struct RenderOutputTests {
  private func snapshot(
    _ screen: Screen, device: Device = .iPhone15, orientation: Device.Orientation = .portrait,
    appearance: Appearance = .light
  ) throws -> LayoutSnapshot {
    LayoutSnapshot(of: try screen.makeWindow(device: device, orientation: orientation, appearance: appearance))
  }

  @Test func withoutAScreenTheTrainerLogIsPrintedAsText() throws {
    let run = Run(["render"])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    #expect(run.output == TextRenderer().render(try snapshot(.trainerLog)))
    #expect(run.output.hasPrefix("<Window id='window'; frame = (0 0; 393 852)>\n"))
  }

  @Test func textOfAScreenOnADeviceInAnOrientation() throws {
    let run = Run(["render", "trainer-form", "--device", "iphone-se", "--orientation=landscape", "--format", "text"])
    #expect(run.status == 0)
    let expected = TextRenderer().render(try snapshot(.trainerForm, device: .iPhoneSE3, orientation: .landscape))
    #expect(run.output == expected)
    #expect(run.output.hasPrefix("<Window id='window'; frame = (0 0; 667 375)>\n"))
  }

  @Test func jsonRecordsTheDeviceAndAppearance() throws {
    let run = Run(["render", "trainer-log-saved", "--format", "json", "--appearance", "dark", "--device", "ipad-air"])
    #expect(run.status == 0)
    let expected = JSONRenderer().render(try snapshot(.trainerLogSaved, device: .iPadAir, appearance: .dark))
    #expect(run.output == expected)
    #expect(run.output.contains("\"appearance\": \"dark\""))
    #expect(run.output.contains("\"text\": \"Trainer Ash likes Pikachu\""))
  }

  @Test func svgInEachAppearance() throws {
    for appearance in [Appearance.light, .dark] {
      let run = Run(["render", "trainer-log", "--format", "svg", "--appearance", appearance.rawValue])
      #expect(run.status == 0)
      #expect(run.output == SVGRenderer().render(try snapshot(.trainerLog, appearance: appearance)))
    }
    let light = Run(["render", "--format", "svg"]).output
    let dark = Run(["render", "--format", "svg", "--appearance", "dark"]).output
    #expect(light.hasPrefix("<svg "))
    #expect(light != dark)
  }

  @Test func debugOutlinesEveryFrame() throws {
    let run = Run(["render", "trainer-form", "--format", "svg", "--debug"])
    #expect(run.status == 0)
    let options = SVGRenderer.Options(showsDebugOverlay: true)
    #expect(run.output == SVGRenderer(options: options).render(try snapshot(.trainerForm)))
    #expect(run.output != Run(["render", "trainer-form", "--format", "svg"]).output)
  }

  @Test func theOutputFilesExtensionChoosesTheFormat() throws {
    let directory = try makeTemporaryDirectory()
    for (file, expected) in [("log.svg", "<svg "), ("log.json", "{\n  \"version\""), ("log.txt", "<Window ")] {
      let path = directory.appendingPathComponent(file).path
      let run = Run(["render", "-o", path])
      #expect(run.status == 0)
      #expect(run.output.isEmpty)
      #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix(expected), "\(file)")
    }
    // --format wins over the extension; '-' is standard output.
    let path = directory.appendingPathComponent("log.svg").path
    #expect(Run(["render", "--format", "text", "-o", path]).status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<Window "))
    #expect(Run(["render", "-o", "-"]).output.hasPrefix("<Window "))
  }

  @Test func helpForEveryCommand() {
    for command in ["render", "screens", "devices", "solve"] {
      for flag in ["-h", "--help"] {
        let run = Run([command, flag])
        #expect(run.status == 0, "\(command) \(flag)")
        #expect(run.output.hasPrefix("usage: trellis \(command)"), "\(command) \(flag)")
        #expect(run.error.isEmpty)
      }
    }
    let run = Run(["--help"])
    for command in ["render", "screens", "devices", "solve"] {
      #expect(run.output.contains("\n  \(command) "), "\(command)")
    }
  }
}
