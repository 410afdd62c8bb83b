extension ConstraintFile: CustomStringConvertible {
  /// The file in the text constraint format; parsing it gives the same statements and suggestions.
  ///
  /// Constraints are printed as `terms relation constant`, with the right side's terms moved to the left.
  public var description: String {
    let numbers = Dictionary(
      numberedConstraints.enumerated().map { ($1, $0 + 1) }, uniquingKeysWith: { first, _ in first })
    var lines: [String] = []
    for statement in statements {
      switch statement {
      case .edit(let variable, let strength): lines.append("edit \(variable.name) \(strength)")
      case .constraint(let constraint): lines.append(constraint.description)
      }
    }
    lines.append("---")
    for (index, block) in blocks.enumerated() {
      if index > 0 { lines.append("") }
      for change in block {
        switch change {
        case .suggest(let suggestion):
          lines.append("suggest \(suggestion.variable.name) \(NumberFormatting.shortest(suggestion.value))")
        case .add(let constraint): lines.append(constraint.description)
        case .remove(let constraint): lines.append("remove \(numbers[constraint] ?? 0)")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
