import Foundation
import TrellisSolver

/// A rectangle in a tree of views, laid out by Auto Layout: the counterpart of `UIView`.
///
/// Views form a retained tree (a view owns its ``subviews``; ``superview`` is weak). Subclass it as in UIKit:
///
/// ```swift
/// final class BadgeView: View {
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     translatesAutoresizingMaskIntoConstraints = false
///   }
///   required init?(coder: NSCoder) { nil }
/// }
/// ```
///
/// Constraints between views are made with anchors (``topAnchor``, ``widthAnchor``…) and laid out by the
/// ``LayoutEngine`` of the tree's root when ``layoutIfNeeded()`` runs; after that, ``frame`` holds the solved
/// rectangle in the superview's coordinates.
open class View {
  /// Layout bookkeeping: the variables of the rectangle and the constraints that mention it.
  let layoutState: LayoutItemState

  // `@exclusivity(unchecked)` on the stored properties below: layout reads and writes them for every constraint it
  // handles, and the runtime's exclusivity checks cost about 5% of a first layout (Docs/Layout.md, Performance). No
  // code holds overlapping accesses to them (every suite passed with the checks on before they were turned off).
  /// The view this view is a subview of; `nil` for the root of a tree.
  ///
  /// Not a weak reference, which would give the superview a side table and every retain and release of it the
  /// runtime's slow path: the superview holds this view in ``subviews`` while this is set, and clears it when it
  /// deinitializes. The engine keeps a copy of it in the view's layout bookkeeping.
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var superview: View? {
    didSet { layoutState.container = superview?.layoutState }
  }

  /// The subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []

  /// The layout guides owned by this view, in the order they were added.
  @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []

  /// The active constraints held by this view (UIKit installs a constraint on the nearest common ancestor of its
  /// items), including the ones the engine makes for it (autoresizing mask, content size, baselines).
  @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []

  /// The rectangle in the superview's coordinates, as last set or laid out.
  @exclusivity(unchecked) var frameStorage: CGRect
  /// The origin of ``bounds``.
  @exclusivity(unchecked) var boundsOrigin: CGPoint = .zero

  /// The engine of this tree, held by the root only.
  @exclusivity(unchecked) var ownedEngine: LayoutEngine?
  /// The handle of the engine whose solver holds this view's constraints (see ``EngineHandle``).
  @exclusivity(unchecked) var registeredEngineHandle: EngineHandle?
  /// The engine whose solver holds this view's constraints; `nil` until the view's tree is first laid out.
  var registeredEngine: LayoutEngine? {
    get { registeredEngineHandle?.engine }
    set { registeredEngineHandle = newValue?.handle }
  }
  /// The constraints made from the frame while ``translatesAutoresizingMaskIntoConstraints`` is true (and the
  /// origin pins of a root): minX, minY, then width and height.
  @exclusivity(unchecked) var autoresizingConstraints: [LayoutConstraint] = []
  /// The content-size constraints: horizontal hugging, horizontal compression resistance, vertical hugging,
  /// vertical compression resistance.
  @exclusivity(unchecked) var contentSizeConstraints = ContentSizeConstraints()
  /// The two constraints that place the baselines of a view that draws text.
  @exclusivity(unchecked) var baselineConstraints: [LayoutConstraint] = []
  /// Content hugging priorities (horizontal, vertical).
  @exclusivity(unchecked) var huggingPriorities: (LayoutPriority, LayoutPriority) = (.defaultLow, .defaultLow)
  /// Compression resistance priorities (horizontal, vertical).
  @exclusivity(unchecked) var compressionPriorities: (LayoutPriority, LayoutPriority) = (.defaultHigh, .defaultHigh)
  /// The margins guide, once asked for, and its four constraints (top, leading, bottom, trailing).
  @exclusivity(unchecked) var marginsGuide: LayoutGuide?
  @exclusivity(unchecked) var marginConstraints: [LayoutConstraint] = []
  @exclusivity(unchecked) var directionalMarginsStorage = DirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  /// The safe-area guide, once asked for, and its four constraints (top, left, bottom, right).
  @exclusivity(unchecked) var safeAreaGuide: LayoutGuide?
  @exclusivity(unchecked) var safeAreaConstraints: [LayoutConstraint] = []
  @exclusivity(unchecked) var safeAreaInsetsStorage: EdgeInsets = .zero
  @exclusivity(unchecked) var additionalSafeAreaInsetsStorage: EdgeInsets = .zero
  /// Whether `layoutSubviews()` must run after the next pass (set by `setNeedsLayout()`; true until the first).
  @exclusivity(unchecked) var needsLayoutSubviews = true
  /// The display scale of a root; see ``displayScale``.
  @exclusivity(unchecked) var rootDisplayScale: CGFloat = 3

  /// Whether taps reach the view and its subviews, as `isUserInteractionEnabled`: true by default (false for a
  /// ``Label`` and an ``ImageView``, as in UIKit). Simulated taps (``Button/tap()``, ``Switch/toggle()``) do
  /// nothing while it is false on the control or an ancestor; ``Control/sendActions(for:)``, which code calls,
  /// still runs the actions. It does not affect layout.
  open var isUserInteractionEnabled = true

  /// Creates a view with a frame.
  ///
  /// - Parameter frame: The rectangle in the superview's coordinates. While
  ///   ``translatesAutoresizingMaskIntoConstraints`` is true it is turned into constraints that fix the view's
  ///   position and size, as UIKit does.
  public init(frame: CGRect) {
    layoutState = LayoutItemState(isGuide: false)
    frameStorage = frame
    layoutState.view = self
  }

  /// Creates a view with an empty frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Archives are not supported: always returns `nil`, so a subclass's `required init?(coder:)` can simply call
  /// it or return `nil` itself.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  // The references to this view that are not weak (see ``superview``) are cleared here: its subviews' superview,
  // its guides' owning view, its constraints' owner, and the constraints' view of it as an item.
  deinit {
    for subview in subviews { subview.superview = nil }
    for guide in layoutGuides { guide.owningView = nil }
    for constraint in constraints { constraint.owner = nil }
    layoutState.itemDidDeinitialize()
  }

  /// The rectangle in the superview's coordinates.
  ///
  /// Setting it while ``translatesAutoresizingMaskIntoConstraints`` is true changes the constants of the
  /// constraints made from it (in place, at the next layout pass); otherwise the next layout pass overwrites it.
  open var frame: CGRect {
    get { frameStorage }
    set {
      frameStorage = newValue
      updateAutoresizingConstants()
      setNeedsLayout()
    }
  }

  /// The rectangle in the view's own coordinates: ``frame``'s size at an origin that is usually zero.
  ///
  /// Setting it changes the size around the view's centre, as UIKit does.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frameStorage.size) }
    set {
      boundsOrigin = newValue.origin
      let center = CGPoint(x: frameStorage.midX, y: frameStorage.midY)
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// The centre of ``frame``, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: frameStorage.midX, y: frameStorage.midY) }
    set {
      var rect = frameStorage
      rect.origin = CGPoint(x: newValue.x - rect.width / 2, y: newValue.y - rect.height / 2)
      frame = rect
    }
  }

  // `@exclusivity(unchecked)` on the properties below that the engine reads in every pass (each runtime check costs
  // about 76 instructions; Docs/Performance.md): no code holds overlapping accesses to them, and an observed
  // property's modify is a get and a set, never a long access.
  /// Whether the view is hidden. Hidden views are still laid out (as in UIKit); a ``StackView`` collapses its
  /// hidden arranged subviews.
  @exclusivity(unchecked) open var isHidden: Bool = false {
    didSet {
      if oldValue != isHidden { superview?.arrangedSubviewVisibilityDidChange(self) }
    }
  }

  /// A name for tests, reports and snapshots; used in constraint descriptions when set.
  open var accessibilityIdentifier: String?

  /// The background colour renderers fill the view with; `nil` for none.
  open var backgroundColor: Color?

  /// The corner radius, border and clipping renderers draw the view with, as UIKit's `view.layer`.
  public let layer = Layer()

  /// The light or dark style of the view and its subviews, whatever their superview's; `unspecified` (the
  /// default) inherits it. See ``effectiveUserInterfaceStyle``.
  open var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified

  /// Whether the view's ``frame`` is turned into constraints that fix its position and size (true by default, as
  /// for views made in code). Set it to false for views positioned by your own constraints.
  @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints: Bool = true {
    didSet {
      if oldValue != translatesAutoresizingMaskIntoConstraints { rebuildAutoresizingConstraints() }
    }
  }

  /// Whether the view's contents are laid out left to right or right to left; `unspecified` inherits the
  /// superview's direction.
  @exclusivity(unchecked) open var semanticContentAttribute: SemanticContentAttribute = .unspecified {
    didSet {
      layoutState.semanticContentAttribute = semanticContentAttribute
      if oldValue != semanticContentAttribute { layoutDirectionDidChange() }
    }
  }

  /// The layout direction: from the nearest ``semanticContentAttribute`` that is not `unspecified`, on this view or
  /// an ancestor; left to right when there is none.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    var view: View? = self
    while let current = view {
      switch current.semanticContentAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified: view = current.superview
      }
    }
    return .leftToRight
  }

  /// The pixels per point text is rounded to: the device scale of the tree's ``Window``, or 3 (every current
  /// iPhone) for a tree that has none.
  public var displayScale: CGFloat { rootView.rootDisplayScale }

  /// The size the view's content needs, or ``noIntrinsicMetric`` on an axis where it has no natural size (the
  /// default). The engine turns it into hugging and compression-resistance constraints; call
  /// ``invalidateIntrinsicContentSize()`` when it changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Whether ``updateConstraints()`` must run before the next layout pass.
  @exclusivity(unchecked) public internal(set) var needsUpdateConstraints = false

  /// Whether the view's ``updateConstraints()`` should run when its tree is first laid out; false by default.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Called at the start of a layout pass when ``setNeedsUpdateConstraints()`` was called (children before
  /// parents, as in UIKit): activate, deactivate or change constraints here. The default does nothing; call
  /// `super.updateConstraints()` from overrides as in UIKit.
  open func updateConstraints() {}

  /// Called after a layout pass has set the frames of the view's tree, on the views whose size changed or that
  /// called ``setNeedsLayout()``, parents first. The default does nothing; override it to adjust frames by hand, as
  /// `layoutSubviews()` in UIKit.
  open func layoutSubviews() {}

  // MARK: Hooks for the module's own subclasses

  /// The first and last baselines measured from the view's vertical centre, for views that draw text.
  func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat) { (0, 0) }

  /// Whether the intrinsic height depends on the resolved width (a multi-line label).
  var hasWidthDependentSize: Bool { false }

  /// The intrinsic size and baseline offsets a width-dependent view would have at a width, without changing it.
  func contentSize(atWidth width: CGFloat) -> (size: CGSize, baselines: (first: CGFloat, last: CGFloat))? { nil }

  /// Tells a width-dependent view its resolved width; returns whether its intrinsic size or baselines changed.
  func resolveWidthDependentSize(width: CGFloat) -> Bool { false }

  /// Called when an arranged subview's `isHidden` changes; ``StackView`` overrides it.
  func arrangedSubviewVisibilityDidChange(_ view: View) {}

  /// Called when a subview's intrinsic size was invalidated; ``StackView`` overrides it.
  func subviewIntrinsicSizeDidChange(_ view: View) {}

  /// Called after a subview was added; ``StackView`` uses it.
  func didAddSubview(_ view: View) {}

  /// Called after a subview was removed; ``StackView`` uses it.
  func willRemoveSubview(_ view: View) {}

  /// Called when the engine takes the view in; subclasses with their own guides use it.
  func didRegister(with engine: LayoutEngine) {}

  /// Whether the view's margins are measured from its safe area rather than its edges (true by default, as in
  /// UIKit): the margins guide is then inset by the safe-area insets plus the margins.
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { if oldValue != insetsLayoutMarginsFromSafeArea { updateMarginConstants() } }
  }

  /// The drawing attributes a snapshot records for this view.
  func snapshotContent() -> LayoutSnapshot.Content { .view }
}

extension View: LayoutItem {
  var hierarchyView: View? { self }

  var isLayoutGuide: Bool { false }

  var layoutName: String {
    accessibilityIdentifier ?? "\(String(describing: type(of: self)))#\(layoutState.number)"
  }
}
