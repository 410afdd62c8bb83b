import Foundation

/// Reads quadratic outlines from the `glyf` and `loca` tables.
///
/// Composite glyphs are flattened; component offsets given as point numbers (rather than x/y values) are read as a
/// zero offset, and nesting deeper than ``maximumDepth`` is rejected to stop reference cycles.
struct TrueTypeOutlines: Sendable {
  static let maximumDepth = 8
  /// The most component references one glyph may expand to, so that a hostile font cannot make a small composite
  /// explode exponentially through nesting.
  static let maximumComponents = 4096

  private let glyf: BinaryReader
  private let offsets: [Int]

  init(directory: TableDirectory, header: FontHeader) throws(FontError) {
    glyf = try directory.table("glyf")
    let loca = try directory.table("loca")
    let count = header.glyphCount + 1
    var offsets: [Int] = []
    offsets.reserveCapacity(count)
    if header.indexToLocFormat == 0 {
      try loca.check(0, count * 2)
      for index in 0..<count { offsets.append(Int(try loca.uint16(at: index * 2)) * 2) }
    } else {
      try loca.check(0, count * 4)
      for index in 0..<count { offsets.append(Int(try loca.uint32(at: index * 4))) }
    }
    self.offsets = offsets
  }

  /// Creates a reader over a `glyf` table with glyph offsets already read from `loca` (one more than the glyph
  /// count).
  init(glyf: BinaryReader, offsets: [Int]) {
    self.glyf = glyf
    self.offsets = offsets
  }

  func outline(of glyph: Int) throws(FontError) -> GlyphPath {
    var elements: [GlyphPath.Element] = []
    var components = 0
    try append(glyph, transform: (1, 0, 0, 1, 0, 0), depth: 0, components: &components, into: &elements)
    return GlyphPath(elements: elements)
  }

  private typealias Transform = (a: Double, b: Double, c: Double, d: Double, dx: Double, dy: Double)

  private func append(
    _ glyph: Int, transform: Transform, depth: Int, components: inout Int, into elements: inout [GlyphPath.Element]
  ) throws(FontError) {
    guard depth <= Self.maximumDepth else { throw .malformed(table: "glyf", reason: "composite nesting too deep") }
    guard glyph + 1 < offsets.count else { throw .glyphOutOfRange(glyph: glyph, glyphCount: offsets.count - 1) }
    let start = offsets[glyph]
    let end = offsets[glyph + 1]
    guard end > start else { return }  // an empty glyph such as the space
    let data = try glyf.slice(at: start, length: end - start)
    let contourCount = Int(try data.int16(at: 0))
    if contourCount >= 0 {
      try appendSimple(data, contourCount: contourCount, transform: transform, into: &elements)
    } else {
      try appendComposite(data, transform: transform, depth: depth, components: &components, into: &elements)
    }
  }

  private func appendSimple(
    _ data: BinaryReader, contourCount: Int, transform: Transform, into elements: inout [GlyphPath.Element]
  ) throws(FontError) {
    var endPoints: [Int] = []
    for index in 0..<contourCount {
      endPoints.append(Int(try data.uint16(at: 10 + index * 2)))
    }
    let pointCount = (endPoints.last ?? -1) + 1
    let instructionLength = Int(try data.uint16(at: 10 + contourCount * 2))
    var cursor = 12 + contourCount * 2 + instructionLength
    var flags: [UInt8] = []
    flags.reserveCapacity(pointCount)
    while flags.count < pointCount {
      let flag = try data.uint8(at: cursor)
      cursor += 1
      flags.append(flag)
      if flag & 0x08 != 0 {
        let repeats = Int(try data.uint8(at: cursor))
        cursor += 1
        for _ in 0..<repeats where flags.count < pointCount { flags.append(flag) }
      }
    }
    var xs = [Int](repeating: 0, count: pointCount)
    var ys = [Int](repeating: 0, count: pointCount)
    for (isX, shortBit, sameBit) in [(true, UInt8(0x02), UInt8(0x10)), (false, 0x04, 0x20)] {
      var value = 0
      for index in 0..<pointCount {
        let flag = flags[index]
        if flag & shortBit != 0 {
          let delta = Int(try data.uint8(at: cursor))
          cursor += 1
          value += flag & sameBit != 0 ? delta : -delta
        } else if flag & sameBit == 0 {
          value += Int(try data.int16(at: cursor))
          cursor += 2
        }
        if isX { xs[index] = value } else { ys[index] = value }
      }
    }
    var first = 0
    for last in endPoints {
      guard last >= first, last < pointCount else {
        throw .malformed(table: "glyf", reason: "contour end points out of order")
      }
      let points = (first...last).map { index in
        (point: apply(transform, Double(xs[index]), Double(ys[index])), onCurve: flags[index] & 0x01 != 0)
      }
      appendContour(points, into: &elements)
      first = last + 1
    }
  }

  /// Emits one contour: starts at the first on-curve point (or the midpoint of the first two off-curve points), adds
  /// implied on-curve midpoints between consecutive off-curve points, and leaves the closing line to `close`.
  private func appendContour(_ points: [(point: CGPoint, onCurve: Bool)], into elements: inout [GlyphPath.Element]) {
    guard !points.isEmpty else { return }
    let count = points.count
    let startIndex = points.firstIndex { $0.onCurve }
    let start: CGPoint
    let rotated: [(point: CGPoint, onCurve: Bool)]
    if let startIndex {
      start = points[startIndex].point
      rotated = Array(points[(startIndex + 1)...] + points[..<startIndex]) + [points[startIndex]]
    } else {
      start = midpoint(points[0].point, points[count - 1].point)
      rotated = points + [(start, true)]
    }
    elements.append(.moveTo(start))
    var pendingControl: CGPoint?
    for (index, entry) in rotated.enumerated() {
      let isClosingPoint = index == rotated.count - 1
      if entry.onCurve {
        if let control = pendingControl {
          elements.append(.quadTo(control: control, to: entry.point))
          pendingControl = nil
        } else if !isClosingPoint {
          elements.append(.lineTo(entry.point))
        }
      } else {
        if let control = pendingControl {
          elements.append(.quadTo(control: control, to: midpoint(control, entry.point)))
        }
        pendingControl = entry.point
      }
    }
    elements.append(.close)
  }

  private func appendComposite(
    _ data: BinaryReader, transform: Transform, depth: Int, components: inout Int,
    into elements: inout [GlyphPath.Element]
  ) throws(FontError) {
    var cursor = 10
    while true {
      let flags = try data.uint16(at: cursor)
      let component = Int(try data.uint16(at: cursor + 2))
      cursor += 4
      var dx = 0.0
      var dy = 0.0
      let areWords = flags & 0x0001 != 0
      let areXYValues = flags & 0x0002 != 0
      if areWords {
        if areXYValues {
          dx = Double(try data.int16(at: cursor))
          dy = Double(try data.int16(at: cursor + 2))
        }
        cursor += 4
      } else {
        if areXYValues {
          dx = Double(try data.int8(at: cursor))
          dy = Double(try data.int8(at: cursor + 1))
        }
        cursor += 2
      }
      var local: Transform = (1, 0, 0, 1, dx, dy)
      if flags & 0x0008 != 0 {
        let scale = try f2dot14(data, cursor)
        local.a = scale
        local.d = scale
        cursor += 2
      } else if flags & 0x0040 != 0 {
        local.a = try f2dot14(data, cursor)
        local.d = try f2dot14(data, cursor + 2)
        cursor += 4
      } else if flags & 0x0080 != 0 {
        local.a = try f2dot14(data, cursor)
        local.b = try f2dot14(data, cursor + 2)
        local.c = try f2dot14(data, cursor + 4)
        local.d = try f2dot14(data, cursor + 6)
        cursor += 8
      }
      components += 1
      guard components <= Self.maximumComponents else {
        throw .malformed(table: "glyf", reason: "composite glyph expands to too many components")
      }
      try append(
        component, transform: compose(transform, local), depth: depth + 1, components: &components, into: &elements)
      guard flags & 0x0020 != 0 else { break }  // MORE_COMPONENTS
    }
  }

  private func f2dot14(_ data: BinaryReader, _ offset: Int) throws(FontError) -> Double {
    Double(try data.int16(at: offset)) / 16384
  }

  /// `outer ∘ inner`: a point is first mapped by `inner` (the component's own transform), then by `outer`.
  private func compose(_ outer: Transform, _ inner: Transform) -> Transform {
    (
      a: outer.a * inner.a + outer.c * inner.b,
      b: outer.b * inner.a + outer.d * inner.b,
      c: outer.a * inner.c + outer.c * inner.d,
      d: outer.b * inner.c + outer.d * inner.d,
      dx: outer.a * inner.dx + outer.c * inner.dy + outer.dx,
      dy: outer.b * inner.dx + outer.d * inner.dy + outer.dy
    )
  }

  private func apply(_ transform: Transform, _ x: Double, _ y: Double) -> CGPoint {
    CGPoint(
      x: transform.a * x + transform.c * y + transform.dx,
      y: transform.b * x + transform.d * y + transform.dy)
  }

  private func midpoint(_ first: CGPoint, _ second: CGPoint) -> CGPoint {
    CGPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2)
  }
}
