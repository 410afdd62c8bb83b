import Foundation
import Trellis
import TrellisText

extension Button {
  /// Sets the title for a state from an attributed string, as `UIButton.setAttributedTitle(_:for:)`.
  ///
  /// The characters become the title for the state; the `.font` at the start of the string becomes the title font
  /// (through ``/Trellis/Button/titleLabel``, for every state, since a Trellis button has one title font) and the
  /// `.foregroundColor` at the start the title colour for the state.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to remove the state's title.
  ///   - state: The state.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: Control.State) {
    setTitle(title?.string, for: state)
    guard let title else { return }
    let leading = title.leadingTextAttributes
    if let font = leading.font { titleLabel?.font = font }
    if let color = leading.color { setTitleColor(color, for: state) }
  }

  /// The title for a state with the title font and the state's colour, as `UIButton.attributedTitle(for:)`; `nil`
  /// when the state has no title.
  ///
  /// - Parameter state: The state.
  /// - Returns: The attributed title, or `nil`.
  public func attributedTitle(for state: Control.State) -> NSAttributedString? {
    guard let title = title(for: state), let font = titleLabel?.font else { return nil }
    return NSAttributedString(
      string: title, attributes: [.font: font, .foregroundColor: titleColor(for: state) ?? Color.systemBlue])
  }
}
