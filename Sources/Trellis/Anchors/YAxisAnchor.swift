import Foundation

/// A vertical location of a view or guide (top, bottom, centerY, firstBaseline, lastBaseline), as
/// `NSLayoutYAxisAnchor`.
///
/// Only y-axis anchors can be related to each other, so mixing axes is a compile error.
public struct YAxisAnchor: LocationAnchor {
  /// The attribute this anchor stands for.
  public let target: AnchorTarget

  init(item: any LayoutItem, attribute: LayoutAttribute) {
    target = AnchorTarget(item: item, attribute: attribute)
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
    constraint(.equal, anchor, multiplier * systemSpacing, SourceLocation(file, line))
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
    constraint(.greaterThanOrEqual, anchor, multiplier * systemSpacing, SourceLocation(file, line))
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
    constraint(.lessThanOrEqual, anchor, multiplier * systemSpacing, SourceLocation(file, line))
  }
}
