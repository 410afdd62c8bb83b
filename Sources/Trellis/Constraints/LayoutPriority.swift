import TrellisSolver

/// How much a constraint matters, from 1 to 1000, as `UILayoutPriority`.
///
/// A constraint at ``required`` must hold; lower priorities are preferences, and a higher priority is satisfied
/// before any lower one, however many lower-priority constraints that costs (the solver's strict prioritization).
/// Priorities are written as literals or with UIKit's named values:
///
/// ```swift
/// constraint.priority = .defaultHigh
/// constraint.priority = 999
/// label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
/// ```
///
/// Values outside 1…1000 (and NaN) are clamped into the range instead of trapping as UIKit does: 0 and below
/// become 1, above 1000 becomes 1000, NaN becomes 1.
public struct LayoutPriority: Hashable, Sendable, Comparable, RawRepresentable {
  /// The priority, between 1 and 1000.
  public let rawValue: Float

  /// Creates a priority, clamped to 1…1000.
  ///
  /// - Parameter rawValue: The priority.
  public init(rawValue: Float) {
    self.rawValue = rawValue.isNaN ? 1 : min(max(rawValue, 1), 1000)
  }

  /// Creates a priority, clamped to 1…1000.
  ///
  /// - Parameter rawValue: The priority.
  public init(_ rawValue: Float) {
    self.init(rawValue: rawValue)
  }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(rawValue: 1000)
  /// 750: the priority with which a button resists compressing its content.
  public static let defaultHigh = LayoutPriority(rawValue: 750)
  /// 510: a window resize handle that can resize the scene.
  public static let dragThatCanResizeScene = LayoutPriority(rawValue: 510)
  /// 500: the priority with which a scene keeps its size.
  public static let sceneSizeStayPut = LayoutPriority(rawValue: 500)
  /// 490: a window resize handle that cannot resize the scene.
  public static let dragThatCannotResizeScene = LayoutPriority(rawValue: 490)
  /// 250: the priority at which a button hugs its contents horizontally.
  public static let defaultLow = LayoutPriority(rawValue: 250)
  /// 50: the priority with which a view conforms to the target size in
  /// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
  public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

  /// Whether the priority is ``required``.
  public var isRequired: Bool { rawValue >= 1000 }

  /// The solver strength: ``Strength/required`` at 1000, else the priority itself on kiwi's scale (every distinct
  /// priority is its own strict level in the engine's solver, so only the order matters).
  var strength: Strength { isRequired ? .required : Strength(Double(rawValue)) }

  /// Orders priorities by value.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A priority raised by an amount, clamped to 1…1000.
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(rawValue: lhs.rawValue + rhs)
  }

  /// A priority lowered by an amount, clamped to 1…1000.
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
    LayoutPriority(rawValue: lhs.rawValue - rhs)
  }
}

extension LayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// Creates a priority from a literal such as `999.5`.
  public init(floatLiteral value: Float) { self.init(rawValue: value) }

  /// Creates a priority from a literal such as `999`.
  public init(integerLiteral value: Int) { self.init(rawValue: Float(value)) }
}

extension LayoutPriority: CustomStringConvertible {
  /// The number, without a fraction when it is whole: `1000`, `999.5`.
  public var description: String { NumberText.short(Double(rawValue)) }
}
