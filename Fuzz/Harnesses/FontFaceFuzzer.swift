// libFuzzer harness: the font reader on damaged font files. Built into one fuzzer with Sources/TrellisText and
// Sources/TrellisSolver by Scripts/reliability/fuzz.sh; FuzzerEntry.swift calls it when TRELLIS_FUZZ_HARNESS=FontFace;
// seeds in Fuzz/Corpus/FontFace (Scripts/reliability/make_font_seeds.py). Reading must
// either throw a FontError or give a face whose metrics, glyph lookups, advances, kerning and outlines (of the
// first 64 glyphs and one past the last) can all be asked for, and that measures and wraps text, without a crash.

import Foundation

func fontFaceFuzzerInput(_ bytes: UnsafeBufferPointer<UInt8>) {
  let data = Data(buffer: bytes)
  guard let face = try? FontFace(data: data) else { return }
  _ = (face.familyName, face.styleName, face.unitsPerEm, face.ascender, face.descender, face.lineGap)
  _ = (face.capHeight, face.xHeight, face.glyphCount, face.hasOutlines)
  var previous: GlyphID?
  for scalar in "Ag Wé→ 1ﬁAVTo".unicodeScalars {
    guard let glyph = face.glyph(for: scalar) else { continue }
    _ = face.advance(of: glyph)
    if let previous { _ = face.kerning(between: previous, and: glyph) }
    _ = try? face.outline(of: glyph)
    previous = glyph
  }
  let glyphs = (0..<min(face.glyphCount, 64)).map { GlyphID($0) } + [GlyphID(truncatingIfNeeded: face.glyphCount)]
  for glyph in glyphs {
    _ = face.advance(of: glyph)
    _ = face.kerning(between: glyph, and: glyphs[0])
    _ = try? face.outline(of: glyph)
  }
  let font = Font(face: face, size: 17)
  _ = font.width(of: "Trainer AVA To ﬁ →")
  let layout = TextMeasurer().layout(
    of: "Wé are typing a longer line, AVAVA, to wrap → twice", font: font, maxWidth: 80, numberOfLines: 0,
    lineBreakMode: .byWordWrapping, scale: 3)
  precondition(layout.size.width.isFinite && layout.size.height.isFinite, "a measured size is not finite")
}
