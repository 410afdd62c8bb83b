import Foundation

/// Executes a Type 2 charstring (Adobe Technical Note #5177) and records the outline it draws.
///
/// Hints are counted only to skip hint-mask bytes; the arithmetic and storage operators, which text fonts do not use,
/// throw `FontError.unsupported`. Stack depth, subroutine nesting and the total operator count are bounded so that a
/// hostile font cannot exhaust memory or loop.
struct Type2CharStringInterpreter {
  static let maximumStack = 96
  static let maximumDepth = 10
  static let maximumOperations = 200_000

  private let global: CompactFontFormat.Index
  private let local: CompactFontFormat.Index?
  private(set) var elements: [GlyphPath.Element] = []
  private var stack: [Double] = []
  private var stemCount = 0
  private var sawWidth = false
  private var isOpen = false
  private var finished = false
  private var operations = 0
  private var x = 0.0
  private var y = 0.0

  init(global: CompactFontFormat.Index, local: CompactFontFormat.Index?) {
    self.global = global
    self.local = local
  }

  private static func bias(_ count: Int) -> Int {
    count < 1240 ? 107 : count < 33900 ? 1131 : 32768
  }

  mutating func closeContour() {
    if isOpen {
      elements.append(.close)
      isOpen = false
    }
  }

  private mutating func moveTo(_ dx: Double, _ dy: Double) {
    closeContour()
    x += dx
    y += dy
    elements.append(.moveTo(CGPoint(x: x, y: y)))
    isOpen = true
  }

  private mutating func lineTo(_ dx: Double, _ dy: Double) {
    x += dx
    y += dy
    elements.append(.lineTo(CGPoint(x: x, y: y)))
  }

  private mutating func curveTo(
    _ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double
  ) {
    let control1 = CGPoint(x: x + dx1, y: y + dy1)
    let control2 = CGPoint(x: control1.x + dx2, y: control1.y + dy2)
    x = control2.x + dx3
    y = control2.y + dy3
    elements.append(.cubicTo(control1: control1, control2: control2, to: CGPoint(x: x, y: y)))
  }

  /// Drops the optional width operand that precedes the first stack-clearing operator.
  private mutating func takeWidth(ifCountIsOdd isOdd: Bool) {
    if !sawWidth && isOdd && !stack.isEmpty {
      stack.removeFirst()
    }
    sawWidth = true
  }

  private func require(_ count: Int, _ name: String) throws(FontError) {
    guard stack.count >= count else { throw .malformed(table: "CFF ", reason: "\(name) needs \(count) operands") }
  }

  mutating func run(_ code: BinaryReader, depth: Int) throws(FontError) {
    guard depth <= Self.maximumDepth else { throw .malformed(table: "CFF ", reason: "subroutines nested too deep") }
    var cursor = 0
    while cursor < code.count && !finished {
      operations += 1
      guard operations <= Self.maximumOperations else { throw .malformed(table: "CFF ", reason: "charstring too long") }
      let b0 = Int(try code.uint8(at: cursor))
      cursor += 1
      if b0 >= 32 || b0 == 28 {
        try pushNumber(b0, code, &cursor)
        continue
      }
      switch b0 {
      case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
        takeWidth(ifCountIsOdd: stack.count % 2 == 1)
        stemCount += stack.count / 2
        stack.removeAll()
      case 19, 20:  // hintmask, cntrmask: pending operands are an implied vstem
        takeWidth(ifCountIsOdd: stack.count % 2 == 1)
        stemCount += stack.count / 2
        stack.removeAll()
        cursor += (stemCount + 7) / 8
      case 21:  // rmoveto
        takeWidth(ifCountIsOdd: stack.count > 2)
        try require(2, "rmoveto")
        moveTo(stack[0], stack[1])
        stack.removeAll()
      case 22:  // hmoveto
        takeWidth(ifCountIsOdd: stack.count > 1)
        try require(1, "hmoveto")
        moveTo(stack[0], 0)
        stack.removeAll()
      case 4:  // vmoveto
        takeWidth(ifCountIsOdd: stack.count > 1)
        try require(1, "vmoveto")
        moveTo(0, stack[0])
        stack.removeAll()
      case 14:  // endchar
        takeWidth(ifCountIsOdd: stack.count == 1 || stack.count == 5)
        guard stack.count < 4 else { throw .unsupported("accented characters built with endchar (seac)") }
        closeContour()
        finished = true
      case 10, 29:  // callsubr, callgsubr
        try require(1, "callsubr")
        let subroutines = b0 == 10 ? local : global
        guard let subroutines else { throw .malformed(table: "CFF ", reason: "callsubr without local subroutines") }
        let index = Int(stack.removeLast()) + Self.bias(subroutines.count)
        try run(try subroutines.item(index), depth: depth + 1)
      case 11:  // return
        return
      case 12:
        let b1 = Int(try code.uint8(at: cursor))
        cursor += 1
        try flex(b1)
      default:
        try drawingOperator(b0)
      }
    }
  }

  private mutating func pushNumber(_ b0: Int, _ code: BinaryReader, _ cursor: inout Int) throws(FontError) {
    let value: Double
    switch b0 {
    case 28:
      value = Double(try code.int16(at: cursor))
      cursor += 2
    case 32...246:
      value = Double(b0 - 139)
    case 247...250:
      value = Double((b0 - 247) * 256 + Int(try code.uint8(at: cursor)) + 108)
      cursor += 1
    case 251...254:
      value = Double(-(b0 - 251) * 256 - Int(try code.uint8(at: cursor)) - 108)
      cursor += 1
    default:  // 255: 16.16 fixed point
      value = Double(try code.int32(at: cursor)) / 65536
      cursor += 4
    }
    guard stack.count < Self.maximumStack else { throw .malformed(table: "CFF ", reason: "stack overflow") }
    stack.append(value)
  }

  private mutating func drawingOperator(_ op: Int) throws(FontError) {
    let s = stack
    var i = 0
    switch op {
    case 5:  // rlineto
      while i + 1 < s.count {
        lineTo(s[i], s[i + 1])
        i += 2
      }
    case 6, 7:  // hlineto, vlineto: alternate directions
      var horizontal = op == 6
      while i < s.count {
        if horizontal { lineTo(s[i], 0) } else { lineTo(0, s[i]) }
        horizontal.toggle()
        i += 1
      }
    case 8:  // rrcurveto
      while i + 5 < s.count {
        curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5])
        i += 6
      }
    case 24:  // rcurveline
      try require(8, "rcurveline")
      while i + 5 < s.count - 2 {
        curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5])
        i += 6
      }
      lineTo(s[i], s[i + 1])
    case 25:  // rlinecurve
      try require(8, "rlinecurve")
      while i + 1 < s.count - 6 {
        lineTo(s[i], s[i + 1])
        i += 2
      }
      curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5])
    case 26:  // vvcurveto
      var dx1 = 0.0
      if s.count % 4 == 1 {
        dx1 = s[0]
        i = 1
      }
      while i + 3 < s.count {
        curveTo(dx1, s[i], s[i + 1], s[i + 2], 0, s[i + 3])
        dx1 = 0
        i += 4
      }
    case 27:  // hhcurveto
      var dy1 = 0.0
      if s.count % 4 == 1 {
        dy1 = s[0]
        i = 1
      }
      while i + 3 < s.count {
        curveTo(s[i], dy1, s[i + 1], s[i + 2], s[i + 3], 0)
        dy1 = 0
        i += 4
      }
    case 30, 31:  // vhcurveto, hvcurveto
      var horizontal = op == 31
      while i + 3 < s.count {
        let last = s.count - i == 5 ? s[i + 4] : 0
        if horizontal {
          curveTo(s[i], 0, s[i + 1], s[i + 2], last, s[i + 3])
        } else {
          curveTo(0, s[i], s[i + 1], s[i + 2], s[i + 3], last)
        }
        horizontal.toggle()
        i += 4
      }
    default:
      throw .unsupported("charstring operator \(op)")
    }
    stack.removeAll()
  }

  private mutating func flex(_ op: Int) throws(FontError) {
    let s = stack
    switch op {
    case 35:  // flex
      try require(13, "flex")
      curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
      curveTo(s[6], s[7], s[8], s[9], s[10], s[11])
    case 34:  // hflex
      try require(7, "hflex")
      curveTo(s[0], 0, s[1], s[2], s[3], 0)
      curveTo(s[4], 0, s[5], -s[2], s[6], 0)
    case 36:  // hflex1
      try require(9, "hflex1")
      curveTo(s[0], s[1], s[2], s[3], s[4], 0)
      curveTo(s[5], 0, s[6], s[7], s[8], -(s[1] + s[3] + s[7]))
    case 37:  // flex1
      try require(11, "flex1")
      let dx = s[0] + s[2] + s[4] + s[6] + s[8]
      let dy = s[1] + s[3] + s[5] + s[7] + s[9]
      curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
      if abs(dx) > abs(dy) {
        curveTo(s[6], s[7], s[8], s[9], s[10], -dy)
      } else {
        curveTo(s[6], s[7], s[8], s[9], -dx, s[10])
      }
    default:
      throw .unsupported("charstring operator 12 \(op)")
    }
    stack.removeAll()
  }
}
