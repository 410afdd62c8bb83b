import Synchronization

/// The next identity handed out to a new ``Variable``.
private let nextVariableIdentity = Atomic<Int>(0)

/// An unknown whose value a ``Solver`` finds.
///
/// A variable is a small value: a process-wide unique identity and a name used in descriptions. Two variables are
/// equal when they are the same variable, whatever their names. Copies of a variable are the same variable.
///
/// ```swift
/// let left = Variable("left")
/// let width = Variable("width")
/// try solver.add(left + width <= 320)
/// ```
///
/// A variable holds no value of its own: ask the solver that solved it with ``Solver/value(of:)``.
public struct Variable: Hashable, Sendable {
  /// The unique identity of this variable within the process.
  public let id: Int

  /// The name used in descriptions, parse results and reports. Names need not be unique.
  public var name: String { storedName.string }

  /// The name, kept without a reference so that copying a variable copies bytes (see `VariableName`).
  private let storedName: VariableName

  /// Creates a new variable, distinct from every other variable.
  ///
  /// - Parameter name: The name used in descriptions; empty by default.
  public init(_ name: String = "") {
    self.id = nextVariableIdentity.wrappingAdd(1, ordering: .relaxed).oldValue
    self.storedName = VariableName(name)
  }

  /// Two variables are equal when they are the same variable.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

  /// Hashes the identity of the variable.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Variable: CustomStringConvertible {
  /// The variable's name, or `v<id>` when it has none.
  public var description: String { storedName.isEmpty ? "v\(id)" : name }
}
