import Trellis
import TrellisRender
import TrellisText

/// What `trellis render` writes: a picture, the text dump or JSON.
enum RenderFormat: String, CaseIterable, Equatable {
  /// An SVG picture of the screen (`SVGRenderer`).
  case svg
  /// The indented text dump (`TextRenderer`).
  case text
  /// The JSON document (`JSONRenderer`).
  case json

  /// The file-name extension: `svg`, `txt` or `json`.
  var fileExtension: String {
    switch self {
    case .svg: return "svg"
    case .text: return "txt"
    case .json: return "json"
    }
  }

  /// The format a file name's extension asks for, or `nil` when it asks for none of them.
  init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let fileExtension = path[path.index(after: dot)...].lowercased()
    guard let format = Self.allCases.first(where: { $0.fileExtension == fileExtension }) else { return nil }
    self = format
  }

  /// How an SVG picture is drawn.
  struct Style: Equatable {
    /// Whether SVG outlines every frame and adds a legend.
    var showsDebugOverlay = false
    /// Glyph outlines to draw SVG text as paths with; empty for `<text>` elements.
    var glyphOutlines: [Font.Weight: FontFace] = [:]
  }

  /// Renders a laid-out window; its snapshot records the device, orientation and appearance the renderers read.
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - style: The SVG options.
  /// - Returns: The document, ending with a newline.
  func render(_ window: Window, style: Style) -> String {
    let snapshot = LayoutSnapshot(of: window)
    switch self {
    case .text:
      return TextRenderer().render(snapshot)
    case .json:
      return JSONRenderer().render(snapshot)
    case .svg:
      var options = SVGRenderer.Options(showsDebugOverlay: style.showsDebugOverlay)
      options.glyphOutlines = style.glyphOutlines
      return SVGRenderer(options: options).render(snapshot)
    }
  }
}
