import Foundation
import TrellisText

/// The object behind ``Button/titleLabel``: a label whose font is the button's title font.
///
/// Reading ``font`` gives the font the title is drawn in now; setting it makes the button measure and draw its title
/// in that font (and re-lay out). The button keeps it weakly: a title label that outlives its button is a plain
/// label.
final class ButtonTitleLabel: Label {
  private weak var button: Button?

  init(button: Button) {
    self.button = button
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override var font: Font {
    get { button?.titleFont ?? super.font }
    set {
      super.font = newValue
      button?.customTitleFont = newValue
    }
  }

  override var text: String? {
    get { button?.currentTitle ?? super.text }
    set { super.text = newValue }
  }
}
