// The one entry point libFuzzer calls (LLVMFuzzerTestOneInput) for the fuzzer Scripts/reliability/fuzz.sh builds:
// the sources of TrellisSolver and TrellisText and every harness of this folder compiled once, into one module and
// one binary. The environment variable TRELLIS_FUZZ_HARNESS names the harness a run feeds:
//
//   TRELLIS_FUZZ_HARNESS=SolverCalls SWIFT_BACKTRACE=enable=no .build/fuzz/fuzzer \
//      Fuzz/Crashes/SolverCalls-objective-mentions-basic-symbol

import Foundation

/// The harnesses, by the name TRELLIS_FUZZ_HARNESS gives (and the folder of Fuzz/Corpus holding their seeds).
private let fuzzHarnesses: [String: (UnsafeBufferPointer<UInt8>) -> Void] = [
  "ConstraintFile": constraintFileFuzzerInput,
  "SolverCalls": solverCallsFuzzerInput,
  "FontFace": fontFaceFuzzerInput,
]

/// The harness this process runs, chosen once from TRELLIS_FUZZ_HARNESS; a missing or unknown name stops the run.
private let selectedFuzzHarness: (UnsafeBufferPointer<UInt8>) -> Void = {
  let name = ProcessInfo.processInfo.environment["TRELLIS_FUZZ_HARNESS"] ?? ""
  guard let harness = fuzzHarnesses[name] else {
    fatalError("set TRELLIS_FUZZ_HARNESS to one of \(fuzzHarnesses.keys.sorted()) (it is '\(name)')")
  }
  return harness
}()

/// libFuzzer's callback: feeds one input to the selected harness (a harness traps on a bug; returning is a pass).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  selectedFuzzHarness(UnsafeBufferPointer(start: start, count: count))
  return 0
}
