import Testing

@testable import TrellisSolver

/// Variable names survive their storage (`VariableName.swift`): inline up to 15 UTF-8 bytes, in the table beyond.
@Suite("Variable names")
struct VariableNameTests {
  @Test(arguments: [
    "", "x", "#12.width", "fifteen-bytes.a", "sixteen-bytes.ab", "a much longer name than sixteen bytes",
    "größe", "幅と高さと幅と高さ", "emoji 🙂 in a name",
  ])
  func namesReadBackAsGiven(name: String) {
    let variable = Variable(name)
    #expect(variable.name == name)
    #expect(variable.description == (name.isEmpty ? "v\(variable.id)" : name))
  }

  /// Fifteen bytes fit inline; sixteen go to the table, where the same name is stored once.
  @Test func longNamesShareOneEntry() {
    #expect(VariableName("fifteen-bytes.a") != VariableName("fifteen-bytes.b"))
    #expect(VariableName("sixteen-bytes.ab") == VariableName("sixteen-bytes.ab"))
    #expect(VariableName("sixteen-bytes.ab") != VariableName("sixteen-bytes.ac"))
    #expect(Variable("sixteen-bytes.ab") != Variable("sixteen-bytes.ab"))
  }

  /// Tasks naming variables at once share the table of long names safely (ThreadSanitizer runs this).
  @Test func longNamesFromManyTasksAtOnce() async {
    await withTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<200).allSatisfy { index in
            let name = "a long variable name \(index % 50) of task group \(task % 3)"
            return Variable(name).name == name
          }
        }
      }
      for await roundTripped in group { #expect(roundTripped) }
    }
  }
}
