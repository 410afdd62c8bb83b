// A tree-shaped program solved without pivots: Docs/Solver.md, item 6, "Tree-shaped programs".
//
// Row i of a `StandardForm` reads `Σ aᵢⱼ xⱼ − uᵢ = bᵢ`, where uᵢ stands for the row's own columns: a required
// constraint's logical column (cost 0 within its bounds), or a preference's errors e⁺ − e⁻ (cost e⁺'s per unit
// above zero, e⁻'s per unit below). Each uᵢ is in its row alone. When no chain of rows and variables returns to
// where it started (the graph joining each row to its variables is a forest), the program is a tree: a layout's
// stacks nest this way once the presolve has solved out positions and shared sizes (a horizontal stack's widths
// sum to its container's, a vertical stack's children take their container's width). Such a program is solved
// exactly by dynamic programming (Bertelè and Brioschi, "Nonserial Dynamic Programming", 1972), bottom-up:
// - each tree hangs from a variable; a variable's subtree costs, as a function of the variable, the sum of its
//   bounds and of its rows' functions (`ConvexPiecewiseLinear.sum`);
// - a row's function of the variable above it, `x ↦ min { Σ Fⱼ(xⱼ) + φ(u) : a x + Σ aⱼ xⱼ − u = b }`, is the
//   infimal convolution of its other variables' functions and its own column's, scaled by their coefficients, read
//   at `b − a x` (`ConvexPiecewiseLinear.convolution`);
// then top-down: each root takes the point where its function is least, and each row spreads what its variable
// above leaves over the variables below, cheapest pieces first (`ConvexPiecewiseLinear.spread`).
// Every function is convex, so the result is an optimum of kiwi's weighted objective, with no pivot: the work is
// the number of breakpoints summed over the rows, a subtree's leaves times its depth.

/// A tree-shaped `StandardForm` and its dynamic-programming solution (see the file's comment).
struct AcyclicProgram {
  /// Why the program has no solution.
  enum Failure: Error, Equatable {
    /// The required constraints cannot all hold.
    case infeasible
    /// Rounding made a function fall without end.
    case numerical
  }

  /// How far, relative to their magnitude plus one, two domains may miss each other and still meet.
  static let domainTolerance = 1e-9

  /// The program.
  private(set) var form: StandardForm
  /// The variables in the order the trees are walked down: each root, then whatever hangs below what came before.
  private let order: [Int]
  /// For each variable, the row above it, or −1 for a root.
  private let rowAbove: [Int]
  /// For each row, the variable above it, or −1 for a row without variables.
  private let variableAbove: [Int]
  /// For each variable, its rows (`rowStarts[v]..<rowStarts[v + 1]` in `rowsOfVariable`): the one above it, if any,
  /// and the rows below it.
  private let rowStarts: [Int]
  private let rowsOfVariable: [Int]
  /// For each variable, whether its bounds fix it.
  private let isFixed: [Bool]
  /// The values of the variables from the last `solve()`, in `form.variables`' order.
  private(set) var variableValues: [Double]
  /// For each variable, its place in `order`.
  private let positionInOrder: [Int]
  /// For each variable, its subtree's function, from the last `solve()`.
  private var functions: [ConvexPiecewiseLinear?]
  /// For each row with variables below its variable above, its convolution, from the last `solve()`.
  private var rowFunctions: [RowFunction?]
  /// Whether every function is to be computed (no `solve()` yet).
  private var needsEveryFunction = true
  /// The rows whose right-hand sides changed since the last `solve()`.
  private var changedRows: [Int] = []

  /// The program of `form` when its rows and variables form a forest; `nil` otherwise.
  init?(_ form: StandardForm) {
    let variableCount = form.variables.count
    let isFixed = (0..<variableCount).map { form.lower[$0] == form.upper[$0] }
    let joins = { (column: Int) in AcyclicProgram.joins(column, isFixed: isFixed) }
    // Union-find over the variables (0..<variableCount) and the rows (variableCount...): an entry joining a row to a
    // variable already connected to it closes a cycle.
    var parent = Array(0..<(variableCount + form.rowCount))
    func root(of node: Int) -> Int {
      var node = node
      while parent[node] != node {
        parent[node] = parent[parent[node]]
        node = parent[node]
      }
      return node
    }
    var rowStarts = [Int](repeating: 0, count: variableCount + 1)
    for row in 0..<form.rowCount {
      for entry in form.rows.range(of: row) {
        let column = Int(form.rows.rows[entry])
        guard joins(column) else { continue }
        let (a, b) = (root(of: variableCount + row), root(of: column))
        guard a != b else { return nil }
        parent[a] = b
        rowStarts[column + 1] += 1
      }
    }
    for variable in 0..<variableCount { rowStarts[variable + 1] += rowStarts[variable] }
    var rowsOfVariable = [Int](repeating: 0, count: rowStarts[variableCount])
    var filled = rowStarts
    for row in 0..<form.rowCount {
      for entry in form.rows.range(of: row) where joins(Int(form.rows.rows[entry])) {
        let column = Int(form.rows.rows[entry])
        rowsOfVariable[filled[column]] = row
        filled[column] += 1
      }
    }
    // Walk each tree down from its first variable.
    var order: [Int] = []
    order.reserveCapacity(variableCount)
    var rowAbove = [Int](repeating: -2, count: variableCount)
    var variableAbove = [Int](repeating: -1, count: form.rowCount)
    for start in 0..<variableCount where rowAbove[start] == -2 {
      rowAbove[start] = -1
      var next = order.count
      order.append(start)
      while next < order.count {
        let variable = order[next]
        next += 1
        for row in rowsOfVariable[rowStarts[variable]..<rowStarts[variable + 1]] where row != rowAbove[variable] {
          variableAbove[row] = variable
          for entry in form.rows.range(of: row) {
            let column = Int(form.rows.rows[entry])
            guard joins(column), column != variable else { continue }
            rowAbove[column] = row
            order.append(column)
          }
        }
      }
    }
    self.form = form
    self.order = order
    self.rowAbove = rowAbove
    self.variableAbove = variableAbove
    self.rowStarts = rowStarts
    self.rowsOfVariable = rowsOfVariable
    self.isFixed = isFixed
    variableValues = [Double](repeating: 0, count: variableCount)
    var positionInOrder = [Int](repeating: 0, count: variableCount)
    for (position, variable) in order.enumerated() { positionInOrder[variable] = position }
    self.positionInOrder = positionInOrder
    functions = [ConvexPiecewiseLinear?](repeating: nil, count: variableCount)
    rowFunctions = [RowFunction?](repeating: nil, count: form.rowCount)
  }

  /// Whether column `column` is a variable of the trees: not a logical or error column, nor a variable whose bounds
  /// fix it (a constant wherever it appears, so that it closes no cycle: a stack's container at a fixed position).
  private func joins(_ column: Int) -> Bool { AcyclicProgram.joins(column, isFixed: isFixed) }

  /// `joins(_:)` with `isFixed` given (the initializer's, before the program has it).
  private static func joins(_ column: Int, isFixed: [Bool]) -> Bool { column < isFixed.count && !isFixed[column] }

  /// Row `row`'s right-hand side less its fixed variables' terms.
  private func rightHandSide(of row: Int) -> Double {
    var result = form.rightHandSides[row]
    for entry in form.rows.range(of: row) {
      let column = Int(form.rows.rows[entry])
      if column < isFixed.count && isFixed[column] { result -= form.rows.values[entry] * form.lower[column] }
    }
    return result
  }

  /// Sets constraint `index`'s constant (see `StandardForm.setConstant(_:ofConstraint:)`) for the next `solve()`,
  /// which computes again only the functions of the variables above its row.
  mutating func setConstant(_ constant: Double, ofConstraint index: Int) {
    form.setConstant(constant, ofConstraint: index)
    changedRows.append(form.rowOfConstraint[index])
  }

  /// The cost of row `row`'s own column uᵢ as a function of it (see the file's comment).
  private func ownFunction(of row: Int) -> ConvexPiecewiseLinear {
    let own = form.ownColumns[row]
    guard form.isRequired[row] else {
      return .penalty(above: form.costs[own], below: form.costs[own + 1])
    }
    return .interval(lower: form.lower[own], upper: form.upper[own])
  }

  /// A row's convolution and, for each of its terms (its variables other than the one above, then its own column),
  /// the column, its coefficient, and its function's least point in the convolution's coordinate.
  private struct RowFunction {
    var convolution: ConvexPiecewiseLinear
    var columns: [Int]
    var coefficients: [Double]
    var leastPoints: [Double]
  }

  /// Solves the program (see the file's comment); the values are in `variableValues`. After a first solve, only
  /// the functions that a changed right-hand side reaches are computed again: those of the variables from its row up
  /// to its tree's root (a row's right-hand side enters the function of the variable above it, and that function
  /// the convolutions above).
  mutating func solve() throws(Failure) {
    guard !form.hasContradictoryBounds else { throw .infeasible }
    var scratch = ConvexPiecewiseLinear.SumScratch()
    var isRecomputed = [Bool](repeating: needsEveryFunction, count: form.variables.count)
    if needsEveryFunction {
      // Bottom-up: every variable after the ones below it.
      for variable in order.reversed() {
        try computeFunction(of: variable, convolvingAgain: { _ in true }, scratch: &scratch)
      }
    } else if !changedRows.isEmpty {
      // Until the functions are all computed again, a failure leaves them to the next solve to compute afresh.
      needsEveryFunction = true
      var variables: [Int] = []
      var isReached = [Bool](repeating: false, count: form.rowCount)
      for row in changedRows {
        var variable = variableAbove[row]
        while variable >= 0 {
          variables.append(variable)
          let above = rowAbove[variable]
          guard above >= 0, !isReached[above] else { break }
          isReached[above] = true
          variable = variableAbove[above]
        }
      }
      variables.sort { positionInOrder[$0] > positionInOrder[$1] }
      var previous = -1
      for variable in variables where variable != previous {
        previous = variable
        isRecomputed[variable] = true
        try computeFunction(of: variable, convolvingAgain: { isReached[$0] }, scratch: &scratch)
      }
    }
    needsEveryFunction = false
    changedRows.removeAll()
    // Rows without variables: their own column takes the right-hand side's negation.
    for row in 0..<form.rowCount where variableAbove[row] < 0 {
      let own = ownFunction(of: row)
      let value = -rightHandSide(of: row)
      let tolerance = AcyclicProgram.domainTolerance * (1 + abs(value))
      guard value >= own.lowerEnd - tolerance, value <= own.upperEnd + tolerance else { throw .infeasible }
    }
    // Top-down: roots at their least points, each row spreading what the variable above it leaves. A variable whose
    // function stayed and whose value comes out as before keeps its subtree's values: a suggestion moves only what
    // it reaches.
    var pending: [Int] = []
    for variable in order where rowAbove[variable] < 0 && isRecomputed[variable] {
      variableValues[variable] = functions[variable]!.leastPoint
      pending.append(variable)
    }
    var next = 0
    while next < pending.count {
      let variable = pending[next]
      next += 1
      let value = variableValues[variable]
      for row in rowsBelow(variable) {
        guard let rowFunction = rowFunctions[row] else { continue }
        let total = rightHandSide(of: row) - coefficient(of: variable, in: row) * value
        let spread = rowFunction.convolution.spread(total, from: rowFunction.leastPoints)
        for (index, column) in rowFunction.columns.enumerated() where column >= 0 {
          let spreadValue = spread[index] / rowFunction.coefficients[index]
          guard isRecomputed[column] || spreadValue.bitPattern != variableValues[column].bitPattern else { continue }
          variableValues[column] = spreadValue
          pending.append(column)
        }
      }
    }
  }

  /// Computes `variable`'s function from its bounds and the rows below it, the convolutions of those
  /// `convolvingAgain` names afresh (the others as the last solve left them).
  private mutating func computeFunction(
    of variable: Int, convolvingAgain: (Int) -> Bool, scratch: inout ConvexPiecewiseLinear.SumScratch
  ) throws(Failure) {
    var parts: [ConvexPiecewiseLinear] = []
    if form.lower[variable] > -.infinity || form.upper[variable] < .infinity {
      parts.append(.interval(lower: form.lower[variable], upper: form.upper[variable]))
    }
    for row in rowsBelow(variable) {
      let coefficient = coefficient(of: variable, in: row)
      // A row on this variable alone: a x − u = b costs φ(a x − b).
      guard
        form.rows.range(of: row).contains(where: {
          Int(form.rows.rows[$0]) != variable && joins(Int(form.rows.rows[$0]))
        })
      else {
        parts.append(ownFunction(of: row).composed(scale: coefficient, offset: -rightHandSide(of: row)))
        continue
      }
      if rowFunctions[row] == nil || convolvingAgain(row) { rowFunctions[row] = convolution(of: row, below: variable) }
      parts.append(rowFunctions[row]!.convolution.composed(scale: -coefficient, offset: rightHandSide(of: row)))
    }
    if parts.isEmpty { parts.append(.interval(lower: -.infinity, upper: .infinity)) }
    do {
      functions[variable] = try ConvexPiecewiseLinear.sum(
        of: parts, tolerance: AcyclicProgram.domainTolerance, scratch: &scratch)
    } catch .emptyDomain {
      throw .infeasible
    } catch {
      throw .numerical
    }
  }

  /// Row `row`'s convolution of its terms below `variable` (whose functions are in `functions`).
  private func convolution(of row: Int, below variable: Int) -> RowFunction {
    var parts: [ConvexPiecewiseLinear] = []
    var columns: [Int] = []
    var coefficients: [Double] = []
    for entry in form.rows.range(of: row) {
      let column = Int(form.rows.rows[entry])
      guard joins(column), column != variable else { continue }
      let coefficient = form.rows.values[entry]
      // t = a·x: the function of t is F(t / a).
      parts.append(functions[column]!.composed(scale: 1 / coefficient, offset: 0))
      columns.append(column)
      coefficients.append(coefficient)
    }
    // The own column enters as −u: the function of t = −u is φ(−t).
    parts.append(ownFunction(of: row).composed(scale: -1, offset: 0))
    columns.append(-1)
    coefficients.append(-1)
    return RowFunction(
      convolution: .convolution(of: parts), columns: columns, coefficients: coefficients,
      leastPoints: parts.map(\.leastPoint))
  }

  /// The rows below `variable`.
  private func rowsBelow(_ variable: Int) -> some Sequence<Int> {
    let above = rowAbove[variable]
    return rowsOfVariable[rowStarts[variable]..<rowStarts[variable + 1]].lazy.filter { $0 != above }
  }

  /// The coefficient of variable column `variable` in row `row`.
  private func coefficient(of variable: Int, in row: Int) -> Double {
    for entry in form.rows.range(of: row) where Int(form.rows.rows[entry]) == variable {
      return form.rows.values[entry]
    }
    return 0
  }
}
