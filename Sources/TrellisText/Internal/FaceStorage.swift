/// Where a face's kerning comes from.
enum KerningSource: Sendable {
  case none
  case pairs(KerningPairTable)
  case classMatrix(KerningClassMatrix)
  case glyphPositioning(GlyphPositioningKerning)

  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    switch self {
    case .none: return 0
    case .pairs(let table): return table.adjustment(left, right)
    case .classMatrix(let table): return table.adjustment(left, right)
    case .glyphPositioning(let table): return table.adjustment(left, right)
    }
  }
}

/// Where a face's outlines come from.
enum OutlineSource: Sendable {
  case none
  case trueType(TrueTypeOutlines)
  case compact(CompactFontFormat)
}

/// The immutable, shared contents of a ``FontFace``: everything is read once at load, and the measurement hot path
/// touches only the flat ASCII tables.
final class FaceStorage: Sendable {
  /// The number of entries in the ASCII tables.
  static let asciiCount = 128
  /// The number of code points (Basic Latin through Latin Extended-B) whose glyphs are kept in a flat table.
  static let directGlyphCount = 0x250

  let familyName: String
  let styleName: String
  let unitsPerEm: Int
  let ascender: Int
  let descender: Int
  let lineGap: Int
  let capHeight: Int
  let xHeight: Int
  /// The advance width of every glyph, in font units.
  let advances: [UInt16]
  let characterMap: [UInt32: UInt16]
  let kerning: KerningSource
  let outlines: OutlineSource
  /// A hash of the source bytes; equal faces have equal fingerprints.
  let fingerprint: UInt64

  /// The glyph of each code point below ``directGlyphCount`` (0, `.notdef`, when unmapped): a flat table read
  /// instead of hashing into `characterMap` for Latin text.
  let directGlyphs: [UInt16]
  /// The advance of each ASCII code point, in font units.
  let asciiAdvances: [Float]
  /// Kerning between ASCII code points, `left * 128 + right`, in font units; empty when the face has no kerning.
  let asciiKerning: [Float]

  init(
    metrics: FaceMetrics, advances: [UInt16], characterMap: [UInt32: UInt16], kerning: KerningSource,
    outlines: OutlineSource, fingerprint: UInt64
  ) {
    familyName = metrics.familyName
    styleName = metrics.styleName
    unitsPerEm = metrics.unitsPerEm
    ascender = metrics.ascender
    descender = metrics.descender
    lineGap = metrics.lineGap
    capHeight = metrics.capHeight
    xHeight = metrics.xHeight
    self.advances = advances
    self.characterMap = characterMap
    self.kerning = kerning
    self.outlines = outlines
    self.fingerprint = fingerprint

    let glyphs = (0..<Self.directGlyphCount).map { characterMap[UInt32($0)] ?? 0 }
    directGlyphs = glyphs
    asciiAdvances = glyphs[0..<Self.asciiCount].map { Int($0) < advances.count ? Float(advances[Int($0)]) : 0 }
    if case .none = kerning {
      asciiKerning = []
    } else {
      var table = [Float](repeating: 0, count: Self.asciiCount * Self.asciiCount)
      // Control characters never reach the ASCII fast path, so only printable pairs are computed.
      for left in 0x20..<0x7F {
        for right in 0x20..<0x7F {
          table[left * Self.asciiCount + right] = Float(kerning.adjustment(glyphs[left], glyphs[right]))
        }
      }
      asciiKerning = table
    }
  }

  /// The glyph for a scalar, or `nil` when the face does not map it.
  @inline(__always)
  func glyph(for scalar: UInt32) -> UInt16? {
    if scalar < Self.directGlyphCount {
      let glyph = directGlyphs[Int(scalar)]
      return glyph == 0 ? nil : glyph
    }
    return characterMap[scalar]
  }

  @inline(__always)
  func advance(of glyph: UInt16) -> Int {
    Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
  }
}

/// FNV-1a over bytes: a cheap, stable fingerprint used for `Hashable` conformance of faces.
func fingerprint<Bytes: Sequence<UInt8>>(of bytes: Bytes) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes {
    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
  }
  return hash
}
