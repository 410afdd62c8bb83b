import Foundation

/// The fixtures beside the tests.
enum Fixture {
  static func text(_ name: String) -> String {
    guard let base = Bundle.module.resourceURL else { fatalError("the test bundle has no resources") }
    let url = base.appendingPathComponent("Fixtures").appendingPathComponent(name)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("missing fixture \(name)") }
    return text
  }
}

/// kiwi's enaml-like benchmark system (../shared/bench, `gen_workloads.py`) and kiwisolver's values for it.
enum EnamlFixture {
  static let text = Fixture.text("enaml_like.txt")
  static let reference = Fixture.text("enaml_like.txt.reference")
}
