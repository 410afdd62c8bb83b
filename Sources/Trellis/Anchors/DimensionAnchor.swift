import Foundation

/// A width or height of a view or guide, as `NSLayoutDimension`: the only anchors that take multipliers and
/// constants alone.
public struct DimensionAnchor {
  let item: any LayoutItem
  let attribute: LayoutAttribute

  /// A constraint `self == multiplier × anchor + constant`.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to relate to (a width may be related to a height).
  ///   - multiplier: The factor on `anchor`; 1 by default.
  ///   - constant: The offset; 0 by default.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalTo anchor: DimensionAnchor, multiplier: CGFloat = 1, constant: CGFloat = 0, file: StaticString = #fileID,
    line: UInt = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier, constant, SourceLocation(file, line))
  }

  /// A constraint `self >= multiplier × anchor + constant`.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to relate to.
  ///   - multiplier: The factor on `anchor`; 1 by default.
  ///   - constant: The offset; 0 by default.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: CGFloat = 1, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier, constant, SourceLocation(file, line))
  }

  /// A constraint `self <= multiplier × anchor + constant`.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to relate to.
  ///   - multiplier: The factor on `anchor`; 1 by default.
  ///   - constant: The offset; 0 by default.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    lessThanOrEqualTo anchor: DimensionAnchor, multiplier: CGFloat = 1, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier, constant, SourceLocation(file, line))
  }

  /// A constraint `self == constant`.
  ///
  /// - Parameters:
  ///   - constant: The size in points.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.equal, constant, SourceLocation(file, line))
  }

  /// A constraint `self >= constant`.
  ///
  /// - Parameters:
  ///   - constant: The size in points.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, constant, SourceLocation(file, line))
  }

  /// A constraint `self <= constant`.
  ///
  /// - Parameters:
  ///   - constant: The size in points.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Returns: An inactive constraint.
  public func constraint(
    lessThanOrEqualToConstant constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, constant, SourceLocation(file, line))
  }

  private func make(
    _ relation: LayoutRelation, _ anchor: DimensionAnchor, _ multiplier: CGFloat, _ constant: CGFloat,
    _ location: SourceLocation
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: item, attribute, relation, second: anchor.item, anchor.attribute, multiplier: multiplier,
      constant: constant, location: location)
  }

  private func make(_ relation: LayoutRelation, _ constant: CGFloat, _ location: SourceLocation) -> LayoutConstraint {
    LayoutConstraint(
      first: item, attribute, relation, second: nil, .notAnAttribute, constant: constant, location: location)
  }
}
