import Foundation
import Testing

@testable import TrellisText

@Suite("Type2CharStringInterpreter")
struct Type2CharStringInterpreterTests {
  /// Encodes small integers (-107…107) and operators as Type 2 charstring bytes.
  enum Token {
    case number(Int)
    case op(UInt8)
    case escaped(UInt8)
  }

  static func bytes(_ tokens: [Token]) -> [UInt8] {
    tokens.flatMap { token -> [UInt8] in
      switch token {
      case .number(let value):
        precondition((-107...107).contains(value), "test numbers must fit one byte")
        return [UInt8(value + 139)]
      case .op(let code): return [code]
      case .escaped(let code): return [12, code]
      }
    }
  }

  /// A CFF INDEX holding `items`.
  static func index(_ items: [[UInt8]]) throws -> CompactFontFormat.Index {
    var data: [UInt8] = [UInt8(items.count >> 8), UInt8(items.count & 0xFF)]
    if !items.isEmpty {
      data.append(1)  // offSize
      var offset = 1
      data.append(UInt8(offset))
      for item in items {
        offset += item.count
        data.append(UInt8(offset))
      }
      data += items.flatMap { $0 }
    }
    return try CompactFontFormat.Index(BinaryReader(data), at: 0)
  }

  func run(_ tokens: [Token], subroutines: [[Token]]? = nil) throws -> [GlyphPath.Element] {
    let local = try subroutines.map { try Self.index($0.map(Self.bytes)) }
    var interpreter = Type2CharStringInterpreter(global: try Self.index([]), local: local)
    let code = try Self.index([Self.bytes(tokens)])
    try interpreter.run(try code.item(0), depth: 0)
    interpreter.closeContour()
    return interpreter.elements
  }

  @Test("moves and lines are relative to the current point")
  func linesAreRelative() throws {
    let elements = try run([
      .number(10), .number(20), .op(21), .number(30), .number(0), .op(5), .number(0), .number(40), .op(5), .op(14),
    ])
    #expect(
      elements == [
        .moveTo(CGPoint(x: 10, y: 20)), .lineTo(CGPoint(x: 40, y: 20)), .lineTo(CGPoint(x: 40, y: 60)), .close,
      ])
  }

  @Test("a leading width operand is dropped")
  func widthOperand() throws {
    let elements = try run([.number(50), .number(10), .number(20), .op(21), .op(14)])
    #expect(elements == [.moveTo(CGPoint(x: 10, y: 20)), .close])
  }

  @Test("local subroutines are called with the bias")
  func subroutines() throws {
    let elements = try run(
      [.number(10), .number(20), .op(21), .number(-107), .op(10), .op(14)],
      subroutines: [[.number(30), .number(0), .op(5), .op(11)]])
    #expect(elements == [.moveTo(CGPoint(x: 10, y: 20)), .lineTo(CGPoint(x: 40, y: 20)), .close])
  }

  @Test("hvcurveto starts horizontal and ends vertical")
  func hvcurveto() throws {
    let elements = try run([
      .number(0), .number(0), .op(21), .number(10), .number(20), .number(30), .number(40), .op(31), .op(14),
    ])
    #expect(
      elements == [
        .moveTo(.zero),
        .cubicTo(control1: CGPoint(x: 10, y: 0), control2: CGPoint(x: 30, y: 30), to: CGPoint(x: 30, y: 70)), .close,
      ])
  }

  @Test("arithmetic operators are unsupported")
  func arithmetic() {
    #expect(throws: FontError.unsupported("charstring operator 12 3")) {
      try run([.number(1), .number(2), .escaped(3), .op(14)])
    }
  }

  @Test("endchar with accent operands (seac) is unsupported")
  func seac() {
    #expect(throws: FontError.unsupported("accented characters built with endchar (seac)")) {
      try run([.number(0), .number(0), .number(65), .number(66), .op(14)])
    }
  }

  @Test("callsubr without local subroutines is malformed")
  func missingSubroutines() {
    #expect(throws: FontError.malformed(table: "CFF ", reason: "callsubr without local subroutines")) {
      try run([.number(0), .op(10)])
    }
  }

  @Test("a subroutine that calls itself stops at the nesting limit")
  func recursion() {
    #expect(throws: FontError.malformed(table: "CFF ", reason: "subroutines nested too deep")) {
      try run([.number(-107), .op(10)], subroutines: [[.number(-107), .op(10)]])
    }
  }

  @Test("too many operands overflow the stack")
  func stackOverflow() {
    #expect(throws: FontError.malformed(table: "CFF ", reason: "stack overflow")) {
      try run(Array(repeating: .number(1), count: 200))
    }
  }

  @Test("a drawing operator without enough operands is malformed")
  func missingOperands() {
    #expect(throws: FontError.malformed(table: "CFF ", reason: "rmoveto needs 2 operands")) {
      try run([.number(5), .op(21)])
    }
  }
}
