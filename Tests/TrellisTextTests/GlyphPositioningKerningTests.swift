import Foundation
import Testing

@testable import TrellisText

@Suite("GlyphPositioningKerning")
struct GlyphPositioningKerningTests {
  static func u16(_ value: Int) -> [UInt8] {
    let bits = UInt16(truncatingIfNeeded: value)
    return [UInt8(bits >> 8), UInt8(bits & 0xFF)]
  }

  static func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value) }

  /// A pair-adjustment subtable, format 1: glyph 3 followed by 5 is tightened by 50 units, by 7 loosened by 30.
  static let pairsFormat1: [UInt8] = {
    let header = u16(1) + u16(22) + u16(0x0004) + u16(0) + u16(1) + u16(12)  // coverage at 22, pair set at 12
    let pairSet = u16(2) + u16(5) + u16(-50) + u16(7) + u16(30)
    let coverage = u16(1) + u16(1) + u16(3)
    return header + pairSet + coverage
  }()

  /// A format 2 subtable: glyphs 3 and 4 are left class 1, glyph 5 is right class 1; (1, 1) is -80.
  static let classesFormat2: [UInt8] = {
    // header 16 bytes, then 2 x 2 value records of 2 bytes (8), coverage, class definitions
    let coverage = u16(1) + u16(2) + u16(3) + u16(4)  // 8 bytes at 24
    let class1 = u16(1) + u16(3) + u16(2) + u16(1) + u16(1)  // format 1 from glyph 3: [1, 1], 10 bytes at 32
    let class2 = u16(2) + u16(1) + u16(5) + u16(5) + u16(1)  // format 2: 5...5 -> 1, 10 bytes at 42
    let header = u16(2) + u16(24) + u16(0x0004) + u16(0) + u16(32) + u16(42) + u16(2) + u16(2)
    let values = u16(0) + u16(0) + u16(0) + u16(-80)
    return header + values + coverage + class1 + class2
  }()

  /// A GPOS table with one `kern` feature and one lookup holding `subtables`, optionally wrapped in extension lookups.
  static func gpos(_ subtables: [[UInt8]], extension useExtension: Bool) -> [UInt8] {
    let scriptList = u16(0)
    let featureList = u16(1) + Array("kern".utf8) + u16(8) + u16(0) + u16(1) + u16(0)
    var wrapped: [[UInt8]] = subtables
    if useExtension {
      wrapped = subtables.map { u16(1) + u16(2) + u32(8) + $0 }
    }
    let lookupHeaderSize = 6 + 2 * wrapped.count
    var offsets: [Int] = []
    var position = lookupHeaderSize
    for subtable in wrapped {
      offsets.append(position)
      position += subtable.count
    }
    let lookup = u16(useExtension ? 9 : 2) + u16(0) + u16(wrapped.count) + offsets.flatMap(u16) + wrapped.flatMap { $0 }
    let lookupList = u16(1) + u16(4) + lookup
    let header = u16(1) + u16(0) + u16(10) + u16(12) + u16(12 + featureList.count)
    return header + scriptList + featureList + lookupList
  }

  @Test("format 1 and format 2 pairs, directly and through extension lookups", arguments: [false, true])
  func pairs(_ useExtension: Bool) throws {
    let table = try GlyphPositioningKerning(
      BinaryReader(Self.gpos([Self.pairsFormat1, Self.classesFormat2], extension: useExtension), table: "GPOS"))
    #expect(!table.isEmpty)
    #expect(table.adjustment(3, 5) == -50)  // listed in format 1: the class subtable is not consulted
    #expect(table.adjustment(3, 7) == 30)
    #expect(table.adjustment(4, 5) == -80)  // not in format 1: falls through to the classes
    #expect(table.adjustment(3, 6) == 0)  // covered by format 2, right class 0
    #expect(table.adjustment(9, 5) == 0)  // not covered at all
  }

  @Test("every truncation of the table throws")
  func truncated() {
    let bytes = Self.gpos([Self.pairsFormat1, Self.classesFormat2], extension: true)
    for length in 0..<bytes.count {
      #expect(throws: FontError.self) {
        try GlyphPositioningKerning(BinaryReader(Array(bytes[0..<length]), table: "GPOS"))
      }
    }
  }

  @Test("a feature pointing at a missing lookup is malformed")
  func missingLookup() {
    var bytes = Self.gpos([Self.pairsFormat1], extension: false)
    bytes[12 + 2 + 4 + 2 + 4 + 1] = 9  // the feature's lookup index
    #expect(throws: FontError.malformed(table: "GPOS", reason: "feature refers to lookup 9 of 1")) {
      try GlyphPositioningKerning(BinaryReader(bytes, table: "GPOS"))
    }
  }
}
