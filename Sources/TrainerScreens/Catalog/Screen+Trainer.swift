import Trellis

extension Screen {
  /// `trainer-log`: the Trainer Log in its navigation controller, before anything is saved.
  public static let trainerLog = Screen(
    name: "trainer-log",
    summary: "The Trainer Log under its navigation bar: an empty label and the \"Add Trainer Data\" button"
  ) { context in
    TrainerApp(context).window
  }

  /// `trainer-form`: the Trainer Form presented as a page sheet over the log, as tapping "Add Trainer Data" shows
  /// it.
  public static let trainerForm = Screen(
    name: "trainer-form",
    summary: "The Trainer Form as a page sheet over the log, after tapping \"Add Trainer Data\""
  ) { context in
    let app = TrainerApp(context)
    app.openForm()
    return app.window
  }

  /// `trainer-log-saved`: the log after the save flow: "Add Trainer Data" tapped, "Ash" and "Pikachu" typed, "Save
  /// Trainer Data" tapped; the sheet is gone and the label reads `Trainer Ash likes Pikachu`.
  public static let trainerLogSaved = Screen(
    name: "trainer-log-saved",
    summary: "The log after saving Ash and Pikachu in the form: the label reads \"Trainer Ash likes Pikachu\""
  ) { context in
    let app = TrainerApp(context)
    app.save(TrainerInfo(name: "Ash", favoritePokemon: "Pikachu"))
    return app.window
  }
}

/// The Trainer app in a window, driven as a user would: only through controls' public events.
struct TrainerApp {
  let window: Window
  let log = TrainerLogViewController()

  init(_ context: Screen.Context) {
    window = Window(device: context.device, orientation: context.orientation)
    window.rootViewController = NavigationController(rootViewController: log)
    window.makeKeyAndVisible()
  }

  /// Taps "Add Trainer Data" and returns the presented form.
  @discardableResult
  func openForm() -> FormViewController? {
    log.addButton.sendActions(for: .touchUpInside)
    return log.presentedViewController as? FormViewController
  }

  /// Opens the form, types the trainer's name and Pokémon and taps "Save Trainer Data".
  func save(_ trainer: TrainerInfo) {
    guard let form = openForm()?.trainerForm else {
      preconditionFailure("tapping \"Add Trainer Data\" presented no FormViewController")
    }
    form.nameSection.textField.insertText(trainer.name)
    form.pokemonSection.textField.insertText(trainer.favoritePokemon)
    form.saveButton.sendActions(for: .touchUpInside)
  }
}
