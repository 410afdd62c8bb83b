/// The scratch storage of ``Solver/expanded(_:)``, kept between expansions so that one allocates only its result:
/// a dense coefficient per symbol, a generation mark per symbol (touched in this expansion or not), the symbols
/// touched, and a max-heap of the definitions still to visit by stamp.
///
/// The expansion itself works on raw buffers over this storage: through the arrays, each coefficient, mark and
/// heap update checked the array's uniqueness and bounds, which cost more than the arithmetic (chain_100's build
/// spent 63% of its instructions in expansions). The tableau is read through buffers handed in by the solver, rows
/// through their addresses.
struct Expansion {
  /// The coefficient of each symbol touched in this expansion (stale for the others).
  private var coefficients: [Double] = []
  /// For each symbol, the generation of the last expansion that touched it.
  private var marks: [UInt32] = []
  /// The current generation.
  private var generation: UInt32 = 0
  /// The symbols touched, in order of first touch; as long as the other arrays, the first entries used.
  private var touched: [Symbol] = []
  /// The definitions reached and not yet expanded, a max-heap by stamp; as long as the other arrays.
  private var heap: [(stamp: Int, symbol: Symbol)] = []

  /// Makes room for `symbolCount` symbols and starts a new generation.
  private mutating func prepare(symbolCount: Int) {
    if coefficients.count < symbolCount {
      let target = max(symbolCount, 2 * coefficients.count, initialSymbolRoom)
      coefficients.append(contentsOf: repeatElement(0, count: target - coefficients.count))
      marks.append(contentsOf: repeatElement(0, count: target - marks.count))
      touched.append(contentsOf: repeatElement(0, count: target - touched.count))
      heap.append(contentsOf: repeatElement((stamp: 0, symbol: Symbol(0)), count: target - heap.count))
    }
    generation &+= 1
    if generation == 0 {
      for index in marks.indices { marks[index] = 0 }
      generation = 1
    }
  }

  /// `row` with every basic symbol replaced by its row, recursively: restricted rows (parametric already) are
  /// added as they are, definitions are queued and expanded once each, latest stamp first, so that each is
  /// visited after every definition that mentions it has added its share. The result holds the parametric
  /// symbols whose coefficients are not negligible, in ascending order.
  mutating func expanded(
    _ row: Row, rows: UnsafeBufferPointer<Row?>, kinds: UnsafeBufferPointer<SymbolKind>,
    stamps: UnsafeBufferPointer<Int>
  ) -> Row {
    prepare(symbolCount: rows.count)
    let generation = self.generation
    var constant = row.constant
    var touchedCount = 0
    coefficients.withUnsafeMutableBufferPointer { coefficients in
      marks.withUnsafeMutableBufferPointer { marks in
        touched.withUnsafeMutableBufferPointer { touched in
          heap.withUnsafeMutableBufferPointer { heap in
            var heapCount = 0
            /// Adds to a symbol's coefficient; returns whether this is the symbol's first touch.
            func accumulate(_ symbol: Symbol, _ value: Double) -> Bool {
              let index = Int(symbol)
              if marks[index] != generation {
                marks[index] = generation
                coefficients[index] = value
                touched[touchedCount] = symbol
                touchedCount += 1
                return true
              }
              coefficients[index] += value
              return false
            }
            /// Queues a definition (each symbol at most once: on its first touch).
            func push(_ symbol: Symbol) {
              let item = (stamp: stamps[Int(symbol)], symbol: symbol)
              var child = heapCount
              heapCount += 1
              while child > 0 {
                let parent = (child - 1) / 2
                guard heap[parent].stamp < item.stamp else { break }
                heap[child] = heap[parent]
                child = parent
              }
              heap[child] = item
            }
            /// Removes and returns the queued definition with the largest stamp.
            func popLargest() -> Symbol? {
              guard heapCount > 0 else { return nil }
              let top = heap[0].symbol
              heapCount -= 1
              let last = heap[heapCount]
              var parent = 0
              while true {
                let left = 2 * parent + 1
                guard left < heapCount else { break }
                let right = left + 1
                let larger = right < heapCount && heap[right].stamp > heap[left].stamp ? right : left
                guard heap[larger].stamp > last.stamp else { break }
                heap[parent] = heap[larger]
                parent = larger
              }
              heap[parent] = last
              return top
            }
            /// Adds `value × symbol`: a parametric symbol accumulates, a definition is queued on its first touch, a
            /// restricted basic symbol adds its (parametric) row.
            func add(_ symbol: Symbol, _ value: Double) {
              let basic = rows.baseAddress! + Int(symbol)
              guard let basicConstant = basic.pointee?.constant else {
                _ = accumulate(symbol, value)
                return
              }
              if kinds[Int(symbol)] == .external {
                if accumulate(symbol, value) { push(symbol) }
              } else {
                constant += value * basicConstant
                for entry in basic.pointee!.entries { _ = accumulate(entry.symbol, value * entry.coefficient) }
              }
            }

            for entry in row.entries { add(entry.symbol, entry.coefficient) }
            while let definition = popLargest() {
              let index = Int(definition)
              // Taken: its share moves into the symbols its row mentions.
              let coefficient = coefficients[index]
              coefficients[index] = 0
              let basic = rows.baseAddress! + index
              guard coefficient != 0, let basicConstant = basic.pointee?.constant else { continue }
              constant += coefficient * basicConstant
              for entry in basic.pointee!.entries { add(entry.symbol, coefficient * entry.coefficient) }
            }
          }
        }
      }
    }
    return result(constant: constant, touchedCount: touchedCount, rows: rows)
  }

  /// The row of the touched parametric symbols whose coefficients are not negligible, ascending.
  private mutating func result(constant: Double, touchedCount: Int, rows: UnsafeBufferPointer<Row?>) -> Row {
    var kept = 0
    touched.withUnsafeMutableBufferPointer { touched in
      for position in 0..<touchedCount {
        let symbol = touched[position]
        guard (rows.baseAddress! + Int(symbol)).pointee?.constant == nil,
          !isNegligible(coefficients[Int(symbol)])
        else { continue }
        touched[kept] = symbol
        kept += 1
      }
      Self.sort(UnsafeMutableBufferPointer(rebasing: touched[0..<kept]))
    }
    var entries: [RowEntry] = []
    // Room to grow: the row is a new constraint's, and the merges of the pivots after it lengthen it; an exact fit
    // made its first merge swap it with the merge's scratch, whose next use then allocated again (enaml_like build:
    // 485 → 454 allocations, 0.8% of its instructions).
    entries.reserveCapacity(max(8, 2 * kept))
    for position in 0..<kept {
      let symbol = touched[position]
      entries.append(RowEntry(symbol: symbol, coefficient: coefficients[Int(symbol)]))
    }
    return Row(constant: constant, entries: entries)
  }

  /// Sorts distinct symbols in place, without allocating: insertion sort for short runs, quicksort above.
  private static func sort(_ symbols: UnsafeMutableBufferPointer<Symbol>) {
    var low = 0
    var high = symbols.count - 1
    // Loop on the larger part, recurse on the smaller: the depth stays logarithmic.
    while high - low > 16 {
      let middle = low + (high - low) / 2
      // Median of three as the pivot.
      if symbols[middle] < symbols[low] { symbols.swapAt(middle, low) }
      if symbols[high] < symbols[low] { symbols.swapAt(high, low) }
      if symbols[high] < symbols[middle] { symbols.swapAt(high, middle) }
      let pivot = symbols[middle]
      var i = low
      var j = high
      while i <= j {
        while symbols[i] < pivot { i += 1 }
        while symbols[j] > pivot { j -= 1 }
        if i <= j {
          symbols.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if j - low < high - i {
        sort(UnsafeMutableBufferPointer(rebasing: symbols[low...j]))
        low = i
      } else {
        sort(UnsafeMutableBufferPointer(rebasing: symbols[i...high]))
        high = j
      }
    }
    guard low < high else { return }
    for index in (low + 1)...high {
      let symbol = symbols[index]
      var position = index
      while position > low && symbols[position - 1] > symbol {
        symbols[position] = symbols[position - 1]
        position -= 1
      }
      symbols[position] = symbol
    }
  }
}
