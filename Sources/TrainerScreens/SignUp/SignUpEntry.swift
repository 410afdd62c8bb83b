import Foundation

/// What a user types into the sign-up form, field by field.
public struct SignUpEntry: Hashable, Sendable {
  /// The first name.
  public var firstName: String
  /// The last name.
  public var lastName: String
  /// The e-mail address.
  public var email: String
  /// The password.
  public var password: String
  /// The password again.
  public var confirmation: String

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - firstName: The first name.
  ///   - lastName: The last name.
  ///   - email: The e-mail address.
  ///   - password: The password.
  ///   - confirmation: The password again.
  public init(firstName: String, lastName: String, email: String, password: String, confirmation: String) {
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
    self.password = password
    self.confirmation = confirmation
  }

  /// An entry every rule accepts.
  public static let valid = SignUpEntry(
    firstName: "Ash", lastName: "Ketchum", email: "ash@pallet.town", password: "pikachu25",
    confirmation: "pikachu25")

  /// An entry three rules reject: the e-mail has no top-level domain, the password is shorter than 8 characters,
  /// and the confirmation differs from it. The names are valid.
  public static let invalid = SignUpEntry(
    firstName: "Ash", lastName: "Ketchum", email: "ash@pallet", password: "pika", confirmation: "pikachu")

  /// The value for each field, in the form's order.
  var values: [(SignUpForm.FieldName, String)] {
    [
      (.firstName, firstName), (.lastName, lastName), (.email, email), (.password, password),
      (.confirmPassword, confirmation),
    ]
  }
}
