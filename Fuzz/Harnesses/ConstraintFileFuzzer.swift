// libFuzzer harness: the text constraint format's parser, printer and runner on arbitrary bytes.
// Built with Sources/TrellisSolver by Scripts/reliability/fuzz.sh (one module, so internal checks are reachable).
// Traps (a crash libFuzzer reports) when: parsing crashes; a parsed file does not print to text that parses back to
// the same text; or running a small parsed file crashes or leaves the tableau's invariants broken.

@_cdecl("LLVMFuzzerTestOneInput")
public func constraintFileFuzzerInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  guard let file = try? ConstraintFile.parse(text) else { return 0 }
  let printed = file.description
  guard let reparsed = try? ConstraintFile.parse(printed) else {
    fatalError("the printed file does not parse:\n\(printed)")
  }
  precondition(reparsed.description == printed, "printing is not stable:\n\(printed)")
  guard file.statements.count + file.blocks.joined().count <= 200 else { return 0 }
  var solver = Solver(prioritization: count % 2 == 0 ? .weighted : .strict)
  for statement in file.statements { try? statement.apply(to: &solver) }
  solver.updateVariables()
  for block in file.blocks {
    for change in block { try? change.apply(to: &solver) }
    solver.updateVariables()
  }
  if let broken = solver.brokenInvariant() { fatalError("invariant broken: \(broken)") }
  return 0
}
