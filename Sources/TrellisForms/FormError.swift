import Foundation

/// What can go wrong when a value is chosen for a field in code.
public enum FormError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field is not a ``FieldType/picker`` (for an option) or a ``FieldType/date`` (for a date) field.
  case wrongFieldType(field: String, expected: String)
  /// The option is not one of the field's ``FormField/options``.
  case unknownOption(field: String, option: String, options: [String])
  /// The date is before the field's ``FormField/minimumDate`` or after its ``FormField/maximumDate``.
  case dateOutOfRange(field: String, date: String)
  /// The field is disabled (``FormField/isEnabled`` is false).
  case fieldDisabled(field: String)
  /// No field of the form has this name.
  case unknownField(name: String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .wrongFieldType(let field, let expected): return "field '\(field)' is not a \(expected) field"
    case .unknownOption(let field, let option, let options):
      return "'\(option)' is not an option of field '\(field)' (options: \(options.joined(separator: ", ")))"
    case .dateOutOfRange(let field, let date): return "\(date) is outside the dates field '\(field)' accepts"
    case .fieldDisabled(let field): return "field '\(field)' is disabled"
    case .unknownField(let name): return "the form has no field named '\(name)'"
    }
  }
}
