/// A controller that manages a view: UIKit's name for ``/Trellis/ViewController``.
public typealias UIViewController = ViewController

/// A stack of controllers under a bar: UIKit's name for ``/Trellis/NavigationController``.
public typealias UINavigationController = NavigationController

/// The bar of a navigation controller: UIKit's name for ``/Trellis/NavigationBar``.
public typealias UINavigationBar = NavigationBar
