// Sparse columns, one at a time and stored one after another: the storage of a factored basis (BasisFactors.swift).

/// A sparse column: row indices and values, in any order.
struct SparseColumn: Equatable {
  /// The rows of the non-zero entries.
  var rows: [Int32] = []
  /// The values, parallel to ``rows``.
  var values: [Double] = []

  /// Appends an entry.
  mutating func append(row: Int, value: Double) {
    rows.append(Int32(row))
    values.append(value)
  }
}

/// Sparse columns stored one after another (compressed sparse columns): the factors' storage, read by the solves
/// without a reference count per column.
struct FlatColumns {
  /// Where each column starts in ``rows`` and ``values``, and where the last ends.
  private(set) var starts: [Int] = [0]
  /// The rows (or steps) of the entries.
  private(set) var rows: [Int32] = []
  /// The values, parallel to ``rows``.
  private(set) var values: [Double] = []

  /// The number of columns.
  var count: Int { starts.count - 1 }

  /// The entries of column `index`: a range of ``rows`` and ``values``.
  func range(of index: Int) -> Range<Int> { starts[index]..<starts[index + 1] }

  /// The columns of `columns`, one after another.
  init(_ columns: [SparseColumn]) {
    for column in columns { append(column) }
  }

  /// Empty columns.
  init() {}

  /// Appends column `index` of `other`.
  mutating func append(_ index: Int, of other: FlatColumns) {
    let range = other.range(of: index)
    rows.append(contentsOf: other.rows[range])
    values.append(contentsOf: other.values[range])
    starts.append(rows.count)
  }

  /// Appends a column.
  mutating func append(_ column: SparseColumn) {
    rows.append(contentsOf: column.rows)
    values.append(contentsOf: column.values)
    starts.append(rows.count)
  }

  /// Appends an entry to the column being built (the one after the last that ended).
  mutating func appendEntry(row: Int, value: Double) {
    rows.append(Int32(row))
    values.append(value)
  }

  /// Ends the column being built (see ``appendEntry(row:value:)``).
  mutating func endColumn() {
    starts.append(rows.count)
  }

  /// The same entries column by row: column i of the result lists, for each entry (r, v) of column c here with
  /// r == i, the entry (c, v), in the order of c. `rowCount` is the number of rows the entries use.
  func transposed(rowCount: Int) -> FlatColumns {
    var counts = [Int](repeating: 0, count: rowCount + 1)
    for row in rows { counts[Int(row) + 1] += 1 }
    for index in 0..<rowCount { counts[index + 1] += counts[index] }
    var result = FlatColumns()
    result.starts = counts
    result.rows = [Int32](repeating: 0, count: rows.count)
    result.values = [Double](repeating: 0, count: rows.count)
    var next = counts
    for column in 0..<count {
      for entry in range(of: column) {
        let row = Int(rows[entry])
        result.rows[next[row]] = Int32(column)
        result.values[next[row]] = values[entry]
        next[row] += 1
      }
    }
    return result
  }
}
