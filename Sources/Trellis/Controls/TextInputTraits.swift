/// The keyboard a text field asks for, as `UIKeyboardType`. Trellis shows no keyboard: the value is recorded for
/// code and tests that read it back.
public enum KeyboardType: Int, Hashable, Sendable, CaseIterable {
  /// The default keyboard.
  case `default` = 0
  /// Letters, numbers and punctuation only.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// For URLs (spelt as UIKit spells it).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL = 3
  /// Digits 0–9.
  case numberPad = 4
  /// A telephone keypad.
  case phonePad = 5
  /// For a person's name or a phone number.
  case namePhonePad = 6
  /// For email addresses.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// For Twitter-style handles and hashtags.
  case twitter = 9
  /// For web search terms and URLs.
  case webSearch = 10
  /// Digits, ASCII only.
  case asciiCapableNumberPad = 11
}

/// When the keyboard shifts to capitals, as `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Hashable, Sendable, CaseIterable {
  /// Never.
  case none = 0
  /// At the start of each word.
  case words = 1
  /// At the start of each sentence (the default).
  case sentences = 2
  /// Always.
  case allCharacters = 3
}

/// Whether typing is autocorrected, as `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Hashable, Sendable, CaseIterable {
  /// The system's choice (the default).
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// The title of the keyboard's return key, as `UIReturnKeyType`.
public enum ReturnKeyType: Int, Hashable, Sendable, CaseIterable {
  /// "return" (the default).
  case `default` = 0
  /// "Go".
  case go = 1
  /// "Google".
  case google = 2
  /// "Join".
  case join = 3
  /// "Next".
  case next = 4
  /// "Route".
  case route = 5
  /// "Search".
  case search = 6
  /// "Send".
  case send = 7
  /// "Yahoo".
  case yahoo = 8
  /// "Done".
  case done = 9
  /// "Emergency Call".
  case emergencyCall = 10
  /// "Continue".
  case `continue` = 11
}
