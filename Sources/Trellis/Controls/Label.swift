import Foundation
import TrellisSolver
import TrellisText

/// A view that shows text, as `UILabel`: its intrinsic size is the measured text, and its baselines are real
/// text baselines for ``View/firstBaselineAnchor`` and ``View/lastBaselineAnchor``.
///
/// A multi-line label (``numberOfLines`` other than 1) with no ``preferredMaxLayoutWidth`` wraps at the width
/// layout gives it: the engine solves, measures the text again at the resolved width, and solves again until the
/// size is stable (UIKit's automatic preferred maximum layout width).
open class Label: View {
  /// The measurer every label uses.
  static let measurer = TextMeasurer()

  // `@exclusivity(unchecked)` on the properties below that the engine reads in every pass (each runtime check costs
  // about 76 instructions; Docs/Performance.md): no code holds overlapping accesses to them, and an observed
  // property's modify is a get and a set, never a long access.
  /// The text; `nil` or empty shows nothing and has a zero intrinsic size.
  @exclusivity(unchecked) open var text: String? {
    didSet { if oldValue != text { textDidChange() } }
  }

  /// The font; the system font at 17 pt by default, as UIKit's.
  @exclusivity(unchecked) open var font: Font = .systemFont(ofSize: 17) {
    didSet { if oldValue != font { textDidChange() } }
  }

  /// The text colour.
  open var textColor: Color = .label

  /// How lines are aligned.
  open var textAlignment: TextAlignment = .natural

  /// The maximum number of lines; 0 for no limit. 1 by default.
  @exclusivity(unchecked) open var numberOfLines: Int = 1 {
    didSet {
      guard oldValue != numberOfLines else { return }
      textDidChange()
      if numberOfLines != 1 { registeredEngine?.trackWidthDependentSize(of: self) }
    }
  }

  /// How text that does not fit is wrapped or truncated.
  open var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if oldValue != lineBreakMode { textDidChange() } }
  }

  /// The width multi-line text wraps at when measured for the intrinsic size; 0 (the default) wraps at the width
  /// layout resolves.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if oldValue != preferredMaxLayoutWidth { textDidChange() } }
  }

  /// The width the last measurement wrapped at, when layout chose it.
  var automaticMaxWidth: CGFloat?
  private var cachedLayout: TextLayout?
  /// The display scale the cached layout was rounded to (a label measured before it joins a window of another
  /// scale is measured again).
  private var cachedScale: CGFloat = 0

  /// Creates an empty label.
  ///
  /// - Parameter frame: The frame; see ``View/init(frame:)``.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    // Short names, stored inside the string (see `LayoutVariables.init(number:)`).
    let number = layoutState.number
    layoutState.baselines = (Variable("#\(number).first"), Variable("#\(number).last"))
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The measured text, pixel-rounded; zero for no text.
  open override var intrinsicContentSize: CGSize {
    textLayout.size
  }

  /// The text laid out at the width the intrinsic size uses.
  var textLayout: TextLayout {
    let scale = displayScale
    if let cachedLayout, cachedScale == scale { return cachedLayout }
    let layout = Self.measurer.layout(
      of: text ?? "", font: font, maxWidth: measuringWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, scale: scale)
    cachedLayout = layout
    cachedScale = scale
    return layout
  }

  private var measuringWidth: CGFloat? {
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return numberOfLines == 1 ? nil : automaticMaxWidth
  }

  private func textDidChange() {
    cachedLayout = nil
    automaticMaxWidth = nil
    invalidateIntrinsicContentSize()
  }

  override func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat) {
    // UILabel centres its text vertically, so the baselines sit at fixed offsets from the centre.
    let layout = textLayout
    let half = layout.size.height / 2
    guard !layout.lines.isEmpty else { return (font.ascender - half, font.ascender - half) }
    return (layout.firstBaseline - half, layout.lastBaseline - half)
  }

  override var hasWidthDependentSize: Bool { numberOfLines != 1 }

  override func contentSize(atWidth width: CGFloat) -> (size: CGSize, baselines: (first: CGFloat, last: CGFloat))? {
    guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return nil }
    let layout = Self.measurer.layout(
      of: text ?? "", font: font, maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
      scale: displayScale)
    let half = layout.size.height / 2
    guard !layout.lines.isEmpty else { return (layout.size, (font.ascender - half, font.ascender - half)) }
    return (layout.size, (layout.firstBaseline - half, layout.lastBaseline - half))
  }

  override func resolveWidthDependentSize(width: CGFloat) -> Bool {
    guard numberOfLines != 1, preferredMaxLayoutWidth == 0, width != automaticMaxWidth else { return false }
    let before = textLayout
    automaticMaxWidth = width
    cachedLayout = nil
    let after = textLayout
    return before.size != after.size || before.lastBaseline != after.lastBaseline
  }

  override func snapshotContent() -> LayoutSnapshot.Content {
    let layout = Self.measurer.layout(
      of: text ?? "", font: font, maxWidth: frameStorage.width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode, scale: displayScale)
    let top = (frameStorage.height - layout.size.height) / 2
    var alignment = textAlignment
    if alignment == .natural {
      alignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }
    return .text(
      LayoutSnapshot.Text(
        text: text ?? "", font: font, color: textColor, alignment: alignment, numberOfLines: numberOfLines,
        lines: layout.lines.map(\.text), firstBaseline: top + layout.firstBaseline,
        lastBaseline: top + layout.lastBaseline))
  }
}
