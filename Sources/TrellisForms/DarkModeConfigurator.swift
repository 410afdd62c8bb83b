import Trellis
import TrellisText

/// A dark look, as RSFormView's `DarkModeConfigurator`: a `Color.mineShaftGray` form with
/// `Color.tundoraGray` rows and fields, white text, titles and lines, and a dark keyboard.
///
/// ```swift
/// formView.formConfigurator = isDarkMode ? DarkModeConfigurator() : FormConfigurator()
/// ```
open class DarkModeConfigurator: FormConfigurator {
  /// Creates the dark look.
  public override init() {
    super.init()
    formBackgroundColor = .mineShaftGray
    fieldsBackgroundColor = .tundoraGray
    cellsBackgroundColor = .tundoraGray
    validLineColor = .white
    placeholderTextColor = .white
    textColor = .white
    validTitleColor = .white
    keyboardAppearance = .dark
  }
}
