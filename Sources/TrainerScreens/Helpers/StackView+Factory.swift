import Foundation
import Trellis

extension StackView {
  /// Makes a stack view along an axis, ready for Auto Layout.
  ///
  /// The tutorial's `makeSimpleStack(axis:)`, with the spacing it sets right after.
  ///
  /// ```swift
  /// let stack = StackView.makeStack(axis: .vertical, spacing: 16)
  /// stack.addArrangedSubviews(nameSection, pokemonSection)
  /// ```
  ///
  /// - Parameters:
  ///   - axis: The axis the arranged views are laid out along.
  ///   - spacing: The space between adjacent arranged views; 0 by default.
  /// - Returns: A stack view that does not translate its autoresizing mask.
  public static func makeStack(axis: LayoutConstraint.Axis, spacing: CGFloat = 0) -> StackView {
    let stack = StackView()
    stack.axis = axis
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
  }

  /// Adds views to the end of the arranged views, in order.
  ///
  /// - Parameter views: The views to arrange.
  public func addArrangedSubviews(_ views: View...) {
    for view in views { addArrangedSubview(view) }
  }
}
