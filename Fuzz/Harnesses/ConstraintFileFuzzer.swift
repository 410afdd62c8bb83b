// libFuzzer harness: the text constraint format's parser, printer and runner on arbitrary bytes.
// Built into one fuzzer with Sources/TrellisSolver and Sources/TrellisText by Scripts/reliability/fuzz.sh (one
// module, so internal checks are reachable); FuzzerEntry.swift calls it when TRELLIS_FUZZ_HARNESS=ConstraintFile.
// Traps (a crash libFuzzer reports) when: parsing crashes; a parsed file does not print to text that parses back to
// the same text; or running a small parsed file crashes or leaves the tableau's invariants broken.

func constraintFileFuzzerInput(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  guard let file = try? ConstraintFile.parse(text) else { return }
  let printed = file.description
  guard let reparsed = try? ConstraintFile.parse(printed) else {
    fatalError("the printed file does not parse:\n\(printed)")
  }
  precondition(reparsed.description == printed, "printing is not stable:\n\(printed)")
  guard file.statements.count + file.blocks.joined().count <= 200 else { return }
  var solver = Solver(prioritization: bytes.count % 2 == 0 ? .weighted : .strict)
  for statement in file.statements { try? statement.apply(to: &solver) }
  solver.updateVariables()
  for block in file.blocks {
    for change in block { try? change.apply(to: &solver) }
    solver.updateVariables()
  }
  if let broken = solver.brokenInvariant() { fatalError("invariant broken: \(broken)") }
}
