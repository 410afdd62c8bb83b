/// A view: UIKit's name for Trellis's ``/Trellis/View``.
public typealias UIView = View

/// A text label: UIKit's name for ``/Trellis/Label``.
public typealias UILabel = Label

/// A control that sends actions: UIKit's name for ``/Trellis/Control``.
public typealias UIControl = Control

/// A button: UIKit's name for ``/Trellis/Button``.
public typealias UIButton = Button

/// A single-line text field: UIKit's name for ``/Trellis/TextField``.
public typealias UITextField = TextField

/// What a text field asks its delegate: UIKit's name for ``/Trellis/TextFieldDelegate``.
public typealias UITextFieldDelegate = TextFieldDelegate

/// An on/off switch: UIKit's name for ``/Trellis/Switch``.
public typealias UISwitch = Switch

/// A view that lines up its arranged subviews: UIKit's name for ``/Trellis/StackView``.
public typealias UIStackView = StackView

/// A view that shows an image: UIKit's name for ``/Trellis/ImageView``.
public typealias UIImageView = ImageView

/// An image with a name and a size: UIKit's name for ``/Trellis/Image``.
public typealias UIImage = Image

/// A closure a control runs for an event: UIKit's name for ``/Trellis/Action``.
public typealias UIAction = Action

/// The signature of a ``UIAction``'s handler, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// The root of a screen: UIKit's name for ``/Trellis/Window``.
public typealias UIWindow = Window

/// The corner radius, border and clipping of a view: UIKit's (Core Animation's) name for ``/Trellis/Layer``.
public typealias CALayer = Layer

/// Light or dark appearance: UIKit's name for ``/Trellis/UserInterfaceStyle``.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
