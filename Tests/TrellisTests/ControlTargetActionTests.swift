import Foundation
import Testing

@testable import Trellis

/// A target with the two method shapes target–action supports.
private final class Recorder {
  var taps = 0
  var switchStates: [Bool] = []

  func tapped() { taps += 1 }
  func switched(_ sender: Switch) { switchStates.append(sender.isOn) }
  func switchedOnly(_ sender: Switch) { taps += 100 }
}

@Suite struct ControlTargetActionTests {
  @Test func aMethodWithoutArgumentsRunsForItsEvents() {
    let recorder = Recorder()
    let button = Button()
    button.addTarget(recorder, action: Recorder.tapped, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    button.tap()
    #expect(recorder.taps == 2)
  }

  @Test func aMethodWithASenderReceivesTheControl() {
    let recorder = Recorder()
    let toggle = Switch()
    toggle.addTarget(recorder, action: Recorder.switched, for: .valueChanged)
    toggle.setOn(true, animated: false)
    toggle.sendActions(for: .valueChanged)
    toggle.toggle()
    #expect(recorder.switchStates == [true, false])
  }

  @Test func aSenderOfAnotherTypeIsIgnored() {
    // `switchedOnly` wants a Switch; a button is not one, so the method is not called.
    let recorder = Recorder()
    let button = Button()
    button.addTarget(recorder, action: Recorder.switchedOnly, for: .touchUpInside)
    button.tap()
    #expect(recorder.taps == 0)
  }

  @Test func theTargetIsNotKeptAlive() {
    let button = Button()
    weak var weakRecorder: Recorder?
    do {
      let recorder = Recorder()
      weakRecorder = recorder
      button.addTarget(recorder, action: Recorder.tapped, for: .touchUpInside)
    }
    #expect(weakRecorder == nil)
    button.tap()  // Nothing to call, and no crash.
  }

  @Test func disabledControlsSendNothing() {
    let recorder = Recorder()
    let button = Button()
    button.addTarget(recorder, action: Recorder.tapped, for: .touchUpInside)
    button.isEnabled = false
    button.tap()
    #expect(recorder.taps == 0)
  }
}
