import Testing
import TrellisUIKit

@Suite struct TypeNameTests {
  @Test func uiViewIsTrellisView() {
    let view: UIView = View()
    #expect(type(of: view) == View.self)
  }
}
