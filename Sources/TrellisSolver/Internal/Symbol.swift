/// The index of a symbol in a solver's tableau. Pivot rules break ties by this number. A new symbol takes the number
/// of the symbol last set free (see `Solver+Recycling.swift`), or the next unused one; either way the same calls give
/// the same numbers, so they always pick the same pivots.
typealias Symbol = Int32

/// What a symbol stands for in the tableau.
enum SymbolKind: UInt8 {
  /// A user's variable: unrestricted in sign.
  case external
  /// The slack of an inequality (or the artificial variable of phase one): never negative.
  case slack
  /// One side of the violation of a non-required constraint: never negative, costed in the objective.
  case error
  /// The marker of a required equality: always zero, never enters the basis.
  case dummy
  /// A number no longer in use, waiting to be reused: no row, no column entry and no objective cost.
  case free

  /// Whether the simplex must keep the symbol non-negative.
  var isRestricted: Bool { self != .external }

  /// Whether the symbol may enter the basis when the simplex improves a row.
  var isPivotable: Bool { self == .slack || self == .error }
}

// The solver's tolerances: the one place these numbers live. Docs/Solver.md ("Numerical robustness") says why
// each has its value and what the differential test measured with them.

/// The tolerance below which a constant, a reduced cost or an objective coefficient counts as zero.
let nearZeroTolerance = 1.0e-8

/// The rounding allowed in the constant of a row written in units of `magnitude` (its largest coefficient):
/// ``nearZeroTolerance``, scaled down for a row in units smaller than one (a row whose coefficients are all 1e-9 is
/// a row scaled by 1e-9, and so is the rounding of its constant).
@inline(__always)
func roundingAllowance(inUnitsOf magnitude: Double) -> Double { nearZeroTolerance * min(1, magnitude) }

/// Whether a number is within ``nearZeroTolerance`` of zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  value < nearZeroTolerance && value > -nearZeroTolerance
}

/// The number of symbols a new solver's per-symbol storage makes room for at once: its tables and the scratch
/// arrays indexed by symbol (objective rows, pricing, marks, expansions) grow from nothing to this in one step, then
/// by doubling. Growing each from 64 took three steps in the enaml_like build's 210 symbols.
let initialSymbolRoom = 256

/// The magnitude below which a row coefficient is dropped: the residue of a cancellation between coefficients
/// of order one. Far below ``nearZeroTolerance``: a coefficient of 1e-9 on a variable that later takes the value
/// 1e5 still moves the row by 1e-4, so dropping it would leave the row disagreeing with its constraints.
let coefficientTolerance = 1.0e-14

/// Whether a row coefficient is within ``coefficientTolerance`` of zero.
@inline(__always)
func isNegligible(_ value: Double) -> Bool {
  value < coefficientTolerance && value > -coefficientTolerance
}

/// The rounding allowed in a result, relative to the magnitudes it was computed from (about a thousand units in
/// the last place).
let relativeResidueTolerance = 1.0e-13

/// The least magnitude of a coefficient the simplex pivots on.
let pivotTolerance = 1.0e-12

/// The least share of its row's largest coefficient that a coefficient needs for the simplex to pivot on it:
/// a smaller one is most likely what is left of a cancellation, and dividing by it would blow the row up.
let relativePivotTolerance = 1.0e-6

/// The least share of its row's largest coefficient that a coefficient needs when no coefficient of at least
/// ``relativePivotTolerance`` limits the symbol the primal simplex lets enter: its reduced cost is real (the entering
/// rule passed it), and discarding it as rounding would stop above the optimum.
let fallbackPivotTolerance = 1.0e-7

/// The least share of the artificial row's largest coefficient that phase one prefers for its entering symbol
/// (among them, Bland's rule); only when there is none does it take any coefficient fit to pivot on. A smaller one
/// is usually what a cancellation left, and entering it makes a long step toward a vertex with huge values.
let phaseOneEnteringShare = 1.0e-3

/// How negative, relative to the largest cost per unit of violation the objective holds (``Solver/largestCost``),
/// a reduced cost must be for the primal simplex to enter its symbol. Costs of 1e6 times row coefficients of 1e3
/// leave rounding of about 1e-6 in reduced costs that should be zero; entering one takes a long step toward a vertex
/// with huge values, where required constraints among small variables are lost to rounding.
let relativeCostTolerance = 1.0e-11

/// The most that ``relativeCostTolerance`` may ask of a reduced cost, whatever the weights: a weak constraint's
/// reduced cost (its weight times a row coefficient of 1e-3) is real even beside strengths of 1e9, where 1e-11 of
/// the largest weight would pass over costs of 1e-2 and stop above the optimum.
let largestCostTolerance = 1.0e-5

/// How negative, relative to the magnitude of its terms, a reduced cost recomputed from the rows must be for a symbol
/// whose stored cost is above the entering bound to enter all the same (see `Solver.smallCostSymbol(at:lowest:)`):
/// the bound is read from the largest cost in the objective, and a constraint far weaker than the strongest has real
/// costs below it.
let recomputedCostTolerance = 1.0e-9

/// The share that the subject of a new row needs (see ``relativePivotTolerance``). Lower, because a new row's
/// small coefficient is usually a real near-dependence (`x + y == 10` and `x + 1.000001·y == 10.000001`), and the
/// alternative, phase one with an artificial variable, pivots anyway.
let relativeSubjectTolerance = 1.0e-9

/// How far below zero the ratio test may push a row's constant (Harris's relaxation): it lets the test prefer a
/// larger pivot among rows that limit the step almost equally.
let feasibilityTolerance = 1.0e-9

/// The least share of the largest eligible pivot that the ratio test accepts among the rows within Harris's bound.
let pivotShareTolerance = 1.0e-3

/// How far, relative to the magnitude of its terms, a held constraint may miss at the computed values before an
/// update refines the tableau (see `Solver+Refinement.swift`). Rounding in a layout-sized system misses by about
/// 1e-15; the differential test's judge allows 1e-6.
let refinementTolerance = 1.0e-10

/// The magnitude of a value from which every update, not only a full one, refines the tableau (see
/// `Solver+Refinement.swift`): layouts stay far below it, the ill-conditioned systems that need refinement reach it.
let refinementMagnitude = 1.0e6

/// The growth of a pivot (its row's largest coefficient over the pivot) beyond which the tableau may have drifted
/// and every later update refines it (see `Solver+Refinement.swift`). Layout rows pivot with growths of a few units.
let pivotGrowthLimit = 1.0e3

/// How small, relative to its row's largest coefficient, a removed constraint's marker must be in a restricted row
/// to be taken for rounding and dropped when a definition takes the marker over (see
/// `Solver.markerLeavingRow(for:)`). A coefficient of a millionth of its row is real: the row goes to kiwi's choice.
/// One of 1.3e-12 is not: at 1e-12 it went to kiwi's choice too, which pivoted on it (a growth of 8e11).
let markerResidueTolerance = 1.0e-9

/// How far, relative to an objective level's value and to the largest cost per unit of violation, a step of the
/// fallback ratio test may seem to lower the level below zero before its reduced cost is taken for rounding (see
/// `Solver.fallbackLeavingRow(for:lowestOnTies:)`).
let objectiveStepTolerance = 1.0e-6

/// How far, as a share of the magnitude of its terms, a required constraint may miss after refinement before the
/// solver rebuilds its tableau from the held constraints (see `Solver+Rebuild.swift`). A hundred times
/// ``refinementTolerance``; the differential test's judge allows 1e-6.
let rebuildTolerance = 1.0e-8

/// The share of the row's largest coefficient, or of the largest external one, that the subject rules of a rebuilt
/// tableau ask of an external subject (see ``SubjectRule``): threshold partial pivoting's usual 0.1.
let rebuildSubjectShare = 0.1

/// How much lower, as a share of the current objective, the objective of a rebuilt tableau must be for the rebuild
/// to replace a tableau whose optimum is in doubt (see `Solver+OptimumCheck.swift`): the differential test's judge's
/// tolerance, so that a system whose objective was right within it keeps its values bit for bit.
let rebuildObjectiveGain = 1.0e-6

/// The share of a row's largest coefficient down to which a rebuild tried for an optimum in doubt lets the ratio
/// tests' fallback pivot (see `Solver+OptimumCheck.swift`), against ``fallbackPivotTolerance`` everywhere else.
let smallPivotShare = 1.0e-11

/// The largest miss of a required constraint, as a share of its terms, at which the optimum is still checked (see
/// `Solver+OptimumCheck.swift`): the differential test's judge's tolerance. Beyond it the tableau holds a
/// contradiction or worse, and a rebuild with a lower objective could leave the required constraints further off.
let optimumCheckMissLimit = 1.0e-6

/// The share of the magnitude of a non-required constraint's terms within which its violation at the values is only
/// known (see `Solver.objectiveRounding()`): the differential test's judge allows each violation as much. A gap
/// between the objective at the values and the objective the rows say beyond that sum means the values lost what
/// the tableau holds (see `Solver+OptimumCheck.swift`).
let objectiveRoundingShare = 1.0e-9

/// How far, as a share of its terms, a required constraint may miss in a rebuild with the strongest constraints first
/// for the optimum check to keep it (see `Solver+OptimumCheck.swift`): a tenth of the differential test's judge's
/// tolerance. Such a rebuild is tried only where the others failed, and it is kept only with a lower objective.
let strongestFirstMissLimit = 1.0e-7
