import Foundation

/// An 8-bit RGBA image decoded from a PNG (the subset `rsvg-convert` writes: 8-bit RGB or RGBA, no interlacing).
struct PNGImage {
  enum Failure: Error, Equatable {
    case notPNG
    case unsupported(String)
    case corrupt(String)
  }

  /// One pixel, components 0…255.
  struct Pixel: Equatable, CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int
    var alpha: Int

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

    /// Whether each component is within `tolerance` of another pixel's.
    func isClose(to other: Pixel, tolerance: Int = 2) -> Bool {
      abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
        && abs(alpha - other.alpha) <= tolerance
    }

    /// The perceived brightness, 0…255.
    var luminance: Double { 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue) }
  }

  let width: Int
  let height: Int
  private let rgba: [UInt8]

  /// Decodes PNG bytes.
  init(data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.count > 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else { throw Failure.notPNG }
    var position = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    func integer(at index: Int) -> Int {
      Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
    }
    while position + 8 <= bytes.count {
      let length = integer(at: position)
      let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
      let start = position + 8
      guard start + length + 4 <= bytes.count else { throw Failure.corrupt("chunk \(type) runs past the end") }
      let body = bytes[start..<start + length]
      if type == "IHDR" { header = Array(body) }
      if type == "IDAT" { compressed += body }
      if type == "IEND" { break }
      position = start + length + 4
    }
    guard header.count == 13 else { throw Failure.corrupt("no IHDR") }
    width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
    height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
    let bitDepth = header[8]
    let colorType = header[9]
    guard bitDepth == 8, colorType == 6 || colorType == 2, header[12] == 0 else {
      throw Failure.unsupported("bit depth \(bitDepth), colour type \(colorType), interlace \(header[12])")
    }
    let channels = colorType == 6 ? 4 : 3
    let raw = try Inflate.decompressZlib(compressed)
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else { throw Failure.corrupt("\(raw.count) bytes of image data") }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    var previous = [UInt8](repeating: 0, count: stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      var line = Array(raw[(row * (stride + 1) + 1)..<((row + 1) * (stride + 1))])
      for index in 0..<stride {
        let left = index >= channels ? Int(line[index - channels]) : 0
        let up = Int(previous[index])
        let upLeft = index >= channels ? Int(previous[index - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : (toUp <= toUpLeft ? up : upLeft)
        default: throw Failure.corrupt("filter \(filter) on row \(row)")
        }
        line[index] = UInt8((Int(line[index]) + predictor) & 0xFF)
      }
      for column in 0..<width {
        let target = (row * width + column) * 4
        let source = column * channels
        pixels[target] = line[source]
        pixels[target + 1] = line[source + 1]
        pixels[target + 2] = line[source + 2]
        pixels[target + 3] = channels == 4 ? line[source + 3] : 255
      }
      previous = line
    }
    rgba = pixels
  }

  /// The pixel at a column and row (0-based from the top left).
  func pixel(x: Int, y: Int) -> Pixel {
    precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) outside \(width)×\(height)")
    let index = (y * width + x) * 4
    return Pixel(
      red: Int(rgba[index]), green: Int(rgba[index + 1]), blue: Int(rgba[index + 2]), alpha: Int(rgba[index + 3]))
  }
}
