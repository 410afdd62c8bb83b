import Foundation
import Testing
import TrainerScreens
import TrellisCommandLine

/// The pictures in Docs/Images, embedded in the README and Docs/Render.md, are exactly what `trellis render` draws
/// now: every catalog screen (in its default state) on an iPhone 15 in light and dark, and the Trainer Form with
/// the debug overlay. With `TRELLIS_UPDATE_GOLDENS=1` the test writes them instead (review the diff, then commit).
@Suite struct ReadmePicturesTests {
  /// The repository's root, from this file's path.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Each picture's file name and the `trellis` arguments that draw it.
  static let pictures: [(file: String, arguments: [String])] =
    Screen.all.flatMap { screen in
      ["light", "dark"].map { appearance in
        (
          "\(screen.name).\(appearance).svg",
          ["render", screen.name, "--device", "iphone-15", "--appearance", appearance, "--format", "svg"]
        )
      }
    } + [("trainer-form.debug.svg", ["render", "trainer-form", "--device", "iphone-15", "--debug", "--format", "svg"])]

  @Test(arguments: pictures.map(\.file))
  func committedPictureIsWhatTheCommandDrawsNow(file: String) throws {
    let arguments = try #require(Self.pictures.first { $0.file == file }).arguments
    let run = Run(arguments)
    #expect(run.status == 0, "\(run.error)")
    let url = Self.repository.appendingPathComponent("Docs/Images").appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDENS"] == "1" {
      try Data(run.output.utf8).write(to: url)
      return
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    let command = "trellis " + arguments.joined(separator: " ")
    #expect(
      committed == run.output,
      "Docs/Images/\(file) is stale: `\(command)` draws something else now; regenerate with TRELLIS_UPDATE_GOLDENS=1")
  }

  @Test func theReadmeAndTheRenderingGuideShowEveryPicture() throws {
    let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let guide = try String(contentsOf: Self.repository.appendingPathComponent("Docs/Render.md"), encoding: .utf8)
    for (file, _) in Self.pictures {
      #expect(readme.contains("(Docs/Images/\(file))"), "README.md does not embed Docs/Images/\(file)")
      #expect(guide.contains("(Images/\(file))"), "Docs/Render.md does not embed Images/\(file)")
    }
  }
}
