import Foundation

extension View {
  /// Adds a guide held at fixed insets from the view's edges — the shape of both the layout-margins guide and the
  /// safe-area guide — with one engine-made constraint per edge, installed on the view.
  ///
  /// - Parameters:
  ///   - role: The guide's role.
  ///   - mechanism: The name reports give as the constraints' source (`Trellis/<mechanism>`).
  ///   - prefix: The constraints' identifiers are `<prefix>-<attribute>`.
  ///   - edges: Each edge attribute with its constant (insets from the trailing and bottom edges negated).
  /// - Returns: The guide and its constraints, in the order of `edges`.
  func makeInsetGuide(
    role: LayoutGuide.Role, mechanism: String, prefix: String, edges: [(LayoutAttribute, CGFloat)]
  ) -> (LayoutGuide, [LayoutConstraint]) {
    let guide = LayoutGuide(role: role)
    addLayoutGuide(guide)
    let location = SourceLocation(fileID: "Trellis/\(mechanism)", line: 0)
    let constraints = edges.map { attribute, constant in
      let constraint = LayoutConstraint(
        first: guide, attribute, .equal, second: self, attribute, constant: constant, kind: .system,
        location: location)
      constraint.identifier = "\(prefix)-\(attribute.name)"
      return constraint
    }
    for constraint in constraints { constraint.install(on: self) }
    registeredEngine?.trackSafeArea(of: self)
    return (guide, constraints)
  }
}
