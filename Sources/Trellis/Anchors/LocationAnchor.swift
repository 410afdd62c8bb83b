import Foundation

/// What an anchor stands for: an attribute of a view or layout guide. Opaque outside the module.
public struct AnchorTarget {
  let item: any LayoutItem
  let attribute: LayoutAttribute
}

/// An anchor that places an edge, a centre or a baseline along one axis — ``XAxisAnchor`` or ``YAxisAnchor`` —
/// as `NSLayoutAnchor` does. Anchors relate only to anchors of their own type, so mixing axes does not compile;
/// the relations are written once here for both axes.
public protocol LocationAnchor {
  /// The attribute this anchor stands for.
  var target: AnchorTarget { get }
}

extension LocationAnchor {
  /// A constraint `self == anchor + constant`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to.
  ///   - constant: The offset; 0 by default.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalTo anchor: Self, constant: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.equal, anchor, constant, SourceLocation(file, line))
  }

  /// A constraint `self >= anchor + constant`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to.
  ///   - constant: The offset; 0 by default.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualTo anchor: Self, constant: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant, SourceLocation(file, line))
  }

  /// A constraint `self <= anchor + constant`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to.
  ///   - constant: The offset; 0 by default.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    lessThanOrEqualTo anchor: Self, constant: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant, SourceLocation(file, line))
  }

  /// The constraint `self relation anchor + constant`, made at `location`.
  func constraint(
    _ relation: LayoutRelation, _ anchor: Self, _ constant: CGFloat, _ location: SourceLocation
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: target.item, target.attribute, relation, second: anchor.target.item, anchor.target.attribute,
      constant: constant, location: location)
  }
}

/// The system spacing between adjacent views, in points (not published by Apple; 8 is the value used everywhere in
/// practice, see Docs/Layout.md).
let systemSpacing: CGFloat = 8
