/// A token of the text constraint format.
struct Token {
  enum Kind {
    case name(String)
    case number(Double)
    case relation(Relation)
    case plus, minus, star, bar, separator, end
  }

  var kind: Kind
  /// The column of the token's first character, from 1.
  var column: Int
}

/// Splits one line of the text constraint format into tokens.
enum Tokenizer {
  /// The words that cannot name a variable.
  static let keywords: Set<String> = ["edit", "suggest", "remove"]

  static func tokens(of characters: [Unicode.Scalar], line: Int) throws(ConstraintFileError) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    if Substring(String(String.UnicodeScalarView(characters))).trimmingSpaces() == "---" {
      return [Token(kind: .separator, column: 1)]
    }
    while index < characters.count {
      let character = characters[index]
      let column = index + 1
      if character == "#" { break }
      if character == " " || character == "\t" || character == "\r" {
        index += 1
        continue
      }
      if character.isNameStart {
        var end = index + 1
        while end < characters.count && characters[end].isNameContinuation { end += 1 }
        tokens.append(Token(kind: .name(String(String.UnicodeScalarView(characters[index..<end]))), column: column))
        index = end
        continue
      }
      if character.isDigit || character == "." {
        let end = numberEnd(characters, from: index)
        let text = String(String.UnicodeScalarView(characters[index..<end]))
        guard end > index, let value = Double(text) else {
          throw ConstraintFileError(line: line, column: column, message: "malformed number '\(text)'")
        }
        guard value.isFinite else {
          throw ConstraintFileError(line: line, column: column, message: "number '\(text)' is too large")
        }
        tokens.append(Token(kind: .number(value), column: column))
        index = end
        continue
      }
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      switch character {
      case "+": tokens.append(Token(kind: .plus, column: column))
      case "-": tokens.append(Token(kind: .minus, column: column))
      case "*": tokens.append(Token(kind: .star, column: column))
      case "|": tokens.append(Token(kind: .bar, column: column))
      case "=" where next == "=", "<" where next == "=", ">" where next == "=":
        let relation: Relation = character == "=" ? .equal : character == "<" ? .lessThanOrEqual : .greaterThanOrEqual
        tokens.append(Token(kind: .relation(relation), column: column))
        index += 1
      default:
        throw ConstraintFileError(line: line, column: column, message: "unexpected character '\(character)'")
      }
      index += 1
    }
    return tokens
  }

  /// The end of the number starting at `start`: digits, an optional fraction, an optional exponent.
  private static func numberEnd(_ characters: [Unicode.Scalar], from start: Int) -> Int {
    var end = start
    while end < characters.count && characters[end].isDigit { end += 1 }
    if end < characters.count && characters[end] == "." {
      end += 1
      while end < characters.count && characters[end].isDigit { end += 1 }
    }
    if end < characters.count && (characters[end] == "e" || characters[end] == "E") {
      var exponent = end + 1
      if exponent < characters.count && (characters[exponent] == "+" || characters[exponent] == "-") { exponent += 1 }
      if exponent < characters.count && characters[exponent].isDigit {
        while exponent < characters.count && characters[exponent].isDigit { exponent += 1 }
        end = exponent
      }
    }
    return end
  }
}

/// Reads tokens one by one, with errors that point at the current token.
struct TokenCursor {
  var tokens: [Token]
  var line: Int
  private var index = 0

  init(tokens: [Token], line: Int) {
    self.tokens = tokens
    self.line = line
  }

  var peek: Token {
    index < tokens.count ? tokens[index] : Token(kind: .end, column: (tokens.last?.column ?? 0) + 1)
  }

  mutating func advance() { index += 1 }

  func error(_ message: String) -> ConstraintFileError {
    ConstraintFileError(line: line, column: peek.column, message: message)
  }

  mutating func expectName() throws(ConstraintFileError) -> String {
    guard case .name(let name) = peek.kind, !Tokenizer.keywords.contains(name) else {
      throw error("expected a variable name")
    }
    advance()
    return name
  }

  mutating func expectNumber() throws(ConstraintFileError) -> Double {
    guard case .number(let value) = peek.kind else { throw error("expected a number") }
    advance()
    return value
  }

  mutating func expectStrength() throws(ConstraintFileError) -> Strength {
    let strength: Strength
    switch peek.kind {
    case .name("required"): strength = .required
    case .name("strong"): strength = .strong
    case .name("medium"): strength = .medium
    case .name("weak"): strength = .weak
    case .number(let value): strength = Strength(value)
    default: throw error("expected a strength (required, strong, medium, weak or a number)")
    }
    advance()
    return strength
  }

  func expectEnd() throws(ConstraintFileError) {
    guard case .end = peek.kind else { throw error("unexpected text at the end of the statement") }
  }
}

extension Unicode.Scalar {
  fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
  fileprivate var isNameStart: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" }
  fileprivate var isNameContinuation: Bool { isNameStart || isDigit }
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" || first == "\r" { result = result.dropFirst() }
    while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
    return result
  }
}
