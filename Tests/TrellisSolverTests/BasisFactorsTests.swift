import Testing

@testable import TrellisSolver

/// The factored basis of Docs/Solver.md, item 6: its solves checked by their residuals against the basis itself.
@Suite struct BasisFactorsTests {
  /// A random sparse basis of `size` rows that is not singular: each column has a pivot of magnitude 2 to 8 in a
  /// row of its own (a random permutation) and up to `extra` other entries of at most 3/8, so every column is
  /// strictly diagonally dominant in the permuted sense for `extra` up to 5.
  static func randomBasis(size: Int, extra: Int, using generator: inout SeededGenerator) -> [SparseColumn] {
    var rows = Array(0..<size)
    rows.shuffle(using: &generator)
    var columns: [SparseColumn] = []
    for position in 0..<size {
      var column = SparseColumn()
      let pivot = Double(Int(generator.next() % 7) + 2) * (generator.next() % 2 == 0 ? 1 : -1)
      column.append(row: rows[position], value: pivot)
      var used: Set<Int> = [rows[position]]
      for _ in 0..<extra {
        let row = Int(generator.next() % UInt64(size))
        guard used.insert(row).inserted else { continue }
        column.append(row: row, value: Double(Int(generator.next() % 7) - 3) / 8)
      }
      columns.append(column)
    }
    columns.shuffle(using: &generator)
    return columns
  }

  /// B x, by row, for x by basis position.
  static func product(_ columns: [SparseColumn], _ x: [Double], size: Int) -> [Double] {
    var result = [Double](repeating: 0, count: size)
    for (position, column) in columns.enumerated() {
      for (row, value) in zip(column.rows, column.values) { result[Int(row)] += value * x[position] }
    }
    return result
  }

  /// yᵀ B, by basis position, for y by row.
  static func transposedProduct(_ columns: [SparseColumn], _ y: [Double]) -> [Double] {
    columns.map { column in zip(column.rows, column.values).reduce(0) { $0 + $1.1 * y[Int($1.0)] } }
  }

  static func randomVector(size: Int, using generator: inout SeededGenerator) -> [Double] {
    (0..<size).map { _ in generator.next() % 3 == 0 ? Double(Int(generator.next() % 200) - 100) / 7 : 0 }
  }

  static func largestDifference(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) }
  }

  @Test("solves and transposed solves leave residuals of rounding", arguments: [(1, 0), (5, 2), (30, 3), (120, 4)])
  func solvesHaveRoundingResiduals(size: Int, extra: Int) throws {
    var generator = SeededGenerator(state: UInt64(size * 31 + extra))
    for _ in 0..<20 {
      let columns = Self.randomBasis(size: size, extra: extra, using: &generator)
      let factors = try BasisFactors(size: size, columns: columns)
      let b = Self.randomVector(size: size, using: &generator)
      let x = factors.solve(b)
      #expect(Self.largestDifference(Self.product(columns, x, size: size), b) <= 1e-9)
      let c = Self.randomVector(size: size, using: &generator)
      let y = factors.solveTransposed(c)
      #expect(Self.largestDifference(Self.transposedProduct(columns, y), c) <= 1e-9)
    }
  }

  /// The dense vector, by position, of a sparse solve's result.
  static func dense(_ column: SparseColumn, size: Int) -> [Double] {
    var result = [Double](repeating: 0, count: size)
    for (index, value) in zip(column.rows, column.values) { result[Int(index)] += value }
    return result
  }

  @Test("sparse solves and transposed solves give the dense ones' values", arguments: [(1, 0), (12, 2), (80, 3)])
  func sparseSolvesMatchDenseSolves(size: Int, extra: Int) throws {
    var generator = SeededGenerator(state: UInt64(size * 7 + extra))
    var columns = Self.randomBasis(size: size, extra: extra, using: &generator)
    var factors = try BasisFactors(size: size, columns: columns)
    for round in 0..<30 {
      if round % 10 == 9 {
        // A basis change now and then, so that the etas are solved through too.
        let position = Int(generator.next() % UInt64(size))
        var column = columns[position]
        for index in 1..<max(1, column.values.count) {
          column.values[index] = Double(Int(generator.next() % 7) - 3) / 8
        }
        if (try? factors.replaceColumn(at: position, with: column)) != nil { columns[position] = column }
      }
      var rhs = SparseColumn()
      var dense = [Double](repeating: 0, count: size)
      for _ in 0..<(1 + Int(generator.next() % 3)) {
        let row = Int(generator.next() % UInt64(size))
        let value = Double(Int(generator.next() % 41) - 20) / 3
        rhs.append(row: row, value: value)
        dense[row] += value
      }
      let transposed = factors.solveTransposed(sparse: rhs)
      #expect(Set(transposed.rows).count == transposed.rows.count)
      let expected = factors.solveTransposed(dense)
      #expect(Self.largestDifference(Self.dense(transposed, size: size), expected) <= 1e-12)
      let sparse = factors.solve(sparse: rhs)
      #expect(Set(sparse.rows).count == sparse.rows.count)
      #expect(Self.largestDifference(Self.dense(sparse, size: size), factors.solve(dense)) <= 1e-12)
      #expect(Self.largestDifference(Self.product(columns, Self.dense(sparse, size: size), size: size), dense) <= 1e-9)
    }
  }

  @Test func aChainOfDifferencesSolvesExactly() throws {
    // x₀ = b₀, xᵢ − xᵢ₋₁ = bᵢ: the columns of a layout chain (each view's left edge from the one before).
    let size = 50
    var columns: [SparseColumn] = []
    for position in 0..<size {
      var column = SparseColumn()
      column.append(row: position, value: 1)
      if position + 1 < size { column.append(row: position + 1, value: -1) }
      columns.append(column)
    }
    let factors = try BasisFactors(size: size, columns: columns)
    let x = factors.solve([Double](repeating: 1, count: size))
    // Column p holds +1 in row p and −1 in row p+1, so B x = 1 gives x_p = p + 1.
    #expect(x == (0..<size).map { Double($0 + 1) })
    #expect(factors.factorEntryCount <= 2 * size)
  }

  @Test("replacing columns matches a fresh factorisation", arguments: [7, 40])
  func replacedColumnsMatchAFreshFactorisation(size: Int) throws {
    var generator = SeededGenerator(state: UInt64(size))
    var columns = Self.randomBasis(size: size, extra: 3, using: &generator)
    var factors = try BasisFactors(size: size, columns: columns)
    var replaced = 0
    while replaced < 10 {
      let position = Int(generator.next() % UInt64(size))
      var column = columns[position]
      // Keep the pivot, change the rest: the basis stays as well conditioned as before.
      for index in 1..<max(1, column.values.count) { column.values[index] = Double(Int(generator.next() % 7) - 3) / 8 }
      do {
        try factors.replaceColumn(at: position, with: column)
      } catch {
        continue
      }
      columns[position] = column
      replaced += 1
      let fresh = try BasisFactors(size: size, columns: columns)
      let b = Self.randomVector(size: size, using: &generator)
      #expect(Self.largestDifference(factors.solve(b), fresh.solve(b)) <= 1e-9)
      let c = Self.randomVector(size: size, using: &generator)
      #expect(Self.largestDifference(factors.solveTransposed(c), fresh.solveTransposed(c)) <= 1e-9)
    }
    #expect(factors.etaCount == 10)
    try factors.refactor(columns)
    #expect(factors.etaCount == 0)
  }

  @Test func aSingularBasisIsRefused() {
    var first = SparseColumn()
    first.append(row: 0, value: 1)
    first.append(row: 1, value: 2)
    var second = SparseColumn()
    second.append(row: 0, value: -2)
    second.append(row: 1, value: -4)
    #expect(throws: BasisFactors.Failure.singular(position: 1)) {
      _ = try BasisFactors(size: 2, columns: [first, second])
    }
  }

  @Test func badColumnsAreRefused() {
    var outside = SparseColumn()
    outside.append(row: 3, value: 1)
    #expect(throws: BasisFactors.Failure.badEntry(position: 0)) {
      _ = try BasisFactors(size: 1, columns: [outside])
    }
    var notFinite = SparseColumn()
    notFinite.append(row: 0, value: .nan)
    #expect(throws: BasisFactors.Failure.badEntry(position: 0)) {
      _ = try BasisFactors(size: 1, columns: [notFinite])
    }
    #expect(throws: BasisFactors.Failure.notSquare) {
      _ = try BasisFactors(size: 2, columns: [SparseColumn()])
    }
  }

  @Test func aSingularReplacementChangesNothing() throws {
    var columns: [SparseColumn] = []
    for position in 0..<3 {
      var column = SparseColumn()
      column.append(row: position, value: 1)
      columns.append(column)
    }
    var factors = try BasisFactors(size: 3, columns: columns)
    var dependent = SparseColumn()
    dependent.append(row: 0, value: 1)  // the column of position 0 again, at position 2
    #expect(throws: BasisFactors.Failure.singular(position: 2)) {
      try factors.replaceColumn(at: 2, with: dependent)
    }
    #expect(factors.etaCount == 0)
    #expect(factors.solve([1, 2, 3]) == [1, 2, 3])
  }

  /// A triangular basis with its rows and columns shuffled (a chain: each column holds its own row and the next one)
  /// factors without fill, as the row and column singletons order it: L and U hold the basis's entries and no more.
  @Test func aShuffledTriangularBasisFactorsWithoutFill() throws {
    var generator = SeededGenerator(state: 77)
    let size = 400
    var rows = Array(0..<size)
    rows.shuffle(using: &generator)
    var columns: [SparseColumn] = []
    for step in 0..<size {
      var column = SparseColumn()
      column.append(row: rows[step], value: 1)
      if step + 1 < size { column.append(row: rows[step + 1], value: -1) }
      columns.append(column)
    }
    columns.shuffle(using: &generator)
    let factors = try BasisFactors(size: size, columns: columns)
    #expect(factors.factorEntryCount == columns.reduce(0) { $0 + $1.rows.count })
    let b = Self.randomVector(size: size, using: &generator)
    #expect(Self.largestDifference(Self.product(columns, factors.solve(b), size: size), b) <= 1e-9)
  }

  /// Columns that depend on the others are named with as many unpivoted rows, and the basis with those rows' unit
  /// columns in their place factors.
  @Test func dependentColumnsAreReplacedByUnitColumns() throws {
    let columns = [
      SparseColumn(rows: [0, 1], values: [1, -1]),
      SparseColumn(rows: [1, 2], values: [1, -1]),
      SparseColumn(rows: [0, 2], values: [1, -1]),  // the sum of the first two
      SparseColumn(rows: [3], values: [2]),
    ]
    let dependent = try BasisFactors.factorsOrDependentColumns(size: 4, columns: FlatColumns(columns))
    #expect(dependent.factors == nil)
    #expect(dependent.positions.count == 1)
    #expect(dependent.unpivotedRows.count == 1)
    #expect(throws: BasisFactors.Failure.self) { try BasisFactors(size: 4, columns: columns) }
    var repaired = columns
    repaired[dependent.positions[0]] = SparseColumn(rows: [Int32(dependent.unpivotedRows[0])], values: [1])
    _ = try BasisFactors(size: 4, columns: repaired)
  }

  /// Negating a unit column changes only the sign of its pivot: the solves then answer the negated basis; a column
  /// with other entries is refused.
  @Test func negatingAUnitColumnFlipsItsPivot() throws {
    var columns = [
      SparseColumn(rows: [0, 1], values: [1, -1]),
      SparseColumn(rows: [1], values: [-1]),
      SparseColumn(rows: [2, 0], values: [2, 1]),
    ]
    var factors = try BasisFactors(size: 3, columns: columns)
    let negatedFirst = factors.negateUnitColumn(at: 0)
    #expect(!negatedFirst)
    let negatedSecond = factors.negateUnitColumn(at: 1)
    #expect(negatedSecond)
    columns[1].values[0] = 1
    let b = [3.0, -2, 5]
    #expect(Self.largestDifference(Self.product(columns, factors.solve(b), size: 3), b) <= 1e-12)
    let y = factors.solveTransposed(b)
    #expect(Self.largestDifference(Self.transposedProduct(columns, y), b) <= 1e-12)
  }
}
