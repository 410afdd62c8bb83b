extension ConstraintFile: CustomStringConvertible {
  /// The file in the text constraint format; parsing it gives the same statements and suggestions.
  ///
  /// Constraints are printed as `terms relation constant`, with the right side's terms moved to the left.
  public var description: String {
    var lines: [String] = []
    for statement in statements {
      switch statement {
      case .edit(let variable, let strength): lines.append("edit \(variable.name) \(strength)")
      case .constraint(let constraint): lines.append(constraint.description)
      }
    }
    lines.append("---")
    for (index, block) in suggestBlocks.enumerated() {
      if index > 0 { lines.append("") }
      for suggestion in block {
        lines.append("suggest \(suggestion.variable.name) \(NumberFormatting.shortest(suggestion.value))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
