/// The rows that a change of one constraint's constant shifts, each with its factor: what
/// `Solver.shiftRows(ofMarker:sign:by:)` finds by walking the marker's column (skipping stale entries and repeats, and looking
/// up the marker's coefficient in every row it visits), kept for as long as no row's entries change.
///
/// Suggestions come in runs on the same edit variables, and a suggestion that needs no pivot changes constants
/// only; a plan lets the next one shift the same rows in a plain loop instead of walking the column again.
struct ShiftPlan {
  /// One row the change shifts.
  struct RowShift {
    /// The basic symbol whose row shifts.
    var basic: Symbol
    /// How much the row's constant moves per unit of the marker's shift: −1 for the marker's own row, the marker's
    /// coefficient for a row that mentions it.
    var factor: Double
  }

  /// The marker whose shift the plan describes, or -1 for an unused plan.
  var marker: Symbol = -1
  /// The solver's ``Solver/tableauVersion`` when the plan was made; the plan holds while the two agree.
  var version: UInt64 = 0
  /// The rows to shift, in the order the column walk visits them (so that rows are queued for the dual simplex in
  /// the same order whether or not a plan is used).
  var shifts: [RowShift] = []
}

extension Solver {
  /// How many plans the solver keeps: enough for the edit variables of a screen or a drag, few enough that looking
  /// one up is a short scan.
  static let shiftPlanLimit = 8

  /// The index in ``shiftPlans`` of a plan for `marker` that matches the tableau, made now if there is none (in a
  /// new slot while there is room, otherwise in the slot used least recently made).
  mutating func shiftPlanSlot(for marker: Symbol) -> Int {
    // By index: `firstIndex { $0.marker == marker }` copied each plan it compared (a retain and a release of its
    // list each).
    var slot: Int?
    for index in shiftPlans.indices where shiftPlans[index].marker == marker {
      slot = index
      break
    }
    if let slot, shiftPlans[slot].version == tableauVersion { return slot }
    if slot == nil {
      if shiftPlans.count < Self.shiftPlanLimit {
        if shiftPlans.isEmpty { shiftPlans.reserveCapacity(Self.shiftPlanLimit) }
        shiftPlans.append(ShiftPlan())
        slot = shiftPlans.count - 1
      } else {
        slot = nextShiftPlanSlot
        nextShiftPlanSlot = (nextShiftPlanSlot + 1) % Self.shiftPlanLimit
      }
    }
    makeShiftPlan(for: marker, in: slot!)
    return slot!
  }

  /// Walks the column of `marker` and writes what a change of its constant shifts into the plan at `slot`, reusing
  /// the plan's storage.
  private mutating func makeShiftPlan(for marker: Symbol, in slot: Int) {
    var shifts: [ShiftPlan.RowShift] = []
    swap(&shifts, &shiftPlans[slot].shifts)
    shifts.removeAll(keepingCapacity: true)
    // One allocation at most, for the live count (not the list with its stale entries) and at least 16 rows, so
    // that the plan made again after the next pivots rarely allocates: appending from nothing reallocated at 1, 2,
    // 4, 8 and 16 rows, which cost a fresh solver's first suggestions more than the plan saved them.
    shifts.reserveCapacity(max(16, columns[Int(marker)].count + 1))
    if rows[Int(marker)] != nil { shifts.append(ShiftPlan.RowShift(basic: marker, factor: -1)) }
    // Every row that mentions the marker: for a basic marker only definitions can (lazily), and they shift too.
    // By position, in place (see queueDefinitions(mentioning:into:marks:)).
    holderMarks.reset(symbolCount: kinds.count)
    let count = columns[Int(marker)].entryCount
    var position = 0
    while position < count {
      let basic = columns.entry(ofColumn: Int(marker), at: position)
      position &+= 1
      guard basic >= 0, holderMarks.insert(basic) else { continue }
      let factor = coefficient(of: marker, inRowOf: basic)
      guard factor != 0 else { continue }
      shifts.append(ShiftPlan.RowShift(basic: basic, factor: factor))
    }
    shiftPlans[slot] = ShiftPlan(marker: marker, version: tableauVersion, shifts: shifts)
  }
}
