import Foundation

extension Font {
  /// The advance width of a text set on one line, kerning included, in points (not rounded to pixels).
  ///
  /// Newlines and other control characters take no space here; use ``TextMeasurer`` for line breaking. Characters
  /// the face lacks measure as its `.notdef` glyph.
  ///
  /// - Parameter text: The text to measure.
  /// - Returns: The sum of the glyph advances and the pair kerning between them, times `pointSize / unitsPerEm`.
  /// - Complexity: O(*n*); printable ASCII takes a table-driven fast path.
  public func width(of text: String) -> CGFloat {
    let storage = face.storage
    if let units = storage.asciiWidth(text) {
      return CGFloat(units) * scale
    }
    let run = ClusterRun(text, storage: storage)
    return CGFloat(run.width(0, run.count)) * scale
  }

  /// The advance width of one character, in points: the first scalar's glyph (or `.notdef`) plus any combining
  /// marks the face maps.
  ///
  /// - Parameter character: A grapheme cluster.
  /// - Returns: Its advance in points.
  public func advance(of character: Character) -> CGFloat {
    let run = ClusterRun(String(character), storage: face.storage)
    return CGFloat(run.width(0, run.count)) * scale
  }
}
