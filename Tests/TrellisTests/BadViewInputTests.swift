import Foundation
import Testing

@testable import Trellis
@testable import TrellisSolver

/// The rows of Docs/Reliability.md's catalogue of bad input that reach the view tree: each is refused with its
/// `LayoutError` (thrown by the `…OrThrow` spelling, recorded in the engine's `issues` by the UIKit one), and
/// leaves the tree as it was — the same superviews and subviews, the same constraints in the solver, the
/// solver's invariants intact, and the same frames after the next layout pass.
@Suite struct BadViewInputTests {
  /// A laid-out tree: `a` pinned to the root's top left with a required width and an optional height, `b` below
  /// it.
  struct Tree {
    /// The root, 320 × 480.
    let root = makeRoot()
    /// The view pinned to the root's top left.
    let a: View
    /// The view below `a`, twice its width.
    let b: View
    /// `a`'s required width of 100.
    let width: LayoutConstraint
    /// `a`'s optional (750) height of 40.
    let height: LayoutConstraint

    /// Builds the tree and lays it out.
    init() {
      a = makeView("a", in: root)
      b = makeView("b", in: root)
      width = a.widthAnchor.constraint(equalToConstant: 100)
      height = a.heightAnchor.constraint(equalToConstant: 40).withPriority(.defaultHigh)
      LayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 8), width, height,
        b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
        b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
        b.heightAnchor.constraint(equalTo: a.heightAnchor),
      ])
      root.layoutIfNeeded()
    }

    /// What must not change: each view's frame, superview and subviews, and the solver's constraint count.
    var state: [String] {
      [root, a, b].map { view in
        "\(view.layoutName) \(view.frame) in \(view.superview?.layoutName ?? "-") holding "
          + view.subviews.map(\.layoutName).joined(separator: ",")
      } + ["\(root.layoutEngine.solver.constraints.count) solver constraints"]
    }
  }

  /// One kind of bad input given to the tree.
  enum BadInput: String, CaseIterable, CustomStringConvertible {
    /// A constraint to a view of another tree; a view added to itself, the root added below its subview; a
    /// required ↔ optional priority change on an active constraint, both ways; a NaN constant.
    case noCommonAncestor, viewAddedToItself, ancestorAddedToItsSubtree, requiredToOptional, optionalToRequired
    case nonFiniteConstant

    /// The case's name, which the test's arguments show.
    var description: String { rawValue }

    /// The error's description, as a user reads it, with the constraint's source location as `(FILE:LINE)`.
    var message: String {
      switch self {
      case .noCommonAncestor:
        "Unable to activate constraint a.top == stranger.top @1000 (FILE:LINE): its items have no common ancestor."
      case .viewAddedToItself: "Cannot add a to a: a is a or one of its ancestors."
      case .ancestorAddedToItsSubtree: "Cannot add root to b: root is b or one of its ancestors."
      case .requiredToOptional:
        "Cannot change the priority of active constraint a.width == 100 @1000 (FILE:LINE) to 750: a change between "
          + "required and optional is not allowed on an active constraint."
      case .optionalToRequired:
        "Cannot change the priority of active constraint a.height == 40 @750 (FILE:LINE) to 1000: a change between "
          + "required and optional is not allowed on an active constraint."
      case .nonFiniteConstant: "Non-finite constant or multiplier in a.width == 100 @1000 (FILE:LINE)."
      }
    }

    /// Gives the bad input to `tree` both ways (throwing and recording) and returns the error it must cause.
    func give(to tree: Tree) -> LayoutError {
      switch self {
      case .noCommonAncestor:
        let other = makeRoot()
        let stranger = makeView("stranger", in: other)
        let constraint = tree.a.topAnchor.constraint(equalTo: stranger.topAnchor)
        #expect(throws: LayoutError.noCommonAncestor(constraint.summary)) { try constraint.activate() }
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(other.layoutEngine.issues.isEmpty)
        return .noCommonAncestor(constraint.summary)
      case .viewAddedToItself:
        #expect(throws: LayoutError.subviewIsAncestor(view: "a", superview: "a")) {
          try tree.a.addSubviewOrThrow(tree.a)
        }
        tree.a.addSubview(tree.a)
        return .subviewIsAncestor(view: "a", superview: "a")
      case .ancestorAddedToItsSubtree:
        #expect(throws: LayoutError.subviewIsAncestor(view: "root", superview: "b")) {
          try tree.b.addSubviewOrThrow(tree.root)
        }
        tree.b.addSubview(tree.root)
        return .subviewIsAncestor(view: "root", superview: "b")
      case .requiredToOptional:
        let error = LayoutError.requiredPriorityChange(tree.width.summary, to: .defaultHigh)
        #expect(throws: error) { try tree.width.setPriority(.defaultHigh) }
        tree.width.priority = .defaultHigh
        #expect(tree.width.priority == .required)
        return error
      case .optionalToRequired:
        let error = LayoutError.requiredPriorityChange(tree.height.summary, to: .required)
        #expect(throws: error) { try tree.height.setPriority(.required) }
        tree.height.priority = .required
        #expect(tree.height.priority == .defaultHigh)
        return error
      case .nonFiniteConstant:
        tree.width.constant = .nan
        #expect(tree.width.constant == 100)
        return .nonFiniteValue(tree.width.summary)
      }
    }
  }

  /// Each bad input is refused with its error and message, and the tree, the solver and the frames stay as they
  /// were.
  @Test(arguments: BadInput.allCases)
  func isRefusedAndLeavesTheTreeAsItWas(input: BadInput) {
    let tree = Tree()
    let before = tree.state
    #expect(tree.a.frame == CGRect(x: 8, y: 8, width: 100, height: 40))
    let error = input.give(to: tree)
    #expect(tree.root.layoutEngine.issues.last == error)
    #expect("\(error)".replacing(/\(BadViewInputTests\.swift:\d+\)/, with: "(FILE:LINE)") == input.message)
    tree.root.setNeedsLayout()
    tree.root.layoutIfNeeded()
    #expect(tree.state == before)
    #expect(tree.root.layoutEngine.solver.brokenInvariant() == nil)
  }
}
