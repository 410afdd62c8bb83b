/// A controller that manages a view: UIKit's name for ``/Trellis/ViewController``.
public typealias UIViewController = ViewController

/// A stack of controllers under a bar: UIKit's name for ``/Trellis/NavigationController``.
public typealias UINavigationController = NavigationController

/// The bar of a navigation controller: UIKit's name for ``/Trellis/NavigationBar``.
public typealias UINavigationBar = NavigationBar

/// How a presented controller covers the screen: UIKit's name for ``/Trellis/ModalPresentationStyle``.
public typealias UIModalPresentationStyle = ModalPresentationStyle

/// An alert with a title, a message and buttons: UIKit's name for ``/Trellis/AlertController``.
public typealias UIAlertController = AlertController

/// A button of an alert: UIKit's name for ``/Trellis/AlertAction``.
public typealias UIAlertAction = AlertAction
