import Trellis

extension Button {
  /// Makes a filled button with a title that runs an action when tapped, ready for Auto Layout.
  ///
  /// The tutorial's `makeSimpleButton(title:action:)`: every button of the Trainer app looks the same because it is
  /// made here.
  ///
  /// ```swift
  /// let save = Button.makeFilledButton(title: "Save Trainer Data", action: Action { _ in save() })
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title for the normal state.
  ///   - action: What a tap (`.touchUpInside`) runs.
  /// - Returns: A button with the filled configuration that does not translate its autoresizing mask.
  public static func makeFilledButton(title: String, action: Action) -> Button {
    let button = Button()
    button.setTitle(title, for: .normal)
    button.addAction(action, for: .touchUpInside)
    button.configuration = .filled()
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }
}
