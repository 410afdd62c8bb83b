extension Screen {
  /// Every screen, in the order `trellis screens` lists them and `trellis render --all` writes them.
  ///
  /// To add a screen, add one entry here (and give it its own file beside this one).
  public static let all: [Screen] = [
    .trainerLog,
    .trainerForm,
    .trainerLogSaved,
    .declarativeForm,
    .signUp,
  ]
}
