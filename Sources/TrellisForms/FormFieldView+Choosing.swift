import Foundation

extension FormFieldView {
  /// The format of a date field's value, as RSFormView's date picker writes it.
  public static let dateFormat = "MM/dd/yyyy"

  /// Chooses an option of a ``FieldType/picker`` field, as picking a row of its picker would.
  ///
  /// - Parameter option: One of the field's ``FormField/options``.
  /// - Throws: ``FormError/wrongFieldType(field:expected:)`` for another field type,
  ///   ``FormError/fieldDisabled(field:)``, or ``FormError/unknownOption(field:option:options:)``.
  public func choose(option: String) throws(FormError) {
    guard field.fieldType == .picker else { throw .wrongFieldType(field: field.name, expected: "picker") }
    guard field.isEnabled else { throw .fieldDisabled(field: field.name) }
    let options = field.options ?? []
    guard options.contains(option) else {
      throw .unknownOption(field: field.name, option: option, options: options)
    }
    textField.text = option
    commit(option)
  }

  /// Chooses a date for a ``FieldType/date`` field, as its date picker would; the value is the date in UTC,
  /// formatted `MM/dd/yyyy`.
  ///
  /// - Parameter date: A date between the field's ``FormField/minimumDate`` and ``FormField/maximumDate``.
  /// - Throws: ``FormError/wrongFieldType(field:expected:)`` for another field type,
  ///   ``FormError/fieldDisabled(field:)``, or ``FormError/dateOutOfRange(field:date:)``.
  public func choose(date: Date) throws(FormError) {
    guard field.fieldType == .date else { throw .wrongFieldType(field: field.name, expected: "date") }
    guard field.isEnabled else { throw .fieldDisabled(field: field.name) }
    let text = Self.dateFormatter().string(from: date)
    if let minimum = field.minimumDate, date < minimum { throw .dateOutOfRange(field: field.name, date: text) }
    if let maximum = field.maximumDate, date > maximum { throw .dateOutOfRange(field: field.name, date: text) }
    textField.text = text
    commit(text)
  }

  /// A formatter for ``dateFormat`` in UTC, independent of the machine's locale.
  static func dateFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = dateFormat
    return formatter
  }
}
