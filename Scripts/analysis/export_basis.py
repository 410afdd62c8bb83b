#!/usr/bin/env python3
"""Writes the optimal basis of a workload's build, as HiGHS finds it, to a text file that a factorisation can read
(Docs/Solver.md, "Where the time goes", item 6: the fill of `BasisFactors` against SuperLU's).

Usage: python export_basis.py WORKLOAD OUT [WORKLOAD OUT ...]
The basis is the one basis_fill.py factors (the LP of Scripts/reliability/lp_oracle.py, structural and logical
columns). OUT holds the number of rows on its first line, then one line per basis column: `row:value` pairs separated
by spaces. Prints, per workload, the rows, the basis's non-zeros and those of SuperLU's factors.
Needs highspy, numpy and scipy.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import basis_fill  # noqa: E402


def main(arguments):
    for path, out in zip(arguments[0::2], arguments[1::2]):
        rows, _, basis = basis_fill.optimal_basis(path)
        with open(out, "w") as f:
            f.write("%d\n" % rows)
            for column in range(rows):
                start, end = basis.indptr[column], basis.indptr[column + 1]
                f.write(" ".join("%d:%r" % (int(basis.indices[k]), float(basis.data[k])) for k in range(start, end)))
                f.write("\n")
        factors = basis_fill.splu(basis)
        print("%s: %d rows, nnz(B) %d, SuperLU nnz(L+U) %d" % (path, rows, basis.nnz, factors.L.nnz + factors.U.nnz))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
