import Foundation
import Testing
import Trellis
import TrellisForms
import TrellisText

/// Frames of a form 390 points wide at scale 3, computed by hand.
///
/// Text heights come from the embedded Inter metrics: line height = (ascender 0.96875 + descender 0.24148) em
/// = 1.21023 em, rounded up to the 1/3-point grid:
/// - text field, 15 pt: 18.153 → 55/3 = 18.3333
/// - error label, 13 pt: 15.733 → 48/3 = 16
/// - header label, 20 pt: 24.205 → 73/3 = 24.3333
///
/// A field view is 8 (top) + 18 (title) + 8 + 18.3333 (text) + 5 + 1 (line) + 3 (bottom) = 61.3333 tall, and
/// 5 + 16 = 21 taller while its one-line error shows: 82.3333.
@Suite struct FormLayoutTests {
  private let third: CGFloat = 1.0 / 3

  private func sampleForm() -> (View, FormView) {
    let (root, form, _) = makeForm([
      TextCellItem(text: "Header", font: .systemFont(ofSize: 20)),
      TextFieldCellItem(with: makeField("EMAIL", .email, error: "Please enter a valid email")),
      TwoTextFieldCellItem(firstField: makeField("FIRST", .regular), secondField: makeField("LAST", .regular)),
    ])
    return (root, form)
  }

  @Test func rowsStackFromTheTop() throws {
    let (_, form) = sampleForm()
    // Header row: 30 + 24.3333 + 12.5 = 66.8333; its label 25 from each side: 390 − 50 = 340 wide.
    #expect(isClose(form.itemViews[0].frameInRootSpace, CGRect(x: 0, y: 0, width: 390, height: 66.5 + third)))
    let header = try #require(form.itemViews[0].subviews.first)
    #expect(isClose(header.frameInRootSpace, CGRect(x: 25, y: 30, width: 340, height: 24 + third)))
    // E-mail row at 66.8333, 61.3333 tall; its field view 7 from the sides: 376 wide.
    #expect(isClose(form.itemViews[1].frameInRootSpace, CGRect(x: 0, y: 66.5 + third, width: 390, height: 61 + third)))
    let email = try #require(form.fieldView(named: "EMAIL"))
    #expect(isClose(email.frameInRootSpace, CGRect(x: 7, y: 66.5 + third, width: 376, height: 61 + third)))
    // Title at 66.8333 + 8 = 74.8333; text at + 18 + 8 = 100.8333, 16 more in: x 23, 376 − 32 = 344 wide;
    // line at 100.8333 + 18.3333 + 5 = 124.1667.
    #expect(isClose(email.titleLabel.frameInRootSpace, CGRect(x: 23, y: 74.5 + third, width: 344, height: 18)))
    #expect(isClose(email.textField.frameInRootSpace, CGRect(x: 23, y: 100.5 + third, width: 344, height: 18 + third)))
    #expect(isClose(email.bottomLineView.frameInRootSpace, CGRect(x: 23, y: 124 + third / 2, width: 344, height: 1)))
    // Name row at 66.8333 + 61.3333 = 128.1667: two field views of (390 − 14) / 2 = 188, at 7 and 195.
    let first = try #require(form.fieldView(named: "FIRST"))
    let last = try #require(form.fieldView(named: "LAST"))
    #expect(isClose(first.frameInRootSpace, CGRect(x: 7, y: 128 + third / 2, width: 188, height: 61 + third)))
    #expect(isClose(last.frameInRootSpace, CGRect(x: 195, y: 128 + third / 2, width: 188, height: 61 + third)))
    #expect(
      isClose(last.textField.frameInRootSpace, CGRect(x: 211, y: 162 + third / 2, width: 156, height: 18 + third)))
    // Nothing fixes the form's height: it hugs its rows, 128.1667 + 61.3333 = 189.5.
    #expect(isClose(form.frame, CGRect(x: 0, y: 0, width: 390, height: 189.5)))
  }

  @Test func anErrorLabelAppearsUnderTheLineAndTheFormReflows() throws {
    let (root, form) = sampleForm()
    let email = try #require(form.fieldView(named: "EMAIL"))
    #expect(email.errorLabel.isHidden)
    type("a", into: form, field: "EMAIL")
    root.layoutIfNeeded()
    // Line at 124.1667 (unchanged); error 5 below its bottom: 125.1667 + 5 = 130.1667, 16 tall, 344 wide.
    #expect(!email.errorLabel.isHidden)
    #expect(isClose(email.bottomLineView.frameInRootSpace, CGRect(x: 23, y: 124 + third / 2, width: 344, height: 1)))
    #expect(isClose(email.errorLabel.frameInRootSpace, CGRect(x: 23, y: 130 + third / 2, width: 344, height: 16)))
    // The row grows by 21 to 82.3333; the name row moves down to 149.1667; the form to 210.5.
    #expect(isClose(email.frameInRootSpace, CGRect(x: 7, y: 66.5 + third, width: 376, height: 82 + third)))
    let first = try #require(form.fieldView(named: "FIRST"))
    #expect(isClose(first.frameInRootSpace, CGRect(x: 7, y: 149 + third / 2, width: 188, height: 61 + third)))
    #expect(isClose(form.frame, CGRect(x: 0, y: 0, width: 390, height: 210.5)))
    // A valid address hides the error and the form closes up again.
    type("sh@pallet.town", into: form, field: "EMAIL")
    root.layoutIfNeeded()
    #expect(email.errorLabel.isHidden)
    #expect(isClose(first.frameInRootSpace, CGRect(x: 7, y: 128 + third / 2, width: 188, height: 61 + third)))
    #expect(isClose(form.frame, CGRect(x: 0, y: 0, width: 390, height: 189.5)))
  }

  @Test func anErrorInOneHalfOfARowLeavesTheOtherHalfAlone() throws {
    let (root, form) = sampleForm()
    type("x", into: form, field: "LAST")
    form.fieldView(named: "LAST")?.textField.deleteBackward()
    root.layoutIfNeeded()
    // LAST is empty again: invalid, its error shows (82.3333 tall); FIRST keeps 61.3333 at the row's top.
    let first = try #require(form.fieldView(named: "FIRST"))
    let last = try #require(form.fieldView(named: "LAST"))
    #expect(isClose(last.frameInRootSpace, CGRect(x: 195, y: 128 + third / 2, width: 188, height: 82 + third)))
    #expect(isClose(first.frameInRootSpace, CGRect(x: 7, y: 128 + third / 2, width: 188, height: 61 + third)))
    #expect(
      isClose(form.itemViews[2].frameInRootSpace, CGRect(x: 0, y: 128 + third / 2, width: 390, height: 82 + third)))
  }

  @Test func aHalfFieldTakesHalfOfItsRow() throws {
    let field = makeField("GENDER", .picker)
    field.isHalfField = true
    let form = makeForm([TextFieldCellItem(with: field)]).form
    // (390 − 14) / 2 = 188 wide, at 7: RSFormView's width / 2 − 7.
    let view = try #require(form.fieldView(named: "GENDER"))
    #expect(isClose(view.frameInRootSpace, CGRect(x: 7, y: 0, width: 188, height: 61 + third)))
  }

  @Test func aFormGivenAHeightKeepsItAndItsRowsKeepTheirs() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let form = FormView(with: BasicFormViewModel(items: [TextFieldCellItem(with: makeField("A", .regular))]))
    form.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(form)
    LayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      form.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      form.heightAnchor.constraint(equalToConstant: 300),
    ])
    root.layoutIfNeeded()
    #expect(isClose(form.frame, CGRect(x: 0, y: 100, width: 390, height: 300)))
    #expect(isClose(form.itemViews[0].frameInRootSpace, CGRect(x: 0, y: 100, width: 390, height: 61 + third)))
  }

  @Test func spacingsComeFromTheConfigurator() throws {
    let (root, form) = sampleForm()
    let configurator = FormConfigurator()
    configurator.labelToTextFieldDistance = 12
    configurator.textFieldToBottomLineDistance = 2
    form.formConfigurator = configurator
    root.layoutIfNeeded()
    // Text at 66.8333 + 8 + 18 + 12 = 104.8333; line at 104.8333 + 18.3333 + 2 = 125.1667; field view
    // 61.3333 + 4 − 3 = 62.3333.
    let email = try #require(form.fieldView(named: "EMAIL"))
    #expect(isClose(email.textField.frameInRootSpace, CGRect(x: 23, y: 104.5 + third, width: 344, height: 18 + third)))
    #expect(isClose(email.bottomLineView.frameInRootSpace, CGRect(x: 23, y: 125 + third / 2, width: 344, height: 1)))
    #expect(isClose(email.frameInRootSpace, CGRect(x: 7, y: 66.5 + third, width: 376, height: 62 + third)))
  }
}
