import Testing
import TrellisUIKit

/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` is written as in UIKit,
/// without `try`, and what UIKit refuses with an exception is reported in the engine's issues instead.
@Suite struct ItemConstraintSpellingTests {
  @Test func theUIKitSpellingCompilesWithoutTryAndLaysOut() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: box, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5,
        constant: 0),
      NSLayoutConstraint(
        item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 10),
      NSLayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
        constant: 40),
      NSLayoutConstraint(
        item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width, multiplier: 0.5,
        constant: 0),
    ])
    root.layoutIfNeeded()
    // Centre at 0.5 × 100 = 50, so x = 50 − 20 = 30; height 0.5 × 40 = 20.
    #expect(box.frame == CGRect(x: 30, y: 10, width: 40, height: 20))
    #expect(root.layoutEngine.issues.isEmpty)
  }

  /// UIKit raises "A multiplier of 0 or a nil second item together with a location for the first attribute creates
  /// an illegal constraint of a location equal to a constant"; here the constraint stays inactive and is reported.
  @Test func aLocationEqualToAConstantIsReportedNotRaised() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let illegal = NSLayoutConstraint(
      item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 0,
      constant: 20)
    illegal.isActive = true
    #expect(!illegal.isActive)
    #expect(root.layoutEngine.issues.count == 1)
    #expect(
      root.layoutEngine.issues.first?.description.contains("location attributes must be specified in pairs") == true)
  }
}
