import Testing

@testable import Trellis

@Suite struct LayoutPriorityTests {
  @Test(arguments: [
    (LayoutPriority.required, Float(1000)), (.defaultHigh, 750), (.dragThatCanResizeScene, 510),
    (.sceneSizeStayPut, 500), (.dragThatCannotResizeScene, 490), (.defaultLow, 250), (.fittingSizeLevel, 50),
  ])
  func namedValuesAreUIKits(priority: LayoutPriority, value: Float) {
    #expect(priority.rawValue == value)
  }

  @Test(arguments: [(Float(0), Float(1)), (-5, 1), (1001, 1000), (.nan, 1), (.infinity, 1000), (999.5, 999.5)])
  func valuesAreClampedInsteadOfTrapping(input: Float, expected: Float) {
    #expect(LayoutPriority(rawValue: input).rawValue == expected)
  }

  @Test func literalsArithmeticAndOrder() {
    let literal: LayoutPriority = 999
    let fractional: LayoutPriority = 999.5
    #expect(literal.rawValue == 999)
    #expect(fractional > literal)
    #expect(LayoutPriority.defaultLow + 1 == 251)
    #expect(LayoutPriority.required - 1 == 999)
    #expect(LayoutPriority.required + 1 == .required)
    #expect(LayoutPriority.required.isRequired)
    #expect(!LayoutPriority(999).isRequired)
    #expect("\(fractional)" == "999.5")
    #expect("\(LayoutPriority.required)" == "1000")
  }

  @Test func higherPriorityWinsWhateverTheCount() {
    // Three width preferences at 250 pulling to 300 against one at 251 pulling to 100: a weighted solver would
    // let the three win; strict priorities give 100.
    let root = makeRoot()
    let view = makeView("view", in: root)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      view.widthAnchor.constraint(equalToConstant: 300).withPriority(250),
      view.widthAnchor.constraint(equalToConstant: 300).withPriority(250),
      view.widthAnchor.constraint(equalToConstant: 300).withPriority(250),
      view.widthAnchor.constraint(equalToConstant: 100).withPriority(251),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
  }
}
