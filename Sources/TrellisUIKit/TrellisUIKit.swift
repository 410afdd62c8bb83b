@_exported import Foundation
@_exported import Trellis
@_exported import TrellisText

/// A view: UIKit's name for Trellis's ``Trellis/View``.
public typealias UIView = View
