extension ConstraintFile {
  /// Parses a file in the text constraint format.
  ///
  /// - Parameter text: The file's contents.
  /// - Returns: The parsed file; its variables are created in order of first appearance.
  /// - Throws: ``ConstraintFileError`` with the line and column of the first mistake.
  public static func parse(_ text: String) throws(ConstraintFileError) -> ConstraintFile {
    var parser = ConstraintFileParser()
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      try parser.parseLine(Array(line.unicodeScalars), number: lineNumber)
    }
    return parser.file()
  }
}

/// The state of a parse: the variables met so far and the statements read.
struct ConstraintFileParser {
  private var variablesByName: [String: Variable] = [:]
  private var variables: [Variable] = []
  private var editVariables: Set<String> = []
  private var statements: [ConstraintFile.Statement] = []
  private var blocks: [[ConstraintFile.Change]] = []
  private var currentBlock: [ConstraintFile.Change] = []
  /// Every constraint added so far, in file order; `remove N` names the N-th.
  private var numbered: [Constraint] = []
  /// The numbers (from 1) of the constraints removed so far.
  private var removed: Set<Int> = []
  private var inEditPhase = false

  func file() -> ConstraintFile {
    var blocks = blocks
    if !currentBlock.isEmpty { blocks.append(currentBlock) }
    return ConstraintFile(variables: variables, statements: statements, blocks: blocks)
  }

  mutating func parseLine(_ characters: [Unicode.Scalar], number: Int) throws(ConstraintFileError) {
    var tokens = try Tokenizer.tokens(of: characters, line: number)
    let isBlank = characters.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    if !inEditPhase {
      if tokens.count == 1, case .separator = tokens[0].kind {
        inEditPhase = true
        return
      }
      if tokens.isEmpty { return }
      try parseBuildStatement(&tokens, line: number)
    } else {
      if isBlank {
        if !currentBlock.isEmpty { blocks.append(currentBlock) }
        currentBlock = []
        return
      }
      if tokens.isEmpty { return }
      switch tokens[0].kind {
      case .name("suggest"): try parseSuggestion(tokens, line: number)
      case .name("remove"): try parseRemoval(tokens, line: number)
      case .name("edit"):
        throw ConstraintFileError(line: number, column: tokens[0].column, message: "'edit' must come before '---'")
      default:
        var cursor = TokenCursor(tokens: tokens, line: number)
        currentBlock.append(.add(try parseConstraint(&cursor)))
      }
    }
  }

  private mutating func variable(named name: String) -> Variable {
    if let variable = variablesByName[name] { return variable }
    let variable = Variable(name)
    variablesByName[name] = variable
    variables.append(variable)
    return variable
  }

  private mutating func parseBuildStatement(_ tokens: inout [Token], line: Int) throws(ConstraintFileError) {
    var cursor = TokenCursor(tokens: tokens, line: line)
    if case .name(let keyword) = cursor.peek.kind, keyword == "suggest" || keyword == "remove" {
      throw cursor.error("'\(keyword)' must come after '---'")
    }
    if case .name("edit") = cursor.peek.kind {
      cursor.advance()
      let name = try cursor.expectName()
      let strength = try cursor.expectStrength()
      try cursor.expectEnd()
      guard !editVariables.contains(name) else {
        throw ConstraintFileError(line: line, column: tokens[1].column, message: "duplicate edit variable '\(name)'")
      }
      editVariables.insert(name)
      statements.append(.edit(variable(named: name), strength))
      return
    }
    statements.append(.constraint(try parseConstraint(&cursor)))
  }

  /// `lhs relation rhs [| strength]`, numbered as the file's next constraint.
  private mutating func parseConstraint(_ cursor: inout TokenCursor) throws(ConstraintFileError) -> Constraint {
    let lhs = try parseExpression(&cursor)
    let relation: Relation
    switch cursor.peek.kind {
    case .relation(let found): relation = found
    default: throw cursor.error("expected a relation (==, <=, >=)")
    }
    cursor.advance()
    let rhs = try parseExpression(&cursor)
    var strength = Strength.required
    if case .bar = cursor.peek.kind {
      cursor.advance()
      strength = try cursor.expectStrength()
    }
    try cursor.expectEnd()
    let constraint = Constraint(lhs - rhs, relation, strength: strength)
    numbered.append(constraint)
    return constraint
  }

  private mutating func parseExpression(_ cursor: inout TokenCursor) throws(ConstraintFileError) -> Expression {
    var expression = try parseTerm(&cursor)
    while true {
      switch cursor.peek.kind {
      case .plus:
        cursor.advance()
        expression = expression + (try parseTerm(&cursor))
      case .minus:
        cursor.advance()
        expression = expression - (try parseTerm(&cursor))
      default:
        return expression
      }
    }
  }

  private mutating func parseTerm(_ cursor: inout TokenCursor) throws(ConstraintFileError) -> Expression {
    var sign = 1.0
    while true {
      if case .plus = cursor.peek.kind {
        cursor.advance()
      } else if case .minus = cursor.peek.kind {
        cursor.advance()
        sign = -sign
      } else {
        break
      }
    }
    switch cursor.peek.kind {
    case .number(let value):
      cursor.advance()
      guard case .star = cursor.peek.kind else { return Expression(constant: sign * value) }
      cursor.advance()
      let name = try cursor.expectName()
      return Expression([Term(variable(named: name), coefficient: sign * value)])
    case .name(let name) where !Tokenizer.keywords.contains(name):
      cursor.advance()
      guard case .star = cursor.peek.kind else { return Expression([Term(variable(named: name), coefficient: sign)]) }
      cursor.advance()
      let value = try cursor.expectNumber()
      return Expression([Term(variable(named: name), coefficient: sign * value)])
    default:
      throw cursor.error("expected a number or a variable name")
    }
  }

  private mutating func parseSuggestion(_ tokens: [Token], line: Int) throws(ConstraintFileError) {
    var cursor = TokenCursor(tokens: tokens, line: line)
    guard case .name("suggest") = cursor.peek.kind else { throw cursor.error("expected 'suggest' after '---'") }
    cursor.advance()
    let nameToken = cursor.peek
    let name = try cursor.expectName()
    guard editVariables.contains(name) else {
      throw ConstraintFileError(line: line, column: nameToken.column, message: "'\(name)' is not an edit variable")
    }
    var sign = 1.0
    while true {
      if case .plus = cursor.peek.kind {
        cursor.advance()
      } else if case .minus = cursor.peek.kind {
        cursor.advance()
        sign = -sign
      } else {
        break
      }
    }
    let value = try cursor.expectNumber()
    try cursor.expectEnd()
    currentBlock.append(.suggest(ConstraintFile.Suggestion(variable: variable(named: name), value: sign * value)))
  }

  /// `remove N`: the N-th constraint of the file, which must come before this line and not be removed yet.
  private mutating func parseRemoval(_ tokens: [Token], line: Int) throws(ConstraintFileError) {
    var cursor = TokenCursor(tokens: tokens, line: line)
    cursor.advance()
    let numberToken = cursor.peek
    guard case .number(let value) = numberToken.kind, value >= 1, value.rounded() == value else {
      throw cursor.error("expected a constraint number (1 for the file's first constraint)")
    }
    cursor.advance()
    try cursor.expectEnd()
    guard value <= Double(numbered.count) else {
      // The number is whole but may be beyond Int (`remove 1e46`, found by the ConstraintFile fuzzer).
      let shown = Int(exactly: value).map(String.init) ?? "\(value)"
      throw ConstraintFileError(
        line: line, column: numberToken.column,
        message: "there is no constraint \(shown) before this line (\(numbered.count) so far)")
    }
    let number = Int(value)
    guard removed.insert(number).inserted else {
      throw ConstraintFileError(
        line: line, column: numberToken.column, message: "constraint \(number) is removed already")
    }
    currentBlock.append(.remove(numbered[number - 1]))
  }
}
