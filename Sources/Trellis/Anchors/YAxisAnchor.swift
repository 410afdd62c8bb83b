import Foundation

/// A vertical location of a view or guide (top, bottom, centerY, firstBaseline, lastBaseline), as
/// `NSLayoutYAxisAnchor`.
///
/// Only y-axis anchors can be related to each other, so mixing axes is a compile error.
public struct YAxisAnchor {
  let item: any LayoutItem
  let attribute: LayoutAttribute

  /// The system spacing between vertically adjacent views, in points (not published by Apple; 8 is the value used
  /// everywhere in practice, see Docs/Layout.md).
  static let systemSpacing: CGFloat = 8

  /// A constraint `self == anchor + constant`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to relate to.
  ///   - constant: The offset; 0 by default.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalTo anchor: YAxisAnchor, constant: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, constant, SourceLocation(file, line))
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
    greaterThanOrEqualTo anchor: YAxisAnchor, constant: CGFloat = 0, file: StaticString = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant, SourceLocation(file, line))
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
    lessThanOrEqualTo anchor: YAxisAnchor, constant: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant, SourceLocation(file, line))
  }

  /// A constraint placing this anchor a multiple of the system spacing (8 pt) below another:
  /// `self == anchor + multiplier × 8`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many system spacings.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier * Self.systemSpacing, SourceLocation(file, line))
  }

  /// A constraint `self >= anchor + multiplier × 8` (system spacing).
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many system spacings.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier * Self.systemSpacing, SourceLocation(file, line))
  }

  /// A constraint `self <= anchor + multiplier × 8` (system spacing).
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below.
  ///   - multiplier: How many system spacings.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat, file: StaticString = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier * Self.systemSpacing, SourceLocation(file, line))
  }

  private func make(
    _ relation: LayoutRelation, _ anchor: YAxisAnchor, _ constant: CGFloat, _ location: SourceLocation
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: item, attribute, relation, second: anchor.item, anchor.attribute, constant: constant, location: location)
  }
}
