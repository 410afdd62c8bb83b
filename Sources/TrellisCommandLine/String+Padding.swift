extension String {
  /// The string followed by spaces up to a width (unchanged when it is as wide already).
  func padding(to width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, width - count))
  }
}
