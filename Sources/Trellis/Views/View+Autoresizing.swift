import Foundation

extension View {
  /// Makes the constraints that stand for the frame: for a subview with
  /// ``translatesAutoresizingMaskIntoConstraints``, `minX == superview.minX + frame.minX`, the same for y, and the
  /// width and height equal to the frame's (UIKit's fixed autoresizing mask, `h=--& v=--&`); for a root, its
  /// origin pinned to the frame's origin and, with the flag, its size to the frame's size.
  func buildAutoresizingConstraints() {
    dropAutoresizingConstraints()
    let isRoot = superview == nil
    guard isRoot || translatesAutoresizingMaskIntoConstraints else { return }
    let location = SourceLocation(fileID: "Trellis/autoresizing mask", line: 0)
    func make(_ attribute: LayoutAttribute, _ constant: CGFloat, relativeTo parent: View?) -> LayoutConstraint {
      let constraint = LayoutConstraint(
        first: self, attribute, .equal, second: parent, attribute, constant: constant, kind: .autoresizing,
        location: location)
      constraint.identifier = isRoot ? "root-frame" : "autoresizing-mask"
      return constraint
    }
    var made = [
      make(.left, frameStorage.minX, relativeTo: superview), make(.top, frameStorage.minY, relativeTo: superview),
    ]
    if translatesAutoresizingMaskIntoConstraints {
      made.append(make(.width, frameStorage.width, relativeTo: nil))
      made.append(make(.height, frameStorage.height, relativeTo: nil))
    }
    autoresizingConstraints = made
    for constraint in made { constraint.install(on: self) }
  }

  /// Deactivates the autoresizing constraints.
  func dropAutoresizingConstraints() {
    for constraint in autoresizingConstraints { constraint.deactivateNow() }
    autoresizingConstraints.removeAll()
  }

  /// Rebuilds the autoresizing constraints of a registered view (the flag changed).
  func rebuildAutoresizingConstraints() {
    guard registeredEngine != nil else { return }
    buildAutoresizingConstraints()
  }

  /// Gives the autoresizing constraints the frame's current values (changed in place at the next pass).
  func updateAutoresizingConstants() {
    guard !autoresizingConstraints.isEmpty else { return }
    let values = [frameStorage.minX, frameStorage.minY, frameStorage.width, frameStorage.height]
    for (constraint, value) in zip(autoresizingConstraints, values) where value.isFinite {
      constraint.constant = value
    }
  }
}
