import Foundation

/// A DEFLATE decoder (RFC 1951) for the PNG reader: Foundation on Linux does not expose zlib, and the tests should
/// need nothing but `rsvg-convert` on the machine. Written from the RFC; correctness over speed.
struct Inflate {
  enum Failure: Error, Equatable {
    case truncated
    case invalidBlockType
    case invalidStoredLength
    case invalidCode
    case invalidDistance
  }

  private let input: [UInt8]
  private var position = 0
  private var bitBuffer: UInt32 = 0
  private var bitCount = 0
  private var output: [UInt8] = []

  /// Decodes a raw DEFLATE stream.
  static func decompress(_ data: [UInt8]) throws(Failure) -> [UInt8] {
    var inflate = Inflate(input: data)
    try inflate.run()
    return inflate.output
  }

  /// Decodes a zlib stream (RFC 1950): a 2-byte header, DEFLATE data, an Adler-32 trailer (not checked).
  static func decompressZlib(_ data: [UInt8]) throws(Failure) -> [UInt8] {
    guard data.count >= 2 else { throw .truncated }
    return try decompress(Array(data[2...]))
  }

  private init(input: [UInt8]) {
    self.input = input
  }

  private mutating func bits(_ count: Int) throws(Failure) -> Int {
    while bitCount < count {
      guard position < input.count else { throw .truncated }
      bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
      position += 1
      bitCount += 8
    }
    let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
    bitBuffer >>= UInt32(count)
    bitCount -= count
    return value
  }

  /// A canonical Huffman code: symbol counts per length and symbols ordered by code.
  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private mutating func decode(_ huffman: Huffman) throws(Failure) -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      code |= try bits(1)
      let count = huffman.counts[length]
      if code - count < first { return huffman.symbols[index + (code - first)] }
      index += count
      first += count
      first <<= 1
      code <<= 1
    }
    throw .invalidCode
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  private mutating func run() throws(Failure) {
    var isLast = false
    while !isLast {
      isLast = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1:
        let literal = Huffman(
          lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8))
        try codes(literal: literal, distance: Huffman(lengths: [Int](repeating: 5, count: 30)))
      case 2: try dynamic()
      default: throw .invalidBlockType
      }
    }
  }

  private mutating func stored() throws(Failure) {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= input.count else { throw .truncated }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
    guard length == ~complement & 0xFFFF else { throw .invalidStoredLength }
    position += 4
    guard position + length <= input.count else { throw .truncated }
    output += input[position..<position + length]
    position += length
  }

  private mutating func dynamic() throws(Failure) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeLengthCount = try bits(4) + 4
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengths[order[index]] = try bits(3) }
    let codeLengthCode = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(codeLengthCode)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw .invalidCode }
        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else { throw .invalidCode }
    try codes(
      literal: Huffman(lengths: Array(lengths[..<literalCount])),
      distance: Huffman(lengths: Array(lengths[literalCount...])))
  }

  private mutating func codes(literal: Huffman, distance: Huffman) throws(Failure) {
    while true {
      let symbol = try decode(literal)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let lengthIndex = symbol - 257
        guard lengthIndex < Self.lengthBase.count else { throw .invalidCode }
        let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
        let distanceIndex = try decode(distance)
        guard distanceIndex < Self.distanceBase.count else { throw .invalidDistance }
        let back = Self.distanceBase[distanceIndex] + (try bits(Self.distanceExtra[distanceIndex]))
        guard back <= output.count else { throw .invalidDistance }
        let start = output.count - back
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }
}
