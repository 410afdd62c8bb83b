import Testing
import TrellisCommandLine

@Suite struct CommandTests {
  @Test func anUnknownCommandExitsWithTwoAndSaysWhy() {
    var errors = ""
    let status = CommandLine.run(["paint"], console: Console(output: { _ in }, error: { errors += $0 }))
    #expect(status == 2)
    #expect(errors.contains("unknown command 'paint'"))
  }
}
