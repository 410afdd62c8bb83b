import Foundation
import TrellisText

/// Inter's font files, whose outlines `--text-as-paths` draws text with (Trellis measures text with Inter's
/// metrics, so the outlines fit the laid-out frames exactly).
enum InterOutlines {
  /// Where Debian's and Ubuntu's `fonts-inter` package installs the files.
  static let defaultDirectory = "/usr/share/fonts/opentype/inter"

  /// The files loaded, by the weight they draw.
  static let files: [(Font.Weight, String)] = [
    (.regular, "Inter-Regular.otf"), (.medium, "Inter-Medium.otf"), (.semibold, "Inter-SemiBold.otf"),
    (.bold, "Inter-Bold.otf"),
  ]

  /// Loads the faces from a directory.
  ///
  /// - Parameter directory: The directory holding Inter's `.otf` files.
  /// - Returns: The faces by weight.
  /// - Throws: A ``RunError`` naming the first file that is missing or unreadable.
  static func load(from directory: String) throws(RunError) -> [Font.Weight: FontFace] {
    var faces: [Font.Weight: FontFace] = [:]
    for (weight, file) in files {
      let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
      do {
        faces[weight] = try FontFace(contentsOf: url)
      } catch {
        throw RunError(
          message: "--text-as-paths needs Inter's font files; cannot load '\(url.path)' (\(error)). "
            + "Install them (apt-get install fonts-inter) or set TRELLIS_INTER_FONTS to their directory")
      }
    }
    return faces
  }
}
