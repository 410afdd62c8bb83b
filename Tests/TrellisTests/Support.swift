import Foundation
import Testing

@testable import Trellis

/// A view with a fixed intrinsic size, for hand-computed layouts.
final class SizedView: View {
  var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(width: CGFloat, height: CGFloat, identifier: String? = nil) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    accessibilityIdentifier = identifier
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

/// A root view of a given size with a name.
func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.accessibilityIdentifier = "root"
  return root
}

/// A subview laid out by constraints, with a name.
func makeView(_ identifier: String, in parent: View) -> View {
  let view = View()
  view.translatesAutoresizingMaskIntoConstraints = false
  view.accessibilityIdentifier = identifier
  parent.addSubview(view)
  return view
}

/// Pins a view to all four edges of another with insets.
func pin(_ view: View, to other: View, inset: CGFloat = 0) -> [LayoutConstraint] {
  [
    view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
    view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
    view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
    view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
  ]
}
