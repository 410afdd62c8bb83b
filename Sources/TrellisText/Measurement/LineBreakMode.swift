/// How text that does not fit is wrapped or shortened, as `NSLineBreakMode`.
public enum LineBreakMode: CaseIterable, Hashable, Sendable {
  /// Wraps at word boundaries (after spaces and hyphens); a word wider than the line is broken between characters.
  case byWordWrapping
  /// Wraps between any two characters (grapheme clusters).
  case byCharWrapping
  /// Wraps like `byWordWrapping`; the last permitted line is cut off at the width, without an ellipsis.
  case byClipping
  /// Wraps like `byWordWrapping`; the last permitted line shows its end, with an ellipsis at its start.
  case byTruncatingHead
  /// Wraps like `byWordWrapping`; the last permitted line shows its start, with an ellipsis at its end (the
  /// `UILabel` default).
  case byTruncatingTail
  /// Wraps like `byWordWrapping`; the last permitted line shows its start and end, with an ellipsis in between.
  case byTruncatingMiddle

  /// Whether the mode puts an ellipsis in the last line when text is left over.
  var truncates: Bool {
    switch self {
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: return true
    default: return false
    }
  }
}
