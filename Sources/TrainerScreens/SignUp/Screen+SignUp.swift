import Trellis

extension Screen {
  /// `signup`: the RSFormView tutorial's sign-up form, in three states: `empty`, `filled` (a valid entry typed
  /// through the text fields; SUBMIT enabled) and `invalid` (an entry three rules reject; their errors show). In
  /// the dark appearance the screen's dark-mode switch is on, as if the user had followed the system.
  public static let signUp = Screen(
    name: "signup",
    summary: "The RSFormView sign-up example: description, dark-mode switch, validated form, SUBMIT",
    states: [
      State(name: "empty", summary: "Nothing typed: SUBMIT disabled, no errors"),
      State(name: "filled", summary: "A valid entry typed into every field: SUBMIT enabled"),
      State(name: "invalid", summary: "An entry with a bad e-mail, a short password and a mismatched confirmation"),
    ]
  ) { context in
    let window = Window(device: context.device, orientation: context.orientation)
    let controller = SignUpViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    if context.appearance == .dark { controller.modeSwitch.toggle() }
    switch context.state?.name {
    case "filled": controller.enter(.valid)
    case "invalid": controller.enter(.invalid)
    default: break
    }
    return window
  }
}
