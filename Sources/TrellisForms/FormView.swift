import Foundation
import Trellis

/// A form, as RSFormView's `FormView`: the rows of a ``FormViewModel`` in a vertical stack, one field view per
/// ``FormField``, validated as the user types, styled by a ``FormConfigurator``.
///
/// ```swift
/// let formView = FormView()
/// formView.translatesAutoresizingMaskIntoConstraints = false
/// formView.delegate = self          // didUpdateFields(in:allFieldsValid:) after every edit
/// formView.viewModel = signUpForm   // builds the rows
/// formView.formConfigurator = DarkModeConfigurator()
/// formView.fieldView(named: "EMAIL")?.textField.insertText("ash@pallet.town")
/// ```
///
/// Rows are laid out from the top: a ``TextFieldCellItem`` or ``TwoTextFieldCellItem`` as field views side by
/// side (7 points from the row's sides), a ``TextCellItem`` as a wrapping label (25 points from the sides, with
/// its item's margins). The stack of rows is pinned to the form's top, leading and trailing edges; its bottom
/// meets the form's bottom at a low priority (``contentHuggingPriority``), so a form whose height nothing else fixes is as tall as its rows, and
/// one given a height keeps it. Unlike RSFormView's table, the form does not scroll: rows that do not fit are
/// clipped at its bottom (``/Trellis/View/clipsToBounds``).
open class FormView: View {
  /// The priority at which the form's bottom follows its rows: 40, below hugging (250) and below the 51 at which
  /// a stack keeps its height to its tallest view (`UISV-spanning-fit`), so rows never stretch to fill the form.
  public static let contentHuggingPriority: LayoutPriority = 40

  /// The object told about every edit.
  public weak var delegate: (any FormViewDelegate)?

  /// The model; setting it builds the rows.
  public var viewModel: (any FormViewModel)? {
    didSet { reloadData() }
  }

  /// The look; setting it restyles every row. (The configurator is a class: after changing one in place, call
  /// ``reloadVisibleCells()``.)
  public var formConfigurator = FormConfigurator() {
    didSet { reloadVisibleCells() }
  }

  /// The vertical stack of rows.
  public let stackView = StackView()

  /// The view of each row, in the order of the model's items.
  public internal(set) var itemViews: [View] = []

  /// The view of each field, in the order of the model's ``FormViewModel/fields()``.
  public internal(set) var fieldViews: [FormFieldView] = []

  /// Creates a form showing a model.
  ///
  /// - Parameter viewModel: The model.
  public convenience init(with viewModel: any FormViewModel) {
    self.init(frame: .zero)
    self.viewModel = viewModel
    reloadData()
  }

  /// Creates an empty form.
  ///
  /// - Parameter frame: The frame; see ``/Trellis/View/init(frame:)``.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    stackView.axis = .vertical
    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.accessibilityIdentifier = "form.stack"
    // Rows that do not fit are clipped, as by RSFormView's table view (which scrolls them into view).
    clipsToBounds = true
    addSubview(stackView)
    let bottom = bottomAnchor.constraint(equalTo: stackView.bottomAnchor)
    bottom.priority = Self.contentHuggingPriority
    LayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: topAnchor),
      stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
      bottom,
    ])
    reloadVisibleCells()
  }

  /// Archives are not supported: returns `nil`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view of the field with a name.
  ///
  /// - Parameter name: A ``FormField/name``.
  /// - Returns: The first field view showing a field of that name, or `nil`.
  public func fieldView(named name: String) -> FormFieldView? {
    fieldViews.first { $0.field.name == name }
  }

  /// Marks a field invalid with a message, as after a server-side check, and shows it: the field stays invalid
  /// until the user edits it. A name no field has is ignored, as in RSFormView; the delegate is not called.
  ///
  /// - Parameters:
  ///   - fieldName: The ``FormField/name`` of the field.
  ///   - error: The message to show under it.
  public func markItemInvalid(fieldName: String, error: String) {
    viewModel?.markItemInvalid(fieldName: fieldName, error: error)
    reloadVisibleCells()
  }

  /// Shows every field's value and validity and the configurator's look again, for example after changing a
  /// field or the configurator in code.
  public func reloadVisibleCells() {
    backgroundColor = formConfigurator.formBackgroundColor
    for view in itemViews {
      if let row = view as? FormRowView {
        row.backgroundColor = formConfigurator.cellsBackgroundColor
      } else if let row = view as? FormTextRowView {
        row.refresh(with: formConfigurator)
      }
    }
    for view in fieldViews {
      view.configurator = formConfigurator
      view.refresh()
    }
  }
}
