import Foundation
import Trellis
import TrellisText

/// Draws a snapshot as an SVG picture of the iOS screen, in the snapshot's appearance (or a ``Theme`` you choose).
///
/// What is drawn, back to front (Docs/Render.md has the details and the assumed metrics):
/// - the theme's system background over the whole root frame;
/// - every visible node depth first, parents before children: its background colour (with the layer's corner
///   radius), then its content — labels as `<text>` lines at their baselines, buttons (background with rounded
///   corners, title), text fields (border, text or placeholder), switches (track and thumb) — then its subviews
///   (clipped when the layer masks to bounds), then the layer's border; stack views and plain views draw only their
///   background; hidden nodes and their descendants are skipped;
/// - a presented page sheet (a window child whose node has a ``/Trellis/LayoutSnapshot/Presentation``) over the presenting
///   screen, which is scaled down under a dimming layer;
/// - the status bar of the snapshot's device in portrait;
/// - with ``Options/showsDebugOverlay``, every frame outlined, the constraints drawn as lines between their anchors
///   labelled with their constants, ambiguous views and broken constraints in red, and a legend below the screen.
///
/// ```swift
/// let svg = SVGRenderer(options: .init(showsDebugOverlay: true)).render(snapshot)
/// ```
public struct SVGRenderer: Hashable, Sendable {
  /// How the picture is drawn.
  public struct Options: Hashable, Sendable {
    /// The colours; `nil` (the default) picks ``Theme/light`` or ``Theme/dark`` from the snapshot's
    /// ``/Trellis/LayoutSnapshot/appearance``.
    public var theme: Theme?
    /// Whether frames are outlined, constraints drawn and a legend added below the screen (`--debug`).
    public var showsDebugOverlay: Bool
    /// Whether the status bar of the snapshot's device is drawn, where the device shows one (not on an iPhone in
    /// landscape: `Device.statusBarHeight(in:)` is 0); true by default.
    public var showsStatusBar: Bool
    /// The font families text asks for, first choice first: Inter (whose metrics Trellis measures with), then the
    /// platform's system fonts. A node's own family, when it is not Inter, is put in front.
    public var fontFamilies: [String]
    /// Faces with outlines, by weight, to draw text as glyph paths instead of `<text>` (`--text-as-paths`): the
    /// picture is then exact without fonts installed. A font uses the face for its weight's
    /// ``/TrellisText/Font/Weight/embeddedWeight``, else the regular face; with no face (the default) text is `<text>`.
    public var glyphOutlines: [Font.Weight: FontFace]
    /// The corner radius of buttons with a background: 8 points (an assumption; UIKit's `.dynamic` corner style
    /// at the medium size is unverified).
    public var buttonCornerRadius: CGFloat
    /// The corner radius of rounded-rect text fields: 5 points (an assumption).
    public var textFieldCornerRadius: CGFloat

    /// Creates options.
    ///
    /// - Parameters:
    ///   - theme: The colours; `nil` (the default) follows the snapshot's appearance.
    ///   - showsDebugOverlay: Whether to draw the debug overlay; false by default.
    ///   - showsStatusBar: Whether to draw the device's status bar; true by default.
    public init(theme: Theme? = nil, showsDebugOverlay: Bool = false, showsStatusBar: Bool = true) {
      self.theme = theme
      self.showsDebugOverlay = showsDebugOverlay
      self.showsStatusBar = showsStatusBar
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
  /// - Parameter options: How to draw; the snapshot's appearance without overlay by default.
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
  /// - Complexity: O(n + c) in the number of nodes and constraints.
  public func render(_ snapshot: LayoutSnapshot) -> String {
    let theme = options.theme ?? .forAppearance(snapshot.appearance)
    var canvas = SVGCanvas(options: options, theme: theme)
    let root = SVGCanvas.uncovered(snapshot.root)
    let screen = root.frame
    let legendHeight = options.showsDebugOverlay ? SVGCanvas.legendHeight : 0
    let width = SVGWriter.number(screen.maxX)
    let height = SVGWriter.number(screen.maxY + legendHeight)
    canvas.writer.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
        ("viewBox", "0 0 \(width) \(height)"),
      ])
    canvas.writer.element("rect", SVGWriter.rect(screen) + SVGWriter.fill(theme.systemBackground))
    let isPresenting = !root.isHidden && SVGCanvas.firstSheetIndex(in: root) != nil
    if isPresenting {
      canvas.drawPresentation(root)
    } else {
      canvas.draw(root)
    }
    if options.showsStatusBar, let device = snapshot.device {
      let height = device.statusBarHeight(in: snapshot.orientation ?? .portrait)
      canvas.drawStatusBar(height: height, in: screen, overDarkBackground: isPresenting)
    }
    if options.showsDebugOverlay {
      canvas.drawDebugOverlay(snapshot, screen: screen)
    }
    canvas.writer.close("svg")
    return canvas.writer.document
  }
}
