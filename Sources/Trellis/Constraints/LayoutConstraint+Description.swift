import Foundation

extension LayoutConstraint: CustomStringConvertible {
  /// The constraint as an equation with its priority and source location:
  /// `label.top == safeArea.top + 64 @1000 (LogViewController.swift:42)`, preceded by the identifier in quotes
  /// when there is one.
  public var description: String {
    var text = ""
    if let identifier { text += "'\(identifier)' " }
    text += "\(itemName(firstLayoutItem)).\(firstAttribute.name) \(relation.symbol) "
    var right = ""
    if secondAttribute != .notAnAttribute {
      if multiplier != 1 { right += "\(NumberText.short(Double(multiplier))) * " }
      right += "\(itemName(secondLayoutItem)).\(secondAttribute.name)"
      if constantStorage > 0 {
        right += " + \(NumberText.short(Double(constantStorage)))"
      } else if constantStorage < 0 {
        right += " - \(NumberText.short(Double(-constantStorage)))"
      }
    } else {
      right = NumberText.short(Double(constantStorage))
    }
    text += right + " @\(priorityStorage) (\(sourceLocation))"
    if isBroken { text += " [broken]" }
    return text
  }

  private func itemName(_ item: (any LayoutItem)?) -> String {
    item?.layoutName ?? "<deallocated>"
  }

  /// A `Sendable` copy of what reports need to show about the constraint.
  public var summary: ConstraintSummary {
    ConstraintSummary(
      description: description, identifier: identifier,
      firstItem: firstLayoutItem?.layoutName, secondItem: secondLayoutItem?.layoutName,
      priority: priorityStorage, sourceLocation: sourceLocation, isEngineGenerated: kind != .user)
  }
}
