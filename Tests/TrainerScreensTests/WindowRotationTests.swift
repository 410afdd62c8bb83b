import Foundation
import Testing
import TrainerScreens
import Trellis
import TrellisTestSupport

/// Every screen of the catalog built in one orientation and turned to the other (and back) lays out exactly as a
/// window built in the new orientation: the navigation bar takes the orientation's height and place, the content's
/// safe area follows, and a presented sheet is placed again.
@Suite struct WindowRotationTests {
  @Test(arguments: Screen.all, Device.all)
  func aTurnedScreenIsTheScreenBuiltInTheNewOrientation(_ screen: Screen, device: Device) throws {
    let window = try screen.makeWindow(device: device, orientation: .portrait)
    for orientation in [Device.Orientation.landscape, .portrait] {
      window.orientation = orientation
      window.layoutIfNeeded()
      let fresh = try screen.makeWindow(device: device, orientation: orientation)
      expectSameLayout(LayoutSnapshot(of: window), LayoutSnapshot(of: fresh))
      #expect(window.layoutEngine.issues.isEmpty)
    }
  }

  /// The Trainer Log on an iPhone 15 turned to landscape, by hand: the compact bar is at the top, 32 tall, the label
  /// 64 below it at y 0 + 32 + 64 = 96 and 59 + 16 = 75 from the left, 852 − 2 × 59 − 32 = 702 wide.
  @Test func theTrainerLogTurnedToLandscape() throws {
    let window = try Screen.trainerLog.makeWindow(device: .iPhone15, orientation: .portrait)
    window.orientation = .landscape
    window.layoutIfNeeded()
    let snapshot = LayoutSnapshot(of: window)
    expectFrame(snapshot, "navigationBar", CGRect(x: 0, y: 0, width: 852, height: 32))
    expectFrame(snapshot, "trainerLog.label", CGRect(x: 75, y: 96, width: 702, height: 0))
  }
}
