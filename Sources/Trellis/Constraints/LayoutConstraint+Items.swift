import Foundation

extension LayoutConstraint {
  /// Creates a constraint from items and attributes, as `NSLayoutConstraint(item:attribute:relatedBy:toItem:
  /// attribute:multiplier:constant:)`: `item.attribute relation multiplier × toItem.attribute + constant`.
  ///
  /// Typed anchors rule most mistakes out at compile time; this initializer checks them at run time and throws
  /// where UIKit raises an exception.
  ///
  /// - Parameters:
  ///   - item: A ``View`` or ``LayoutGuide``.
  ///   - attribute: Its attribute.
  ///   - relation: How the sides compare.
  ///   - toItem: The second view or guide, or `nil` with ``LayoutAttribute/notAnAttribute`` for a constant.
  ///   - secondAttribute: The second item's attribute.
  ///   - multiplier: The factor on the second attribute; 1 by default.
  ///   - constant: The offset; 0 by default.
  ///   - file: The file the constraint is made in (for reports); leave the default.
  ///   - line: The line the constraint is made on (for reports); leave the default.
  /// - Throws: ``LayoutError/invalidAttributes(_:)`` when an item is not a view or guide, two locations lie on
  ///   different axes, a size is related to a location, a location has no second item or a zero multiplier
  ///   ("location attributes must be specified in pairs"), or a guide's baseline is used;
  ///   ``LayoutError/mixedDirectionalAttributes(_:)`` for leading/trailing against left/right;
  ///   ``LayoutError/nonFiniteValue(_:)`` for a NaN or infinite multiplier or constant.
  public convenience init(
    item: AnyObject, attribute: LayoutAttribute, relatedBy relation: LayoutRelation, toItem: AnyObject?,
    attribute secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) throws(LayoutError) {
    let location = SourceLocation(file, line)
    let describe = "\(attribute.name) \(relation.symbol) \(secondAttribute.name)"
    func invalid(_ reason: String) -> LayoutError {
      .invalidAttributes("\(describe) (\(location)): \(reason)")
    }
    guard let first = item as? any LayoutItem else { throw invalid("the first item is not a view or a layout guide") }
    var second: (any LayoutItem)?
    if let toItem {
      guard let item = toItem as? any LayoutItem else {
        throw invalid("the second item is not a view or a layout guide")
      }
      second = item
    }
    guard attribute != .notAnAttribute else { throw invalid("the first attribute is missing") }
    if (first is LayoutGuide && attribute.isBaseline) || (second is LayoutGuide && secondAttribute.isBaseline) {
      throw invalid("layout guides have no baselines")
    }
    if second == nil || secondAttribute == .notAnAttribute || multiplier == 0 {
      guard attribute.isDimension else {
        throw invalid("a location cannot equal a constant; location attributes must be specified in pairs")
      }
    } else {
      guard attribute.isDimension == secondAttribute.isDimension else {
        throw invalid("a size cannot be related to a location")
      }
      // Sizes may relate across axes (an aspect ratio); locations may not.
      guard attribute.isDimension || attribute.axis == secondAttribute.axis else {
        throw invalid("the attributes lie on different axes")
      }
    }
    let hasSecond = second != nil && secondAttribute != .notAnAttribute
    self.init(
      first: first, attribute, relation, second: hasSecond ? second : nil,
      hasSecond ? secondAttribute : .notAnAttribute,
      multiplier: hasSecond ? multiplier : 1, constant: constant, location: location)
    guard multiplier.isFinite, constant.isFinite else { throw .nonFiniteValue(summary) }
    guard !mixesDirectionalAndAbsolute else { throw .mixedDirectionalAttributes(summary) }
  }
}
