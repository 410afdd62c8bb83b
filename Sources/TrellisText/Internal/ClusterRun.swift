/// The grapheme clusters of a text with their advances (font units) and prefix sums, so that the width of any range
/// of clusters, kerning included, costs O(1).
///
/// A cluster's advance is the advance of its first scalar's glyph (`.notdef` when the face lacks it) plus the
/// advances of the following scalars the face maps (combining marks); scalars the face lacks after the first
/// (zero-width joiners, variation selectors, emoji modifiers) add nothing. Kerning applies between the first glyphs
/// of neighbouring clusters; control and default-ignorable characters have no advance and stop kerning.
struct ClusterRun {
  enum Kind: UInt8 {
    /// An ordinary character.
    case normal
    /// A space: a break opportunity whose width hangs past the line end when a line wraps there.
    case space
    /// A hyphen or dash: a break opportunity after the character, which stays on the line.
    case breakAfter
    /// A newline: ends the paragraph.
    case newline
  }

  let text: String
  /// `indices[i]` is where cluster `i` starts; `indices[count]` is `text.endIndex`.
  private(set) var indices: [String.Index] = []
  private(set) var kinds: [Kind] = []
  private(set) var glyphs: [UInt16] = []
  /// `advanceSums[i]` is the sum of the advances of clusters `0..<i`.
  private var advanceSums: [Double] = [0]
  /// `kerningSums[i]` is the sum of the kerning between clusters `k` and `k + 1` for `k < i`.
  private var kerningSums: [Double] = [0]
  private let storage: FaceStorage

  var count: Int { kinds.count }

  init(_ text: String, storage: FaceStorage) {
    self.text = text
    self.storage = storage
    var index = text.startIndex
    var previousGlyph: UInt16 = 0
    var total = 0.0
    var kerningTotal = 0.0
    for character in text {
      indices.append(index)
      index = text.index(after: index)
      var scalars = character.unicodeScalars.makeIterator()
      let first = scalars.next()?.value ?? 0
      var kind = Kind.normal
      var glyph: UInt16 = 0
      var advance = 0
      if character.isNewline {
        kind = .newline
      } else if Self.isInvisible(first) {
        kind = first == 0x09 || first == 0x200B ? .space : .normal
      } else {
        glyph = storage.glyph(for: first) ?? 0
        advance = storage.advance(of: glyph)
        while let next = scalars.next() {
          if let mark = storage.glyph(for: next.value) { advance += storage.advance(of: mark) }
        }
        if Self.isBreakingSpace(first) {
          kind = .space
        } else if Self.isBreakAfter(first) {
          kind = .breakAfter
        }
        // Keep the .notdef glyph distinct from "no glyph" for advances, but never kern next to it.
      }
      if !kinds.isEmpty {
        kerningTotal += previousGlyph != 0 && glyph != 0 ? Double(storage.kerning.adjustment(previousGlyph, glyph)) : 0
        kerningSums.append(kerningTotal)
      }
      total += Double(advance)
      advanceSums.append(total)
      kinds.append(kind)
      glyphs.append(glyph)
      previousGlyph = glyph
    }
    indices.append(text.endIndex)
  }

  /// Control characters and default-ignorable format characters, which take no space.
  static func isInvisible(_ scalar: UInt32) -> Bool {
    scalar < 0x20 || (0x7F...0x9F).contains(scalar) || scalar == 0x00AD || (0x200B...0x200F).contains(scalar)
      || (0x2060...0x2064).contains(scalar) || scalar == 0xFEFF || (0xFE00...0xFE0F).contains(scalar)
  }

  static func isBreakingSpace(_ scalar: UInt32) -> Bool {
    scalar == 0x20 || scalar == 0x1680 || (0x2000...0x200A).contains(scalar) && scalar != 0x2007 || scalar == 0x205F
      || scalar == 0x3000
  }

  static func isBreakAfter(_ scalar: UInt32) -> Bool {
    scalar == 0x2D || scalar == 0x2010 || scalar == 0x2013 || scalar == 0x2014
  }

  /// The width, in font units, of clusters `start..<end`, kerning between them included.
  func width(_ start: Int, _ end: Int) -> Double {
    guard end > start else { return 0 }
    return advanceSums[end] - advanceSums[start] + kerningSums[end - 1] - kerningSums[start]
  }

  /// The kerning between cluster `index` and a glyph placed after it.
  func kerning(after index: Int, with glyph: UInt16) -> Double {
    guard index >= 0, index < count, glyphs[index] != 0, glyph != 0 else { return 0 }
    return Double(storage.kerning.adjustment(glyphs[index], glyph))
  }

  /// The kerning between a glyph and cluster `index` placed after it.
  func kerning(before index: Int, with glyph: UInt16) -> Double {
    guard index >= 0, index < count, glyphs[index] != 0, glyph != 0 else { return 0 }
    return Double(storage.kerning.adjustment(glyph, glyphs[index]))
  }

  /// The end of clusters `start..<end` without their trailing spaces.
  func trimmedEnd(_ start: Int, _ end: Int) -> Int {
    var end = end
    while end > start && kinds[end - 1] == .space { end -= 1 }
    return end
  }

  /// The characters of clusters `start..<end`.
  func substring(_ start: Int, _ end: Int) -> Substring {
    text[indices[start]..<indices[max(start, end)]]
  }
}
