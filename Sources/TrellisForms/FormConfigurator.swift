import Foundation
import Trellis
import TrellisText

/// The look of a form, as RSFormView's `FormConfigurator`: colours for each field state, fonts and spacings.
/// Change what you need and assign it to ``FormView/formConfigurator``.
///
/// ```swift
/// let configurator = FormConfigurator()
/// configurator.validTitleColor = .systemBlue
/// configurator.titleFont = .systemFont(ofSize: 13)
/// formView.formConfigurator = configurator
/// ```
///
/// A field is *valid* while it shows no error, *invalid* while it does (``FormField/showsError``), and *editing*
/// between its text field's `.editingDidBegin` and `.editingDidEnd`.
open class FormConfigurator {
  /// The keyboard's look, as `UIKeyboardAppearance`.
  public enum KeyboardAppearance: Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Light keys.
    case light
    /// Dark keys.
    case dark
  }

  /// Whether the form scrolls in RSFormView; kept for source compatibility (a ``FormView`` lays out every row and
  /// does not scroll).
  public var isScrollEnabled = true

  /// The form's background; white by default.
  public var formBackgroundColor: Color = .white
  /// Each field's background; clear by default.
  public var fieldsBackgroundColor: Color = .clear
  /// Each row's background; white by default.
  public var cellsBackgroundColor: Color = .white

  /// A valid field's title colour; dark grey (white 1/3) by default.
  public var validTitleColor = Color(white: 1.0 / 3)
  /// An invalid field's title colour; `Color.bitterSweetRed` by default.
  public var invalidTitleColor: Color = .bitterSweetRed
  /// The title colour while editing; `Color.dodgerBlue` by default.
  public var editingTitleColor: Color = .dodgerBlue

  /// The line under a field while editing; `Color.dodgerBlue` by default.
  public var editingLineColor: Color = .dodgerBlue
  /// The line under an invalid field; red by default.
  public var invalidLineColor = Color(red: 1, green: 0, blue: 0)
  /// The line under a valid field; light grey (white 2/3) by default.
  public var validLineColor = Color(white: 2.0 / 3)

  /// The placeholder's colour; `Color.brightGray` by default. (Trellis's text field draws placeholders in the
  /// system placeholder colour; this is kept for source compatibility.)
  public var placeholderTextColor: Color = .brightGray
  /// The colour of the text typed, and of text rows without their own colour; `Color.brightGray` by default.
  public var textColor: Color = .brightGray

  /// The border of a valid field's text field (drawn with ``borderWidth`` and ``borderCornerRadius`` when not
  /// clear); clear by default (no border).
  public var validBorderColor: Color = .clear
  /// The border of an invalid field's text field; clear by default.
  public var invalidBorderColor: Color = .clear
  /// The border of the text field while editing; clear by default.
  public var editingBorderColor: Color = .clear

  /// The error message's colour; red by default.
  public var errorTextColor = Color(red: 1, green: 0, blue: 0)

  /// The corner radius of the text field's border; 8 by default.
  public var borderCornerRadius: CGFloat = 8
  /// The width of the text field's border; 1 by default.
  public var borderWidth: CGFloat = 1

  /// The keyboard's look; the system's by default.
  public var keyboardAppearance: KeyboardAppearance = .default

  /// The error message's font; the 13-point system font by default.
  public var errorFont: Font = .systemFont(ofSize: 13)
  /// The title's font; the bold 12-point system font by default.
  public var titleFont: Font = .boldSystemFont(ofSize: 12)
  /// The placeholder's font; 14 points by default. (Trellis's text field draws its placeholder in its text font;
  /// this is kept for source compatibility.)
  public var placeholderFont: Font = .systemFont(ofSize: 14)
  /// The typed text's font; the 15-point system font by default.
  public var textFont: Font = .systemFont(ofSize: 15)

  /// The space between the title and the text; 8 by default.
  public var labelToTextFieldDistance: CGFloat = 8
  /// The space between the text and the line under it; 5 by default.
  public var textFieldToBottomLineDistance: CGFloat = 5
  /// The space between the line and the error message; 5 by default.
  public var bottomLineToErrorLabelDistance: CGFloat = 5
  /// The space between a bordered text area and the error message in RSFormView; kept for source compatibility.
  public var textFieldContainerToErrorLabelDistance: CGFloat = 5

  /// Creates the default (light) look.
  public init() {}
}
