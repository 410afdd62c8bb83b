// libFuzzer harness: the font reader on damaged font files. Built with Sources/TrellisText by
// Scripts/reliability/fuzz.sh. Reading must either throw a FontError or give a face whose metrics, glyph lookups,
// advances, kerning and outlines can all be asked for without a crash.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fontFaceFuzzerInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let face = try? FontFace(data: data) else { return 0 }
  _ = (face.familyName, face.styleName, face.unitsPerEm, face.ascender, face.descender, face.lineGap)
  _ = (face.capHeight, face.xHeight, face.glyphCount, face.hasOutlines)
  var previous: GlyphID?
  for scalar in "Ag Wé→ 1ﬁ".unicodeScalars {
    guard let glyph = face.glyph(for: scalar) else { continue }
    _ = face.advance(of: glyph)
    if let previous { _ = face.kerning(between: previous, and: glyph) }
    _ = try? face.outline(of: glyph)
    previous = glyph
  }
  return 0
}
