/// An OpenType Coverage table: the set of glyphs a subtable applies to, each with its coverage index.
struct CoverageTable: Sendable {
  /// Format 1: sorted glyph ids; the coverage index is the position.
  private var glyphs: [UInt16] = []
  /// Format 2: sorted ranges (start, end, index of start).
  private var ranges: [(start: UInt16, end: UInt16, startIndex: Int)] = []

  init(_ table: BinaryReader) throws(FontError) {
    let format = try table.uint16(at: 0)
    let count = Int(try table.uint16(at: 2))
    switch format {
    case 1:
      try table.check(4, count * 2)
      glyphs.reserveCapacity(count)
      for index in 0..<count {
        glyphs.append(try table.uint16(at: 4 + index * 2))
      }
    case 2:
      try table.check(4, count * 6)
      ranges.reserveCapacity(count)
      for index in 0..<count {
        let record = 4 + index * 6
        ranges.append(
          (try table.uint16(at: record), try table.uint16(at: record + 2), Int(try table.uint16(at: record + 4))))
      }
    default:
      throw .malformed(table: table.table, reason: "coverage format \(format)")
    }
  }

  /// The coverage index of `glyph`, or `nil` when the glyph is not covered.
  ///
  /// - Complexity: O(log *n*) in the number of glyphs or ranges.
  func index(of glyph: UInt16) -> Int? {
    if !glyphs.isEmpty {
      var low = 0
      var high = glyphs.count - 1
      while low <= high {
        let middle = (low + high) / 2
        let value = glyphs[middle]
        if value == glyph { return middle }
        if value < glyph { low = middle + 1 } else { high = middle - 1 }
      }
      return nil
    }
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = ranges[middle]
      if glyph < range.start {
        high = middle - 1
      } else if glyph > range.end {
        low = middle + 1
      } else {
        return range.startIndex + Int(glyph - range.start)
      }
    }
    return nil
  }
}

/// An OpenType ClassDef table: a class number per glyph, 0 for glyphs not listed.
struct ClassDefinitionTable: Sendable {
  private var firstGlyph: UInt16 = 0
  private var classes: [UInt16] = []
  private var ranges: [(start: UInt16, end: UInt16, value: UInt16)] = []

  init(_ table: BinaryReader) throws(FontError) {
    let format = try table.uint16(at: 0)
    switch format {
    case 1:
      firstGlyph = try table.uint16(at: 2)
      let count = Int(try table.uint16(at: 4))
      try table.check(6, count * 2)
      classes.reserveCapacity(count)
      for index in 0..<count {
        classes.append(try table.uint16(at: 6 + index * 2))
      }
    case 2:
      let count = Int(try table.uint16(at: 2))
      try table.check(4, count * 6)
      ranges.reserveCapacity(count)
      for index in 0..<count {
        let record = 4 + index * 6
        ranges.append(
          (try table.uint16(at: record), try table.uint16(at: record + 2), try table.uint16(at: record + 4)))
      }
    default:
      throw .malformed(table: table.table, reason: "class definition format \(format)")
    }
  }

  /// The class of `glyph` (0 when it is not listed).
  func classOf(_ glyph: UInt16) -> Int {
    if !classes.isEmpty {
      guard glyph >= firstGlyph else { return 0 }
      let index = Int(glyph - firstGlyph)
      return index < classes.count ? Int(classes[index]) : 0
    }
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = ranges[middle]
      if glyph < range.start {
        high = middle - 1
      } else if glyph > range.end {
        low = middle + 1
      } else {
        return Int(range.value)
      }
    }
    return 0
  }
}
