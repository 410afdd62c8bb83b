/// What the engine did when required constraints could not all hold: the conflicting set and the constraint it
/// broke to recover, as UIKit's "Unable to simultaneously satisfy constraints" log, but as a value.
///
/// The conflicting set comes from the solver's explanation: it is irreducible (remove any one constraint and the
/// others can hold). The engine breaks the constraint it was adding when the conflict appeared, which is the
/// most recently added constraint of the set (see Docs/Layout.md); the broken constraint stays active but
/// takes no part in layout until a later pass can add it again.
public struct ConflictReport: Hashable, Sendable, CustomStringConvertible {
  /// The conflicting constraints, in the order they were added to the engine; the broken one is last.
  public var constraints: [ConstraintSummary]
  /// The constraint the engine broke.
  public var broken: ConstraintSummary

  /// The names of the views and guides the conflicting constraints mention, in order of first mention.
  public var items: [String] {
    var seen: [String] = []
    for constraint in constraints {
      for name in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) where !seen.contains(name) {
        seen.append(name)
      }
    }
    return seen
  }

  /// A log in UIKit's shape, with source locations.
  public var description: String {
    let list = constraints.map { "    \($0)" }.joined(separator: "\n")
    return "Unable to simultaneously satisfy constraints.\n"
      + "  Probably at least one of the constraints in the following list is one you don't want:\n"
      + list + "\n  Will attempt to recover by breaking constraint\n    \(broken)"
  }
}
