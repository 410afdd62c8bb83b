import TrainerScreens

/// `trellis screens`: lists the screens `trellis render` draws, with their states.
enum ScreensCommand {
  static let usage = """
    usage: trellis screens

    Lists the screens 'trellis render' can draw: each name with a summary, and the states of screens that have
    them (the first is the default; choose one with 'trellis render SCREEN --state NAME').

    """

  static func run(_ arguments: [String], console: Console) -> Int32 {
    if let status = CommandLine.handleNoArguments(arguments, command: "screens", usage: usage, console: console) {
      return status
    }
    let width = Screen.all.map(\.name.count).max() ?? 0
    var text = ""
    for screen in Screen.all {
      text += screen.name.padding(to: width) + "  " + screen.summary + "\n"
      for (index, state) in screen.states.enumerated() {
        let note = index == 0 ? " (default)" : ""
        text += String(repeating: " ", count: width + 2) + "--state \(state.name): \(state.summary)\(note)\n"
      }
    }
    console.output(text)
    return 0
  }
}
