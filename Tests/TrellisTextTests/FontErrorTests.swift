import Foundation
import Testing

@testable import TrellisText

@Suite("FontError")
struct FontErrorTests {
  /// A small, seeded generator so that fuzzing is repeatable.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test("empty data throws")
  func emptyData() {
    #expect(throws: FontError.truncated(table: "file", offset: 0)) { try FontFace(data: Data()) }
  }

  @Test("data that is not a font throws unknownSignature")
  func garbage() {
    var generator = SplitMix64(state: 1)
    let bytes = (0..<1000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    #expect(throws: FontError.self) { try FontFace(data: Data(bytes)) }
    #expect(throws: FontError.unknownSignature(0x4865_6C6C)) { try FontFace(data: Data("Hello, world".utf8)) }
  }

  @Test("a bare header with no tables throws missingTable")
  func headerOnly() {
    let bytes: [UInt8] = [0x4F, 0x54, 0x54, 0x4F] + [UInt8](repeating: 0, count: 8)
    #expect(throws: FontError.missingTable("head")) { try FontFace(data: Data(bytes)) }
  }

  @Test("every truncation of a real font file throws", .enabled(if: !FontFiles.all.isEmpty))
  func truncatedFiles() throws {
    for path in FontFiles.all {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let directoryEnd = 12 + 16 * Int(UInt16(bytes[4]) << 8 | UInt16(bytes[5]))
      var lengths = Array(0..<(directoryEnd + 16))
      lengths += stride(from: directoryEnd + 16, to: bytes.count - 4, by: max(1, bytes.count / 150))
      lengths.append(bytes.count - 4)
      for length in lengths {
        #expect(throws: FontError.self, "\(path) truncated to \(length) bytes") {
          try FontFace(data: Data(bytes[0..<length]))
        }
      }
    }
  }

  @Test("table records pointing outside the file throw", .enabled(if: !FontFiles.all.isEmpty))
  func corruptedOffsets() throws {
    for path in FontFiles.all {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let tableCount = Int(UInt16(bytes[4]) << 8 | UInt16(bytes[5]))
      for table in 0..<tableCount {
        for field in [8, 12] {  // offset, length
          var damaged = bytes
          let position = 12 + table * 16 + field
          damaged.replaceSubrange(position..<(position + 4), with: [0xFF, 0xFF, 0xFF, 0xF0])
          #expect(throws: FontError.self, "\(path) table \(table) field \(field)") {
            try FontFace(data: Data(damaged))
          }
        }
      }
    }
  }

  @Test("random byte damage never crashes", .enabled(if: !FontFiles.all.isEmpty), arguments: 0..<24)
  func randomDamage(_ seed: Int) throws {
    var generator = SplitMix64(state: UInt64(seed))
    for path in FontFiles.all {
      var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let tableCount = Int(UInt16(bytes[4]) << 8 | UInt16(bytes[5]))
      for _ in 0..<64 {
        let position = Int.random(in: (12 + tableCount * 16)..<bytes.count, using: &generator)
        bytes[position] = UInt8.random(in: 0...255, using: &generator)
      }
      guard let face = try? FontFace(data: Data(bytes)) else { continue }
      let font = Font(face: face, size: 17)
      _ = TextMeasurer().layout(of: "Hello, Wörld! AVATAR", font: font, maxWidth: 60, numberOfLines: 0, scale: 3)
      for scalar in "AOgé@&%8".unicodeScalars {
        _ = try? face.outline(of: face.glyph(for: scalar) ?? 0)
      }
    }
  }

  @Test("every truncation of the embedded data throws")
  func truncatedEmbeddedData() throws {
    let bytes = try #require(Data(base64Encoded: EmbeddedFontData.regularBase64, options: .ignoreUnknownCharacters))
    let blob = [UInt8](bytes)
    _ = try EmbeddedFontData.parse(blob)
    for length in stride(from: 0, to: blob.count, by: 97) {
      #expect(throws: FontError.self) { try EmbeddedFontData.parse(Array(blob[0..<length])) }
    }
  }

  @Test(
    "CFF DICT operands that are not offsets throw instead of trapping", arguments: [1e300, -1, 0.5, .nan, .infinity])
  func cffOperands(_ value: Double) {
    #expect(throws: FontError.self) { try CompactFontFormat.integer(value) }
  }

  @Test("extreme sizes, widths and scales never trap")
  func extremeNumbers() {
    let measurer = TextMeasurer()
    for size in [0, 1e-9, 1e300, .infinity] as [CGFloat] {
      for scale in [0, -1, .nan, 3] as [CGFloat] {
        let font = Font.systemFont(ofSize: size)
        _ = measurer.layout(of: "Hello world, again", font: font, maxWidth: 40, numberOfLines: 0, scale: scale)
        _ = measurer.layout(of: "Hello", font: font, maxWidth: .infinity, numberOfLines: -3, scale: scale)
      }
    }
    let path = GlyphPath(elements: [.moveTo(CGPoint(x: 1e30, y: -1e30)), .close])
    #expect(path.svgPathData().hasPrefix("M"))
  }

  @Test("errors describe themselves")
  func descriptions() {
    #expect(FontError.missingTable("cmap").description == "font has no 'cmap' table")
    #expect(FontError.truncated(table: "glyf", offset: 12).description.contains("glyf"))
  }
}
