import Foundation

/// A view that lines up its arranged subviews along an axis, as `UIStackView`, by generating the same
/// constraints UIKit generates (see Docs/Layout.md): the frames match UIKit's, including which view stretches.
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [titleLabel, nameField, saveButton])
/// stack.axis = .vertical
/// stack.spacing = 12
/// stack.setCustomSpacing(24, after: nameField)
/// ```
///
/// The stack's constraints are its own: changing a property, hiding an arranged subview or (for
/// ``Distribution/fillProportionally``) an arranged subview's intrinsic size rebuilds only this stack's rows at
/// the next layout pass.
open class StackView: View {
  /// How arranged subviews share the stacking axis, as `UIStackView.Distribution`.
  public enum Distribution: Int, Hashable, Sendable, CaseIterable {
    /// The views fill the stack; the one with the lowest hugging priority stretches (the last of them on a tie),
    /// the one with the lowest compression resistance shrinks.
    case fill = 0
    /// The views fill the stack with equal sizes.
    case fillEqually = 1
    /// The views fill the stack in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// The views keep their sizes; the gaps between them are equal (at least ``StackView/spacing``).
    case equalSpacing = 3
    /// The distances between the views' centres are equal where possible.
    case equalCentering = 4
  }

  /// How arranged subviews are placed across the stacking axis, as `UIStackView.Alignment`.
  public enum Alignment: Int, Hashable, Sendable, CaseIterable {
    /// The views fill the stack's cross axis.
    case fill = 0
    /// Against the leading edge (vertical stacks) or the top (horizontal stacks).
    case leading = 1
    /// First baselines aligned (horizontal stacks; `.fill` in vertical ones).
    case firstBaseline = 2
    /// Centred.
    case center = 3
    /// Against the trailing edge (vertical stacks) or the bottom (horizontal stacks).
    case trailing = 4
    /// Last baselines aligned (horizontal stacks; `.fill` in vertical ones).
    case lastBaseline = 5

    /// The top, for horizontal stacks: the same as ``leading``.
    public static var top: Alignment { .leading }
    /// The bottom, for horizontal stacks: the same as ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// The value of ``customSpacing(after:)`` for a view with no custom spacing: use ``spacing``.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

  // `@exclusivity(unchecked)` on the properties below that the engine reads in every pass (each runtime check costs
  // about 76 instructions; Docs/Performance.md): no code holds overlapping accesses to them, and an observed
  // property's modify is a get and a set, never a long access.
  /// The views the stack arranges, in order (a subset of ``View/subviews``).
  @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []

  /// The stacking axis; horizontal by default.
  @exclusivity(unchecked) open var axis: LayoutConstraint.Axis = .horizontal {
    didSet { if oldValue != axis { setNeedsRebuild() } }
  }

  /// How the views share the stacking axis; ``Distribution/fill`` by default.
  @exclusivity(unchecked) open var distribution: Distribution = .fill {
    didSet { if oldValue != distribution { setNeedsRebuild() } }
  }

  /// How the views are placed across the axis; ``Alignment/fill`` by default.
  @exclusivity(unchecked) open var alignment: Alignment = .fill {
    didSet { if oldValue != alignment { setNeedsRebuild() } }
  }

  /// The gap between adjacent views (the minimum gap for the equal distributions); 0 by default.
  @exclusivity(unchecked) open var spacing: CGFloat = 0 {
    didSet { if oldValue != spacing { setNeedsRebuild() } }
  }

  /// Whether, in a vertical stack, gaps are measured from one view's last baseline to the next view's first
  /// baseline; false by default.
  @exclusivity(unchecked) open var isBaselineRelativeArrangement = false {
    didSet { if oldValue != isBaselineRelativeArrangement { setNeedsRebuild() } }
  }

  /// Whether the views are laid out within the stack's ``View/layoutMarginsGuide`` rather than its edges; false
  /// by default.
  @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false {
    didSet { if oldValue != isLayoutMarginsRelativeArrangement { setNeedsRebuild() } }
  }

  @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The rows this stack made, and the gap guides of the equal distributions.
  var arrangementConstraints: [LayoutConstraint] = []
  var gapGuides: [LayoutGuide] = []
  var needsRebuild = true

  /// Creates a stack of views; each is added as a subview and stops translating its autoresizing mask.
  ///
  /// - Parameter arrangedSubviews: The views, in order.
  public convenience init(arrangedSubviews: [View]) {
    self.init(frame: .zero)
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  /// Creates an empty stack.
  ///
  /// - Parameter frame: The frame; see ``View/init(frame:)``.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Adds a view at the end of the arranged subviews (and as a subview, if it is not one).
  ///
  /// - Parameter view: The view.
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view among the arranged subviews at an index (clamped), adding it as a subview if needed.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - index: The position among the arranged subviews.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      layoutEngine.record(.subviewIsAncestor(view: view.layoutName, superview: layoutName))
      return
    }
    arrangedSubviews.removeAll { $0 === view }
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    setNeedsRebuild()
  }

  /// Stops arranging a view; it stays a subview, as in UIKit.
  ///
  /// - Parameter view: An arranged subview.
  public func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsRebuild()
  }

  /// Sets the gap after an arranged subview, instead of ``spacing``.
  ///
  /// - Parameters:
  ///   - spacing: The gap, or ``spacingUseDefault`` to go back to ``spacing``.
  ///   - arrangedSubview: The view the gap follows.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
    setNeedsRebuild()
  }

  /// The custom gap after an arranged subview, or ``spacingUseDefault`` when it has none.
  ///
  /// - Parameter arrangedSubview: The view.
  /// - Returns: The gap.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Asks for the stack's rows to be rebuilt at the next layout pass.
  func setNeedsRebuild() {
    needsRebuild = true
    if let engine = registeredEngine {
      engine.enqueueStack(self)
    } else {
      rootView.ownedEngine?.setNeedsLayout()
    }
  }

  override func didRegister(with engine: LayoutEngine) {
    needsRebuild = true
    engine.enqueueStack(self)
  }

  override func arrangedSubviewVisibilityDidChange(_ view: View) {
    if arrangedSubviews.contains(where: { $0 === view }) { setNeedsRebuild() }
  }

  override func subviewIntrinsicSizeDidChange(_ view: View) {
    if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) { setNeedsRebuild() }
  }

  override func willRemoveSubview(_ view: View) {
    removeArrangedSubview(view)
  }
}
