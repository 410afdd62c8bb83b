import Trellis

extension Screen {
  /// `declarative-form`: the Trainer Form written as declarative views (``DeclarativeFormViewController``),
  /// presented as a page sheet over the log as `trainer-form` is. It lays out to the same frames, view by view.
  public static let declarativeForm = Screen(
    name: "declarative-form",
    summary: "The Trainer Form written as declarative views, as a page sheet over the log (same frames as trainer-form)"
  ) { context in
    let app = TrainerApp(context)
    app.log.present(DeclarativeFormViewController(), animated: true)
    return app.window
  }
}
