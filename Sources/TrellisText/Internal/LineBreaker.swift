/// Breaks a ``ClusterRun`` into lines: paragraphs at newlines, then greedy wrapping within the width, then the
/// line limit and truncation of the last permitted line.
struct LineBreaker {
  /// A line as a range of clusters, with an optional replacement text for truncated lines.
  struct Line {
    var text: String
    var width: Double
    var isTruncated: Bool
  }

  let run: ClusterRun
  /// The available width in font units, or `nil` for unlimited.
  let limit: Double?
  let maximumLines: Int
  let mode: LineBreakMode
  let ellipsis: (glyph: UInt16, text: String, width: Double)

  /// A small allowance (in font units) so that a line measured exactly at the limit fits despite rounding.
  static let tolerance = 1e-3

  func lines() -> [Line] {
    var lines: [Line] = []
    var paragraphStart = 0
    while paragraphStart <= run.count {
      var paragraphEnd = paragraphStart
      while paragraphEnd < run.count && run.kind(at: paragraphEnd) != .newline { paragraphEnd += 1 }
      let moreFollows = paragraphEnd < run.count
      var lineStart = paragraphStart
      repeat {
        if lines.count == maximumLines - 1 && (mode.truncates || mode == .byClipping) {
          lines.append(lastLine(lineStart, paragraphEnd, moreFollows: moreFollows))
          return lines
        }
        let (end, next) = nextBreak(lineStart, paragraphEnd)
        lines.append(plainLine(lineStart, end))
        if lines.count == maximumLines { return lines }
        lineStart = next
        // Spaces at a soft wrap hang at the end of the previous line; the next line starts after them.
        while lineStart < paragraphEnd && run.kind(at: lineStart) == .space { lineStart += 1 }
      } while lineStart < paragraphEnd
      if paragraphEnd == run.count { break }
      paragraphStart = paragraphEnd + 1
      if paragraphStart == run.count {  // a trailing newline ends with an empty line
        if lines.count < maximumLines { lines.append(Line(text: "", width: 0, isTruncated: false)) }
        break
      }
    }
    return lines
  }

  private func plainLine(_ start: Int, _ end: Int) -> Line {
    Line(text: String(run.substring(start, end)), width: run.width(start, end), isTruncated: false)
  }

  private func fits(_ width: Double) -> Bool {
    guard let limit else { return true }
    return width <= limit + Self.tolerance
  }

  /// The end of the line starting at `start` (exclusive, trailing spaces at a wrap removed) and where the next
  /// line starts.
  private func nextBreak(_ start: Int, _ paragraphEnd: Int) -> (end: Int, next: Int) {
    guard limit != nil else { return (paragraphEnd, paragraphEnd) }
    var candidate: (end: Int, next: Int)?
    var index = start
    while index < paragraphEnd {
      if run.kind(at: index) == .space {
        var next = index
        while next < paragraphEnd && run.kind(at: next) == .space { next += 1 }
        let end = run.trimmedEnd(start, index)
        if end > start { candidate = (end, next) }
        index = next
        continue
      }
      if !fits(run.width(start, index + 1)) {
        if mode != .byCharWrapping, let candidate { return candidate }
        let cut = max(index, start + 1)
        let end = run.trimmedEnd(start, cut)
        return (end > start ? end : cut, cut)
      }
      if run.kind(at: index) == .breakAfter && index + 1 < paragraphEnd { candidate = (index + 1, index + 1) }
      index += 1
    }
    return (paragraphEnd, paragraphEnd)
  }

  /// The last permitted line: the rest of the paragraph, clipped or truncated with an ellipsis when it does not fit
  /// or when text follows it.
  private func lastLine(_ start: Int, _ end: Int, moreFollows: Bool) -> Line {
    let whole = run.width(start, end)
    if fits(whole) && !moreFollows {
      return plainLine(start, end)
    }
    if mode == .byClipping {
      return Line(text: String(run.substring(start, end)), width: min(whole, limit ?? whole), isTruncated: false)
    }
    let end = run.trimmedEnd(start, end)
    let limit = self.limit ?? .infinity
    switch mode {
    case .byTruncatingHead:
      var first = start
      while first < end
        && !fits(ellipsis.width + run.kerning(before: first, with: ellipsis.glyph) + run.width(first, end))
      {
        first += 1
      }
      while first < end && run.kind(at: first) == .space { first += 1 }
      let width = ellipsis.width + run.kerning(before: first, with: ellipsis.glyph) + run.width(first, end)
      return Line(text: ellipsis.text + run.substring(first, end), width: width, isTruncated: true)
    case .byTruncatingMiddle:
      return middleTruncated(start, end, limit: limit)
    default:
      var last = end
      while last > start
        && !fits(run.width(start, last) + run.kerning(after: last - 1, with: ellipsis.glyph) + ellipsis.width)
      {
        last -= 1
      }
      last = run.trimmedEnd(start, last)
      let width = run.width(start, last) + run.kerning(after: last - 1, with: ellipsis.glyph) + ellipsis.width
      return Line(text: run.substring(start, last) + ellipsis.text, width: width, isTruncated: true)
    }
  }

  /// Keeps clusters from both ends, taking from whichever side is narrower so far, while the result fits.
  private func middleTruncated(_ start: Int, _ end: Int, limit: Double) -> Line {
    var head = start  // clusters start..<head are kept
    var tail = end  // clusters tail..<end are kept
    func width(_ head: Int, _ tail: Int) -> Double {
      run.width(start, head) + run.kerning(after: head - 1, with: ellipsis.glyph) + ellipsis.width
        + run.kerning(before: tail, with: ellipsis.glyph) + run.width(tail, end)
    }
    while head < tail {
      let preferHead = run.width(start, head) <= run.width(tail, end)
      if preferHead && fits(width(head + 1, tail)) {
        head += 1
      } else if !preferHead && fits(width(head, tail - 1)) {
        tail -= 1
      } else if fits(width(head + 1, tail)) {
        head += 1
      } else if fits(width(head, tail - 1)) {
        tail -= 1
      } else {
        break
      }
    }
    let keptHead = run.trimmedEnd(start, head)
    var keptTail = tail
    while keptTail < end && run.kind(at: keptTail) == .space { keptTail += 1 }
    return Line(
      text: run.substring(start, keptHead) + ellipsis.text + run.substring(keptTail, end),
      width: width(keptHead, keptTail), isTruncated: true)
  }
}
