import Foundation

extension LayoutConstraint {
  /// Creates a constraint from items and attributes, as `NSLayoutConstraint(item:attribute:relatedBy:toItem:
  /// attribute:multiplier:constant:)`: `item.attribute relation multiplier × toItem.attribute + constant`.
  ///
  /// Like UIKit's, it does not throw. Typed anchors rule most mistakes out at compile time; this initializer
  /// checks them when the constraint is made, and where UIKit raises an exception (which ends the app) it makes a
  /// constraint that can never be activated instead: setting ``isActive`` (or ``activate(_:)->()``) leaves it
  /// inactive and records the error in the engine's ``LayoutEngine/issues``, and ``activate()`` throws it. The
  /// layout goes on without it, as without any other constraint that failed to activate.
  ///
  /// ```swift
  /// let half = NSLayoutConstraint(
  ///   item: view, attribute: .centerX, relatedBy: .equal, toItem: superview, attribute: .centerX,
  ///   multiplier: 0.5, constant: 0)  // valid: the centre at a quarter of the superview
  /// let bad = NSLayoutConstraint(
  ///   item: view, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
  ///   multiplier: 1, constant: 20)   // UIKit raises; here bad.isActive = true records .invalidAttributes
  /// ```
  ///
  /// The refused cases, all reported as ``LayoutError/invalidAttributes(_:)`` with UIKit's reason: an item that is
  /// not a view or guide, a missing first attribute, two locations on different axes, a size related to a
  /// location, a location against a constant or with a zero multiplier ("location attributes must be specified in
  /// pairs"), and a guide's baseline. Leading or trailing against left or right activates with
  /// ``LayoutError/mixedDirectionalAttributes(_:)``, and a NaN or infinite multiplier or constant with
  /// ``LayoutError/nonFiniteValue(_:)``, as for constraints made from anchors.
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
  public convenience init(
    item: AnyObject, attribute: LayoutAttribute, relatedBy relation: LayoutRelation, toItem: AnyObject?,
    attribute secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    let location = SourceLocation(file, line)
    let first = item as? any LayoutItem
    let second = toItem as? any LayoutItem
    let reason = Self.refusalReason(
      first: (item, attribute), second: (toItem, secondAttribute), multiplier: multiplier)
    let hasSecond = second != nil && secondAttribute != .notAnAttribute
    self.init(
      first: first, attribute, relation, second: hasSecond ? second : nil,
      hasSecond ? secondAttribute : .notAnAttribute,
      multiplier: hasSecond ? multiplier : 1, constant: constant, location: location)
    if let reason {
      let describe = "\(attribute.name) \(relation.symbol) \(secondAttribute.name)"
      creationError = .invalidAttributes("\(describe) (\(location)): \(reason)")
    }
  }

  /// Why UIKit refuses a constraint between two items' attributes, or `nil` when it accepts it.
  private static func refusalReason(
    first: (item: AnyObject, attribute: LayoutAttribute), second: (item: AnyObject?, attribute: LayoutAttribute),
    multiplier: CGFloat
  ) -> String? {
    guard let firstItem = first.item as? any LayoutItem else { return "the first item is not a view or a layout guide" }
    var secondItem: (any LayoutItem)?
    if let item = second.item {
      guard let layoutItem = item as? any LayoutItem else { return "the second item is not a view or a layout guide" }
      secondItem = layoutItem
    }
    guard first.attribute != .notAnAttribute else { return "the first attribute is missing" }
    if (firstItem is LayoutGuide && first.attribute.isBaseline)
      || (secondItem is LayoutGuide && second.attribute.isBaseline)
    {
      return "layout guides have no baselines"
    }
    if secondItem == nil || second.attribute == .notAnAttribute || multiplier == 0 {
      guard first.attribute.isDimension else {
        return "a location cannot equal a constant; location attributes must be specified in pairs"
      }
      return nil
    }
    guard first.attribute.isDimension == second.attribute.isDimension else {
      return "a size cannot be related to a location"
    }
    // Sizes may relate across axes (an aspect ratio); locations may not.
    guard first.attribute.isDimension || first.attribute.axis == second.attribute.axis else {
      return "the attributes lie on different axes"
    }
    return nil
  }
}
