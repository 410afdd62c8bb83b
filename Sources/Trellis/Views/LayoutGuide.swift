import Foundation

/// A rectangle that takes part in layout without being a view, as `UILayoutGuide`: spacing between views,
/// a region to centre content in, the safe area, the margins.
///
/// ```swift
/// let gap = LayoutGuide()
/// container.addLayoutGuide(gap)
/// gap.widthAnchor.constraint(equalToConstant: 12).isActive = true
/// ```
open class LayoutGuide {
  /// What a guide stands for, for descriptions and the engine's own guides.
  enum Role: Hashable {
    case user
    case safeArea
    case layoutMargins
  }

  let layoutState: LayoutItemState
  let role: Role

  /// The view the guide belongs to; `nil` until it is added with ``View/addLayoutGuide(_:)``.
  ///
  /// Not weak (see ``View/superview``): the owning view holds the guide in ``View/layoutGuides`` while this is set,
  /// and clears it when it deinitializes. The engine keeps a copy of it in the guide's layout bookkeeping.
  public internal(set) unowned(unsafe) var owningView: View? {
    didSet { layoutState.container = owningView?.layoutState }
  }

  /// A name shown in descriptions and reports.
  open var identifier: String = ""

  /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
  public internal(set) var layoutFrame: CGRect = .zero

  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)`` before constraining it.
  public init() {
    role = .user
    layoutState = LayoutItemState(isGuide: true)
    layoutState.guide = self
  }

  init(role: Role) {
    self.role = role
    layoutState = LayoutItemState(isGuide: true)
    layoutState.guide = self
  }

  // Constraints hold the state, not the guide (see ``LayoutConstraint/firstLayoutItem``).
  deinit {
    layoutState.itemDidDeinitialize()
  }
}

extension LayoutGuide: LayoutItem {
  var hierarchyView: View? { owningView }

  var isLayoutGuide: Bool { true }

  var layoutName: String {
    if !identifier.isEmpty { return identifier }
    switch role {
    case .user: return "LayoutGuide#\(layoutState.number)"
    case .safeArea: return "safeArea"
    case .layoutMargins: return "margins"
    }
  }
}

extension View {
  /// Adds a layout guide to the view, removing it from its previous owner first.
  ///
  /// - Parameter guide: The guide.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    if let previous = guide.owningView {
      if previous === self { return }
      previous.removeLayoutGuide(guide)
    }
    layoutGuides.append(guide)
    guide.owningView = self
    registeredEngine?.trackFrame(of: guide)
  }

  /// Removes a layout guide, deactivating the constraints that mention it.
  ///
  /// - Parameter guide: A guide of this view.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
    for constraint in guide.layoutState.referencingConstraints where constraint.isActive {
      constraint.deactivateNow()
    }
    layoutGuides.remove(at: index)
    registeredEngine?.untrackFrame(of: guide)
    guide.owningView = nil
  }
}
