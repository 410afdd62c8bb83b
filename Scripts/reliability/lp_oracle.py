"""HiGHS (PyPI highspy) as the second oracle: the optimum of kiwi's weighted objective for one state of a system,
and whether a set of required constraints can hold at all.

A state is (names, constraints, edits): constraints as in constraint_text (terms, constant, relation, strength),
edits as (name, strength, suggested value). Required constraints are hard rows; every other constraint, and every
edit variable's `name == suggested` at its strength, gets non-negative error columns costed at its strength, which is
exactly the objective kiwi minimises.
"""
import highspy
import numpy as np

from constraint_text import REQUIRED

INF = highspy.kHighsInf


def model(n, costs, rows, uppers=None):
    """A HiGHS instance holding the LP (rows: (terms {column: coefficient}, lower, upper); columns < n free, the
    rest >= 0), quiet, with feasibility tolerances of 1e-9, not yet run."""
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("primal_feasibility_tolerance", 1e-9)
    h.setOptionValue("dual_feasibility_tolerance", 1e-9)
    lp = highspy.HighsLp()
    ncols = len(costs)
    lp.num_col_ = ncols
    lp.num_row_ = len(rows)
    lp.col_cost_ = np.array(costs, dtype=float)
    lp.col_lower_ = np.array([-INF] * n + [0.0] * (ncols - n))
    lp.col_upper_ = np.array(uppers if uppers is not None else [INF] * ncols, dtype=float)
    lp.row_lower_ = np.array([r[1] for r in rows], dtype=float)
    lp.row_upper_ = np.array([r[2] for r in rows], dtype=float)
    starts, index, value = [0], [], []
    for terms, _, _ in rows:
        for column, coefficient in terms.items():
            if coefficient != 0:
                index.append(column)
                value.append(coefficient)
        starts.append(len(index))
    lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
    lp.a_matrix_.start_ = np.array(starts, dtype=np.int32)
    lp.a_matrix_.index_ = np.array(index, dtype=np.int32)
    lp.a_matrix_.value_ = np.array(value, dtype=float)
    lp.a_matrix_.num_col_ = ncols
    lp.a_matrix_.num_row_ = len(rows)
    h.passModel(lp)
    return h


def _solve(n, costs, rows, presolve=True, uppers=None, duals=False):
    """rows: (terms {column: coefficient}, lower, upper). Columns < n are free, the rest are >= 0.

    Every cost is >= 0 on a column >= 0, so the objective is bounded below by 0 and "unbounded" is impossible:
    HiGHS's presolve says it now and then all the same (seed 56,314 of the layout profile, whose LP HiGHS solves
    without presolve, and with its interior-point solver, to the same optimum). Such an answer is asked again
    without presolve, and so is any other that is neither optimal nor infeasible: with presolve HiGHS sometimes
    stops with `kNotset` (wide seeds 529, 2206, 2678, 3072), and solves the same LP without it."""
    h = model(n, costs, rows, uppers)
    if not presolve:
        h.setOptionValue("presolve", "off")
    h.run()
    status = h.getModelStatus()
    if status == highspy.HighsModelStatus.kOptimal:
        if duals:
            solution = h.getSolution()
            return "optimal", (h.getInfo().objective_function_value, list(solution.col_dual),
                               list(solution.row_dual))
        return "optimal", h.getInfo().objective_function_value
    if status == highspy.HighsModelStatus.kInfeasible:
        return "infeasible", None
    if presolve:
        return _solve(n, costs, rows, presolve=False, uppers=uppers, duals=duals)
    return str(status), None


def conclusive(status):
    """Whether an oracle status is an answer (optimal or infeasible) rather than HiGHS giving up: `kNotset` (its run
    stopped with an error before setting a status; wide seed 529, phase 1, whose LP HiGHS solves without presolve,
    with its interior-point solver and with its primal simplex, to the optimum Trellis found), a time or iteration
    limit, `kUnknown`, or `kUnbounded`, which is impossible here (see `_solve`). The judge then has no HiGHS optimum
    for the phase, and kiwi and Trellis's own required constraints decide (differential.py, `judge`)."""
    return status in ("optimal", "infeasible")


def _bounds(relation, constant):
    """Row bounds for `expression + constant relation 0`."""
    if relation == "==":
        return -constant, -constant
    if relation == "<=":
        return -INF, -constant
    return -constant, INF


def _state_lp(names, constraints, edits):
    """The LP of a state: (n, rows, strengths), with the user's variables as the n first (free) columns, then one
    non-negative error column per way of missing each non-required constraint and edit variable, whose strength is
    `strengths[column - n]`. Required constraints are hard rows."""
    index = {name: k for k, name in enumerate(names)}
    n = len(names)
    strengths = []
    rows = []

    def errors(strength, count):
        first = n + len(strengths)
        strengths.extend([strength] * count)
        return range(first, first + count)

    for terms, constant, relation, strength in constraints:
        row = {index[k]: v for k, v in terms.items()}
        lower, upper = _bounds(relation, constant)
        if strength < REQUIRED:
            if relation == "==":
                plus, minus = errors(strength, 2)
                row[plus], row[minus] = -1.0, 1.0  # expression + constant = plus - minus
            elif relation == "<=":
                (plus,) = errors(strength, 1)
                row[plus] = -1.0  # expression + constant - plus <= 0
            else:
                (plus,) = errors(strength, 1)
                row[plus] = 1.0  # expression + constant + plus >= 0
        rows.append((row, lower, upper))
    for name, strength, value in edits:
        plus, minus = errors(strength, 2)
        rows.append(({index[name]: 1.0, plus: -1.0, minus: 1.0}, value, value))
    return n, rows, strengths


def optimum(names, constraints, edits):
    """('optimal', objective) or ('infeasible', None) or (other status, None)."""
    n, rows, strengths = _state_lp(names, constraints, edits)
    return _solve(n, [0.0] * n + strengths, rows)


def required_feasible(names, constraints):
    """Whether the required constraints among `constraints` can all hold."""
    required = [c for c in constraints if c[3] >= REQUIRED]
    status, _ = optimum(names, required, [])
    return status == "optimal"


def lexicographic_optimum(names, constraints, edits):
    """The strict-priority optimum of a state, as `trellis solve --strict` defines it: each distinct strength above 0
    is a level, and a level's total violation is minimised before any lower level's is looked at.

    Solved level by level, strongest first, each LP restricted to the optimal face of the levels before it: after a
    level is solved, every error column with a positive reduced cost is fixed at 0 and every row with a non-zero dual
    value is fixed at the bound it is at (complementary slackness: every optimum of that level satisfies both, for
    the same dual solution, and every feasible point that satisfies both is an optimum). Fixing the level's total at
    its optimum plus a margin instead let the weaker levels buy units with the margin (1e-7 of a total of 13,137
    bought 0.003 of a weaker level on layout seed 147).

    Returns ('optimal', [(strength, total), ...] strongest first), ('infeasible', None), or (status, None) when HiGHS
    gives up on a level (see `conclusive`)."""
    n, rows, strengths = _state_lp(names, constraints, edits)
    ncols = n + len(strengths)
    level_columns = {}  # strength -> error columns of that level
    for offset, strength in enumerate(strengths):
        if strength > 0:
            level_columns.setdefault(strength, []).append(n + offset)
    uppers = [INF] * ncols
    if not level_columns:
        status, _ = _solve(n, [0.0] * ncols, rows, uppers=uppers)
        return (status, [] if status == "optimal" else None)
    totals = []
    for strength in sorted(level_columns, reverse=True):
        costs = [0.0] * ncols
        for column in level_columns[strength]:
            costs[column] = 1.0
        status, answer = _solve(n, costs, rows, uppers=uppers, duals=True)
        if status == "infeasible" and totals:
            # The faces fixed by the duals of the levels before hold their optima: HiGHS's presolve at fixed bounds
            # (layout seeds 6145 and 20277 under --strict), which without it solves the same LP.
            status, answer = _solve(n, costs, rows, presolve=False, uppers=uppers, duals=True)
        if status != "optimal":
            return status, None
        best, column_duals, row_duals = answer
        totals.append((strength, best))
        # The weaker levels are minimised on this level's optimal face.
        for column in range(n, ncols):
            if column_duals[column] > DUAL_ZERO:
                uppers[column] = 0.0
        for k, (terms, lower, upper) in enumerate(rows):
            if abs(row_duals[k]) > DUAL_ZERO and lower != upper:
                bound = lower if upper == INF or (lower != -INF and row_duals[k] > 0) else upper
                rows[k] = (terms, bound, bound)
    return "optimal", totals


# A reduced cost or dual value above this is taken as non-zero: HiGHS's dual feasibility tolerance is 1e-9.
DUAL_ZERO = 1e-8
