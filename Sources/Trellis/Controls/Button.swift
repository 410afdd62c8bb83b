import Foundation
import TrellisText

/// A tappable button with a title, as `UIButton`.
///
/// ```swift
/// let button = Button()
/// button.setTitle("Save", for: .normal)
/// button.configuration = .filled()
/// button.addAction(Action { _ in save() }, for: .touchUpInside)
/// ```
///
/// With a ``Configuration`` the intrinsic size is the title in the body font plus the configuration's content
/// insets (12 leading and trailing, 7 top and bottom by default); without one, the title in the 15-point system
/// font, at least 30 points tall, as a system button (see Docs/Layout.md).
open class Button: Control {
  /// How a button looks, as `UIButton.Configuration`.
  public struct Configuration: Hashable, Sendable {
    /// The look of the background.
    public enum Style: Hashable, Sendable {
      /// No background; tinted title.
      case plain
      /// Tinted background, white title.
      case filled
      /// Light tinted background, tinted title.
      case tinted
      /// Grey background, tinted title.
      case gray
    }

    /// The look of the background.
    public var style: Style
    /// The title; when `nil` the button's ``Button/title(for:)`` is shown.
    public var title: String?
    /// The space between the title and the button's edges.
    public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The title colour; `nil` for the style's default.
    public var baseForegroundColor: Color?
    /// The background colour; `nil` for the style's default.
    public var baseBackgroundColor: Color?

    /// A plain configuration: no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A filled configuration: tinted background, white title.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A tinted configuration: light tinted background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey configuration.
    public static func gray() -> Configuration { Configuration(style: .gray) }
  }

  private var titles: [UInt: String] = [:]
  /// Title colours set with ``setTitleColor(_:for:)``, by state.
  private var titleColors: [UInt: Color] = [:]
  /// The font set through ``titleLabel``, if any.
  var customTitleFont: Font? {
    didSet { if oldValue != customTitleFont { invalidateIntrinsicContentSize() } }
  }
  /// The proxy behind ``titleLabel``, made on first use.
  private var titleLabelStorage: ButtonTitleLabel?

  /// The configuration; `nil` for a classic system button.
  open var configuration: Configuration? {
    didSet { if oldValue != configuration { invalidateIntrinsicContentSize() } }
  }

  /// Sets the title for a state.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to remove it.
  ///   - state: The state.
  open func setTitle(_ title: String?, for state: Control.State) {
    titles[state.rawValue] = title
    invalidateIntrinsicContentSize()
  }

  /// The title for a state, falling back to the normal state's.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title, or `nil`.
  open func title(for state: Control.State) -> String? {
    titles[state.rawValue] ?? titles[Control.State.normal.rawValue]
  }

  /// Sets the title colour for a state, as `UIButton.setTitleColor(_:for:)`. A button with a ``configuration``
  /// takes its colour from the configuration instead, as in UIKit.
  ///
  /// - Parameters:
  ///   - color: The colour, or `nil` for the default (the system blue).
  ///   - state: The state.
  open func setTitleColor(_ color: Color?, for state: Control.State) {
    titleColors[state.rawValue] = color
  }

  /// The title colour for a state, falling back to the normal state's; `nil` when none was set.
  ///
  /// - Parameter state: The state.
  /// - Returns: The colour, or `nil`.
  open func titleColor(for state: Control.State) -> Color? {
    titleColors[state.rawValue] ?? titleColors[Control.State.normal.rawValue]
  }

  /// The label that describes the title's font, as `UIButton.titleLabel`: setting its ``Label/font`` changes the
  /// font the title is measured and drawn in. It is not a subview (the button draws its own title), so its frame
  /// and its other properties are not used.
  open var titleLabel: Label? {
    if let titleLabelStorage { return titleLabelStorage }
    let label = ButtonTitleLabel(button: self)
    titleLabelStorage = label
    return label
  }

  /// The title shown now.
  public var currentTitle: String? { configuration?.title ?? title(for: isEnabled ? .normal : .disabled) }

  /// The font the title is drawn in.
  var titleFont: Font {
    customTitleFont ?? defaultTitleFont
  }

  /// The font of the title when ``titleLabel``'s font was not set.
  var defaultTitleFont: Font {
    configuration == nil ? .systemFont(ofSize: 15) : .preferredFont(forTextStyle: .body)
  }

  /// The title measured, plus the insets.
  open override var intrinsicContentSize: CGSize {
    let text = Label.measurer.layout(
      of: currentTitle ?? "", font: titleFont, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle,
      scale: displayScale
    ).size
    guard let configuration else { return CGSize(width: text.width, height: max(30, text.height)) }
    let insets = configuration.contentInsets
    let scale = displayScale
    let lineHeight = PixelRounding.ceil(titleFont.lineHeight, scale: scale)
    return CGSize(
      width: PixelRounding.ceil(text.width + insets.leading + insets.trailing, scale: scale),
      height: PixelRounding.ceil(max(text.height, lineHeight) + insets.top + insets.bottom, scale: scale))
  }

  /// Runs the button's tap actions, as a tap would: nothing while the button is disabled, hidden, or does not
  /// receive taps (``View/isUserInteractionEnabled`` false on it or an ancestor).
  public func tap() {
    guard receivesTaps else { return }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  override func snapshotContent() -> LayoutSnapshot.Content {
    let style = configuration?.style
    let classic = configuration == nil ? titleColor(for: isEnabled ? .normal : .disabled) : nil
    let foreground = configuration?.baseForegroundColor ?? classic ?? (style == .filled ? .white : .systemBlue)
    var background = configuration?.baseBackgroundColor
    if background == nil {
      switch style {
      case .filled: background = .systemBlue
      case .tinted: background = Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.15)
      case .gray: background = Color.rgb(120, 120, 128, 0.12)
      default: background = nil
      }
    }
    let title = currentTitle ?? ""
    let font = titleFont
    let layout = Label.measurer.layout(
      of: title, font: font, maxWidth: frameStorage.width, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle,
      scale: displayScale)
    let top = (frameStorage.height - layout.size.height) / 2
    return .button(
      LayoutSnapshot.Text(
        text: title, font: font, color: isEnabled ? foreground : .tertiaryLabel, alignment: .center, numberOfLines: 1,
        lines: layout.lines.map(\.text), firstBaseline: top + layout.firstBaseline,
        lastBaseline: top + layout.lastBaseline),
      background: background)
  }
}
