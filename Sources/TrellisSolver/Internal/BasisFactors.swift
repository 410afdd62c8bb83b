// A factored basis: the first step of Docs/Solver.md, item 6.
//
// A revised simplex keeps the constraint matrix as written and the basis B (one column of it per row) as sparse LU
// factors, where the tableau keeps B⁻¹N fully substituted. The factors of the workloads' optimal bases hold about 1.5
// times the basis's non-zeros (Docs/Solver.md, item 6), where the substituted rows of `tree_10000` hold three times
// as many and grow with N.
//
// The factorisation is left-looking (Gilbert and Peierls, "Sparse partial pivoting in time proportional to
// arithmetic operations", 1988): column k of B is solved against the first k columns of L, the entries in rows
// already pivoted make column k of U, and the largest of the others (partial pivoting) becomes the pivot of column k
// of L. Columns are taken shortest first, a cheap ordering for bases whose columns are mostly unit or
// two-term columns, as layout bases are. A basis change adds an eta column (the product form of the inverse), and
// `refactor` starts again from the columns.
//
// The dense solves run over every column of the factors (O(non-zeros of L, U and the etas)); the sparse ones follow
// only the columns (or, transposed, the rows) of L and U that their right-hand side reaches, as the factorisation
// does, with the same depth-first search (`reach`).

/// The LU factors of a square basis, with eta columns for the basis changes since (see the file's comment).
struct BasisFactors {
  /// Why a basis cannot be factored.
  enum Failure: Error, Equatable {
    /// The columns are not square (their count differs from the number of rows).
    case notSquare
    /// A column whose entries in the rows still unpivoted are all below the pivot tolerance: the basis is singular
    /// (numerically), at the given position.
    case singular(position: Int)
    /// An entry's row is outside the basis or its value is not finite.
    case badEntry(position: Int)
  }

  /// The least magnitude of a pivot, relative to the largest entry of its column.
  static let relativePivotTolerance = 1e-11

  /// A preferred pivot is taken when it is at least this share of its column's largest candidate (threshold
  /// partial pivoting).
  static let preferredPivotShare = 0.01

  /// The order in which to factor `columns`, and for each position the row its column should pivot on (−1: any): the
  /// triangular parts of the basis first and last, as row and column singletons find them, so that they factor
  /// without fill, and the columns left between them (the nucleus) shortest first. Ties go by position and row, so
  /// that the factors depend on nothing but the input.
  private static func triangularOrder(of byColumn: FlatColumns, size: Int) -> (order: [Int], preferredRows: [Int]) {
    let byRow = byColumn.transposed(rowCount: size)
    let lengths = (0..<byColumn.count).map { byColumn.range(of: $0).count }
    var columnCounts = lengths
    var rowCounts = (0..<size).map { byRow.range(of: $0).count }
    var isColumnActive = [Bool](repeating: true, count: byColumn.count)
    var isRowActive = [Bool](repeating: true, count: size)
    var preferredRows = [Int](repeating: -1, count: byColumn.count)
    var front: [Int] = []
    var back: [Int] = []
    var rowQueue = (0..<size).filter { rowCounts[$0] == 1 }
    var columnQueue = (0..<byColumn.count).filter { columnCounts[$0] == 1 }
    func removeColumn(_ column: Int) {
      isColumnActive[column] = false
      for entry in byColumn.range(of: column) {
        let row = Int(byColumn.rows[entry])
        rowCounts[row] -= 1
        if isRowActive[row] && rowCounts[row] == 1 { rowQueue.append(row) }
      }
    }
    func removeRow(_ row: Int) {
      isRowActive[row] = false
      for entry in byRow.range(of: row) {
        let column = Int(byRow.rows[entry])
        columnCounts[column] -= 1
        if isColumnActive[column] && columnCounts[column] == 1 { columnQueue.append(column) }
      }
    }
    while !rowQueue.isEmpty || !columnQueue.isEmpty {
      while let row = rowQueue.popLast() {
        guard isRowActive[row], rowCounts[row] == 1,
          let entry = byRow.range(of: row).first(where: { isColumnActive[Int(byRow.rows[$0])] })
        else { continue }
        let column = Int(byRow.rows[entry])
        front.append(column)
        preferredRows[column] = row
        removeColumn(column)
        removeRow(row)
      }
      while let column = columnQueue.popLast() {
        guard isColumnActive[column], columnCounts[column] == 1,
          let entry = byColumn.range(of: column).first(where: { isRowActive[Int(byColumn.rows[$0])] })
        else { continue }
        let row = Int(byColumn.rows[entry])
        back.append(column)
        preferredRows[column] = row
        removeRow(row)
        removeColumn(column)
        if !rowQueue.isEmpty { break }
      }
    }
    let nucleus = (0..<byColumn.count).filter { isColumnActive[$0] }
      .sorted { (lengths[$0], $0) < (lengths[$1], $1) }
    return (front + nucleus + back.reversed(), preferredRows)
  }

  /// The number of rows (and of basis positions).
  let size: Int
  /// For factor step k, the basis position of its column.
  private var positionOfStep: [Int] = []
  /// For factor step k, the row pivoted.
  private var pivotRowOfStep: [Int] = []
  /// For each row, the factor step that pivoted it.
  private var stepOfRowIndex: [Int] = []
  /// For each basis position, the factor step of its column.
  private var stepOfPosition: [Int] = []
  /// For factor step k, the pivot (U's diagonal).
  private var pivots: [Double] = []
  /// Column k of L below its pivot: the other rows unpivoted at step k, divided by the pivot.
  private var lower = FlatColumns()
  /// Column k of U above its pivot: entries by factor step (j < k).
  private var upper = FlatColumns()
  /// L by rows: for each row, the steps whose columns of L hold it, with the entries.
  private var lowerByRow = FlatColumns()
  /// U by rows: for each step j, the later steps k whose columns of U hold it, with the entries.
  private var upperByStep = FlatColumns()
  /// The eta columns of the basis changes since the factorisation: the position replaced, the new column's entry
  /// there as the factors before it solved it (the eta's pivot), and its other entries, by position.
  private var etas: [(position: Int, pivot: Double, others: SparseColumn)] = []
  /// The etas by position, for the transposed solve: for each position, the first of its entries (−1: none), each
  /// entry naming its eta, its value and the position's next entry (latest eta first).
  private var etaHeads: [Int32] = []
  private var etaEntryEtas: [Int32] = []
  private var etaEntryValues: [Double] = []
  private var etaEntryNext: [Int32] = []
  /// The transposed solve's dot products, one per eta, zero between solves.
  private var etaProducts: [Double] = []
  /// Scratch for the sparse solves (see ``SolveScratch``).
  private var scratch = SolveScratch()
  /// The number of the current search.
  private var search = 0

  /// The buffers a sparse solve works in, kept between solves.
  private struct SolveScratch {
    /// A dense vector, left all zeros between solves.
    var work: [Double] = []
    /// The search that last visited each step.
    var visits: [Int] = []
    /// The order a search found.
    var order: [Int] = []
    /// A search's stack.
    var stack: [Int] = []
  }

  /// The scratch, sized for the basis, taken out of the factors (which hold an empty one meanwhile).
  private mutating func takeScratch() -> SolveScratch {
    if scratch.work.count != size {
      scratch.work = [Double](repeating: 0, count: size)
      scratch.visits = [Int](repeating: 0, count: size)
    }
    var taken = SolveScratch()
    swap(&taken, &scratch)
    return taken
  }

  /// Factors the basis whose column at position `p` is `columns[p]`, over `size` rows.
  init(size: Int, columns: [SparseColumn]) throws(Failure) {
    try self.init(size: size, columns: FlatColumns(columns))
  }

  /// Factors the basis whose column at position `p` is column `p` of `columns`, over `size` rows.
  init(size: Int, columns: FlatColumns) throws(Failure) {
    self.size = size
    try factor(columns)
  }

  /// How many basis changes the factors carry as eta columns.
  var etaCount: Int { etas.count }

  /// The non-zeros of the eta columns (their pivots included).
  var etaEntryCount: Int { etas.count + etaEntryEtas.count }

  /// The non-zeros of L and U (pivots included).
  var factorEntryCount: Int {
    size + lower.rows.count + upper.rows.count
  }

  /// Factors `columns` afresh, dropping the etas.
  mutating func refactor(_ columns: [SparseColumn]) throws(Failure) {
    try factor(FlatColumns(columns))
  }

  /// The factors of `columns` when no column depends on the others (numerically); otherwise the positions of those
  /// that do and the rows no column pivoted, as many as those positions, in increasing order: the basis with the
  /// unit column of each such row in place of those columns is not singular. One factorisation either way; a crash
  /// basis, or one rounding made singular, is repaired this way (see RevisedSimplex.swift).
  static func factorsOrDependentColumns(
    size: Int, columns: FlatColumns
  ) throws(Failure) -> (factors: BasisFactors?, positions: [Int], unpivotedRows: [Int]) {
    var factors = BasisFactors(unfactoredSize: size)
    let positions = try factors.factor(columns, skipsSingularColumns: true)
    guard positions.isEmpty else {
      return (nil, positions, (0..<size).filter { factors.stepOfRowIndex[$0] < 0 })
    }
    return (factors, [], [])
  }

  /// Negates the basis column at `position`, when it is a unit column (its step holds no entry of L or U besides
  /// the pivot) and no eta has come since the factorisation; returns whether it could.
  mutating func negateUnitColumn(at position: Int) -> Bool {
    let step = stepOfPosition[position]
    guard etas.isEmpty, lower.range(of: step).isEmpty, upper.range(of: step).isEmpty else { return false }
    pivots[step] = -pivots[step]
    return true
  }

  private init(unfactoredSize size: Int) { self.size = size }

  /// Factors `columns`; when `skipsSingularColumns`, a column that depends on the columns factored before it is
  /// left out instead of refused, and the factors are incomplete.
  ///
  /// - Returns: The positions of the columns left out.
  @discardableResult
  private mutating func factor(_ columns: FlatColumns, skipsSingularColumns: Bool = false) throws(Failure) -> [Int] {
    guard columns.count == size else { throw .notSquare }
    var skipped: [Int] = []
    for position in 0..<columns.count
    where columns.range(of: position).contains(where: {
      columns.rows[$0] < 0 || Int(columns.rows[$0]) >= size || !columns.values[$0].isFinite
    }) {
      throw .badEntry(position: position)
    }
    let (order, preferredRows) = BasisFactors.triangularOrder(of: columns, size: size)
    var isReserved = [Bool](repeating: false, count: size)
    for row in preferredRows where row >= 0 { isReserved[row] = true }
    positionOfStep = []
    pivotRowOfStep = []
    pivots = []
    lower = FlatColumns()
    upper = FlatColumns()
    etas = []
    etaHeads = [Int32](repeating: -1, count: size)
    etaEntryEtas.removeAll(keepingCapacity: true)
    etaEntryValues.removeAll(keepingCapacity: true)
    etaEntryNext.removeAll(keepingCapacity: true)
    etaProducts.removeAll(keepingCapacity: true)
    var stepOfRow = [Int](repeating: -1, count: size)
    var scratch = takeScratch()
    defer { self.scratch = scratch }
    var work = [Double](repeating: 0, count: size)
    var touched: [Int] = []
    var isTouched = [Bool](repeating: false, count: size)
    var starts: [Int] = []
    var upperColumn = SparseColumn()
    var lowerColumn = SparseColumn()
    for position in order {
      for entry in columns.range(of: position) {
        let row = Int(columns.rows[entry])
        let value = columns.values[entry]
        work[row] += value
        if !isTouched[row] {
          isTouched[row] = true
          touched.append(row)
        }
      }
      // Solve against the columns of L so far, in an order that respects L (each step's pivot row is final once
      // reached); rows not pivoted yet lead nowhere.
      starts.removeAll(keepingCapacity: true)
      for row in touched { starts.append(stepOfRow[row]) }
      reach(from: starts, columns: lower, stepOfRow: stepOfRow, scratch: &scratch)
      for step in scratch.order.reversed() {
        let row = pivotRowOfStep[step]
        let value = work[row]
        guard value != 0 else { continue }
        for entry in lower.range(of: step) {
          let other = Int(lower.rows[entry])
          work[other] -= lower.values[entry] * value
          if !isTouched[other] {
            isTouched[other] = true
            touched.append(other)
          }
        }
      }
      // U's part: the rows already pivoted; L's part: the others, the largest of them the pivot.
      // The preferred row when its entry is large enough next to the column's largest; otherwise the largest entry
      // in a row no later column prefers, or in any row.
      upperColumn.rows.removeAll(keepingCapacity: true)
      upperColumn.values.removeAll(keepingCapacity: true)
      var pivotRow = -1
      var largest = 0.0
      var freeRow = -1
      var largestFree = 0.0
      var largestAny = 0.0
      for row in touched {
        let value = work[row]
        largestAny = max(largestAny, abs(value))
        if stepOfRow[row] >= 0 {
          if value != 0 { upperColumn.append(row: stepOfRow[row], value: value) }
          continue
        }
        if abs(value) > largest || (abs(value) == largest && value != 0 && row < pivotRow) {
          largest = abs(value)
          pivotRow = row
        }
        if !isReserved[row], abs(value) > largestFree || (abs(value) == largestFree && value != 0 && row < freeRow) {
          largestFree = abs(value)
          freeRow = row
        }
      }
      let preferred = preferredRows[position]
      if preferred >= 0 {
        isReserved[preferred] = false
      }
      if preferred >= 0, stepOfRow[preferred] < 0, abs(work[preferred]) >= BasisFactors.preferredPivotShare * largest,
        abs(work[preferred]) > 0
      {
        pivotRow = preferred
        largest = abs(work[preferred])
      } else if freeRow >= 0, largestFree >= BasisFactors.preferredPivotShare * largest {
        pivotRow = freeRow
        largest = largestFree
      }
      guard pivotRow >= 0, largest > BasisFactors.relativePivotTolerance * largestAny else {
        guard skipsSingularColumns else { throw .singular(position: position) }
        for row in touched {
          work[row] = 0
          isTouched[row] = false
        }
        touched.removeAll(keepingCapacity: true)
        skipped.append(position)
        continue
      }
      let pivot = work[pivotRow]
      lowerColumn.rows.removeAll(keepingCapacity: true)
      lowerColumn.values.removeAll(keepingCapacity: true)
      for row in touched where stepOfRow[row] < 0 && row != pivotRow && work[row] != 0 {
        lowerColumn.append(row: row, value: work[row] / pivot)
      }
      for row in touched {
        work[row] = 0
        isTouched[row] = false
      }
      touched.removeAll(keepingCapacity: true)
      stepOfRow[pivotRow] = positionOfStep.count
      positionOfStep.append(position)
      pivotRowOfStep.append(pivotRow)
      pivots.append(pivot)
      lower.append(lowerColumn)
      upper.append(upperColumn)
    }
    stepOfRowIndex = stepOfRow
    stepOfPosition = [Int](repeating: 0, count: size)
    for (step, position) in positionOfStep.enumerated() { stepOfPosition[position] = step }
    lowerByRow = lower.transposed(rowCount: size)
    upperByStep = upper.transposed(rowCount: size)
    return skipped
  }

  /// x with B x = `rhs` (FTRAN): `rhs` by row, x by basis position.
  func solve(_ rhs: [Double]) -> [Double] {
    precondition(rhs.count == size, "a right-hand side of \(rhs.count) rows for a basis of \(size)")
    var work = rhs
    // L z = b, in factor order; z by step.
    var z = [Double](repeating: 0, count: size)
    for step in 0..<size {
      let value = work[pivotRowOfStep[step]]
      z[step] = value
      guard value != 0 else { continue }
      for entry in lower.range(of: step) { work[Int(lower.rows[entry])] -= lower.values[entry] * value }
    }
    // U w = z, backwards.
    for step in stride(from: size - 1, through: 0, by: -1) {
      let value = z[step] / pivots[step]
      z[step] = value
      guard value != 0 else { continue }
      for entry in upper.range(of: step) { z[Int(upper.rows[entry])] -= upper.values[entry] * value }
    }
    var x = [Double](repeating: 0, count: size)
    for step in 0..<size { x[positionOfStep[step]] = z[step] }
    for eta in etas {
      let value = x[eta.position] / eta.pivot
      for (index, entry) in zip(eta.others.rows, eta.others.values) { x[Int(index)] -= entry * value }
      x[eta.position] = value
    }
    return x
  }

  /// y with yᵀ B = `rhs`ᵀ (BTRAN): `rhs` by basis position, y by row.
  func solveTransposed(_ rhs: [Double]) -> [Double] {
    precondition(rhs.count == size, "a right-hand side of \(rhs.count) positions for a basis of \(size)")
    var c = rhs
    for eta in etas.reversed() {
      var sum = c[eta.position]
      for (index, entry) in zip(eta.others.rows, eta.others.values) { sum -= entry * c[Int(index)] }
      c[eta.position] = sum / eta.pivot
    }
    // Uᵀ v = c, in factor order; v by step.
    var v = [Double](repeating: 0, count: size)
    for step in 0..<size {
      var value = c[positionOfStep[step]]
      for entry in upper.range(of: step) { value -= upper.values[entry] * v[Int(upper.rows[entry])] }
      v[step] = value / pivots[step]
    }
    // Lᵀ y = v, backwards; y by row.
    var y = [Double](repeating: 0, count: size)
    for step in stride(from: size - 1, through: 0, by: -1) {
      var value = v[step]
      for entry in lower.range(of: step) { value -= lower.values[entry] * y[Int(lower.rows[entry])] }
      y[pivotRowOfStep[step]] = value
    }
    return y
  }

  /// Replaces the basis column at `position` by `column`, as an eta column; throws, changing nothing, when the new
  /// basis is singular (the new column's solve is below the pivot tolerance at `position`).
  mutating func replaceColumn(at position: Int, with column: SparseColumn) throws(Failure) {
    var rhs = [Double](repeating: 0, count: size)
    for (row, value) in zip(column.rows, column.values) {
      guard row >= 0, Int(row) < size, value.isFinite else { throw .badEntry(position: position) }
      rhs[Int(row)] += value
    }
    var solved = SparseColumn()
    for (index, value) in solve(rhs).enumerated() where value != 0 { solved.append(row: index, value: value) }
    try replaceColumn(at: position, solved: solved)
  }

  /// Replaces the basis column at `position` by the column whose solve with the current factors is `solved` (by
  /// basis position, as ``solve(sparse:)`` gives it), as an eta column; throws, changing nothing, when the new basis
  /// is singular (`solved` is below the pivot tolerance at `position`). The revised simplex has the solve already.
  mutating func replaceColumn(at position: Int, solved: SparseColumn) throws(Failure) {
    replaceColumn(with: try BasisFactors.eta(at: position, solved: solved))
  }

  /// A basis change checked and ready: an eta column (see ``eta(at:solved:)``).
  struct Eta {
    fileprivate var position: Int
    fileprivate var pivot: Double
    fileprivate var others: SparseColumn
  }

  /// Makes the basis change `eta` (from ``eta(at:solved:)``).
  mutating func replaceColumn(with eta: Eta) {
    appendEta(position: eta.position, pivot: eta.pivot, others: eta.others)
  }

  /// The eta of a solved column replacing the one at `position` (by basis position, as ``solve(sparse:)`` gives
  /// it); throws when the pivot is below the tolerance or an entry is not finite.
  static func eta(at position: Int, solved: SparseColumn) throws(Failure) -> Eta {
    var pivot = 0.0
    var largest = 0.0
    var others = SparseColumn()
    for (index, value) in zip(solved.rows, solved.values) {
      guard value.isFinite else { throw .badEntry(position: position) }
      largest = max(largest, abs(value))
      if Int(index) == position {
        pivot += value
      } else if value != 0 {
        others.append(row: Int(index), value: value)
      }
    }
    guard abs(pivot) > BasisFactors.relativePivotTolerance * largest else { throw .singular(position: position) }
    return Eta(position: position, pivot: pivot, others: others)
  }

  /// Appends an eta and indexes its entries by position.
  private mutating func appendEta(position: Int, pivot: Double, others: SparseColumn) {
    let eta = Int32(etas.count)
    etas.append((position, pivot, others))
    etaProducts.append(0)
    for (index, value) in zip(others.rows, others.values) {
      etaEntryEtas.append(eta)
      etaEntryValues.append(value)
      etaEntryNext.append(etaHeads[Int(index)])
      etaHeads[Int(index)] = Int32(etaEntryEtas.count - 1)
    }
  }

  /// x with B x = `rhs` (FTRAN) for a sparse right-hand side (by row), as a sparse vector by basis position: the
  /// solves follow only the columns of L and U that the right-hand side reaches (Gilbert and Peierls), so a solve
  /// costs about the non-zeros it meets rather than the size of the factors. The same values as ``solve(_:)``, up
  /// to the order of additions.
  mutating func solve(sparse rhs: SparseColumn) -> SparseColumn {
    // Taken out of the factors for the solve, so that each buffer is a uniquely referenced local.
    var scratch = takeScratch()
    defer { self.scratch = scratch }
    var x = SparseColumn()
    // L z = b over the steps the right-hand side reaches through L: z's non-zeros go to `z` (steps) and
    // `zValues`, since `work` is indexed by row until every row the solve reaches is read.
    var starts: [Int] = []
    starts.reserveCapacity(rhs.rows.count)
    for (row, value) in zip(rhs.rows, rhs.values) {
      scratch.work[Int(row)] += value
      starts.append(stepOfRowIndex[Int(row)])
    }
    reach(from: starts, columns: lower, stepOfRow: stepOfRowIndex, scratch: &scratch)
    var z: [Int] = []
    var zValues: [Double] = []
    let lowerOrder = scratch.order
    scratch.work.withUnsafeMutableBufferPointer { work in
      lower.rows.withUnsafeBufferPointer { rows in
        lower.values.withUnsafeBufferPointer { values in
          lower.starts.withUnsafeBufferPointer { columnStarts in
            pivotRowOfStep.withUnsafeBufferPointer { pivotRows in
              for step in lowerOrder.reversed() {
                let value = work[pivotRows[step]]
                work[pivotRows[step]] = 0
                guard value != 0 else { continue }
                z.append(step)
                for entry in columnStarts[step]..<columnStarts[step + 1] {
                  work[Int(rows[entry])] -= values[entry] * value
                }
                zValues.append(value)
              }
            }
          }
        }
      }
    }
    // U w = z over the steps z reaches through U; `work` holds z by step now (every row was read and cleared).
    for (step, value) in zip(z, zValues) { scratch.work[step] = value }
    reach(from: z, columns: upper, stepOfRow: nil, scratch: &scratch)
    let upperOrder = scratch.order
    scratch.work.withUnsafeMutableBufferPointer { work in
      upper.rows.withUnsafeBufferPointer { rows in
        upper.values.withUnsafeBufferPointer { values in
          upper.starts.withUnsafeBufferPointer { columnStarts in
            for step in upperOrder.reversed() {
              let value = work[step] / pivots[step]
              work[step] = 0
              guard value != 0 else { continue }
              x.append(row: positionOfStep[step], value: value)
              for entry in columnStarts[step]..<columnStarts[step + 1] {
                work[Int(rows[entry])] -= values[entry] * value
              }
            }
          }
        }
      }
    }
    guard !etas.isEmpty else { return x }
    // The etas, in order, on a dense copy: each touches its position and its own non-zeros.
    var touched: [Int] = []
    for (position, value) in zip(x.rows, x.values) {
      scratch.work[Int(position)] = value
      touched.append(Int(position))
    }
    for eta in etas {
      let value = scratch.work[eta.position] / eta.pivot
      guard value != 0 else { continue }
      for (index, entry) in zip(eta.others.rows, eta.others.values) {
        if scratch.work[Int(index)] == 0 { touched.append(Int(index)) }
        scratch.work[Int(index)] -= entry * value
      }
      if scratch.work[eta.position] == 0 { touched.append(eta.position) }
      scratch.work[eta.position] = value
    }
    // A position touched twice is read once: the first reading clears it.
    var result = SparseColumn()
    for position in touched where scratch.work[position] != 0 {
      result.append(row: position, value: scratch.work[position])
      scratch.work[position] = 0
    }
    return result
  }

  /// y with yᵀ B = `rhs`ᵀ (BTRAN) for a sparse right-hand side (by basis position), as a sparse vector by row: the
  /// transposed solves follow only the rows of U and L the right-hand side reaches. The same values as
  /// ``solveTransposed(_:)``, up to the order of additions.
  mutating func solveTransposed(sparse rhs: SparseColumn) -> SparseColumn {
    // Taken out of the factors for the solve, so that each buffer is a uniquely referenced local.
    var scratch = takeScratch()
    defer { self.scratch = scratch }
    // The etas, last first, on the right-hand side by position.
    var positions: [Int] = []
    for (position, value) in zip(rhs.rows, rhs.values) {
      if scratch.work[Int(position)] == 0 { positions.append(Int(position)) }
      scratch.work[Int(position)] += value
    }
    // Each eta's dot product with the values is kept up to date through the index by position, so that only the
    // etas whose entries meet a non-zero value are read: first the right-hand side's, then each eta's change.
    if !etas.isEmpty {
      for position in positions {
        let value = scratch.work[position]
        var entry = Int(etaHeads[position])
        while entry >= 0 {
          etaProducts[Int(etaEntryEtas[entry])] += etaEntryValues[entry] * value
          entry = Int(etaEntryNext[entry])
        }
      }
      for index in etas.indices.reversed() {
        let position = etas[index].position
        let old = scratch.work[position]
        let new = (old - etaProducts[index]) / etas[index].pivot
        etaProducts[index] = 0
        guard new != old else { continue }
        if old == 0 { positions.append(position) }
        scratch.work[position] = new
        let change = new - old
        var entry = Int(etaHeads[position])
        while entry >= 0 {
          let eta = Int(etaEntryEtas[entry])
          if eta < index { etaProducts[eta] += etaEntryValues[entry] * change }
          entry = Int(etaEntryNext[entry])
        }
      }
    }
    // By step from here: c'ₖ = c[position of step k]; `work` is cleared as it is read.
    var steps: [Int] = []
    var stepValues: [Double] = []
    for position in positions {
      let value = scratch.work[position]
      scratch.work[position] = 0
      if value != 0 {
        steps.append(stepOfPosition[position])
        stepValues.append(value)
      }
    }
    for (step, value) in zip(steps, stepValues) { scratch.work[step] = value }
    // Uᵀ v = c', pushing each vₖ into the later steps its row of U reaches.
    reach(from: steps, columns: upperByStep, stepOfRow: nil, scratch: &scratch)
    var v: [Int] = []
    var vValues: [Double] = []
    for step in scratch.order.reversed() {
      let value = scratch.work[step] / pivots[step]
      scratch.work[step] = 0
      guard value != 0 else { continue }
      v.append(step)
      vValues.append(value)
      for entry in upperByStep.range(of: step) {
        scratch.work[Int(upperByStep.rows[entry])] -= upperByStep.values[entry] * value
      }
    }
    // Lᵀ y = v, by row: y at the pivot row of step j is vⱼ less what later rows pushed; each row's y is pushed into
    // the steps whose columns of L hold the row.
    for (step, value) in zip(v, vValues) { scratch.work[step] = value }
    reach(from: v, columns: lowerByRow, stepOfRow: nil, through: pivotRowOfStep, scratch: &scratch)
    var y = SparseColumn()
    for step in scratch.order.reversed() {
      let value = scratch.work[step]
      scratch.work[step] = 0
      guard value != 0 else { continue }
      let row = pivotRowOfStep[step]
      y.append(row: row, value: value)
      for entry in lowerByRow.range(of: row) {
        scratch.work[Int(lowerByRow.rows[entry])] -= lowerByRow.values[entry] * value
      }
    }
    return y
  }

  /// ``reach(from:columns:stepOfRow:visits:search:order:stack:through:)`` as a new search, in `scratch`: the steps
  /// found are in `scratch.order`.
  private mutating func reach(
    from starts: [Int], columns: FlatColumns, stepOfRow: [Int]?, through columnOfStep: [Int]? = nil,
    scratch: inout SolveScratch
  ) {
    search += 1
    BasisFactors.reach(
      from: starts, columns: columns, stepOfRow: stepOfRow, visits: &scratch.visits, search: search,
      order: &scratch.order, stack: &scratch.stack, through: columnOfStep)
  }

  /// The steps reachable from `starts` through `columns` (the entries of step k's column lead to the steps of their
  /// rows, by `stepOfRow`, or are steps themselves when it is `nil`; a negative start or step, a row not pivoted
  /// yet during the factorisation, leads nowhere), into `order` as a depth-first search's
  /// postorder: reversed, each step comes before those it leads to. `visits` marks the steps this search (`search`)
  /// saw; `stack` is scratch (pairs of a step and the next entry of its column to follow). With `columnOfStep`, step
  /// k's successors are the entries of column `columnOfStep[k]` (L by rows: a step's pivot row).
  private static func reach(
    from starts: [Int], columns: FlatColumns, stepOfRow: [Int]?, visits: inout [Int], search: Int,
    order: inout [Int], stack: inout [Int], through columnOfStep: [Int]? = nil
  ) {
    order.removeAll(keepingCapacity: true)
    stack.removeAll(keepingCapacity: true)
    let stepOf = stepOfRow ?? []
    let mapsRows = stepOfRow != nil
    let columnOf = columnOfStep ?? []
    let mapsSteps = columnOfStep != nil
    for start in starts where start >= 0 && visits[start] != search {
      visits[start] = search
      stack.append(start)
      stack.append(columns.starts[mapsSteps ? columnOf[start] : start])
      while !stack.isEmpty {
        let step = stack[stack.count - 2]
        let next = stack[stack.count - 1]
        if next < columns.starts[(mapsSteps ? columnOf[step] : step) + 1] {
          stack[stack.count - 1] = next + 1
          let row = Int(columns.rows[next])
          let successor = mapsRows ? stepOf[row] : row
          if successor >= 0 && visits[successor] != search {
            visits[successor] = search
            stack.append(successor)
            stack.append(columns.starts[mapsSteps ? columnOf[successor] : successor])
          }
        } else {
          stack.removeLast(2)
          order.append(step)
        }
      }
    }
  }
}
