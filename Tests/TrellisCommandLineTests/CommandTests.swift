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

@Suite struct SolveCommandTests {
  /// The bundled example at width 1024: the sidebar keeps its preferred 200 (content 1024 − 16 − 200 − 16 − 16 =
  /// 776 ≥ 400).
  @Test func theBundledExampleSolves() {
    let run = Run(["solve"])
    #expect(run.status == 0)
    #expect(run.output.contains("sidebar_width 200\n"))
    #expect(run.output.contains("content_width 776\n"))
  }
}
