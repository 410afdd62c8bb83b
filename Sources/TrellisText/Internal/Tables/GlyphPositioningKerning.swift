/// Pair kerning read from the `GPOS` table: the pair-adjustment lookups (type 2, formats 1 and 2, also when wrapped in
/// extension lookups of type 9) referenced by any `kern` feature.
///
/// Only the horizontal advance adjustment of the first glyph (`valueRecord1.xAdvance`) is used; lookup flags (mark
/// skipping) and contextual positioning are not applied. Lookups are applied in lookup-list order and their
/// adjustments summed; within a lookup the first subtable that applies to the pair wins, as in HarfBuzz: a format 1
/// subtable applies only when the pair is listed, a format 2 subtable whenever the first glyph is covered.
struct GlyphPositioningKerning: Sendable {
  private enum Subtable: Sendable {
    /// Specific pairs: for each coverage index, a sorted run of (second glyph, adjustment).
    case pairs(coverage: CoverageTable, runStarts: [Int32], seconds: [UInt16], values: [Int16])
    /// Class pairs: a `class1Count` × `class2Count` matrix of adjustments.
    case classes(
      coverage: CoverageTable, first: ClassDefinitionTable, second: ClassDefinitionTable, class2Count: Int,
      values: [Int16])
  }

  /// Lookups in application order, each a list of subtables.
  private var lookups: [[Subtable]] = []

  /// Whether any pair-adjustment lookup was found.
  var isEmpty: Bool { lookups.isEmpty }

  init(_ gpos: BinaryReader) throws(FontError) {
    let featureListOffset = Int(try gpos.uint16(at: 6))
    let lookupListOffset = Int(try gpos.uint16(at: 8))
    let featureList = try gpos.slice(from: featureListOffset)
    var lookupIndices = Set<Int>()
    let featureCount = Int(try featureList.uint16(at: 0))
    for index in 0..<featureCount {
      let record = 2 + index * 6
      guard try featureList.tag(at: record) == "kern" else { continue }
      let feature = try featureList.slice(from: Int(try featureList.uint16(at: record + 4)))
      let count = Int(try feature.uint16(at: 2))
      for lookup in 0..<count {
        lookupIndices.insert(Int(try feature.uint16(at: 4 + lookup * 2)))
      }
    }
    let lookupList = try gpos.slice(from: lookupListOffset)
    let lookupCount = Int(try lookupList.uint16(at: 0))
    for lookupIndex in lookupIndices.sorted() {
      guard lookupIndex < lookupCount else {
        throw .malformed(table: "GPOS", reason: "feature refers to lookup \(lookupIndex) of \(lookupCount)")
      }
      let lookup = try lookupList.slice(from: Int(try lookupList.uint16(at: 2 + lookupIndex * 2)))
      let type = try lookup.uint16(at: 0)
      let subtableCount = Int(try lookup.uint16(at: 4))
      var subtables: [Subtable] = []
      for index in 0..<subtableCount {
        var subtable = try lookup.slice(from: Int(try lookup.uint16(at: 6 + index * 2)))
        var subtableType = type
        if type == 9 {
          subtableType = try subtable.uint16(at: 2)
          subtable = try subtable.slice(from: Int(try subtable.uint32(at: 4)))
        }
        guard subtableType == 2 else { continue }
        if let parsed = try Self.parsePairAdjustment(subtable) {
          subtables.append(parsed)
        }
      }
      if !subtables.isEmpty {
        lookups.append(subtables)
      }
    }
  }

  /// The size in bytes of a value record with this format, and the offset of `xAdvance` within it (if present).
  private static func valueRecordLayout(_ format: UInt16) -> (size: Int, xAdvance: Int?) {
    let size = (format & 0xFF).nonzeroBitCount * 2
    guard format & 0x0004 != 0 else { return (size, nil) }
    return (size, (format & 0x0003).nonzeroBitCount * 2)
  }

  private static func parsePairAdjustment(_ table: BinaryReader) throws(FontError) -> Subtable? {
    let format = try table.uint16(at: 0)
    let coverage = try CoverageTable(try table.slice(from: Int(try table.uint16(at: 2))))
    let record1 = valueRecordLayout(try table.uint16(at: 4))
    let record2 = valueRecordLayout(try table.uint16(at: 6))
    switch format {
    case 1:
      let pairSetCount = Int(try table.uint16(at: 8))
      var runStarts: [Int32] = [0]
      var seconds: [UInt16] = []
      var values: [Int16] = []
      let pairSize = 2 + record1.size + record2.size
      for index in 0..<pairSetCount {
        let pairSet = try table.slice(from: Int(try table.uint16(at: 10 + index * 2)))
        let count = Int(try pairSet.uint16(at: 0))
        try pairSet.check(2, count * pairSize)
        for pair in 0..<count {
          let record = 2 + pair * pairSize
          seconds.append(try pairSet.uint16(at: record))
          values.append(
            try record1.xAdvance.map { offset throws(FontError) in try pairSet.int16(at: record + 2 + offset) } ?? 0)
        }
        runStarts.append(Int32(seconds.count))
      }
      return .pairs(coverage: coverage, runStarts: runStarts, seconds: seconds, values: values)
    case 2:
      let first = try ClassDefinitionTable(try table.slice(from: Int(try table.uint16(at: 8))))
      let second = try ClassDefinitionTable(try table.slice(from: Int(try table.uint16(at: 10))))
      let class1Count = Int(try table.uint16(at: 12))
      let class2Count = Int(try table.uint16(at: 14))
      let recordSize = record1.size + record2.size
      try table.check(16, class1Count * class2Count * recordSize)
      // Without an xAdvance there is nothing to store (and a hostile 65535 × 65535 matrix must not be allocated).
      var values: [Int16] = []
      if let xAdvance = record1.xAdvance {
        values = [Int16](repeating: 0, count: class1Count * class2Count)
        for index in 0..<values.count {
          values[index] = try table.int16(at: 16 + index * recordSize + xAdvance)
        }
      }
      return .classes(coverage: coverage, first: first, second: second, class2Count: class2Count, values: values)
    default:
      return nil
    }
  }

  /// The kerning adjustment, in font units, between `left` and `right`.
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    var total = 0
    for subtables in lookups {
      subtableLoop: for subtable in subtables {
        switch subtable {
        case .pairs(let coverage, let runStarts, let seconds, let values):
          guard let index = coverage.index(of: left), index + 1 < runStarts.count else { continue }
          var low = Int(runStarts[index])
          var high = Int(runStarts[index + 1]) - 1
          while low <= high {
            let middle = (low + high) / 2
            if seconds[middle] == right {
              total += Int(values[middle])
              break subtableLoop
            }
            if seconds[middle] < right { low = middle + 1 } else { high = middle - 1 }
          }
        case .classes(let coverage, let first, let second, let class2Count, let values):
          guard coverage.index(of: left) != nil else { continue }
          let index = first.classOf(left) * class2Count + second.classOf(right)
          if second.classOf(right) < class2Count, index < values.count {
            total += Int(values[index])
          }
          break subtableLoop
        }
      }
    }
    return total
  }
}
