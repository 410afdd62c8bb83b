// Convex piecewise-linear functions of one variable, the values of a tree-shaped program's parts
// (`AcyclicProgram`): the least cost of a subtree as a function of the variable that joins it to the rest.
//
// A function is kept as a point where it is least and the pieces on either side of it, each a rate (how fast the
// function rises going away from the point, never negative and never falling going outwards, as convexity asks)
// and a length; the domain ends where the pieces end, and a last piece of infinite length leaves it open. Two
// operations build every function of the program:
// - the infimal convolution `(f □ g)(z) = min { f(x) + g(y) : x + y = z }`, least at the sum of the points, whose
//   pieces are both functions' pieces in order of rate (Rockafellar, "Convex Analysis", 1970, §5): spending a unit
//   where it costs least is optimal when every function is convex;
// - the pointwise sum, whose pieces come from the sum of the slopes between the merged breakpoints.

/// A convex piecewise-linear function of one variable (see the file's comment).
struct ConvexPiecewiseLinear: Equatable {
  /// A piece: the function rises by `rate` per unit over `length` units going away from the least point.
  struct Piece: Equatable {
    /// The rise per unit, never negative.
    var rate: Double
    /// The length, possibly infinite.
    var length: Double
    /// In a convolution, the index of the function the piece comes from; otherwise 0.
    var owner: Int32 = 0
  }

  /// A point where the function is least.
  var leastPoint: Double
  /// The pieces going right from `leastPoint`, by rising rate; the domain ends after the last.
  var right: [Piece]
  /// The pieces going left from `leastPoint`, by rising rate; the domain ends after the last.
  var left: [Piece]

  /// The function that is 0 on [`lower`, `upper`] and infinite elsewhere, least at the point of the interval nearest
  /// zero.
  ///
  /// - Precondition: `lower <= upper`.
  static func interval(lower: Double, upper: Double) -> ConvexPiecewiseLinear {
    let point = min(max(0, lower), upper)
    return ConvexPiecewiseLinear(
      leastPoint: point,
      right: upper > point ? [Piece(rate: 0, length: upper - point)] : [],
      left: point > lower ? [Piece(rate: 0, length: point - lower)] : [])
  }

  /// The function `above · max(0, u) + below · max(0, −u)`: a preference's violation cost.
  static func penalty(above: Double, below: Double) -> ConvexPiecewiseLinear {
    ConvexPiecewiseLinear(
      leastPoint: 0, right: [Piece(rate: above, length: .infinity)], left: [Piece(rate: below, length: .infinity)])
  }

  /// The domain's least point (−∞ when open).
  var lowerEnd: Double { left.reduce(leastPoint) { $0 - $1.length } }
  /// The domain's greatest point (∞ when open).
  var upperEnd: Double { right.reduce(leastPoint) { $0 + $1.length } }

  /// The function `x ↦ self(scale · x + offset)`.
  ///
  /// - Precondition: `scale` is not zero.
  func composed(scale: Double, offset: Double) -> ConvexPiecewiseLinear {
    if scale == 1 && offset == 0 { return self }
    let factor = abs(scale)
    let scaled = { (pieces: [Piece]) in
      pieces.map { Piece(rate: $0.rate * factor, length: $0.length / factor, owner: $0.owner) }
    }
    let point = (leastPoint - offset) / scale
    return scale > 0
      ? ConvexPiecewiseLinear(leastPoint: point, right: scaled(right), left: scaled(left))
      : ConvexPiecewiseLinear(leastPoint: point, right: scaled(left), left: scaled(right))
  }

  /// The infimal convolution of `functions` (see the file's comment): least at the sum of their points, each piece
  /// owned by the index of the function it comes from. Ties in rate go to the lower index.
  static func convolution(of functions: [ConvexPiecewiseLinear]) -> ConvexPiecewiseLinear {
    var point = 0.0
    var right: [Piece] = []
    var left: [Piece] = []
    for (index, function) in functions.enumerated() {
      point += function.leastPoint
      for piece in function.right { right.append(Piece(rate: piece.rate, length: piece.length, owner: Int32(index))) }
      for piece in function.left { left.append(Piece(rate: piece.rate, length: piece.length, owner: Int32(index))) }
    }
    merge(&right)
    merge(&left)
    return ConvexPiecewiseLinear(leastPoint: point, right: right, left: left)
  }

  /// Orders `pieces` by rate (ties by owner; one owner's pieces are already by rate), up to the first of infinite
  /// length, without those of no length.
  private static func merge(_ pieces: inout [Piece]) {
    pieces.sort { ($0.rate, $0.owner) < ($1.rate, $1.owner) }
    if let infinite = pieces.firstIndex(where: { $0.length == .infinity }) {
      pieces.removeSubrange((infinite + 1)...)
    }
    pieces.removeAll { $0.length == 0 }
  }

  /// Why a sum has no least point.
  enum SumFailure: Error {
    /// The domains do not meet.
    case emptyDomain
    /// The sum falls without end (rounding: the costs are never negative).
    case unbounded
  }

  /// The buffers a sum works in, kept from one sum to the next.
  struct SumScratch {
    fileprivate var current: [Double] = []
    fileprivate var changes: [(position: Double, function: Int, slope: Double)] = []
    fileprivate var pieces: [(start: Double, end: Double, slope: Double)] = []
  }

  /// The pointwise sum of `functions`, least at the point of its least interval nearest zero. Domains that miss
  /// each other by no more than `tolerance` relative to their ends' magnitude plus one meet at the nearer end.
  static func sum(
    of functions: [ConvexPiecewiseLinear], tolerance: Double, scratch: inout SumScratch
  ) throws(SumFailure) -> ConvexPiecewiseLinear {
    if functions.count == 1 { return functions[0] }
    var lower = -Double.infinity
    var upper = Double.infinity
    // Each function's slope left of its first breakpoint, and at each breakpoint (position, function, slope right of
    // it). The sum's slope is summed afresh at each breakpoint, so that slopes that cancel give exactly zero.
    var current: [Double] = []
    var changes: [(position: Double, function: Int, slope: Double)] = []
    var pieces: [(start: Double, end: Double, slope: Double)] = []
    swap(&current, &scratch.current)
    swap(&changes, &scratch.changes)
    swap(&pieces, &scratch.pieces)
    defer {
      swap(&current, &scratch.current)
      swap(&changes, &scratch.changes)
      swap(&pieces, &scratch.pieces)
    }
    current.removeAll(keepingCapacity: true)
    current.append(contentsOf: repeatElement(0, count: functions.count))
    changes.removeAll(keepingCapacity: true)
    pieces.removeAll(keepingCapacity: true)
    for (index, function) in functions.enumerated() {
      lower = max(lower, function.lowerEnd)
      upper = min(upper, function.upperEnd)
      if let outermost = function.left.last {
        current[index] = -outermost.rate
      } else if let first = function.right.first {
        current[index] = first.rate
      }
      // From the left end inwards, then rightwards.
      var position = function.left.dropLast().reduce(function.leastPoint) { $0 - $1.length }
      for piece in function.left.dropLast().reversed() {
        changes.append((position, index, -piece.rate))
        position += piece.length
      }
      position = function.leastPoint
      if !function.left.isEmpty, let first = function.right.first { changes.append((position, index, first.rate)) }
      for (offset, piece) in function.right.enumerated().dropFirst() {
        position += function.right[offset - 1].length
        changes.append((position, index, piece.rate))
      }
    }
    if lower > upper {
      guard lower - upper <= tolerance * (1 + max(abs(lower), abs(upper))) else { throw .emptyDomain }
      upper = lower
    }
    if lower == upper { return ConvexPiecewiseLinear(leastPoint: lower, right: [], left: []) }
    changes.sort { ($0.position, $0.function) < ($1.position, $1.function) }
    // The sum of the current slopes; zero when they cancel to rounding.
    func slopeSum() -> Double {
      var total = 0.0
      var magnitude = 0.0
      for slope in current {
        total += slope
        magnitude += abs(slope)
      }
      return abs(total) <= 1e-13 * magnitude ? 0 : total
    }
    // The pieces of the sum over [lower, upper]: (start, end, slope).
    var start = lower
    var slope = slopeSum()
    var next = 0
    while next < changes.count, changes[next].position < upper {
      let position = changes[next].position
      if position > start {
        pieces.append((start, position, slope))
        start = position
      }
      while next < changes.count, changes[next].position == position {
        current[changes[next].function] = changes[next].slope
        next += 1
      }
      slope = slopeSum()
    }
    if upper > start { pieces.append((start, upper, slope)) }
    // The least interval: from the first piece that does not fall to the end of the last that does not rise.
    guard !(pieces[0].start == -.infinity && pieces[0].slope > 0), !(upper == .infinity && slope < 0) else {
      throw .unbounded
    }
    let firstNotFalling = pieces.firstIndex { $0.slope >= 0 }
    let lastNotRising = pieces.lastIndex { $0.slope <= 0 }
    let least = firstNotFalling.map { pieces[$0].start } ?? upper
    let most = lastNotRising.map { pieces[$0].end } ?? lower
    let point = least <= most ? min(max(0, least), most) : least
    var right: [Piece] = []
    var left: [Piece] = []
    for piece in pieces.reversed() where piece.start < point {
      left.append(Piece(rate: -piece.slope, length: min(piece.end, point) - piece.start))
    }
    for piece in pieces where piece.end > point {
      right.append(Piece(rate: piece.slope, length: piece.end - max(piece.start, point)))
    }
    return ConvexPiecewiseLinear(leastPoint: point, right: right, left: left)
  }

  /// How a convolution spreads `total` over the functions it was made of (`leastPoints` theirs, in order): each
  /// starts at its least point and the convolution's pieces are spent in order of rate until the sum is `total`.
  func spread(_ total: Double, from leastPoints: [Double]) -> [Double] {
    var values = leastPoints
    var remaining = total - leastPoint
    let pieces = remaining >= 0 ? right : left
    let direction = remaining >= 0 ? 1.0 : -1.0
    remaining = abs(remaining)
    var last = values.count - 1
    for piece in pieces where remaining > 0 {
      let step = min(piece.length, remaining)
      values[Int(piece.owner)] += direction * step
      remaining -= step
      last = Int(piece.owner)
    }
    // Rounding may leave a sliver beyond the last piece: the last function spent takes it.
    if remaining > 0, last >= 0 { values[last] += direction * remaining }
    return values
  }
}
