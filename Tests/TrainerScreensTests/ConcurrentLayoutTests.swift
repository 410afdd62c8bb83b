import Foundation
import Testing
import TrainerScreens
import Trellis
import TrellisSolver

/// Independent windows laid out at the same time on a task group give exactly the layouts they get one after
/// another (Docs/Reliability.md, "Sanitizers and concurrency"); run under `--sanitize=thread` this is also the
/// data-race check of the layout engine, the text measurer and the solver.
@Suite("Concurrent layout")
struct ConcurrentLayoutTests {
  /// One window of the catalog: a screen in one of its states on a device, orientation and appearance.
  struct Job: Hashable, Sendable, CustomStringConvertible {
    let screen: String
    let state: String?
    let device: String
    let orientation: Device.Orientation
    let appearance: UserInterfaceStyle

    var description: String {
      "\(screen)\(state.map { "/\($0)" } ?? "") on \(device) \(orientation) \(appearance)"
    }

    /// Builds the window, lays it out and records it.
    func snapshot() throws -> LayoutSnapshot {
      let screen = Screen.named(screen)!
      let device = Device(commandLineName: device)!
      let window = try screen.makeWindow(device: device, orientation: orientation, appearance: appearance, state: state)
      return LayoutSnapshot(of: window)
    }
  }

  /// Every screen in every state on every device, the orientation and appearance turning with the window's place in
  /// the list (so that each device is seen upright and turned, light and dark): (4 screens without states + the
  /// sign-up form's 3) × 4 devices = 28 windows with today's catalog.
  static let jobs: [Job] = {
    let windows = Screen.all.flatMap { screen in
      (screen.states.isEmpty ? [nil] : screen.states.map(\.name)).map { (screen: screen.name, state: $0) }
    }
    return windows.enumerated().flatMap { windowIndex, window in
      Device.all.enumerated().map { deviceIndex, device in
        let turn = windowIndex + deviceIndex
        return Job(
          screen: window.screen, state: window.state, device: device.commandLineName,
          orientation: turn.isMultiple(of: 2) ? .portrait : .landscape,
          appearance: (turn / 2).isMultiple(of: 2) ? .light : .dark)
      }
    }
  }()

  @Test func theCatalogGivesManyDistinctWindows() {
    #expect(Set(Self.jobs).count == Self.jobs.count)
    // Five screens, at least one window each on each of the 4 devices; both orientations and appearances.
    #expect(Self.jobs.count >= 5 * 4)
    #expect(Set(Self.jobs.map(\.orientation)) == [.portrait, .landscape])
    #expect(Set(Self.jobs.map(\.appearance)) == [.light, .dark])
    for device in Device.all {
      let windows = Self.jobs.filter { $0.device == device.commandLineName }
      #expect(Set(windows.map(\.orientation)).count == 2 && Set(windows.map(\.appearance)).count == 2)
    }
  }

  @Test func windowsLaidOutConcurrentlyEqualTheSameWindowsLaidOutSerially() async throws {
    var serial: [Job: LayoutSnapshot] = [:]
    for job in Self.jobs { serial[job] = try job.snapshot() }

    // In reverse order, so that each task runs beside others building different screens than serially.
    let concurrent = try await withThrowingTaskGroup(of: (Job, LayoutSnapshot).self) { group in
      for job in Self.jobs.reversed() {
        group.addTask { (job, try job.snapshot()) }
      }
      var results: [(Job, LayoutSnapshot)] = []
      for try await result in group { results.append(result) }
      return results
    }

    #expect(concurrent.count == Self.jobs.count)
    #expect(Set(concurrent.map(\.0)) == Set(Self.jobs))
    for (job, snapshot) in concurrent {
      // Bit for bit: the same computation on another thread, with nothing shared, must give the same doubles.
      #expect(snapshot == serial[job], "\(job)")
    }
    // The layouts differ between devices, so equality above is not trivially true of one shared picture.
    let frames = Set(serial.values.map { $0.root.frame.size.width })
    #expect(frames.count > 1)
  }

  @Test func solversRunConcurrentlyGiveTheSerialValues() async throws {
    /// A row of `count` boxes of equal widths, at least 10 wide and preferring 40, filling a container `width`
    /// wide (strong).
    @Sendable func solve(count: Int, width: Double) throws -> [Double] {
      var solver = Solver()
      let lefts = (0..<count).map { Variable("left\($0)") }
      let widths = (0..<count).map { Variable("width\($0)") }
      try solver.add(TrellisSolver.Constraint(TrellisSolver.Expression(lefts[0]), .equal))
      try solver.add(TrellisSolver.Constraint(widths[0] - 40, .equal, strength: .weak))
      for index in 0..<count {
        try solver.add(TrellisSolver.Constraint(widths[index] - 10, .greaterThanOrEqual))
        if index > 0 {
          try solver.add(TrellisSolver.Constraint(widths[index] - widths[0], .equal))
          try solver.add(TrellisSolver.Constraint(lefts[index] - lefts[index - 1] - widths[index - 1], .equal))
        }
      }
      try solver.add(
        TrellisSolver.Constraint(lefts[count - 1] + widths[count - 1] - width, .equal, strength: .strong))
      solver.updateVariables()
      return (lefts + widths).map { solver.value(of: $0) }
    }
    let cases = (1...40).map { (count: $0, width: Double($0) * 25) }
    let serial = try cases.map { try solve(count: $0.count, width: $0.width) }
    let concurrent = try await withThrowingTaskGroup(of: (Int, [Double]).self) { group in
      for (index, item) in cases.enumerated() {
        group.addTask { (index, try solve(count: item.count, width: item.width)) }
      }
      var results = [[Double]](repeating: [], count: cases.count)
      for try await (index, values) in group { results[index] = values }
      return results
    }
    #expect(concurrent == serial)
    // 3 boxes in 75: the strong width of the row beats the weak 40, the equal boxes are 75 / 3 = 25 wide, at 0, 25,
    // 50.
    #expect(serial[2] == [0, 25, 50, 25, 25, 25])
  }

  @Test func snapshotsAndSolverValuesAreSendable() {
    // Checked at compile time: these calls only build if each type conforms to Sendable.
    func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }
    #expect(requireSendable(LayoutSnapshot.self))
    #expect(requireSendable(LayoutSnapshot.Node.self))
    #expect(requireSendable(LayoutSnapshot.Constraint.self))
    #expect(requireSendable(Solver.self))
    #expect(requireSendable(Variable.self))
    #expect(requireSendable(TrellisSolver.Constraint.self))
    #expect(requireSendable(TrellisSolver.Expression.self))
    #expect(requireSendable(Strength.self))
    #expect(requireSendable(SolverError.self))
    #expect(requireSendable([Variable: Double].self))
  }
}
