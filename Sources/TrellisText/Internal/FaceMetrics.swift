/// The names and vertical metrics of a face, in font units: what a ``FaceStorage`` is built from besides its tables.
struct FaceMetrics: Sendable {
  var familyName: String
  var styleName: String
  var unitsPerEm: Int
  /// The `hhea` ascender, positive above the baseline.
  var ascender: Int
  /// The `hhea` descender, negative below the baseline.
  var descender: Int
  /// The `hhea` line gap.
  var lineGap: Int
  var capHeight: Int
  var xHeight: Int
}
