/// A font: UIKit's name for TrellisText's ``/TrellisText/Font`` (its `TextStyle` and `Weight` are
/// `UIFont.TextStyle` and `UIFont.Weight`).
public typealias UIFont = Font

/// How text is aligned: UIKit's name for ``/Trellis/TextAlignment``.
public typealias NSTextAlignment = TextAlignment

/// How text that does not fit is wrapped or truncated: UIKit's name for TrellisText's ``/TrellisText/LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode

/// The user's preferred text size: UIKit's name for TrellisText's ``/TrellisText/ContentSizeCategory``.
public typealias UIContentSizeCategory = ContentSizeCategory
