/// The keyboard a text field asks for: UIKit's name for ``/Trellis/KeyboardType``.
public typealias UIKeyboardType = KeyboardType

/// When typing shifts to capitals: UIKit's name for ``/Trellis/TextAutocapitalizationType``.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType

/// Whether typing is autocorrected: UIKit's name for ``/Trellis/TextAutocorrectionType``.
public typealias UITextAutocorrectionType = TextAutocorrectionType

/// The return key's title: UIKit's name for ``/Trellis/ReturnKeyType``.
public typealias UIReturnKeyType = ReturnKeyType
