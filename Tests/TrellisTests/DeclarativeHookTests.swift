import Foundation
import Testing

@testable import Trellis

/// A `PrimitiveView` written in the "view code" style: hooks overridden, no initializer.
private final class LoggingView: PrimitiveView {
  var log: [String] = []
  let child = View()

  override func buildHierarchy() {
    log.append("buildHierarchy")
    addSubview(child)
  }

  override func setupConstraints() {
    // The hierarchy is there already: the constraint activates.
    log.append("setupConstraints(child in tree: \(child.superview === self))")
    child.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate { pin(child, to: self, inset: 4) }
  }

  override func applyAdditionalChanges() {
    log.append("applyAdditionalChanges")
    backgroundColor = .systemBackground
  }
}

/// A plain `View` subclass adopting `ViewCodable` and calling `setupView()` itself.
private final class CodableView: View, ViewCodable {
  var log: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupView()
  }

  required init?(coder: NSCoder) { nil }

  func buildHierarchy() { log.append("buildHierarchy") }
  func applyAdditionalChanges() { log.append("applyAdditionalChanges") }
  // setupConstraints() keeps the protocol's default, which does nothing.
}

/// A declarative view that records when its body, layout and last hook are read.
private final class TracingView: DeclarativeView {
  var log: [String] = []
  let title = SizedView(width: 10, height: 10, identifier: "title")

  var body: [View] {
    let _ = log.append("body")
    title
  }

  var layout: [LayoutConstraint] {
    let _ = log.append("layout(title in tree: \(title.superview === self))")
    title.topAnchor.constraint(equalTo: topAnchor)
  }

  override func applyAdditionalChanges() {
    log.append("applyAdditionalChanges")
  }
}

/// A subclass with its own initializer and no `init?(coder:)`.
private final class TitledView: DeclarativeView {
  let title: Label

  init(title text: String) {
    title = Label()
    title.text = text
    super.init(frame: .zero)
  }

  var body: [View] { title }
}

/// A declarative class subclassed again: the override names its builder.
private class BaseCard: DeclarativeView {
  let header = View()
  var body: [View] { header }
}

private final class FooterCard: BaseCard {
  let footer = View()

  @SubviewsBuilder override var body: [View] {
    header
    footer
  }
}

@Suite struct DeclarativeHookTests {
  @Test func primitiveViewRunsTheHooksInOrderFromItsInitializer() {
    let view = LoggingView()
    #expect(
      view.log == ["buildHierarchy", "setupConstraints(child in tree: true)", "applyAdditionalChanges"])
    #expect(view.backgroundColor == .systemBackground)
    let framed = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    framed.layoutIfNeeded()
    // 4 in from each edge of 100 × 50.
    #expect(framed.child.frame == CGRect(x: 4, y: 4, width: 92, height: 42))
    #expect(framed.layoutEngine.issues.isEmpty)
  }

  @Test func viewCodableDefaultsRunInOrderAndDoNothing() {
    let view = CodableView()
    #expect(view.log == ["buildHierarchy", "applyAdditionalChanges"])
    #expect(view.subviews.isEmpty && view.constraints.isEmpty)
  }

  @Test func declarativeContentIsReadInHookOrder() {
    let view = TracingView()
    #expect(view.log == ["body", "layout(title in tree: true)", "applyAdditionalChanges"])
    #expect(view.subviews.first === view.title)
    #expect(view.title.translatesAutoresizingMaskIntoConstraints == false)
    #expect(view.constraints.count == 1 && view.constraints[0].isActive)
  }

  @Test func reloadReadsBodyThenLayoutButNotTheLastHook() {
    let view = TracingView()
    view.log.removeAll()
    view.reloadContent()
    #expect(view.log == ["body", "layout(title in tree: true)"])
  }

  @Test func ownInitializersNeedNoCoderInitializer() {
    let view = TitledView(title: "Hi")
    #expect(view.subviews.first === view.title)
    #expect(view.title.text == "Hi")
  }

  @Test func subclassesOverrideTheBody() {
    let card = FooterCard()
    #expect(card.subviews.map(ObjectIdentifier.init) == [card.header, card.footer].map(ObjectIdentifier.init))
  }

  @Test func primitiveViewWithoutContentDoesNothing() {
    let view = PrimitiveView()
    #expect(view.subviews.isEmpty && view.constraints.isEmpty)
    #expect(view.translatesAutoresizingMaskIntoConstraints)
  }
}
