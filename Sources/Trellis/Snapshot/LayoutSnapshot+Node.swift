import Foundation
import TrellisText

extension LayoutSnapshot {
  /// One view of the tree.
  public struct Node: Hashable, Sendable {
    /// The view's position in the tree as child indices from the root (`"0"` is the root, `"0.2.1"` the second
    /// subview of the third subview): stable for the same tree.
    public var id: String
    /// The view's type name (`View`, `Label`, or the name of your subclass).
    public var kind: String
    /// The view's ``View/accessibilityIdentifier``.
    public var identifier: String?
    /// The frame in the root's space (window coordinates when the root is a window).
    public var frame: CGRect
    /// Whether the view is hidden (its descendants are not drawn either).
    public var isHidden: Bool
    /// The background colour.
    public var backgroundColor: Color?
    /// What the view draws.
    public var content: Content
    /// The subviews, back to front.
    public var children: [Node]
    /// The layer's corner radius (``Layer/cornerRadius``).
    public var cornerRadius: CGFloat
    /// The layer's border width (``Layer/borderWidth``); 0 for no border.
    public var borderWidth: CGFloat
    /// The layer's border colour (``Layer/borderColor``).
    public var borderColor: Color?
    /// Whether subviews are clipped to the frame and its rounded corners (``Layer/masksToBounds``).
    public var clipsToBounds: Bool
    /// The axes on which the constraints leave the view's frame undetermined, horizontal first; empty when the
    /// layout is unambiguous (``View/hasAmbiguousLayout``).
    public var ambiguousAxes: [LayoutConstraint.Axis]
    /// The safe-area insets of a view controller's root view (``View/safeAreaInsets``); `nil` for every other
    /// view.
    public var safeAreaInsets: EdgeInsets?
    /// How the view's controller was presented, for the root view of a presented controller; `nil` otherwise.
    public var presentation: Presentation?

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - id: The stable path (`"0.2.1"`).
    ///   - kind: The view's type name.
    ///   - identifier: The accessibility identifier.
    ///   - frame: The frame in the root's space.
    ///   - isHidden: Whether the view is hidden.
    ///   - backgroundColor: The background colour.
    ///   - content: What the view draws.
    ///   - children: The subviews' nodes, back to front.
    ///   - cornerRadius: The corner radius; 0 by default.
    ///   - borderWidth: The border width; 0 by default.
    ///   - borderColor: The border colour; `nil` by default.
    ///   - clipsToBounds: Whether subviews are clipped; false by default.
    ///   - ambiguousAxes: The ambiguous axes; none by default.
    ///   - safeAreaInsets: The safe-area insets of a view controller's root view; `nil` by default.
    ///   - presentation: How a presented controller's root view was presented; `nil` by default.
    public init(
      id: String, kind: String, identifier: String? = nil, frame: CGRect, isHidden: Bool = false,
      backgroundColor: Color? = nil, content: Content = .view, children: [Node] = [], cornerRadius: CGFloat = 0,
      borderWidth: CGFloat = 0, borderColor: Color? = nil, clipsToBounds: Bool = false,
      ambiguousAxes: [LayoutConstraint.Axis] = [], safeAreaInsets: EdgeInsets? = nil,
      presentation: Presentation? = nil
    ) {
      self.id = id
      self.kind = kind
      self.identifier = identifier
      self.frame = frame
      self.isHidden = isHidden
      self.backgroundColor = backgroundColor
      self.content = content
      self.children = children
      self.cornerRadius = cornerRadius
      self.borderWidth = borderWidth
      self.borderColor = borderColor
      self.clipsToBounds = clipsToBounds
      self.ambiguousAxes = ambiguousAxes
      self.safeAreaInsets = safeAreaInsets
      self.presentation = presentation
    }

    /// Whether the constraints leave the view's frame undetermined on some axis.
    public var isAmbiguous: Bool { !ambiguousAxes.isEmpty }

    /// Whether the view is the root view of a view controller (it then has ``safeAreaInsets``).
    public var isViewControllerRoot: Bool { safeAreaInsets != nil }
  }

  /// How a view controller's root view came on screen by ``ViewController/present(_:animated:completion:)``.
  public struct Presentation: Hashable, Sendable {
    /// The presentation style, as `UIModalPresentationStyle`.
    public enum Style: String, Hashable, Sendable {
      /// A sheet over the presenting screen, which is dimmed and scaled down behind it (iOS 13 and later).
      case pageSheet
      /// The whole screen, over the presenting screen (a page sheet on an iPhone in landscape, or a controller
      /// whose ``ViewController/modalPresentationStyle`` is ``ModalPresentationStyle/fullScreen``).
      case fullScreen
      /// The whole screen, with the presenting screen still drawn under it (an alert).
      case overFullScreen
    }

    /// The style.
    public var style: Style
    /// The ``Node/id`` of the presenting controller's root view, or `nil` when it is not in the snapshot.
    public var presentingID: String?

    /// Creates a presentation.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - presentingID: The id of the presenting controller's root view.
    public init(style: Style, presentingID: String?) {
      self.style = style
      self.presentingID = presentingID
    }
  }

  /// What a view draws.
  public enum Content: Hashable, Sendable {
    /// Nothing but its background.
    case view
    /// Text, as a label draws it.
    case text(Text)
    /// A button: its title and background (`nil` for none).
    case button(Text, background: Color?)
    /// A text field: the text, or the placeholder when it is empty.
    case textField(Text, isPlaceholder: Bool, borderStyle: TextField.BorderStyle)
    /// A switch.
    case toggle(isOn: Bool)
    /// An image, scaled to the node's frame.
    case image(name: String)
  }

  /// The text of a label and how it is laid out in the node's frame.
  public struct Text: Hashable, Sendable {
    /// The whole text.
    public var text: String
    /// The font.
    public var font: Font
    /// The colour.
    public var color: Color
    /// The alignment, with `natural` resolved to left or right.
    public var alignment: TextAlignment
    /// The maximum number of lines (0 for no limit).
    public var numberOfLines: Int
    /// The lines as laid out at the frame's width, truncated where they do not fit.
    public var lines: [String]
    /// The first baseline, from the top of the frame.
    public var firstBaseline: CGFloat
    /// The last baseline, from the top of the frame.
    public var lastBaseline: CGFloat

    /// Creates laid-out text.
    ///
    /// - Parameters:
    ///   - text: The whole text.
    ///   - font: The font.
    ///   - color: The colour.
    ///   - alignment: The alignment (left, center, right or justified).
    ///   - numberOfLines: The maximum number of lines (0 for no limit).
    ///   - lines: The lines as laid out.
    ///   - firstBaseline: The first baseline from the top of the frame.
    ///   - lastBaseline: The last baseline from the top of the frame.
    public init(
      text: String, font: Font, color: Color, alignment: TextAlignment, numberOfLines: Int, lines: [String],
      firstBaseline: CGFloat, lastBaseline: CGFloat
    ) {
      self.text = text
      self.font = font
      self.color = color
      self.alignment = alignment
      self.numberOfLines = numberOfLines
      self.lines = lines
      self.firstBaseline = firstBaseline
      self.lastBaseline = lastBaseline
    }
  }
}
