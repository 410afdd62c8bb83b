#!/usr/bin/env python3
"""How sparse a factored basis would be: the optimal basis of a workload's build, as HiGHS finds it, factored by
SuperLU, against the size of the constraint matrix (Docs/Solver.md, "Where the time goes", item 6).

Usage: python basis_fill.py FILE...
For each workload file, the LP of its build (kiwi's weighted objective, Scripts/reliability/lp_oracle.py) is solved
by HiGHS; its basic columns (structural and logical) form B, which scipy's `splu` factors with its default COLAMD
ordering. Prints one line per file: the rows of A, its non-zeros, those of B, and those of the factors L and U.
A fully substituted tableau (Trellis's, kiwi's) stores B⁻¹N instead; the factors are what a revised simplex stores.
Needs highspy, numpy and scipy.
"""
import os
import sys

import highspy
import numpy as np
from scipy.sparse import csc_matrix
from scipy.sparse.linalg import splu

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
sys.path.insert(0, os.path.join(ROOT, "Scripts", "reliability"))
from workload_format import Workload  # noqa: E402
import highs_harness  # noqa: E402
import lp_oracle  # noqa: E402


def build_lp(path):
    """(structural columns n, rows, costs) of the LP of the build of the workload at `path`: kiwi's weighted
    objective over the held constraints and the edit variables at 0 (Scripts/reliability/lp_oracle.py)."""
    with open(path) as f:
        workload = Workload(f.read())
    constraints = highs_harness.oracle_constraints(workload)
    edits = [(name, strength, 0.0) for name, strength in workload.edits]
    n, rows, strengths = lp_oracle._state_lp(workload.names, constraints, edits)
    return n, rows, [0.0] * n + strengths


def optimal_basis(path):
    """(rows, non-zeros of A, B as a compressed sparse column matrix) for the build of the workload at `path`: the
    optimal basis HiGHS finds, its basic structural columns first, then the logical ones."""
    n, rows, costs = build_lp(path)
    ncols = len(costs)
    h = lp_oracle.model(n, costs, rows)
    h.run()
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal, h.getModelStatus()
    basis = h.getBasis()
    basic = highspy.HighsBasisStatus.kBasic
    # Copied out once: each access to the binding's list converts the whole of it.
    column_status, row_status = list(basis.col_status), list(basis.row_status)
    # Column j of A by rows; logical column of row i is the unit vector e_i (HiGHS's row activity variable).
    by_column = {}
    for row, (terms, _, _) in enumerate(rows):
        for column, coefficient in terms.items():
            if coefficient != 0:
                by_column.setdefault(column, []).append((row, coefficient))
    data, row_index, column_start = [], [], [0]
    for column in range(ncols):
        if column_status[column] == basic:
            for row, coefficient in by_column.get(column, []):
                row_index.append(row)
                data.append(coefficient)
            column_start.append(len(data))
    for row in range(len(rows)):
        if row_status[row] == basic:
            row_index.append(row)
            data.append(1.0)
            column_start.append(len(data))
    m = len(rows)
    assert len(column_start) - 1 == m, (len(column_start) - 1, m)
    nonzeros = sum(len(entries) for entries in by_column.values())
    return m, nonzeros, csc_matrix((data, row_index, column_start), shape=(m, m))


def basis_fill(path):
    """(rows, non-zeros of A, of B, of L + U) for the build of the workload at `path`."""
    m, nonzeros, b = optimal_basis(path)
    factors = splu(b)
    return m, nonzeros, b.nnz, factors.L.nnz + factors.U.nnz


def main(paths):
    print("workload      rows   nnz(A)   nnz(B)   nnz(L+U)")
    for path in paths:
        rows, a, b, lu = basis_fill(path)
        name = os.path.splitext(os.path.basename(path))[0]
        print(f"{name:<12} {rows:>6} {a:>8} {b:>8} {lu:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
