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


def _solve(n, costs, rows, presolve=True):
    """rows: (terms {column: coefficient}, lower, upper). Columns < n are free, the rest are >= 0.

    Every cost is >= 0 on a column >= 0, so the objective is bounded below by 0 and "unbounded" is impossible:
    HiGHS's presolve says it now and then all the same (seed 56,314 of the layout profile, whose LP HiGHS solves
    without presolve, and with its interior-point solver, to the same optimum). Such an answer is asked again
    without presolve, and so is any other that is neither optimal nor infeasible: with presolve HiGHS sometimes
    stops with `kNotset` (wide seeds 529, 2206, 2678, 3072), and solves the same LP without it."""
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    if not presolve:
        h.setOptionValue("presolve", "off")
    h.setOptionValue("primal_feasibility_tolerance", 1e-9)
    h.setOptionValue("dual_feasibility_tolerance", 1e-9)
    lp = highspy.HighsLp()
    ncols = len(costs)
    lp.num_col_ = ncols
    lp.num_row_ = len(rows)
    lp.col_cost_ = np.array(costs, dtype=float)
    lp.col_lower_ = np.array([-INF] * n + [0.0] * (ncols - n))
    lp.col_upper_ = np.array([INF] * ncols)
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
    h.run()
    status = h.getModelStatus()
    if status == highspy.HighsModelStatus.kOptimal:
        return "optimal", h.getInfo().objective_function_value
    if status == highspy.HighsModelStatus.kInfeasible:
        return "infeasible", None
    if presolve:
        return _solve(n, costs, rows, presolve=False)
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


def optimum(names, constraints, edits):
    """('optimal', objective) or ('infeasible', None) or (other status, None)."""
    index = {name: k for k, name in enumerate(names)}
    n = len(names)
    costs = [0.0] * n
    rows = []
    for terms, constant, relation, strength in constraints:
        row = {index[k]: v for k, v in terms.items()}
        lower, upper = _bounds(relation, constant)
        if strength >= REQUIRED:
            rows.append((row, lower, upper))
            continue
        plus = len(costs)
        costs.append(strength)
        if relation == "==":
            costs.append(strength)
            row[plus], row[plus + 1] = -1.0, 1.0  # expression + constant = plus - minus
        elif relation == "<=":
            row[plus] = -1.0  # expression + constant - plus <= 0
        else:
            row[plus] = 1.0  # expression + constant + plus >= 0
        rows.append((row, lower, upper))
    for name, strength, value in edits:
        plus = len(costs)
        costs += [strength, strength]
        rows.append(({index[name]: 1.0, plus: -1.0, plus + 1: 1.0}, value, value))
    return _solve(n, costs, rows)


def required_feasible(names, constraints):
    """Whether the required constraints among `constraints` can all hold."""
    required = [c for c in constraints if c[3] >= REQUIRED]
    status, _ = optimum(names, required, [])
    return status == "optimal"
