import Foundation
import Trellis
import TrellisText

/// Draws a snapshot as an SVG picture of the iOS screen, in a light or dark ``Theme``.
///
/// What is drawn, back to front (Docs/Render.md has the details and the assumed metrics):
/// - the theme's system background over the whole root frame;
/// - every visible node depth first, parents before children: its background colour, then its content — labels as
///   `<text>` lines at their baselines, buttons (background with rounded corners, title), text fields (border,
///   text or placeholder), switches (track and thumb); stack views and plain views draw only their background;
///   hidden nodes and their descendants are skipped;
/// - when the root is a window with more than one child, the children after the first are presented page sheets:
///   the first child (the presenting screen) is scaled down under a dimming layer and each sheet is drawn with
///   rounded top corners;
/// - the status bar, when ``Options/device`` is set;
/// - with ``Options/showsDebugOverlay``, every frame outlined and a legend below the screen.
///
/// ```swift
/// let svg = SVGRenderer(options: .init(theme: .dark, showsDebugOverlay: true)).render(snapshot)
/// ```
public struct SVGRenderer: Hashable, Sendable {
  /// How the picture is drawn.
  public struct Options: Hashable, Sendable {
    /// The colours; ``Theme/light`` by default.
    public var theme: Theme
    /// Whether every frame is outlined and a legend is added below the screen (`--debug`).
    public var showsDebugOverlay: Bool
    /// The device whose status bar is drawn at the top; no status bar when `nil`.
    ///
    /// The snapshot does not record its device yet, so the caller passes the window's device.
    public var device: Device?
    /// The font families text asks for, first choice first: Inter (whose metrics Trellis measures with), then the
    /// platform's system fonts. A node's own family, when it is not Inter, is put in front.
    public var fontFamilies: [String]
    /// Faces with outlines, by weight, to draw text as glyph paths instead of `<text>` (`--text-as-paths`): the
    /// picture is then exact without fonts installed. A font uses the face for its weight's
    /// ``Font/Weight/embeddedWeight``, else the regular face; with no face (the default) text is `<text>`.
    public var glyphOutlines: [Font.Weight: FontFace]
    /// The corner radius of buttons with a background: 8 points (an assumption; UIKit's `.dynamic` corner style
    /// at the medium size is unverified).
    public var buttonCornerRadius: CGFloat
    /// The corner radius of rounded-rect text fields: 5 points (an assumption).
    public var textFieldCornerRadius: CGFloat

    /// Creates options.
    ///
    /// - Parameters:
    ///   - theme: The colours; light by default.
    ///   - showsDebugOverlay: Whether to outline every frame; false by default.
    ///   - device: The device whose status bar to draw; none by default.
    public init(theme: Theme = .light, showsDebugOverlay: Bool = false, device: Device? = nil) {
      self.theme = theme
      self.showsDebugOverlay = showsDebugOverlay
      self.device = device
      fontFamilies = ["Inter", "-apple-system", "system-ui", "sans-serif"]
      glyphOutlines = [:]
      buttonCornerRadius = 8
      textFieldCornerRadius = 5
    }
  }

  /// The options.
  public var options: Options

  /// Creates an SVG renderer.
  ///
  /// - Parameter options: How to draw; the light theme without overlay by default.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// The snapshot as an SVG document ending with a newline.
  ///
  /// The document is as wide and tall as the root's frame (plus the legend with the debug overlay), one SVG user
  /// unit per point.
  ///
  /// - Parameter snapshot: The snapshot.
  /// - Returns: The SVG text.
  /// - Complexity: O(n) in the number of nodes.
  public func render(_ snapshot: LayoutSnapshot) -> String {
    var canvas = SVGCanvas(options: options)
    let root = snapshot.root
    let screen = CGRect(origin: .zero, size: root.frame.size).offsetBy(dx: root.frame.minX, dy: root.frame.minY)
    let legendHeight = options.showsDebugOverlay ? SVGCanvas.legendHeight : 0
    let width = SVGWriter.number(screen.maxX)
    let height = SVGWriter.number(screen.maxY + legendHeight)
    canvas.writer.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
        ("viewBox", "0 0 \(width) \(height)"),
      ])
    canvas.writer.element("rect", SVGWriter.rect(screen) + SVGWriter.fill(options.theme.systemBackground))
    let isPresenting = root.kind == "Window" && root.children.count > 1 && !root.isHidden
    if isPresenting {
      canvas.drawPresentation(root)
    } else {
      canvas.draw(root)
    }
    if let device = options.device {
      canvas.drawStatusBar(device: device, in: screen, overDarkBackground: isPresenting)
    }
    if options.showsDebugOverlay {
      canvas.drawDebugOverlay(root, screen: screen)
    }
    canvas.writer.close("svg")
    return canvas.writer.document
  }
}
