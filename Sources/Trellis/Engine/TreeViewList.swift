/// An ordered list of views of one engine's tree that does not retain the tree's root.
///
/// The root owns its engine (``View/layoutEngine``), so an engine holding the root strongly in one of its queues
/// would make a reference cycle that keeps the whole tree, its constraints and the engine alive after the last
/// outside reference goes (a window whose safe-area guide was used, or a tree dropped before its first pass). The
/// root's entries are kept as markers instead, and read back through an unowned reference, as the engine's own
/// ``LayoutEngine/root`` is; every other view is retained, since a view may leave the tree while still listed.
struct TreeViewList<Element: View>: Sequence {
  /// A listed view: the root, unretained, or another view.
  fileprivate enum Entry {
    case root
    case view(Element)
  }

  /// The tree's root (the engine's root).
  private unowned let root: View
  /// The root's identity, compared on every append (reading the unowned reference would cost a strong retain).
  private let rootIdentity: ObjectIdentifier
  private var entries: [Entry] = []

  /// An empty list for the tree of `root`.
  init(root: View) {
    self.root = root
    rootIdentity = ObjectIdentifier(root)
  }

  /// Makes room for `count` more views (a registration lists every new view at once).
  mutating func reserveCapacity(forAdditional count: Int) {
    entries.reserveCapacity(entries.count + count)
  }

  /// Whether nothing is listed.
  var isEmpty: Bool { entries.isEmpty }

  /// Lists a view last.
  mutating func append(_ view: Element) {
    entries.append(ObjectIdentifier(view) == rootIdentity ? .root : .view(view))
  }

  /// Empties the list.
  mutating func removeAll() {
    entries.removeAll()
  }

  /// Removes the views for which `shouldBeRemoved` is true, keeping the others in order.
  mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
    let root = self.root
    entries.removeAll { entry in
      switch entry {
      case .root: shouldBeRemoved(root as! Element)
      case .view(let view): shouldBeRemoved(view)
      }
    }
  }

  /// The listed views in order, as an array.
  var views: [Element] { map { $0 } }

  func makeIterator() -> Iterator {
    Iterator(root: root, entries: entries.makeIterator())
  }

  /// Walks the listed views in order.
  struct Iterator: IteratorProtocol {
    private unowned let root: View
    private var entries: IndexingIterator<[Entry]>

    fileprivate init(root: View, entries: IndexingIterator<[Entry]>) {
      self.root = root
      self.entries = entries
    }

    mutating func next() -> Element? {
      switch entries.next() {
      case nil: nil
      case .root: (root as! Element)
      case .view(let view): view
      }
    }
  }
}
