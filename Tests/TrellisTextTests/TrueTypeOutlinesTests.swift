import Foundation
import Testing

@testable import TrellisText

@Suite("TrueTypeOutlines")
struct TrueTypeOutlinesTests {
  static func int16(_ value: Int) -> [UInt8] {
    let bits = UInt16(bitPattern: Int16(value))
    return [UInt8(bits >> 8), UInt8(bits & 0xFF)]
  }

  /// A simple glyph with one contour; every coordinate is stored as a 16-bit delta.
  static func simpleGlyph(_ points: [(x: Int, y: Int, onCurve: Bool)]) -> [UInt8] {
    var bytes = int16(1) + [UInt8](repeating: 0, count: 8)  // one contour, bounding box unused
    bytes += int16(points.count - 1) + int16(0)  // end point, no instructions
    bytes += points.map { $0.onCurve ? 1 : 0 }
    var previous = 0
    for point in points {
      bytes += int16(point.x - previous)
      previous = point.x
    }
    previous = 0
    for point in points {
      bytes += int16(point.y - previous)
      previous = point.y
    }
    return bytes
  }

  /// A composite glyph with one component at an offset, scaled uniformly.
  static func compositeGlyph(component: Int, dx: Int, dy: Int, scale: Double) -> [UInt8] {
    var bytes = int16(-1) + [UInt8](repeating: 0, count: 8)
    bytes += int16(0x000B) + int16(component)  // words, x/y values, uniform scale
    bytes += int16(dx) + int16(dy) + int16(Int(scale * 16384))
    return bytes
  }

  static func outlines(_ glyphs: [[UInt8]]) -> TrueTypeOutlines {
    var offsets = [0]
    for glyph in glyphs { offsets.append(offsets[offsets.count - 1] + glyph.count) }
    return TrueTypeOutlines(glyf: BinaryReader(glyphs.flatMap { $0 }, table: "glyf"), offsets: offsets)
  }

  static let square = simpleGlyph([(0, 0, true), (100, 0, false), (100, 100, false), (0, 100, true)])

  @Test("consecutive off-curve points imply an on-curve midpoint")
  func impliedMidpoints() throws {
    let path = try Self.outlines([Self.square]).outline(of: 0)
    #expect(
      path.elements == [
        .moveTo(.zero), .quadTo(control: CGPoint(x: 100, y: 0), to: CGPoint(x: 100, y: 50)),
        .quadTo(control: CGPoint(x: 100, y: 100), to: CGPoint(x: 0, y: 100)), .close,
      ])
  }

  @Test("a contour of off-curve points starts at the midpoint of its last and first points")
  func allOffCurve() throws {
    let glyph = Self.simpleGlyph([(0, 0, false), (100, 100, false)])
    let path = try Self.outlines([glyph]).outline(of: 0)
    #expect(
      path.elements == [
        .moveTo(CGPoint(x: 50, y: 50)), .quadTo(control: .zero, to: CGPoint(x: 50, y: 50)),
        .quadTo(control: CGPoint(x: 100, y: 100), to: CGPoint(x: 50, y: 50)), .close,
      ])
  }

  @Test("composite components are scaled, then offset")
  func composite() throws {
    let outlines = Self.outlines([Self.square, Self.compositeGlyph(component: 0, dx: 10, dy: 20, scale: 0.5)])
    let path = try outlines.outline(of: 1)
    #expect(
      path.elements == [
        .moveTo(CGPoint(x: 10, y: 20)), .quadTo(control: CGPoint(x: 60, y: 20), to: CGPoint(x: 60, y: 45)),
        .quadTo(control: CGPoint(x: 60, y: 70), to: CGPoint(x: 10, y: 70)), .close,
      ])
  }

  @Test("a composite that contains itself throws")
  func selfReference() {
    let outlines = Self.outlines([Self.compositeGlyph(component: 0, dx: 0, dy: 0, scale: 1)])
    #expect(throws: FontError.malformed(table: "glyf", reason: "composite nesting too deep")) {
      try outlines.outline(of: 0)
    }
  }

  @Test("an empty glyph has an empty path; a glyph past the end throws")
  func emptyAndOutOfRange() throws {
    let outlines = Self.outlines([[], Self.square])
    #expect(try outlines.outline(of: 0).elements.isEmpty)
    #expect(throws: FontError.glyphOutOfRange(glyph: 2, glyphCount: 2)) { try outlines.outline(of: 2) }
  }

  @Test("every truncation of a glyph throws")
  func truncatedGlyph() {
    for length in 0..<Self.square.count {
      let outlines = TrueTypeOutlines(
        glyf: BinaryReader(Array(Self.square[0..<length]), table: "glyf"), offsets: [0, Self.square.count])
      #expect(throws: FontError.self) { try outlines.outline(of: 0) }
    }
  }
}
