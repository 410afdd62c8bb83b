// libFuzzer harness: random sequences of solver API calls (add, remove, edit, suggest, change constant, update)
// decoded from the input bytes, on six variables. Built into one fuzzer with Sources/TrellisSolver and
// Sources/TrellisText by Scripts/reliability/fuzz.sh; FuzzerEntry.swift calls it when TRELLIS_FUZZ_HARNESS=SolverCalls.
// Traps when a call crashes, when a refused call changes the solver, or when the tableau's invariants break.
// With TRELLIS_FUZZ_TRACE set, prints each decoded call and its outcome to stderr (to turn a crashing input into a
// test).

import Foundation

/// Whether to print each call (TRELLIS_FUZZ_TRACE is set).
private let tracesSolverCalls = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_TRACE"] != nil

/// Whether to print the solver's state after each call too (TRELLIS_FUZZ_TRACE=tableau).
private let tracesTableau = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_TRACE"] == "tableau"

/// Reads the input one byte at a time; 0 once it is used up.
private struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  var isAtEnd: Bool { index >= bytes.count }

  mutating func next() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  /// A number drawn from a table that mixes small integers, fractions, large and tiny magnitudes.
  mutating func number() -> Double {
    let table: [Double] = [0, 1, -1, 2, 0.5, -3, 10, 100, -250, 1e3, 1e-3, 1e6, -1e9, 1e-9, 0.1, 7.25]
    let byte = next()
    return table[Int(byte & 15)] * (byte & 16 == 0 ? 1 : -1)
  }
}

func solverCallsFuzzerInput(_ bytes: UnsafeBufferPointer<UInt8>) {
  var reader = ByteReader(bytes: bytes)
  let variables = (0..<6).map { Variable("v\($0)") }
  let strengths: [Strength] = [.required, .strong, .medium, .weak, Strength(250), Strength(0), Strength(2e9)]
  let prioritization: Solver.Prioritization = reader.next() & 1 == 0 ? .weighted : .strict
  var solver = Solver(prioritization: prioritization)
  var added: [Constraint] = []
  var steps = 0
  var call = ""
  if tracesSolverCalls { fputs("prioritization: \(prioritization)\n", stderr) }
  while !reader.isAtEnd && steps < 300 {
    steps += 1
    let operation = reader.next() % 8
    let before = solver
    var refused = false
    call = ""
    switch operation {
    case 0, 1, 2:
      var expression = Expression(constant: reader.number())
      for _ in 0...(reader.next() % 3) {
        expression = expression + reader.number() * variables[Int(reader.next()) % 6]
      }
      let relation = Relation.allCases[Int(reader.next()) % 3]
      let constraint = Constraint(expression, relation, strength: strengths[Int(reader.next()) % strengths.count])
      call = "add c\(added.count) \(constraint)"
      do {
        try solver.add(constraint)
        added.append(constraint)
      } catch { refused = true }
    case 3:
      guard !added.isEmpty else { continue }
      let index = Int(reader.next()) % added.count
      let victim = added.remove(at: index)
      call = "remove added[\(index)] \(victim)"
      do { try solver.remove(victim) } catch { refused = true }
    case 4:
      let variable = variables[Int(reader.next()) % 6]
      let strength = strengths[Int(reader.next()) % strengths.count]
      call = "edit \(variable) | \(strength)"
      do { try solver.addEditVariable(variable, strength: strength) } catch { refused = true }
    case 5:
      let value = reader.number()
      let variable = variables[Int(reader.next()) % 6]
      call = "suggest \(value) for \(variable)"
      do { try solver.suggestValue(value, for: variable) } catch { refused = true }
    case 6:
      guard !added.isEmpty else { continue }
      let index = Int(reader.next()) % added.count
      let value = reader.number()
      call = "setConstant added[\(index)] \(added[index]) to \(value)"
      do { try solver.setConstant(of: added[index], to: value) } catch { refused = true }
    default:
      call = "update"
      solver.updateVariables()
    }
    if tracesSolverCalls { fputs("step \(steps): \(call)\(refused ? " (refused)" : "")\n", stderr) }
    if tracesTableau { fputs(solver.debugDescription + "\n", stderr) }
    if refused {
      precondition(solver.constraints == before.constraints, "a refused call changed the constraints")
    }
    if let broken = solver.brokenInvariant() { fatalError("step \(steps): invariant broken: \(broken)") }
  }
  solver.updateVariables()
  for variable in variables { precondition(solver.value(of: variable).isFinite, "a value is not finite") }
}
