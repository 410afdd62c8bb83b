extension Solver: CustomDebugStringConvertible {
  /// The solver's state: the objective levels, every row of the tableau (waiting rows as the tableau would hold
  /// them, see `LazyRows.swift`), the edit variables and the constraints,
  /// deterministically ordered. Symbols print as variable names, or as `s12` (slack), `e13` (error) and `d14`
  /// (dummy).
  public var debugDescription: String {
    // Waiting rows (LazyRows.swift) print as the tableau would hold them: the description does not depend on them.
    guard lazyRows.isEmpty else {
      var probe = self
      probe.materializeWaitingRows()
      return probe.debugDescription
    }
    var lines: [String] = ["Objective (\(prioritization)):"]
    for (level, row) in objectives.enumerated() {
      let name = prioritization == .weighted ? "weighted" : Strength(levels[level]).description
      lines.append("  [\(name)] \(describe(row.terms))")
    }
    lines.append("Tableau:")
    for basic in rows.indices where rows[basic] != nil {
      lines.append("  \(name(of: Symbol(basic))) = \(describe(rows[basic]!))")
    }
    lines.append("Infeasible: \(infeasibleRows.map(name(of:)))")
    lines.append("Edit variables: \(editVariables.map(\.description))")
    lines.append("Constraints:")
    for constraint in constraints { lines.append("  \(constraint)") }
    if !treeShapedStorage.isEmpty {
      lines.append("Values: from the tree-shaped program; the preferences wait for rows")
    }
    lines.append("Variables:")
    for variable in externalVariables {
      lines.append("  \(variable) = \(NumberFormatting.shortest(value(of: variable)))")
    }
    return lines.joined(separator: "\n")
  }

  private func name(of symbol: Symbol) -> String {
    switch kinds[Int(symbol)] {
    case .external:
      guard let index = externalSymbols.firstIndex(of: symbol) else { return "x\(symbol)" }
      return externalVariables[index].description
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    case .free: return "f\(symbol)"
    }
  }

  private func describe(_ row: Row) -> String {
    var text = NumberFormatting.shortest(row.constant)
    for (index, symbol) in row.symbols.enumerated() {
      let coefficient = row.coefficients[index]
      text += coefficient < 0 ? " - " : " + "
      text += "\(NumberFormatting.shortest(abs(coefficient))) * \(name(of: symbol))"
    }
    return text
  }
}
