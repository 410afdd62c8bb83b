import Testing
import TrellisUIKit

/// UIKit's names are Trellis's types, so values pass between code written either way.
@Suite struct TypeNameTests {
  // `ViewController` in this module is the seed fixture's class, so Trellis's is written in full.
  @Test func viewNamesAreTrellisTypes() {
    let pairs: [(Any.Type, Any.Type)] = [
      (UIView.self, View.self), (UILabel.self, Label.self), (UIButton.self, Button.self),
      (UITextField.self, TextField.self), (UISwitch.self, Switch.self), (UIStackView.self, StackView.self),
      (UIImageView.self, ImageView.self), (UIControl.self, Control.self), (UIWindow.self, Window.self),
      (UIViewController.self, Trellis.ViewController.self), (UINavigationController.self, NavigationController.self),
      (UIModalPresentationStyle.self, ModalPresentationStyle.self), (UIAlertController.self, AlertController.self),
      (UIAlertAction.self, AlertAction.self), (UIAlertController.Style.self, AlertController.Style.self),
    ]
    for (uikit, trellis) in pairs { #expect(ObjectIdentifier(uikit) == ObjectIdentifier(trellis)) }
  }

  @Test func layoutNamesAreTrellisTypes() {
    let pairs: [(Any.Type, Any.Type)] = [
      (NSLayoutConstraint.self, LayoutConstraint.self), (UILayoutPriority.self, LayoutPriority.self),
      (UILayoutGuide.self, LayoutGuide.self), (UIEdgeInsets.self, EdgeInsets.self),
      (NSDirectionalEdgeInsets.self, DirectionalEdgeInsets.self),
      (NSLayoutConstraint.Axis.self, LayoutConstraint.Axis.self),
      (NSLayoutConstraint.Attribute.self, LayoutAttribute.self),
      (NSLayoutConstraint.Relation.self, LayoutRelation.self),
      (NSLayoutXAxisAnchor.self, XAxisAnchor.self), (NSLayoutYAxisAnchor.self, YAxisAnchor.self),
      (NSLayoutDimension.self, DimensionAnchor.self),
    ]
    for (uikit, trellis) in pairs { #expect(ObjectIdentifier(uikit) == ObjectIdentifier(trellis)) }
  }

  @Test func textAndColourNamesAreTrellisTypes() {
    #expect(UIFont.self == Font.self)
    #expect(UIFont.TextStyle.self == Font.TextStyle.self)
    #expect(UIFont.Weight.self == Font.Weight.self)
    #expect(NSTextAlignment.self == TextAlignment.self)
    #expect(UIColor.self == Color.self)
    // A CGColor handed to a layer is the colour itself.
    #expect(UIColor.systemBlue.cgColor == Color(red: 0, green: 122.0 / 255, blue: 1))
  }

  @Test func actionsRunWithTheirSender() {
    let button = UIButton()
    // The senders' identities: the button holds the action, so an array of the senders that the action's closure
    // holds would keep the button alive in a cycle.
    var senders: [ObjectIdentifier?] = []
    button.addAction(
      UIAction { action in senders.append(action.sender.map(ObjectIdentifier.init)) }, for: .touchUpInside)
    button.sendActions(for: UIControl.Event.touchUpInside)
    #expect(senders == [ObjectIdentifier(button)])
  }
}
