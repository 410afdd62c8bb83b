import Foundation
import TrellisSolver

// trellis-bench: see `Options.usage` and Docs/Performance.md.

/// Reads or generates a workload and parses it.
func prepare(_ source: Options.Source) throws -> PreparedWorkload {
  switch source {
  case .named(let name):
    guard let workload = WorkloadCatalog.workload(named: name) else { throw Options.UsageError(message: name) }
    return try PreparedWorkload(name: name, text: workload.text)
  case .file(let path):
    return try PreparedWorkload(name: FileSystem.workloadName(ofFile: path), text: FileSystem.read(path))
  }
}

/// The name a source is reported under before it could be read.
func displayName(_ source: Options.Source) -> String {
  switch source {
  case .named(let name): name
  case .file(let path): FileSystem.workloadName(ofFile: path)
  }
}

/// Runs the benchmark and returns the exit status.
func runBenchmark(_ options: Options) -> Int32 {
  var table = TableReport()
  var checksum = 0.0
  var failed = false
  for source in options.selectedSources {
    let name = displayName(source)
    do {
      let workload = try prepare(source)
      if !options.isJSON { FileSystem.error("running \(name) (\(workload.constraintCount) constraints)…\n") }
      let measurement = try workload.measure(policy: options.policy) { FileSystem.error($0 + "\n") }
      checksum += measurement.checksum
      if options.isJSON {
        FileSystem.output(JSONReport.line(measurement) + "\n")
      } else {
        table.add(measurement)
      }
    } catch {
      failed = true
      let reason = "\(error)"
      FileSystem.error("trellis-bench: \(name): \(reason)\n")
      if options.isJSON {
        FileSystem.output(JSONReport.failure(workload: name, reason: reason) + "\n")
      } else {
        table.addFailure(workload: name, reason: reason)
      }
    }
  }
  if !options.isJSON {
    FileSystem.output(table.text + "checksum (sum of all values, defeats dead-code elimination): \(checksum)\n")
  }
  return failed ? 1 : 0
}

let status: Int32
do {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  switch options.mode {
  case .help:
    FileSystem.output(Options.usage)
    status = 0
  case .list:
    FileSystem.output(WorkloadCatalog.names(sizes: WorkloadCatalog.referenceSizes).joined(separator: "\n") + "\n")
    status = 0
  case .emitWorkload(let name):
    FileSystem.output(WorkloadCatalog.workload(named: name)!.text)
    status = 0
  case .text:
    FileSystem.output(TextBenchmark.report())
    status = 0
  case .layout:
    FileSystem.output(
      LayoutBenchmark.report(sizes: options.layoutSizes, only: options.layoutCases, policy: options.policy) {
        FileSystem.error($0 + "\n")
      })
    status = 0
  case .churn(let cycles):
    do {
      FileSystem.output(try ChurnBenchmark.report(cycles: cycles) { FileSystem.error($0 + "\n") })
      status = 0
    } catch {
      FileSystem.error("trellis-bench: churn: \(error)\n")
      status = 1
    }
  case .benchmark:
    status = runBenchmark(options)
  }
} catch {
  FileSystem.error("trellis-bench: \(error.message)\n\n" + Options.usage)
  status = 2
}
exit(status)
