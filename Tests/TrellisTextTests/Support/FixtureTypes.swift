import Foundation
import TrellisText

/// Where a fixture's font comes from: a file on disk (the test is skipped when it is missing) or an embedded face.
enum FontSource: Hashable, Sendable, CustomStringConvertible {
  case file(String)
  case embedded(Font.Weight)

  var description: String {
    switch self {
    case .file(let path): return URL(fileURLWithPath: path).lastPathComponent
    case .embedded(let weight): return "embedded \(weight)"
    }
  }

  /// Whether the face can be loaded on this machine.
  var isAvailable: Bool {
    switch self {
    case .file(let path): return FileManager.default.fileExists(atPath: path)
    case .embedded: return true
    }
  }

  /// The face, or `nil` when its file is missing.
  func face() throws -> FontFace? {
    switch self {
    case .file(let path):
      guard isAvailable else { return nil }
      return try FaceCache.shared.face(at: path)
    case .embedded(let weight):
      return .system(weight: weight)
    }
  }
}

/// Loads each font file once for the whole test run.
final class FaceCache: @unchecked Sendable {
  static let shared = FaceCache()
  private let lock = NSLock()
  private var faces: [String: FontFace] = [:]

  func face(at path: String) throws -> FontFace {
    lock.lock()
    defer { lock.unlock() }
    if let face = faces[path] { return face }
    let face = try FontFace(contentsOf: URL(fileURLWithPath: path))
    faces[path] = face
    return face
  }
}

/// Paths of the font files the tests read when present.
enum FontFiles {
  static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  static var hasInter: Bool { FileManager.default.fileExists(atPath: interRegular) }
  static var hasDejaVu: Bool { FileManager.default.fileExists(atPath: dejaVuSans) }
  static var all: [String] { [interRegular, dejaVuSans].filter { FileManager.default.fileExists(atPath: $0) } }
}

struct MetricsFixture: Sendable, CustomStringConvertible {
  var source: FontSource
  var family: String
  var style: String
  var unitsPerEm: Int
  var ascender: Int
  var descender: Int
  var lineGap: Int
  var capHeight: Int
  var xHeight: Int
  var glyphCount: Int
  var description: String { source.description }
}

struct WidthFixture: Sendable, CustomStringConvertible {
  var source: FontSource
  var text: String
  var units: Int
  var description: String { "\(source) \"\(text)\"" }
}

struct GlyphFixture: Sendable, CustomStringConvertible {
  var source: FontSource
  var character: Character
  var glyph: Int
  var advance: Int
  var description: String { "\(source) '\(character)'" }
}

struct KerningFixture: Sendable, CustomStringConvertible {
  var source: FontSource
  var pair: String
  var units: Int
  var description: String { "\(source) \(pair)" }
}

struct OutlineFixture: Sendable, CustomStringConvertible {
  var source: FontSource
  var character: Character
  var contours: Int
  var lines: Int
  var quads: Int
  var cubics: Int
  var bounds: [Double]
  var description: String { "\(source) '\(character)'" }
}
